// The national hub: any US county, from the Census survey's effective rate. It says what owners
// of similar homes typically pay, not what a bill computed from levies would be.
import { notice } from './messages.ts';
import type { NationalResult } from './model.ts';
import type { NationalCounty } from '../schema/index.ts';
import { recordsBy } from './reads.ts';

/** The county must have a rate (validation refuses one without). */
export function nationalTax(homeValue: number, county: NationalCounty & { effectiveRatePct: number }): NationalResult {
  const annualTax = (homeValue * county.effectiveRatePct) / 100;
  return {
    kind: 'national',
    county,
    homeValue,
    effectiveRatePct: county.effectiveRatePct,
    annualTax,
    monthlyTax: annualTax / 12,
    effectiveRate: county.effectiveRatePct,
    notices: [notice('typical-for-similar-homes')],
  };
}

/** Slugs repeat across states, so a state code (or "tx/harris", or a FIPS code) pins the county down. */
export function findNationalCounty(
  counties: readonly NationalCounty[],
  ref: string,
  stateCode?: string,
): { county: NationalCounty } | { problem: 'not-found' | 'ambiguous' } {
  const trimmed = ref.trim().toLowerCase();
  if (/^\d{5}$/.test(trimmed)) {
    const byFips = recordsBy(counties, 'fips', trimmed)[0];
    return byFips ? { county: byFips } : { problem: 'not-found' };
  }
  const [statePart, slugPart] = trimmed.includes('/')
    ? trimmed.split('/', 2)
    : [stateCode ? stateCode.toLowerCase() : undefined, trimmed];
  const matches = recordsBy(counties, 'slug', slugPart ?? '').filter(
    (c) => statePart === undefined || c.state.toLowerCase() === statePart,
  );
  if (matches.length === 1 && matches[0]) return { county: matches[0] };
  return { problem: matches.length === 0 ? 'not-found' : 'ambiguous' };
}
