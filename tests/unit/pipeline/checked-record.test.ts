// A build skips the schema check of a generated/ file whose bytes passed the same check before
// (pipeline/shared/checked-record.ts, in .cache/): the data is the same either way, and an edited file,
// a changed schema or a broken record gets the full check and its message, as with no record.
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataSources, loadSiteData } from '../../../generator/data.ts';
import { type ReadFile, inputFiles } from '../../../generator/stamp.ts';
import { RECORD_PATH, checkedRecord } from '../../../pipeline/shared/checked-record.ts';
import { GeneratedDataError } from '../../../pipeline/shared/generated-data.ts';
import { REPO, cleanupRoots, generatedRoot } from './helpers.ts';

afterAll(cleanupRoots);

/** A root with generated/ and everything the record's checker is made of, copied from the repository. */
const copyRoot = generatedRoot;

const FL = 'generated/rates/fl.json';
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** fl.json with a county rate of the wrong type: valid JSON the schema refuses. */
function breakFlorida(root: string): string {
  const data = JSON.parse(readFileSync(join(root, FL), 'utf8'));
  data.counties[2].ratePct = '1.9';
  const text = JSON.stringify(data);
  writeFileSync(join(root, FL), text);
  return text;
}

function failure(load: () => unknown): string {
  try {
    load();
  } catch (err) {
    if (err instanceof GeneratedDataError) return err.message;
    throw err;
  }
  throw new Error('expected a GeneratedDataError');
}

describe('the record of checked generated/ files', () => {
  it('is written by the first load; the next gives the same data, key order too, parsing only what it covers', () => {
    const root = copyRoot();
    const first = loadSiteData(root);
    const record = JSON.parse(readFileSync(join(root, RECORD_PATH), 'utf8'));
    expect(record.files[FL]).toBe(sha256(readFileSync(join(root, FL), 'utf8')));
    // Every file read is covered: emit writes each as its check gives it (key order, stripped keys).
    expect(Object.keys(record.files)).toEqual(
      expect.arrayContaining([
        'generated/rates/tx.json',
        'generated/rates/us.json',
        'generated/units/ny.json',
        'generated/history/us.json',
        'generated/zip-counties.json',
        'generated/product.json',
        'generated/config/tx.json',
        'generated/constants/us.json',
      ]),
    );
    const second = loadSiteData(root);
    expect(second).toStrictEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('does not cover a file edited since: it is checked in full and refused with the same message', () => {
    const root = copyRoot();
    loadSiteData(root);
    breakFlorida(root);
    const withRecord = failure(() => loadSiteData(root));
    expect(withRecord).toMatch(/^generated\/rates\/fl\.json is not what emit writes:\n {2}counties\.2\.ratePct: /);
    rmSync(join(root, RECORD_PATH));
    expect(failure(() => loadSiteData(root))).toBe(withRecord);
  });

  it('is trusted only while the schemas are the same: after a change to schema/, every file is checked again', () => {
    const root = copyRoot();
    loadSiteData(root);
    // A record claiming the broken file passed: trusted while the checker is unchanged (the premise) …
    const text = breakFlorida(root);
    const record = JSON.parse(readFileSync(join(root, RECORD_PATH), 'utf8'));
    record.files[FL] = sha256(text);
    writeFileSync(join(root, RECORD_PATH), JSON.stringify(record));
    expect(loadSiteData(root).states.fl!.counties[2]!.ratePct).toBe('1.9');
    // … and not once the schemas change.
    appendFileSync(join(root, 'schema/common.ts'), '\n// edited\n');
    expect(failure(() => loadSiteData(root))).toMatch(/^generated\/rates\/fl\.json is not what emit writes:/);
  });

  it("keeps what each of a build's threads checked: a save adds to the record as it is now, not as it was found", () => {
    const root = copyRoot();
    // Two threads' records, opened before either saves (the main thread reads the ZIPs, the page renderers the units).
    const main = checkedRecord(root);
    const renderer = checkedRecord(root);
    const zips = readFileSync(join(root, 'generated/zips/tx.json'), 'utf8');
    const units = readFileSync(join(root, 'generated/units/tx.json'), 'utf8');
    main.pass('generated/zips/tx.json', zips);
    renderer.pass('generated/units/tx.json', units);
    main.save();
    renderer.save();
    const next = checkedRecord(root);
    expect(next.passed('generated/zips/tx.json', zips)).toBe(true);
    expect(next.passed('generated/units/tx.json', units)).toBe(true);
  });

  it('an unreadable record is ignored, then written again', () => {
    const root = copyRoot();
    loadSiteData(root);
    writeFileSync(join(root, RECORD_PATH), '{ half a rec');
    const data = loadSiteData(root);
    expect(data.states.fl!.counties.length).toBe(67);
    expect(JSON.parse(readFileSync(join(root, RECORD_PATH), 'utf8')).files[FL]).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes the bytes the stamp's read of the inputs kept, with their digests, instead of reading the files again", () => {
    const root = copyRoot();
    // The repository's record, where a build left one, covers the same bytes: the copy is then only parsed.
    if (existsSync(join(REPO, RECORD_PATH))) cpSync(join(REPO, RECORD_PATH), join(root, RECORD_PATH));
    const before = readFileSync(join(root, FL), 'utf8');
    const kept = new Map<string, ReadFile>();
    inputFiles(root, kept);
    expect(kept.get(FL)?.sha).toBe(sha256(before));
    // Changed on disk after the read: the site is the bytes read, as the stamp's digest of the inputs says.
    breakFlorida(root);
    const data = loadSiteData(root, undefined, kept);
    expect(data.states.fl!.counties[2]!.ratePct).not.toBe('1.9');
    expect(dataSources(data)![FL]).toBe(sha256(before));
    expect([...kept.keys()].filter((f) => Object.hasOwn(dataSources(data)!, f))).toEqual([]);
    // The same as the repository's generated/ read from disk, through its own record (checked once).
    expect(JSON.stringify(data)).toBe(JSON.stringify(loadSiteData(REPO)));
  });
});
