// New York City: class rates on assessed value (a share of market value), then the veteran
// exemption, STAR and the class 2 co-op/condo abatement, each a tax reduction.
import { notice } from './messages.ts';
import type { Notice, NycInput, NycResult } from './model.ts';
import { starChoice } from './new-york.ts';
import type { NycRules } from './rules.ts';
import type { CountyRate, NycClassRate } from './types.ts';

/** The newest fiscal year unless one is picked; undefined when the table lacks the year asked for. */
export function pickFiscalYear(rates: readonly NycClassRate[], fiscalYear?: number): NycClassRate | undefined {
  if (fiscalYear !== undefined) return rates.find((r) => r.fiscalYear === fiscalYear);
  let newest: NycClassRate | undefined;
  for (const r of rates) if (newest === undefined || r.fiscalYear > newest.fiscalYear) newest = r;
  return newest;
}

/**
 * Reductions are taken in this order, each capped by the tax still left, so the final tax is
 * never negative: the veteran exemption (a 100 % rating exempts the whole base tax), then STAR
 * (also capped by the school portion it relieves), then the abatement.
 */
export function nycTax(input: NycInput, row: NycClassRate, rules: NycRules, county: CountyRate | null = null): NycResult {
  const cls = input.propertyClass;
  const notices: Notice[] = [];
  const marketValue = input.marketValue;
  const assessmentRatio = rules.assessmentRatio[cls] ?? 0;
  const assessedValue = marketValue * assessmentRatio;
  const classRatePct = row[`${cls}Pct`];
  const baseTax = (assessedValue * classRatePct) / 100;
  const schoolShare = rules.schoolShare[cls] ?? 0;
  const schoolTaxPortion = baseTax * schoolShare;

  const band = input.isVeteran ? rules.veteranBands.find((b) => b.id === input.veteranDisabilityLevel) : undefined;
  const veteranCalculated = band === undefined
    ? 0
    : band.full
      ? baseTax
      : (((assessedValue * rules.veteranValuePct) / 100) * band.multiplier * classRatePct) / 100;
  const veteranSavings = Math.min(veteranCalculated, baseTax);

  const starAllowed = rules.starClasses.includes(cls);
  if (input.starType !== 'none' && !starAllowed) notices.push(notice('star-not-available-for-class', 'starType'));
  const star = starAllowed ? starChoice(input.starType, input.seniorIncome, rules) : { applied: 'none' as const, amount: 0, downgraded: false };
  if (star.downgraded) notices.push(notice('enhanced-star-income-over-limit', 'seniorIncome'));
  const starRatePct = rules.starRatePct[cls] ?? 0;
  const starCalculated = (star.amount * starRatePct) / 100;
  const starSavings = Math.min(starCalculated, schoolTaxPortion, baseTax - veteranSavings);

  const a = rules.abatement;
  const abates = cls === 'class2' && input.coopCondoAbatement !== false;
  const lowerValue = abates ? Math.min(assessedValue, a.assessedThreshold) : 0;
  const upperValue = abates ? Math.max(0, assessedValue - a.assessedThreshold) : 0;
  const abatementCalculated = ((((lowerValue * a.lowerPct) / 100 + (upperValue * a.upperPct) / 100) * classRatePct) / 100);
  const abatement = Math.min(abatementCalculated, baseTax - veteranSavings - starSavings);

  const finalTax = Math.max(0, baseTax - veteranSavings - starSavings - abatement);
  return {
    kind: 'nyc',
    fiscalYear: row.fiscalYear,
    rateSource: row.source,
    propertyClass: cls,
    marketValue,
    assessmentRatio,
    assessedValue,
    classRatePct,
    baseTax,
    schoolShare,
    schoolTaxPortion,
    cityTaxPortion: baseTax - schoolTaxPortion,
    star: { requested: input.starType, applied: star.applied, amount: star.amount, ratePct: starRatePct, calculated: starCalculated },
    starSavings,
    veteran: {
      band: band === undefined ? null : (input.veteranDisabilityLevel ?? null),
      multiplier: band === undefined || band.full ? null : band.multiplier,
      full: band?.full === true,
      calculated: veteranCalculated,
    },
    veteranSavings,
    abatementDetail: { applies: abates, lowerValue, upperValue, lowerPct: a.lowerPct, upperPct: a.upperPct, calculated: abatementCalculated },
    abatement,
    finalTax,
    effectiveRate: marketValue > 0 ? (finalTax / marketValue) * 100 : 0,
    monthlyPayment: finalTax / 12,
    quarterlyPayment: finalTax / 4,
    breakdown: { schoolTax: schoolTaxPortion, cityTax: baseTax - schoolTaxPortion, exemptions: { star: starSavings, veteran: veteranSavings } },
    county,
    notices,
  };
}
