// Figures of one county's units (engine/entry-figures.ts), kept by the digest of that county's text: whether it has a
// page of districts, its utility districts' rates. After one unit's rate, a build takes the others' from its cache
// and parses the changed county's units alone, and writes what a cold build writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { collectEntryFigures, entryFigure, noteEntryDigests } from '../../../engine/entry-figures.ts';
import { loadSiteData } from '../../../generator/data.ts';
import { memoryEffects } from '../../../generator/effects.ts';
import { buildVariant } from '../../../generator/index.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { type ReadFile, inputFiles } from '../../../generator/stamp.ts';
import { checkedRecord } from '../../../pipeline/shared/checked-record.ts';
import { entryDigests, entryRanges } from '../../../pipeline/shared/entry-digests.ts';
import { toRecordJson } from '../../../pipeline/shared/format.ts';
import { REPO, cleanupRoots, generatedRoot } from '../pipeline/helpers.ts';

afterAll(cleanupRoots);
afterEach(() => vi.restoreAllMocks());

describe('an entry figure', () => {
  let made = 0;
  const count = entryFigure('test: units counted', (units: readonly unknown[] | undefined) => {
    made += 1;
    return units?.length ?? 0;
  });

  it('is worked out once per entry digest, taken back from a cache, and collected for the next', () => {
    const table = { a: [1, 2], b: [3] };
    noteEntryDigests(table, { a: 'da', b: 'db' });
    made = 0;
    // What the last build kept for b (a figure is the code's, keyed by the text's digest: taken as it is).
    const record = collectEntryFigures({ 'test: units counted\u001fdb': 7, 'test: units counted\u001fgone': 1 });
    expect([count(table, 'a'), count(table, 'a'), count(table, 'b')]).toEqual([2, 2, 7]);
    expect(made).toBe(1);
    expect(record.stored()).toEqual({ 'test: units counted\u001fda': 2, 'test: units counted\u001fdb': 7 });
    expect(record.asStored()).toBe(false);
    record.stop();
  });

  it('is as stored when every figure kept was used and none made', () => {
    const table = { b: [3] };
    noteEntryDigests(table, { b: 'db2' });
    const first = collectEntryFigures(undefined);
    count(table, 'b');
    const kept = first.stored();
    first.stop();
    const again = collectEntryFigures(kept);
    count(table, 'b');
    expect(again.stored()).toEqual(kept);
    expect(again.asStored()).toBe(true);
    again.stop();
  });

  it('is worked out each time for a table read otherwise (no digests), and kept for no build', () => {
    const record = collectEntryFigures(undefined);
    made = 0;
    const table = { a: [1, 2, 3] };
    expect([count(table, 'a'), count(table, 'a'), count(table, 'missing')]).toEqual([3, 3, 0]);
    expect(made).toBe(3);
    expect(record.stored()).toEqual({});
    record.stop();
  });
});

describe("a build after one unit's rate", () => {
  const FILE = 'generated/units/ny.json';

  /** The site data as `cli.ts build` reads it: the inputs' bytes first, each county's units digested. */
  function readAsBuilt(root: string) {
    const kept = new Map<string, ReadFile>();
    inputFiles(root, kept);
    return loadSiteData(root, undefined, kept, { keep: () => true, entries: true });
  }

  it("takes every other county's figures from its cache, parses that county's units alone, and writes a cold build's files", async () => {
    const root = generatedRoot();
    const record = checkedRecord(root);
    // On record as checked, as emit puts a file it checked: the build then parses it county by county.
    record.pass(FILE, readFileSync(join(root, FILE), 'utf8'));
    record.save();
    const plan = { ...sitePlan(REPO, { NODE_ENV: 'production' }).ny, workers: 0 };
    const fx = memoryEffects();
    await buildVariant(plan, fx, readAsBuilt(root));
    const cachePath = join(dirname(plan.outDir), '.build-cache', 'ny.json');
    const figuresOf = (): Record<string, unknown> =>
      (JSON.parse(String(fx.files.get(cachePath))) as { entryFigures: Record<string, unknown> }).entryFigures;
    const before = figuresOf();
    const counties = Object.keys((JSON.parse(readFileSync(join(root, FILE), 'utf8')) as { counties: object }).counties);
    // Whether each county has a page of districts.
    expect(Object.keys(before).filter((k) => k.startsWith('districts page'))).toHaveLength(counties.length);

    // A new rate for Albany County's own levy, written as emit writes it.
    const old = readFileSync(join(root, FILE));
    const units = JSON.parse(readFileSync(join(root, FILE), 'utf8')) as {
      counties: Record<string, { ratePct: number }[]>;
    };
    const albany = units.counties['36001']![0]!;
    albany.ratePct = Math.round((albany.ratePct + 0.01) * 1e9) / 1e9;
    const text = toRecordJson(units);
    writeFileSync(join(root, FILE), text);
    record.pass(FILE, text);
    record.save();
    const bytes = Buffer.from(text);
    const texts = new Map(
      entryRanges(bytes, 'counties')!.entries.map((e) => [e.key, bytes.toString('utf8', e.value, e.end)]),
    );

    const parse = vi.spyOn(JSON, 'parse');
    const report = await buildVariant(plan, fx, readAsBuilt(root));
    const parsed = [...texts].filter(([, t]) => parse.mock.calls.some(([arg]) => arg === t)).map(([k]) => k);
    parse.mockRestore();
    expect(report.rendered).toBeGreaterThan(0);
    expect(parsed).toEqual(['36001']);
    // Albany's figures by its new text's digest, in place of those by its old one; the others' as they were.
    const after = figuresOf();
    const digestOf = (key: string) => key.split('\u001f')[1];
    const added = Object.keys(after).filter((k) => !Object.hasOwn(before, k));
    const gone = Object.keys(before).filter((k) => !Object.hasOwn(after, k));
    expect(added.length).toBeGreaterThan(0);
    expect(new Set(added.map(digestOf))).toEqual(new Set([entryDigests(bytes, 'counties')!['36001']]));
    expect(new Set(gone.map(digestOf))).toEqual(new Set([entryDigests(old, 'counties')!['36001']]));
    expect(added.map((k) => k.split('\u001f')[0]).sort()).toEqual(gone.map((k) => k.split('\u001f')[0]).sort());

    // What a build with no cache writes from the same data.
    const cold = memoryEffects();
    await buildVariant(plan, cold, readAsBuilt(root));
    const site = (files: Map<string, string | Uint8Array>) =>
      new Map(
        [...files]
          .filter(([path]) => path.startsWith(`${plan.outDir}/`))
          .map(([path, content]) => [path, Buffer.from(content).toString('latin1')]),
      );
    expect(site(fx.files)).toEqual(site(cold.files));
  }, 180_000);
});
