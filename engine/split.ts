// Turns a county record (or a bare combined rate) into the four part rates the engines tax with.
import type { Part, RateUsed } from './model.ts';
import type { CountyRate } from '../schema/index.ts';

/** The record's own parts when it has them (a missing part is 0); otherwise the state's split of its combined rate. */
export function rateFromCounty(county: CountyRate, splitPct: Record<Part, number>): RateUsed {
  const c = county.components;
  if (c === null) return { ...rateFromCombined(county.ratePct, splitPct), county };
  const components = { school: c.school ?? 0, county: c.county ?? 0, city: c.city ?? 0, special: c.special ?? 0 };
  return {
    // The parts are what gets taxed, so the combined rate is their sum (the pipeline checks it matches ratePct).
    ratePct: components.school + components.county + components.city + components.special,
    components,
    split: 'components',
    splitPct: null,
    county,
  };
}

/**
 * A survey (effective) rate is what owners pay after their usual exemptions, across all units:
 * it is taxed whole, on the value, never split into parts it was not measured as.
 */
export function rateFromSurvey(county: CountyRate): RateUsed {
  return {
    ratePct: county.ratePct,
    components: { school: 0, county: county.ratePct, city: 0, special: 0 },
    split: 'survey',
    splitPct: null,
    county,
  };
}

export function rateFromCombined(ratePct: number, splitPct: Record<Part, number>): RateUsed {
  return {
    ratePct,
    components: {
      school: (ratePct * splitPct.school) / 100,
      county: (ratePct * splitPct.county) / 100,
      city: (ratePct * splitPct.city) / 100,
      special: (ratePct * splitPct.special) / 100,
    },
    split: 'default-split',
    splitPct,
    county: null,
  };
}
