// The national hub: any US county, from the Census survey's effective rate. It says what owners
// of similar homes typically pay, not what a bill computed from levies would be.
import { notice } from './messages.ts';
import type { NationalResult } from './model.ts';
import type { NationalCounty } from '../schema/index.ts';

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

interface NationalIndex {
  byFips: Map<string, NationalCounty>;
  bySlug: Map<string, NationalCounty[]>;
}

const indexes = new WeakMap<readonly NationalCounty[], NationalIndex>();

/** The hub looks counties up per keystroke: index the 3,000-row table once, not scan it each call. */
function indexOf(counties: readonly NationalCounty[]): NationalIndex {
  let index = indexes.get(counties);
  if (index === undefined) {
    index = { byFips: new Map(), bySlug: new Map() };
    for (const c of counties) {
      index.byFips.set(c.fips, c);
      const same = index.bySlug.get(c.slug);
      if (same) same.push(c);
      else index.bySlug.set(c.slug, [c]);
    }
    indexes.set(counties, index);
  }
  return index;
}

/** Slugs repeat across states, so a state code (or "tx/harris", or a FIPS code) pins the county down. */
export function findNationalCounty(
  counties: readonly NationalCounty[],
  ref: string,
  stateCode?: string,
): { county: NationalCounty } | { problem: 'not-found' | 'ambiguous' } {
  const index = indexOf(counties);
  const trimmed = ref.trim().toLowerCase();
  if (/^\d{5}$/.test(trimmed)) {
    const byFips = index.byFips.get(trimmed);
    return byFips ? { county: byFips } : { problem: 'not-found' };
  }
  const [statePart, slugPart] = trimmed.includes('/')
    ? trimmed.split('/', 2)
    : [stateCode ? stateCode.toLowerCase() : undefined, trimmed];
  const matches = (index.bySlug.get(slugPart ?? '') ?? []).filter(
    (c) => statePart === undefined || c.state.toLowerCase() === statePart,
  );
  if (matches.length === 1 && matches[0]) return { county: matches[0] };
  return { problem: matches.length === 0 ? 'not-found' : 'ambiguous' };
}
