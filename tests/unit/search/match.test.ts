// The county search over a small index: what the visitor sees for a ZIP in one county, a ZIP across
// counties, an unknown ZIP, a ZIP listed under Connecticut's old counties, and part of a name.
import { describe, expect, it } from 'vitest';
import { fold, search, zipOf } from '../../../browser/search/match.ts';
import type { SearchIndex } from '../../../browser/search/types.ts';

const index: SearchIndex = {
  counties: [
    ['Fort Bend County', 'tx/fort-bend', 'TX'],
    ['Harris County', 'tx/harris', 'TX'],
    ['Harrison County', 'tx/harrison', 'TX'],
    ['Waller County', 'tx/waller', 'TX'],
    ['Doña Ana County', 'nm/dona-ana', 'NM'],
    ['St. Johns County', 'fl/st-johns', 'FL'],
    ['Western Connecticut Planning Region', 'ct/western-connecticut', 'CT'],
    ['Capitol Planning Region', 'ct/capitol', 'CT'],
  ],
  old: { '09001': ['Fairfield', 'CT'] },
};
const zips = { '77002': '1', '77494': '0 1 3', '06830': 'o09001' };
const names = (r: ReturnType<typeof search>) =>
  r.kind === 'zip' || r.kind === 'names' ? r.hits.map((h) => h.name) : [];

describe('county search', () => {
  it('a ZIP in one county gives that county', () => {
    const r = search('77002', index, zips);
    expect(r.kind).toBe('zip');
    expect(names(r)).toEqual(['Harris County']);
  });

  it('a ZIP that crosses county lines lists each county', () => {
    expect(names(search(' 77494 ', index, zips))).toEqual(['Fort Bend County', 'Harris County', 'Waller County']);
  });

  it('a ZIP+4 is read as its ZIP', () => {
    expect(zipOf('77002-1234')).toBe('77002');
    expect(names(search('77002-1234', index, zips))).toEqual(['Harris County']);
  });

  it('an unknown ZIP says so, and fewer than five digits wait for more', () => {
    expect(search('99999', index, zips)).toEqual({ kind: 'zip-unknown', zip: '99999' });
    expect(search('7749', index, zips)).toEqual({ kind: 'partial-zip' });
  });

  it("a ZIP under one of Connecticut's old counties names it and offers the planning regions", () => {
    const r = search('06830', index, zips);
    expect(r.kind === 'zip' && r.old).toEqual({ code: '09001', name: 'Fairfield', state: 'CT' });
    expect(names(r)).toEqual(['Western Connecticut Planning Region', 'Capitol Planning Region']);
  });

  it('part of a name finds counties starting with it first, then containing it', () => {
    expect(names(search('harr', index, zips))).toEqual(['Harris County', 'Harrison County']);
    expect(names(search('ALLER', index, zips))).toEqual(['Waller County']);
    expect(names(search('harris county tx', index, zips))).toEqual(['Harris County']);
  });

  it('ignores accents, punctuation and the word county in either language', () => {
    expect(fold('Doña Ana')).toBe('dona ana');
    expect(names(search('dona ana', index, zips))).toEqual(['Doña Ana County']);
    expect(names(search('st johns', index, zips))).toEqual(['St. Johns County']);
    expect(names(search('condado de harris', index, zips))).toEqual(['Harris County', 'Harrison County']);
    expect(names(search('Waller condado', index, zips))).toEqual(['Waller County']);
  });

  it('no match is an empty list, and an empty box is no search at all', () => {
    expect(search('zzz', index, zips)).toEqual({ kind: 'names', query: 'zzz', hits: [] });
    expect(search('   ', index, zips)).toEqual({ kind: 'empty' });
  });
});
