// Each state's units and ZIPs (two thirds of generated/'s bytes) are parsed when a page first reads them
// (generator/data.ts): a hub build parses none, so its memory holds none. The bytes used are still those the
// build's digests name: a file changed on disk after the build read it stops the build with a message naming it.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataSources, loadSiteData } from '../../../generator/data.ts';
import { memoryEffects } from '../../../generator/effects.ts';
import { buildVariant } from '../../../generator/index.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { type ReadFile, inputFiles } from '../../../generator/stamp.ts';
import { RECORD_PATH } from '../../../pipeline/shared/checked-record.ts';
import { KnownError } from '../../../pipeline/shared/errors.ts';
import { STATE_CODES } from '../../../schema/codes.ts';
import { REPO, cleanupRoots, generatedRoot } from '../pipeline/helpers.ts';

afterAll(cleanupRoots);

function copyRoot(): string {
  const root = generatedRoot();
  // The repository's record, where a build left one, covers the same bytes: the copy is then only parsed.
  if (existsSync(join(REPO, RECORD_PATH))) cpSync(join(REPO, RECORD_PATH), join(root, RECORD_PATH));
  return root;
}

const LATER = STATE_CODES.flatMap((s) => [`generated/units/${s}.json`, `generated/zips/${s}.json`]);

/** The site as a build reads it: the stamp's read of every input first, then the data from those bytes. */
function readAsBuilt(root: string) {
  const kept = new Map<string, ReadFile>();
  inputFiles(root, kept);
  return loadSiteData(root, undefined, kept);
}

/** The message a thrown KnownError of kind GeneratedChanged carries (fails on anything else). */
function changedMessage(use: () => unknown): string {
  try {
    use();
  } catch (error) {
    if (error instanceof KnownError && error.kind === 'GeneratedChanged') return error.message;
    throw error;
  }
  throw new Error('expected a GeneratedChanged error');
}

describe("a state's units and ZIPs, parsed on first use", () => {
  it('a hub build uses none of them: it builds with every one of them unreadable since it started', async () => {
    const root = copyRoot();
    const data = readAsBuilt(root);
    for (const file of LATER) if (existsSync(join(root, file))) writeFileSync(join(root, file), '{ not json');
    const plan = sitePlan(REPO, { NODE_ENV: 'production' }).hub;
    const fx = memoryEffects();
    // A county page, a state page, a guide and the search page: each links into the state sites, whose page lists
    // the link check reads.
    const kinds = new Set(['hub-county', 'hub-state', 'content', 'search']);
    const routes = (r: { kind: string; path: string }) =>
      kinds.has(r.kind) && /\/(tx|fl)(\/|$)|^\/(search|guides\/homestead)/.test(r.path);
    const report = await buildVariant({ ...plan, routes, workers: 0 }, fx, data);
    expect(report.pages).toBeGreaterThan(0);
    expect(String(fx.files.get(join(plan.outDir, 'states/tx/index.html')))).toContain('/tx/');
    // Read now, the Texas units are refused: the bytes on disk are not those the build started from.
    expect(changedMessage(() => data.units.tx)).toMatch(
      /^generated\/units\/tx\.json: expected the file as the build read it when it started .*but its bytes are not those read as the build started\.$/,
    );
  });

  it('read when used, they are what reading everything at once gives, and carry the digests read first', () => {
    const root = copyRoot();
    const data = readAsBuilt(root);
    const whole = loadSiteData(REPO);
    expect(Object.keys(data.units)).toEqual(Object.keys(whole.units));
    expect(Object.keys(data.zips)).toEqual(Object.keys(whole.zips));
    expect(JSON.stringify(data.units.tx)).toBe(JSON.stringify(whole.units.tx));
    // A clone (as a message to a worker makes) reads the rest: it is the whole site.
    expect(JSON.stringify(structuredClone(data))).toBe(JSON.stringify(whole));
    const sha = (file: string) => dataSources(data)![file];
    for (const file of LATER.filter((f) => existsSync(join(root, f))))
      expect(sha(file), file).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the sites being built hold their bytes until used: a file changed since is not seen, as the stamp says', () => {
    const root = copyRoot();
    const kept = new Map<string, ReadFile>();
    inputFiles(root, kept);
    const before = readFileSync(join(root, 'generated/units/fl.json'), 'utf8');
    const data = loadSiteData(root, undefined, kept, { keep: (file) => file.endsWith('/fl.json') });
    for (const state of ['fl', 'tx']) writeFileSync(join(root, `generated/units/${state}.json`), '{ not json');
    expect(JSON.stringify(data.units.fl)).toBe(JSON.stringify(JSON.parse(before)));
    expect(changedMessage(() => data.units.tx)).toContain('generated/units/tx.json: expected the file');
  });

  it("a worker given the main thread's digests takes its files by them, and refuses other bytes when it reads them", () => {
    const root = copyRoot();
    const main = readAsBuilt(root);
    const sources = dataSources(main)!;
    const worker = loadSiteData(root, undefined, undefined, { expected: sources });
    expect(dataSources(worker)).toEqual(sources);
    expect(JSON.stringify(worker.zips.fl)).toBe(JSON.stringify(main.zips.fl));
    const units = JSON.parse(readFileSync(join(root, 'generated/units/fl.json'), 'utf8'));
    writeFileSync(join(root, 'generated/units/fl.json'), JSON.stringify(units, null, 1));
    const late = loadSiteData(root, undefined, undefined, { expected: sources });
    expect(changedMessage(() => late.units.fl)).toContain(
      'generated/units/fl.json: expected the file as the build read it',
    );
  });
});
