// A ZIP's picks (engine/zip-choice.ts) on entries written out here: one district at 95 % or more is
// taken, a split ZIP offers its candidates above 2 % (five at most) with the largest chosen, the
// visitor's choice wins, New York's district narrows the towns, a mailing city names a Florida city,
// Kern's rate-book groups come first, and a ZIP of another county or with no ZIP area picks nothing.
import { describe, expect, it } from 'vitest';
import type { PickUnit } from '../../../engine/pick-unit.ts';
import { calcState } from '../../../states/engines.ts';
import type { ZipEntry, ZipSchool } from '../../../schema/index.ts';
import { zipOutcome } from '../../../engine/zip-choice.ts';

const unit = (over: Partial<PickUnit> & Pick<PickUnit, 'id' | 'name' | 'type'>): PickUnit => ({
  part: 'school',
  ratePct: 1,
  taxYear: 2025,
  status: 'adopted',
  ...over,
});
const school = (leaid: string, name: string, share: number, units: string[]): ZipSchool => ({
  leaid,
  name,
  share,
  units,
});
const entry = (over: Partial<ZipEntry>): ZipEntry => ({
  counties: ['48201'],
  city: 'Katy',
  lat: 29.8,
  lon: -95.7,
  zcta: true,
  schools: [],
  ...over,
});

const tx = calcState('tx').units;
const harris = [
  unit({ id: '48201-isd-katy-isd', name: 'Katy ISD', type: 'school' }),
  unit({ id: '48201-isd-cy-fair-isd', name: 'Cypress-Fairbanks ISD', type: 'school' }),
  unit({ id: '48201-isd-waller-isd', name: 'Waller ISD', type: 'school' }),
];

describe('Texas: the school district from the ZIP', () => {
  const split = entry({
    schools: [
      school('4825170', 'Katy Independent School District', 0.5582, ['48201-isd-katy-isd', '48157-isd-katy-isd']),
      school('4816110', 'Cypress-Fairbanks Independent School District', 0.4068, ['48201-isd-cy-fair-isd']),
      school('4844550', 'Waller Independent School District', 0.035, ['48201-isd-waller-isd']),
      school('4800001', 'A Sliver Independent School District', 0.0005, ['48201-isd-sliver']),
    ],
  });

  it('a split ZIP chooses the largest and lists the candidates above 2 % with their shares', () => {
    const o = zipOutcome('77449', split, '48201', harris, tx);
    expect(o.settled).toBe(false);
    expect(o.picks).toEqual({ school: ['48201-isd-katy-isd'] });
    expect(o.assumed).toEqual([
      { slot: 'school', id: '48201-isd-katy-isd', name: 'Katy ISD', share: 0.5582, leaid: '4825170' },
    ]);
    expect(o.candidates.map((c) => [c.id, c.share])).toEqual([
      ['48201-isd-katy-isd', 0.5582],
      ['48201-isd-cy-fair-isd', 0.4068],
      ['48201-isd-waller-isd', 0.035],
    ]);
  });

  it("the visitor's choice among the candidates wins", () => {
    const o = zipOutcome('77449', split, '48201', harris, tx, '4816110');
    expect(o.picks.school).toEqual(['48201-isd-cy-fair-isd']);
    expect(o.candidates).toHaveLength(3);
  });

  it('one district over 95 % of the land is taken without a list', () => {
    const o = zipOutcome(
      '77450',
      entry({
        schools: [
          school('4825170', 'Katy ISD', 0.97, ['48201-isd-katy-isd']),
          school('4816110', 'Cy-Fair', 0.03, ['48201-isd-cy-fair-isd']),
        ],
      }),
      '48201',
      harris,
      tx,
    );
    expect(o.settled).toBe(true);
    expect(o.candidates).toEqual([]);
    expect(o.picks.school).toEqual(['48201-isd-katy-isd']);
  });

  it('at most five candidates', () => {
    const many = Array.from({ length: 7 }, (_, i) => school(`48000${i}0`, `ISD ${i}`, 0.14, [`u${i}`]));
    const units = many.map((s, i) => unit({ id: `u${i}`, name: s.name, type: 'school' }));
    expect(zipOutcome('77000', entry({ schools: many }), '48201', units, tx).candidates).toHaveLength(5);
  });

  it('a ZIP of another county picks nothing and names its counties', () => {
    const o = zipOutcome('77494', entry({ counties: ['48157', '48473'] }), '48201', harris, tx);
    expect(o.here).toBe(false);
    expect(o.counties).toEqual(['48157', '48473']);
    expect(o.picks).toEqual({});
  });

  it('a ZIP with no ZIP area (a PO box) picks nothing: the county lists apply', () => {
    const o = zipOutcome('77001', entry({ zcta: false }), '48201', harris, tx);
    expect([o.here, o.hasArea, o.picks]).toEqual([true, false, {}]);
  });

  it('districts that join none of the county units say so', () => {
    const o = zipOutcome(
      '77494',
      entry({ schools: [school('4826580', 'Lamar CISD', 1, ['48157-isd-lamar-cisd'])] }),
      '48201',
      harris,
      tx,
    );
    expect(o.unjoined).toBe(true);
    expect(o.picks).toEqual({});
  });
});

describe('New York: the district narrows the towns', () => {
  const ny = calcState('ny').units;
  const seg = (id: string, town: string, value: number) =>
    unit({ id, name: id, type: 'school-segment', parentId: town, taxableValue: value });
  const erie = [
    seg('williamsville-csd.town-amherst', 'town-amherst', 9e9),
    seg('williamsville-csd.town-clarence', 'town-clarence', 1e9),
    seg('sweet-home-csd.town-amherst', 'town-amherst', 3e9),
  ];
  const zip = entry({
    counties: ['36029'],
    city: 'Buffalo',
    schools: [
      school('3631470', 'Williamsville Central School District', 0.7053, [
        'williamsville-csd.town-amherst',
        'williamsville-csd.town-clarence',
      ]),
      school('3628500', 'Sweet Home Central School District', 0.0377, ['sweet-home-csd.town-amherst']),
    ],
  });

  it("several towns: the district's largest segment and its town stand in, and the towns are offered", () => {
    const o = zipOutcome('14221', zip, '36029', erie, ny);
    expect(o.picks).toEqual({ segment: ['williamsville-csd.town-amherst'], place: ['town-amherst'] });
    expect(o.towns).toEqual(['town-amherst', 'town-clarence']);
  });

  it('one town: the town is chosen with it', () => {
    const o = zipOutcome('14221', zip, '36029', erie, ny, '3628500');
    expect(o.picks).toEqual({ segment: ['sweet-home-csd.town-amherst'], place: ['town-amherst'] });
    expect(o.towns).toEqual([]);
  });
});

describe('Florida and California: the mailing city', () => {
  it('names the Florida city unit of that name, said to be the mailing city', () => {
    const fl = calcState('fl').units;
    const units = [
      unit({ id: 'umsa', name: 'Unincorporated Miami-Dade (UMSA)', type: 'unincorporated', part: 'city' }),
      unit({ id: 'city-of-miami', name: 'City of Miami', type: 'municipality', part: 'city' }),
      unit({ id: 'city-of-miami-beach', name: 'City of Miami Beach', type: 'municipality', part: 'city' }),
    ];
    const o = zipOutcome('33130', entry({ counties: ['12086'], city: 'Miami' }), '12086', units, fl);
    expect(o.picks).toEqual({ area: ['city-of-miami'] });
    expect(o.byCity).toBe(true);
    expect(zipOutcome('33101', entry({ counties: ['12086'], city: 'Hialeah' }), '12086', units, fl).picks).toEqual({});
  });

  it("lists Kern's areas of the mailing city and of the ZIP's districts first", () => {
    const ca = calcState('ca').units;
    const tra = (id: string, group: string) =>
      unit({ id, name: id, type: 'tax-rate-area', part: 'all', group: { en: group, es: group } });
    const units = [
      tra('tra-001-001', 'Inside a city: Bakersfield'),
      tra('tra-050-001', 'Outside the cities: Beardsley'),
      tra('tra-090-001', 'Outside the cities: Norris'),
    ];
    const zip = entry({
      counties: ['06029'],
      city: 'Bakersfield',
      schools: [{ ...school('0604230', 'Beardsley Elementary', 0.6, []), group: 'Outside the cities: Beardsley' }],
    });
    const o = zipOutcome('93308', zip, '06029', units, ca);
    expect(o.groups).toEqual(['Inside a city: Bakersfield', 'Outside the cities: Beardsley']);
    expect(o.picks).toEqual({});
  });
});
