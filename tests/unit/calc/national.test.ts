// The national hub: value × the county's survey effective rate.
import { describe, expect, it } from 'vitest';
import { calculate } from '../../../states/estimate/index.ts';
import type { NationalCounty } from '../../../schema/index.ts';
import { CENTS } from './helpers.ts';

function nc(fips: string, state: string, slug: string, effectiveRatePct: number | null): NationalCounty {
  return {
    fips,
    state,
    stateName: state,
    name: `${slug} County`,
    slug,
    medianHomeValue: 300_000,
    medianTaxesPaid: 4_500,
    effectiveRatePct,
    population: 1,
    taxesTopcoded: false,
    taxesBottomcoded: false,
    source: 'ACS',
    sourceYear: '2020-2024',
    populationSource: 'PEP',
    populationYear: 2023,
  };
}

const counties = [
  nc('48201', 'TX', 'harris', 1.5),
  nc('48477', 'TX', 'washington', 1.2),
  nc('41067', 'OR', 'washington', 0.9),
  nc('48301', 'TX', 'loving', null),
];

describe('national engine', () => {
  it('value × effective rate, labelled as what similar homes pay', () => {
    const out = calculate({ state: 'us', input: { homeValue: 300_000, county: 'tx/harris' }, counties });
    if (!out.ok) throw new Error(JSON.stringify(out.errors));
    // 300,000 × 1.5 % = 4,500; monthly 375
    expect(out.result.annualTax).toBeCloseTo(4_500, CENTS);
    expect(out.result.monthlyTax).toBeCloseTo(375, CENTS);
    expect(out.result.effectiveRate).toBe(1.5);
    expect(out.result.notices.map((n) => n.code)).toEqual(['typical-for-similar-homes']);
  });

  it('a slug used in two states needs the state', () => {
    const ambiguous = calculate({ state: 'us', input: { homeValue: 300_000, county: 'washington' }, counties });
    expect(ambiguous).toMatchObject({ ok: false, errors: [{ code: 'county-not-found' }] });
    const or = calculate({
      state: 'us',
      input: { homeValue: 300_000, county: 'washington', stateCode: 'or' },
      counties,
    });
    expect(or.ok && or.result.annualTax).toBeCloseTo(2_700, CENTS); // 300,000 × 0.9 %
    const byFips = calculate({ state: 'us', input: { homeValue: 100_000, county: '48201' }, counties });
    expect(byFips.ok && byFips.result.county.slug).toBe('harris');
  });

  it('a county without a rate is a clear error value', () => {
    const out = calculate({ state: 'us', input: { homeValue: 300_000, county: 'tx/loving' }, counties });
    expect(out).toMatchObject({
      ok: false,
      errors: [
        { field: 'county', code: 'no-county-rate', message: { en: 'No tax rate is available for this county' } },
      ],
    });
  });

  it('an unknown county and a missing table', () => {
    expect(calculate({ state: 'us', input: { homeValue: 1, county: 'tx/nowhere' }, counties })).toMatchObject({
      ok: false,
      errors: [{ message: { en: 'County not found' } }],
    });
    expect(calculate({ state: 'us', input: { homeValue: 1, county: 'tx/harris' }, counties: null })).toMatchObject({
      ok: false,
      errors: [{ message: { en: 'State data not loaded' } }],
    });
  });
});
