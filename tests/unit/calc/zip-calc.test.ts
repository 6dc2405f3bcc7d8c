// `calc --zip` on the stored sources: the county from the ZIP, the larger of two school districts billed
// and the other listed with its share; New York's Williamsville segment with its towns; a ZIP across
// county lines asks for --county; a --school the visitor names wins over the ZIP's.
import { describe, expect, it } from 'vitest';
import { calcJson } from './helpers.ts';

describe('calc --zip', () => {
  it('77449 bills Katy ISD, the larger of its two districts, and lists Cypress-Fairbanks with its share', () => {
    const r = calcJson({ state: 'tx', zip: '77449', value: '400000', homestead: true });
    expect(r.err).toBe('');
    expect(r.result!.units.map((l) => l.id)).toContain('48201-isd-katy-isd');
    const out = r.json as { assumed?: unknown[]; candidates?: unknown[]; zip?: { counties: string[] } };
    expect(out.assumed).toContainEqual({
      part: 'school',
      slot: 'school',
      id: '48201-isd-katy-isd',
      name: 'Katy ISD',
      share: 0.5582,
      from: 'zip',
    });
    expect(out.candidates).toEqual([
      { part: 'school', slot: 'school', id: '48201-isd-katy-isd', name: 'Katy ISD', share: 0.5582 },
      {
        part: 'school',
        slot: 'school',
        id: '48201-isd-cypress-fairbanks-isd',
        name: 'Cypress-Fairbanks ISD',
        share: 0.4418,
      },
    ]);
    expect(out.zip?.counties).toEqual(['48201']);
    expect(r.result!.notices.map((n) => n.code)).toContain('zip-school-split');
  });

  it('14221 bills a Williamsville segment and names the towns the district reaches', () => {
    const r = calcJson({ state: 'ny', zip: '14221', value: '300000' });
    expect(r.result!.units.map((l) => l.id)).toContain('williamsville-csd.town-amherst');
    const towns = (r.json as { zip: { towns: string[] } }).zip.towns;
    expect(towns).toEqual(expect.arrayContaining(['town-amherst', 'town-clarence']));
    expect(r.result!.notices.map((n) => n.code)).toContain('zip-towns');
  });

  it('a ZIP in several counties asks for --county, naming them; with it, that county is billed', () => {
    const r = calcJson({ state: 'tx', zip: '77494', value: '300000' });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /ZIP 77494 lies in fort-bend \(Fort Bend County\), harris \(Harris County\), waller \(Waller County\): add --county/,
    );
    const fb = calcJson({ state: 'tx', zip: '77494', county: 'fort-bend', value: '300000' });
    expect(fb.result!.units.map((l) => l.id)).toContain('48157-isd-katy-isd');
  });

  it('the school district the visitor names wins over the ZIP', () => {
    const r = calcJson({ state: 'tx', zip: '77449', school: '48201-isd-cypress-fairbanks-isd', value: '300000' });
    const ids = r.result!.units.map((l) => l.id);
    expect(ids).toContain('48201-isd-cypress-fairbanks-isd');
    expect(ids).not.toContain('48201-isd-katy-isd');
  });

  it('a malformed ZIP or one of another state is refused, saying what was expected', () => {
    expect(calcJson({ state: 'tx', zip: '7744', value: '1' }).err).toMatch(/expected a 5-digit ZIP code, found "7744"/);
    expect(calcJson({ state: 'tx', zip: '14221', value: '1' }).err).toMatch(
      /ZIP 14221 is not a TX ZIP code in our table/,
    );
  });
});
