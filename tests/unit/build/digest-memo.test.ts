// A build takes the digests of its unchanged inputs from the last build's memo, unread, and an import those of
// sources/ (pipeline/shared/digest-memo.ts): what is read must be exactly the files that changed, and the data
// loaded must be what reading everything gives.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataSources, loadSiteData } from '../../../generator/data.ts';
import { digestMemo, digestMemoPath } from '../../../pipeline/shared/digest-memo.ts';
import { type ReadFile, inputFiles } from '../../../generator/stamp.ts';
import { cleanupRoots, generatedRoot } from '../pipeline/helpers.ts';
import { sourceHashes } from '../../../pipeline/registry/source-manifest.ts';

afterAll(cleanupRoots);

// The copies were just written: a memo begun a minute on counts them as settled.
const LATER = () => Date.now() + 60_000;

function read(root: string, begun?: number) {
  const kept = new Map<string, ReadFile>();
  const files = inputFiles(root, kept, digestMemo(root, 'input-digests', begun));
  return { kept, files, unread: [...kept].filter(([, f]) => !f.bytes).map(([file]) => file) };
}

/** The same number of bytes, another figure: only the file's times say it changed. */
function editInPlace(path: string): void {
  const text = readFileSync(path, 'utf8');
  const at = text.search(/[1-8]/);
  writeFileSync(path, text.slice(0, at) + String(Number(text[at]) + 1) + text.slice(at + 1));
  const old = new Date(Date.now() - 5000);
  utimesSync(path, old, old);
}

describe('the digest memos', () => {
  it('a second build reads only the file that changed, and its digests are those of reading every file', () => {
    const root = generatedRoot();
    const first = read(root, LATER());
    expect(first.unread).toEqual([]);
    editInPlace(join(root, 'generated/rates/tx.json'));
    const second = read(root, LATER());
    expect([...second.kept.keys()].filter((file) => !second.unread.includes(file))).toEqual([
      'generated/rates/tx.json',
    ]);
    expect(second.files).toEqual(inputFiles(root));
    expect(second.files.get('/generated/rates/tx.json')).not.toBe(first.files.get('/generated/rates/tx.json'));
  });

  it('a file changed less than two seconds before the build began is read again', () => {
    const root = generatedRoot();
    read(root);
    expect(read(root).unread).toEqual([]);
  });

  it("a memo that cannot be read, or is another folder's, is not used", () => {
    const root = generatedRoot();
    mkdirSync(dirname(digestMemoPath(root, 'input-digests')), { recursive: true });
    writeFileSync(digestMemoPath(root, 'input-digests'), '{ not json');
    expect(read(root, LATER()).unread).toEqual([]);
    const memo = JSON.parse((read(root, LATER()), readFileSync(digestMemoPath(root, 'input-digests'), 'utf8')));
    writeFileSync(digestMemoPath(root, 'input-digests'), JSON.stringify({ ...memo, root: '/elsewhere' }));
    expect(read(root, LATER()).unread).toEqual([]);
  });

  it('the data loaded from digests taken unread is the data read whole, and a file changed since is refused', () => {
    const root = generatedRoot();
    read(root, LATER());
    const { kept, unread } = read(root, LATER());
    expect(unread.length).toBe(kept.size);
    const data = loadSiteData(root, undefined, kept);
    const whole = loadSiteData(root);
    expect(JSON.stringify(structuredClone(data))).toBe(JSON.stringify(whole));
    expect(dataSources(data)).toEqual(dataSources(whole));

    const again = read(root, LATER()).kept;
    writeFileSync(join(root, 'generated/rates/fl.json'), '{ "changed": true }');
    // Taken unread before the change, its digest refuses the bytes now there; read anew, they are checked and refused.
    expect(() => loadSiteData(root, undefined, again)).toThrow(
      /generated\/rates\/fl\.json: expected the file as the build read it when it started .*but its bytes are not those read as the build started/,
    );
    expect(() => loadSiteData(root, undefined, read(root, LATER()).kept)).toThrow(/generated\/rates\/fl\.json is not/);
  });

  it("an import's hashes of sources/ take unchanged files from their memo, and an edit that keeps the size is seen", async () => {
    const root = mkdtempSync(join(tmpdir(), 'sources-memo-'));
    try {
      mkdirSync(join(root, 'sources/tx'), { recursive: true });
      writeFileSync(join(root, 'sources/tx/rates-2026.csv'), 'county,rate\nTravis,0.5799\n');
      writeFileSync(join(root, 'sources/tx/units.csv'), 'unit\nAustin\n');
      const first = await sourceHashes(root, LATER());
      const memo = JSON.parse(readFileSync(digestMemoPath(root, 'source-digests'), 'utf8'));
      expect(Object.keys(memo.files).sort()).toEqual(['/sources/tx/rates-2026.csv', '/sources/tx/units.csv']);
      editInPlace(join(root, 'sources/tx/rates-2026.csv'));
      const second = await sourceHashes(root, LATER());
      expect(second.get('sources/tx/units.csv')).toBe(first.get('sources/tx/units.csv'));
      expect(second.get('sources/tx/rates-2026.csv')).not.toBe(first.get('sources/tx/rates-2026.csv'));
      rmSync(digestMemoPath(root, 'source-digests'));
      expect(await sourceHashes(root)).toEqual(second);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
