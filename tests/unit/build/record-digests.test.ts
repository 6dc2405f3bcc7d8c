// A record's digest is kept by the bytes of the file it is read from (generator/record-digests.ts): the file each
// part of the site data is named after must be the file that part is read from, and the digests must come back
// from the build cache as they went in. The builds that rest on it are in never-stale.test.ts.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SEP } from '../../../engine/reads.ts';
import { cacheText, emptyCache, keptWhole, loadCache } from '../../../generator/cache.ts';
import { type SiteData, dataEntries, dataSources, loadSiteData } from '../../../generator/data.ts';
import { memoryEffects } from '../../../generator/effects.ts';
import { recordDigests, sourceOf } from '../../../generator/record-digests.ts';
import { valueAt } from '../../../generator/read-tracking.ts';
import { readerSchema } from '../../../pipeline/shared/generated-data.ts';
import { toRecordJson } from '../../../pipeline/shared/format.ts';
import { cleanupRoots, generatedRoot } from '../pipeline/helpers.ts';

afterAll(cleanupRoots);

const root = process.cwd();
const site = loadSiteData(root);
const sources = dataSources(site)!;

/** Every part of the site data by the key naming it whole: a part, or a part's scope (a state, us …). */
const partKeys = (): string[] =>
  Object.entries(site).flatMap(([part, value]) => {
    if (value === null || value === undefined) return [];
    if (sourceOf(part) !== null) return [part];
    return Object.keys(value as object).map((scope) => `${part}${SEP}${scope}`);
  });

describe('the file a record is read from', () => {
  it('is, for every part of the site data, a file the reader read, with the digest of its bytes', () => {
    const keys = partKeys();
    expect(keys.length).toBeGreaterThan(30);
    for (const key of keys) {
      const file = sourceOf(key);
      expect(file, key).not.toBeNull();
      const bytes = readFileSync(join(root, file!));
      expect(sources[file!], file!).toBe(createHash('sha256').update(bytes).digest('hex'));
      // The part is the file as its schema reads it, or one field of it (the national table is the file's `counties`).
      const parsed = readerSchema(file!)!.parse(JSON.parse(bytes.toString('utf8'))) as Record<string, unknown>;
      const part = JSON.stringify(valueAt(site, key));
      const whole = [parsed, ...Object.values(parsed)].map((v) => JSON.stringify(v));
      expect(whole.includes(part), `${key} is read from ${file}`).toBe(true);
    }
    // And every file read is some part's.
    expect(Object.keys(sources).sort()).toEqual([...new Set(keys.map((k) => sourceOf(k)!))].sort());
  });

  it('is none for a key that spans files', () => {
    expect(sourceOf('states')).toBeNull();
    expect(sourceOf(`states${SEP}{keys}`)).toBeNull();
    expect(sourceOf('{keys}')).toBeNull();
    expect(sourceOf(`states${SEP}tx${SEP}counties${SEP}3`)).toBe('generated/rates/tx.json');
  });

  it("is the national table for the hub's national map, and the code for the shapes", () => {
    expect(sourceOf(`maps${SEP}nationUrl`)).toBe('generated/rates/us.json');
    expect(sourceOf(`maps${SEP}neighbours${SEP}48453`)).toBe('(code)');
  });
});

describe('stored digests', () => {
  const unit = `units${SEP}tx${SEP}counties${SEP}48453`;
  const county = `states${SEP}tx${SEP}counties${SEP}3`;
  const digest = (data: object, key: string): string => recordDigests(undefined, undefined).over(data)(key);

  it('are taken while their file is as it was, and made again when it is not', () => {
    const first = recordDigests(undefined, sources);
    first.over(site)(unit);
    first.over(site)(county);
    const stored = first.stored()!;
    expect(Object.keys(stored.keys).sort()).toEqual([county, unit].sort());
    const changed = { ...sources, 'generated/units/tx.json': 'other bytes' };
    const next = recordDigests(stored, changed);
    expect([...next.known.keys()]).toEqual([county]);
    expect(next.over(site)(unit)).toBe(digest(site, unit));
    expect(next.counts()).toEqual({ kept: 1, made: 1 });
  });

  it("are made once in a build: the pages' digester takes what the data files' made", () => {
    const digests = recordDigests(undefined, sources);
    let walked = 0;
    const counting = (value: unknown): string => {
      walked += 1;
      return createHash('sha1').update(JSON.stringify(value)).digest('hex');
    };
    const first = digests.over(site, counting)(unit);
    expect(digests.over(site, counting)(unit)).toBe(first);
    expect(walked).toBe(1);
  });

  it('are as stored when every digest the last build stored was taken and none made', () => {
    const first = recordDigests(undefined, sources);
    first.over(site)(unit);
    expect(first.asStored()).toBe(false);
    const stored = first.stored()!;
    const same = recordDigests(stored, sources);
    same.over(site)(unit);
    expect(same.asStored()).toBe(true);
    same.over(site)(county);
    expect(same.asStored()).toBe(false);
    expect(recordDigests(stored, { ...sources, 'generated/units/tx.json': 'other bytes' }).asStored()).toBe(false);
  });

  it('come back from the build cache as they went in', () => {
    const made = recordDigests(undefined, sources);
    made.over(site)(unit);
    const cache = { ...emptyCache('code', '/tx/'), digests: made.stored() };
    const fx = memoryEffects();
    fx.files.set('/c.json', cacheText(cache));
    expect(loadCache('/c.json', fx)?.digests).toEqual(made.stored());
  });

  it('are none for data not read from files', () => {
    const none = recordDigests(undefined, undefined);
    none.over(site)(unit);
    expect(none.stored()).toBeUndefined();
  });
});

describe("record digests of one county's units", () => {
  const key = (fips: string) => `units${SEP}tx${SEP}counties${SEP}${fips}`;
  const [travis, bell, coryell] = ['48453', '48027', '48099'];

  /** The build's digests over the data read from `root`, with each county's units digested alone or not. */
  const read = (root: string, entries: boolean) => {
    const data = loadSiteData(root, undefined, undefined, { entries });
    return {
      data,
      digests: (prev?: Parameters<typeof recordDigests>[0]) =>
        recordDigests(prev, dataSources(data), dataEntries(data)),
    };
  };
  /** units/tx.json with one unit of Travis County at a new rate, written as emit writes it. */
  const newRate = (root: string) => {
    const path = join(root, 'generated/units/tx.json');
    const units = JSON.parse(readFileSync(path, 'utf8'));
    const unit = units.counties[travis].find((u: { ratePct: number | null }) => u.ratePct !== null);
    unit.ratePct = Math.round((unit.ratePct + 0.01) * 1e6) / 1e6;
    writeFileSync(path, toRecordJson(units));
  };
  const storedOver = (data: SiteData, digests: ReturnType<typeof recordDigests>) => {
    for (const fips of [travis, bell, coryell]) digests.over(data)(key(fips));
    return digests.stored()!;
  };

  it("after a unit's new rate, are taken for every other county and made again for the unit's", () => {
    const root = generatedRoot();
    const first = read(root, true);
    const stored = storedOver(first.data, first.digests());
    expect(Object.keys(stored.files)).toContain(`generated/units/tx.json#${bell}`);
    newRate(root);
    const next = read(root, true);
    const digests = next.digests(stored);
    expect([...digests.known.keys()].filter((k) => k.startsWith(`units${SEP}`)).sort()).toEqual(
      [key(bell), key(coryell)].sort(),
    );
    // What was taken is what walking the new data gives; Travis's is made again, and differs.
    const fresh = recordDigests(undefined, undefined);
    for (const fips of [bell, coryell])
      expect(digests.over(next.data)(key(fips))).toBe(fresh.over(next.data)(key(fips)));
    expect(digests.over(next.data)(key(travis))).not.toBe(stored.keys[key(travis)]);
    expect(digests.counts()).toEqual({ kept: digests.known.size, made: 1 });
  });

  it('go by the whole file where the counties are not digested alone, or for a key over the whole table', () => {
    const root = generatedRoot();
    const first = read(root, false);
    const stored = storedOver(first.data, first.digests());
    expect(Object.keys(stored.files)).toContain('generated/units/tx.json');
    newRate(root);
    expect([...read(root, false).digests(stored).known.keys()].filter((k) => k.startsWith(`units${SEP}`))).toEqual([]);
    // The table whole (a figure of every unit) changes with any county.
    const whole = `units${SEP}tx${SEP}counties`;
    const split = read(generatedRoot(), true);
    const before = split.digests();
    before.over(split.data)(whole);
    expect(split.digests(before.stored()).known.has(whole)).toBe(true);
    const root2 = generatedRoot();
    const a = read(root2, true);
    const storedWhole = a.digests();
    storedWhole.over(a.data)(whole);
    newRate(root2);
    expect(read(root2, true).digests(storedWhole.stored()).known.has(whole)).toBe(false);
  });
});

describe("a site's cache", () => {
  const page = { input: 'i', size: 1, reads: ['a'], shortcut: 's', context: 'c' };
  const file = { reads: ['a'], shortcut: 's', context: 'c', path: 'data/x.json' };
  const last = () => ({ ...emptyCache('code', '/tx/'), pages: { 'index.html': page }, files: { x: file } });

  it('is not written again when it holds the very records the last build left, and its digests as stored', () => {
    const prev = last();
    const same = { ...prev, pages: { ...prev.pages }, files: { ...prev.files } };
    expect(keptWhole(prev, same, true)).toBe(true);
    expect(keptWhole(prev, same, false)).toBe(false);
    expect(keptWhole(null, same, true)).toBe(false);
  });

  it('is written when a record was made again (even with the same values), added or dropped, or the code differs', () => {
    const prev = last();
    expect(keptWhole(prev, { ...prev, pages: { 'index.html': { ...page } } }, true)).toBe(false);
    expect(keptWhole(prev, { ...prev, files: { x: { ...file } } }, true)).toBe(false);
    expect(keptWhole(prev, { ...prev, pages: { ...prev.pages, 'es/index.html': page } }, true)).toBe(false);
    expect(keptWhole(prev, { ...prev, files: {} }, true)).toBe(false);
    expect(keptWhole(prev, { ...prev, codeHash: 'other' }, true)).toBe(false);
    expect(keptWhole(prev, { ...prev, nationMap: 'data/map-us-1.svg' }, true)).toBe(false);
  });

  it('reads back what it wrote', () => {
    const cache = {
      ...last(),
      pages: { 'index.html': { ...page, seen: { stamp: '1:2', links: ['/a/', '/b/', '/a/'] } } },
    };
    const fx = memoryEffects();
    fx.files.set('/c.json', cacheText(cache));
    expect(loadCache('/c.json', fx)).toEqual(cache);
  });
});
