// The national table's checked counties, kept by the running code and the table's bytes (pipeline/registry/
// table-memo.ts): taken, they are exactly what checking the table gives; any change to the bytes or the code checks
// it again, a table with a problem is never kept, and run from the sources nothing is kept or taken.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadSources } from '../../../pipeline/registry/load.ts';
import { memoKeyOf } from '../../../pipeline/registry/table-memo.ts';
import { sourceHashes } from '../../../pipeline/registry/source-manifest.ts';
import { commonKey } from '../../../pipeline/registry/kinds/zip-memo.ts';
import type { Content } from '../../../pipeline/validate/content.ts';
import { contentOutput } from '../../../pipeline/emit/outputs.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import { setRunningCode } from '../../../pipeline/shared/running-code.ts';
import { REAL_SOURCES, cleanupRoots, tempRoot } from './helpers.ts';

afterAll(cleanupRoots);
afterEach(() => setRunningCode(undefined));

const KEPT = '.cache/tables/sources__national__counties.csv.json';
const TABLE = 'sources/national/counties.csv';

async function national(root: string) {
  const s = await loadSources(root, { only: ['national'] });
  return s.ok ? s.value.national! : s.errors.map(formatIssue);
}

/** The kept counties with the first one's name changed: what a load that takes them gives. */
function mark(root: string): void {
  const path = join(root, KEPT);
  const stored = JSON.parse(readFileSync(path, 'utf8'));
  stored.value[0].name = 'Kept, not checked';
  writeFileSync(path, JSON.stringify(stored));
}

describe("the national table's checked counties, kept", () => {
  it('are exactly what checking the table gives, and are taken while the bytes and the code are the same', async () => {
    const root = tempRoot(REAL_SOURCES);
    const checked = await national(root);
    setRunningCode('code A');
    expect(await national(root)).toStrictEqual(checked);
    expect(existsSync(join(root, KEPT))).toBe(true);
    // Taken from the memo, they are the same records, undefined fields and all.
    expect(await national(root)).toStrictEqual(checked);
    mark(root);
    expect(((await national(root)) as { name: string }[])[0]!.name).toBe('Kept, not checked');
  });

  it('name what they were made from: the ZIP memo keys the national table by it, not by its text', async () => {
    const root = tempRoot(REAL_SOURCES);
    setRunningCode('code A');
    const kept = (await national(root)) as object[];
    const taken = (await national(root)) as object[];
    expect(taken).not.toBe(kept);
    expect(memoKeyOf(taken)).toMatch(/^[0-9a-f]{64}$/);
    expect(memoKeyOf(kept)).toBe(memoKeyOf(taken));
    expect(memoKeyOf([...taken])).toBeUndefined();
    const zipKey = (counties: object[]) => commonKey(root, [], [], counties);
    expect(zipKey(taken)).toBe(zipKey(kept));
    // A copy outside the memo is keyed by its text, which differs from the memo's key, and follows a change in it.
    const copy = structuredClone(taken);
    expect(zipKey(copy)).not.toBe(zipKey(taken));
    expect(zipKey(copy)).toBe(zipKey(structuredClone(taken)));
    (copy[0] as { name: string }).name = 'Changed';
    expect(zipKey(copy)).not.toBe(zipKey(structuredClone(taken)));
    writeFileSync(join(root, TABLE), `${readFileSync(join(root, TABLE), 'utf8')}\n`);
    expect(zipKey((await national(root)) as object[])).not.toBe(zipKey(taken));
  });

  it('are checked again after a change to the table or the code, and not taken run from the sources', async () => {
    const root = tempRoot(REAL_SOURCES);
    setRunningCode('code A');
    await national(root);
    mark(root);
    setRunningCode('code B');
    expect(((await national(root)) as { name: string }[])[0]!.name).not.toBe('Kept, not checked');
    mark(root);
    writeFileSync(join(root, TABLE), `${readFileSync(join(root, TABLE), 'utf8')}\n`);
    expect(((await national(root)) as { name: string }[])[0]!.name).not.toBe('Kept, not checked');
    mark(root);
    setRunningCode(undefined);
    expect(((await national(root)) as { name: string }[])[0]!.name).not.toBe('Kept, not checked');
  });

  it('are not kept for a table with a problem, which is reported each time', async () => {
    const root = tempRoot(REAL_SOURCES);
    const path = join(root, TABLE);
    const lines = readFileSync(path, 'utf8').split('\n');
    lines[1] = lines[1]!.replace(/^([^,]*),/, 'ABCDE,');
    writeFileSync(path, lines.join('\n'));
    setRunningCode('code A');
    const first = await national(root);
    expect(first.length).toBeGreaterThan(0);
    expect(first[0]).toMatch(/counties\.csv:2:/);
    expect(existsSync(join(root, KEPT))).toBe(false);
    expect(await national(root)).toEqual(first);
  });
});

describe("a state's unit tables, checked and kept", () => {
  const UNITS = '.cache/tables/sources__units__tx__2025.csv.json';
  async function texas(root: string) {
    const s = await loadSources(root, { only: ['units'], states: ['tx'] });
    if (!s.ok) throw new Error(s.errors.map(formatIssue).join('\n'));
    return s.value.units.tx!;
  }
  const markUnits = (root: string) => {
    const path = join(root, UNITS);
    const stored = JSON.parse(readFileSync(path, 'utf8'));
    const first = Object.values(stored.value as Record<string, { name: string }[]>)[0]![0]!;
    first.name = 'Kept, not checked';
    writeFileSync(path, JSON.stringify(stored));
  };
  const firstName = async (root: string) => Object.values((await texas(root)).get(2025)!)[0]![0]!.name;

  it('are what checking them gives, each year against the years before it, while every file they read is as it was', async () => {
    const root = tempRoot(REAL_SOURCES);
    const checked = await texas(root);
    setRunningCode('code A');
    await texas(root);
    expect(existsSync(join(root, UNITS))).toBe(true);
    expect(existsSync(join(root, '.cache/tables/sources__units__tx__2026.csv.json'))).toBe(true);
    expect(await texas(root)).toStrictEqual(checked);
    markUnits(root);
    expect(await firstName(root)).toBe('Kept, not checked');
    // The national table is read by the check (each unit's county): changed, the units are checked again.
    writeFileSync(join(root, TABLE), `${readFileSync(join(root, TABLE), 'utf8')}\n`);
    expect(await firstName(root)).not.toBe('Kept, not checked');
  });
});

describe("a state's county rate tables, checked and kept", () => {
  const KEPT_RATES = '.cache/tables/sources__rates__fl__2025.csv.json';
  async function rates(root: string, replace?: { path: string; text: string }) {
    const s = await loadSources(root, {
      only: ['rates'],
      ...(replace ? { replace: { kind: 'rates', ...replace, file: replace.path, partial: true } } : {}),
    });
    if (!s.ok) throw new Error(s.errors.map(formatIssue).join('\n'));
    return s.value.rates;
  }
  const markRates = (root: string) => {
    const stored = JSON.parse(readFileSync(join(root, KEPT_RATES), 'utf8'));
    stored.value[0].name = 'Kept, not checked';
    writeFileSync(join(root, KEPT_RATES), JSON.stringify(stored));
  };
  const firstName = async (root: string, replace?: { path: string; text: string }) =>
    (await rates(root, replace)).fl!.get(2025)![0]!.name;

  it('are what checking them gives, and are checked again when the table, the national table or the import changes them', async () => {
    const root = tempRoot(REAL_SOURCES);
    const checked = await rates(root);
    setRunningCode('code A');
    await rates(root);
    for (const table of ['tx__2025', 'fl__2024', 'fl__2025', 'ca__2025', 'ny__2025'])
      expect(existsSync(join(root, `.cache/tables/sources__rates__${table}.csv.json`))).toBe(true);
    // Taken, they are the same records, field for field.
    expect(await rates(root)).toStrictEqual(checked);
    markRates(root);
    expect(await firstName(root)).toBe('Kept, not checked');
    // A table being imported is read from the import, not from what was kept for the stored one.
    const path = 'sources/rates/fl/2025.csv';
    const text = readFileSync(join(root, path), 'utf8');
    expect(await firstName(root, { path, text })).toBe(checked.fl!.get(2025)![0]!.name);
    // Each county's row names its county of the national table: that table changed, the rows are checked again.
    writeFileSync(join(root, TABLE), `${readFileSync(join(root, TABLE), 'utf8')}\n`);
    expect(await firstName(root)).toBe(checked.fl!.get(2025)![0]!.name);
    markRates(root);
    writeFileSync(join(root, path), `${text}\n`);
    expect(await firstName(root)).toBe(checked.fl!.get(2025)![0]!.name);
  });
});

describe("an import's digests of sources/", () => {
  it('key the memos as the files themselves do: taken while they are as hashed, checked again after an edit', async () => {
    const root = tempRoot(REAL_SOURCES);
    setRunningCode('code A');
    const load = async () => {
      const s = await loadSources(root, { only: ['rates'], digests: await sourceHashes(root) });
      if (!s.ok) throw new Error(s.errors.map(formatIssue).join('\n'));
      return s.value.rates.fl!.get(2025)![0]!.name;
    };
    const checked = await load();
    const KEPT_RATES = join(root, '.cache/tables/sources__rates__fl__2025.csv.json');
    const stored = JSON.parse(readFileSync(KEPT_RATES, 'utf8'));
    stored.value[0].name = 'Kept, not checked';
    writeFileSync(KEPT_RATES, JSON.stringify(stored));
    expect(await load()).toBe('Kept, not checked');
    // Loaded without them, the files are hashed: the same key.
    const own = await loadSources(root, { only: ['rates'] });
    expect(own.ok && own.value.rates.fl!.get(2025)![0]!.name).toBe('Kept, not checked');
    writeFileSync(join(root, TABLE), `${readFileSync(join(root, TABLE), 'utf8')}\n`);
    expect(await load()).toBe(checked);
  });
});

describe('the guides, checked and kept', () => {
  const KEPT_CONTENT = '.cache/tables/sources__content.json';
  async function guides(root: string) {
    const s = await loadSources(root, { only: ['content'] });
    return s.ok ? s.value.content : s.errors.map(formatIssue);
  }

  it('are what checking them gives, and checked again after any guide changes, is added or goes', async () => {
    const root = tempRoot(REAL_SOURCES);
    const checked = await guides(root);
    setRunningCode('code A');
    expect(await guides(root)).toEqual(checked);
    expect(existsSync(join(root, KEPT_CONTENT))).toBe(true);
    const taken = (await guides(root)) as Content;
    expect(taken).toEqual(checked);
    for (const [scope, c] of Object.entries(taken))
      expect(JSON.stringify(contentOutput(c!))).toBe(
        JSON.stringify(contentOutput((checked as Content)[scope as keyof Content]!)),
      );
    const markKept = () => {
      const stored = JSON.parse(readFileSync(join(root, KEPT_CONTENT), 'utf8'));
      stored.value.tx.pages['mud-pid-guide'].en.title = 'Kept, not checked';
      writeFileSync(join(root, KEPT_CONTENT), JSON.stringify(stored));
    };
    const title = async () => ((await guides(root)) as Content).tx!.pages['mud-pid-guide']!.en.title;
    markKept();
    expect(await title()).toBe('Kept, not checked');
    const guide = join(root, 'sources/content/tx/mud-pid-guide.es.md');
    writeFileSync(guide, `${readFileSync(guide, 'utf8')}\n`);
    expect(await title()).not.toBe('Kept, not checked');
    markKept();
    writeFileSync(join(root, 'sources/content/tx/.notes'), 'not read');
    expect(await title()).toBe('Kept, not checked');
    // A guide added, then gone: each is another set of files, checked again.
    writeFileSync(join(root, 'sources/content/tx/extra.en.md'), readFileSync(guide.replace('.es.', '.en.')));
    writeFileSync(join(root, 'sources/content/tx/extra.es.md'), readFileSync(guide));
    expect(await title()).not.toBe('Kept, not checked');
    markKept();
    rmSync(join(root, 'sources/content/tx/extra.en.md'));
    rmSync(join(root, 'sources/content/tx/extra.es.md'));
    expect(await title()).not.toBe('Kept, not checked');
  });
});
