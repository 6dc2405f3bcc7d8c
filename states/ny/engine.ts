// New York outside New York City: the senior and veteran exemptions are shares of the value and
// reduce every levy; STAR is a dollar amount off the school value.
import { assembleBill, type PlannedExemption } from '../../engine/bill.ts';
import { billSource } from '../../engine/bill-source.ts';
import { notice } from '../../engine/messages.ts';
import {
  PARTS,
  type GeneralInput,
  type GeneralResult,
  type Notice,
  type Part,
  type RateUsed,
  type StarType,
} from '../../engine/model.ts';
import { notOffered } from '../../engine/offered.ts';
import type { NewYorkRules } from './rules.ts';
import { veteranParts } from './veterans.ts';

export interface StarChoice {
  applied: StarType;
  amount: number;
  downgraded: boolean;
}

/** Enhanced STAR needs income at or under the limit; above it the owner still gets Basic STAR. */
const unusedChoices = notOffered(['seniorCitizen', 'starType', 'veteranDisabilityPct', 'veteranService']);

export function starChoice(
  requested: StarType | undefined,
  seniorIncome: number | null | undefined,
  rules: { starBasic: number; starEnhanced: number; enhancedStarIncomeLimit: number },
): StarChoice {
  if (requested === 'enhanced') {
    if (seniorIncome != null && seniorIncome <= rules.enhancedStarIncomeLimit) {
      return { applied: 'enhanced', amount: rules.starEnhanced, downgraded: false };
    }
    return { applied: 'basic', amount: rules.starBasic, downgraded: true };
  }
  if (requested === 'basic') return { applied: 'basic', amount: rules.starBasic, downgraded: false };
  return { applied: 'none', amount: 0, downgraded: false };
}

/**
 * Outside New York City, unit by unit where the home's units are chosen: the county, the town or city, the village
 * (only inside one) and the school-district segment of the home's town or city, each its own full-value rate × the
 * value; else the county's average over them all.
 */
export function newYorkTax(
  input: GeneralInput,
  rate: RateUsed,
  rules: NewYorkRules,
  rangeChangePct: number | null = null,
  productYear: number | null = null,
  replaces: readonly Part[] = PARTS,
): GeneralResult {
  const value = input.homeValue;
  const exemptions: PlannedExemption[] = [];
  const notices: Notice[] = unusedChoices(input);
  if (input.seniorCitizen) {
    exemptions.push({
      id: 'senior',
      group: 'over65',
      appliesTo: 'all',
      nominalAmount: (value * rules.seniorValuePct) / 100,
      percentage: rules.seniorValuePct,
      disability: null,
      full: false,
    });
  }
  const rating = input.veteranDisabilityPct ?? 0;
  const v = rules.veteran;
  const parts = veteranParts(value, input.veteranService ?? 'none', rating, v, {
    wartime: v.maxWartime,
    combat: v.maxCombat,
    disabled: v.maxDisabled,
  });
  if (parts.total > 0) {
    // §458-a reduces county, city, town and village taxes; a school district applies it only if it opted in.
    exemptions.push({
      id: 'disabledVeteran',
      group: 'veteran',
      appliesTo: 'non-school',
      nominalAmount: parts.total,
      percentage: value > 0 ? (parts.total / value) * 100 : null,
      disability: rating > 0 ? `${rating}%` : null,
      full: false,
    });
  }
  const star = starChoice(input.starType, input.seniorIncome, rules);
  if (star.downgraded) notices.push(notice('enhanced-star-income-over-limit', 'seniorIncome'));
  if (star.applied !== 'none') {
    exemptions.push({
      id: star.applied === 'enhanced' ? 'starEnhanced' : 'starBasic',
      // STAR is New York's primary-residence relief, the counterpart of a homestead exemption.
      group: 'homestead',
      appliesTo: 'school',
      nominalAmount: star.amount,
      percentage: null,
      disability: null,
      full: false,
    });
  }
  const { units, standIns } = billSource(input, rate, replaces);
  const result = assembleBill({
    state: 'ny',
    homeValue: value,
    rate,
    units,
    standIns,
    exemptions,
    ownExemptions: false,
    split: rules.split,
    notices,
    rangeChangePct,
    productYear,
  });
  const own = result.units.filter((l) => l.kind === 'unit' && !l.extra);
  // A county record (not a typed-in rate) means the units exist but none was chosen.
  if (own.length === 0 && rate.county?.method === 'ny-osc-full-value') result.notices.push(notice('ny-county-average'));
  // The Comptroller's wording only while every line is its figure; a unit's own newer rate is not.
  const school = own.find((l) => l.part === 'school');
  if (own.length > 0)
    result.notices.push(
      own.every((l) => l.viaCopy) && school?.taxYear
        ? notice('ny-unit-rates', undefined, { year: school.taxYear })
        : notice('ny-unit-rates-own'),
    );
  return result;
}
