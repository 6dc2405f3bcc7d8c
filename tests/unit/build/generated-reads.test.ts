// What a site's build read of generated/ (generator/generated-reads.ts), which its stamp's inputs are made of: every
// file its data was read from, but of each state's units and ZIPs (parsed on first use) only those it used, noted
// each time they are read and not only when parsed, and those its pages' and data files' records read.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataSources, firstUseFiles, loadSiteData, noteFirstUse, watchFirstUse } from '../../../generator/data.ts';
import { generatedReads } from '../../../generator/generated-reads.ts';
import { SEP } from '../../../engine/reads.ts';
import { type ReadFile, inputFiles } from '../../../generator/stamp.ts';
import { RECORD_PATH } from '../../../pipeline/shared/checked-record.ts';
import { REPO, cleanupRoots, generatedRoot } from '../pipeline/helpers.ts';

afterAll(cleanupRoots);

function siteAsBuilt() {
  const root = generatedRoot();
  if (existsSync(join(REPO, RECORD_PATH))) cpSync(join(REPO, RECORD_PATH), join(root, RECORD_PATH));
  const kept = new Map<string, ReadFile>();
  inputFiles(root, kept);
  return loadSiteData(root, undefined, kept);
}

const FL_UNITS = 'generated/units/fl.json';

describe('the files of generated/ a build read', () => {
  const site = siteAsBuilt();
  const reads = (watched: Set<string>, records: { reads?: string[] }[] = []) =>
    generatedReads(dataSources(site), firstUseFiles(site), watched, records);

  it("a state's units are noted each time they are read while watched, parsed or not, and not after", () => {
    const first = watchFirstUse(site);
    expect(site.units.fl).toBeDefined();
    expect([...first.stop()]).toEqual([FL_UNITS]);
    // Parsed already: a second build that reads them depends on them as much.
    const second = watchFirstUse(site);
    void site.units.fl;
    void site.zips.ny;
    expect([...second.stop()].sort()).toEqual([FL_UNITS, 'generated/zips/ny.json']);
    void site.units.tx;
    expect([...second.files].sort()).toEqual([FL_UNITS, 'generated/zips/ny.json']);
    // A memo that read them notes them again for the build that takes it.
    const third = watchFirstUse(site);
    noteFirstUse(site, [FL_UNITS]);
    expect([...third.stop()]).toEqual([FL_UNITS]);
  });

  it('are every file the data was read from, but the units and ZIPs nothing read', () => {
    const files = reads(new Set())!;
    expect(files).toContain('generated/rates/us.json');
    expect(files).toContain('generated/rates/fl.json');
    expect(files.filter((f) => /^generated\/(units|zips)\//.test(f))).toEqual([]);
    expect(files.filter((f) => f.startsWith('generated/diffs/'))).toEqual([]);
    expect(reads(new Set([FL_UNITS]))).toContain(FL_UNITS);
  });

  it("take a page's or data file's reads: one state's record, or a kind's table whole", () => {
    const lazy = (files: string[] | undefined) => files?.filter((f) => /^generated\/(units|zips)\//.test(f));
    expect(lazy(reads(new Set(), [{ reads: [`units${SEP}tx${SEP}48453`, `national${SEP}48453`] }]))).toEqual([
      'generated/units/tx.json',
    ]);
    expect(lazy(reads(new Set(), [{ reads: ['zips'] }]))).toEqual(
      firstUseFiles(site)!
        .filter((f) => f.startsWith('generated/zips/'))
        .sort(),
    );
    // A record that does not say what it read may have read anything.
    expect(reads(new Set(), [{ reads: [] }, {}])).toBeUndefined();
  });
});
