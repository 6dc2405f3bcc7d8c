// Emit checks a units file county by county against the file on record as checked (pipeline/emit/units-check.ts): the
// result must be the whole check's, text and all, for any change, and only the changed counties are checked again.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkUnits } from '../../../pipeline/emit/units-check.ts';
import { toRecordJson } from '../../../pipeline/shared/format.ts';
import { unitsFileSchema } from '../../../schema/index.ts';

const before = readFileSync('generated/units/tx.json');
type Units = { year: number; counties: Record<string, Record<string, unknown>[]> };
const fresh = (): Units => JSON.parse(before.toString('utf8')) as Units;
const TRAVIS = '48453';

/** What checking the whole file gives, in checkUnits' terms. */
function wholeCheck(file: unknown) {
  const checked = unitsFileSchema.safeParse(file);
  return checked.success ? { success: true, data: checked.data, text: toRecordJson(checked.data) } : { success: false };
}

const ratedUnit = (file: Units, fips: string) => file.counties[fips]!.find((u) => u.ratePct !== null)!;

afterEach(() => vi.restoreAllMocks());

describe('a units file checked against the one on record', () => {
  it("after one unit's new rate, checks that county alone and gives what the whole check gives", () => {
    const file = fresh();
    ratedUnit(file, TRAVIS).ratePct = 0.581234;
    const perCounty = vi.spyOn(unitsFileSchema.shape.counties.valueType, 'safeParse');
    const checked = checkUnits(file, before);
    expect(perCounty).toHaveBeenCalledTimes(1);
    perCounty.mockRestore();
    expect(checked).toEqual(wholeCheck(file));
    expect(checked.success && checked.text).toContain('"ratePct":0.581234');
  });

  it("writes a changed county's units as the check gives them back (key order), as the whole check does", () => {
    const file = fresh();
    const unit = ratedUnit(file, TRAVIS);
    const reordered = Object.fromEntries(Object.entries(unit).reverse());
    file.counties[TRAVIS]![file.counties[TRAVIS]!.indexOf(unit)] = { ...reordered, ratePct: 0.6 };
    const checked = checkUnits(file, before);
    expect(checked).toEqual(wholeCheck(file));
    expect(checked.success && checked.text.indexOf('"id"')).toBeLessThan(
      checked.success ? checked.text.indexOf('"ratePct"') : 0,
    );
  });

  it('refuses what the whole check refuses: a bad unit, a bad county code, a bad field of the file', () => {
    const bad = fresh();
    ratedUnit(bad, TRAVIS).ratePct = 'high';
    expect(checkUnits(bad, before)).toEqual({ success: false });
    const code = fresh();
    code.counties['4845'] = code.counties[TRAVIS]!;
    expect(checkUnits(code, before)).toEqual({ success: false });
    const year = fresh() as unknown as { year: string };
    year.year = '2026';
    expect(checkUnits(year, before)).toEqual({ success: false });
  });

  it('checks the whole file with no file on record, one laid out otherwise, or most counties changed', () => {
    const file = fresh();
    ratedUnit(file, TRAVIS).ratePct = 0.5;
    for (const on of [null, Buffer.from(JSON.stringify(JSON.parse(before.toString('utf8'))))]) {
      const perCounty = vi.spyOn(unitsFileSchema.shape.counties.valueType, 'safeParse');
      expect(checkUnits(file, on)).toEqual(wholeCheck(file));
      expect(perCounty).not.toHaveBeenCalled();
      perCounty.mockRestore();
    }
    const most = fresh();
    for (const fips of Object.keys(most.counties)) most.counties[fips] = most.counties[fips]!.slice(1);
    expect(checkUnits(most, before)).toEqual(wholeCheck(most));
  });

  it('takes a county added or removed, and a new year', () => {
    const file = fresh();
    delete file.counties['48001'];
    file.year = 2027;
    file.counties['48999'] = file.counties[TRAVIS]!;
    expect(checkUnits(file, before)).toEqual(wholeCheck(file));
  });
});
