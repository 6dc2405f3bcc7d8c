import type { GeneralResult, NycResult } from '../../engine/model.ts';

/** Islands announce what happened as DOM events; listeners (analytics, the newsletter popup) stay decoupled. */
export const CALCULATED_EVENT = 'ptc:calculated';

export interface CalculatedDetail {
  state: string;
  county: string;
  countyName: string;
  propertyValue: number;
  annualTax: number;
  monthlyTax: number;
  effectiveRate: number;
  totalSavings: number;
  exemptionsApplied: string[];
  result: GeneralResult | NycResult;
}

export function announceCalculated(detail: CalculatedDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<CalculatedDetail>(CALCULATED_EVENT, { detail }));
}

export function calculatedDetail(
  state: string,
  county: { slug: string; name: string },
  result: GeneralResult | NycResult,
): CalculatedDetail {
  if (result.kind === 'nyc') {
    const star = result.exemptions.star;
    const applied = [
      star.applied !== 'none' ? `star-${star.applied}-${star.form}` : '',
      result.veteranSavings > 0 ? 'veteran' : '',
      result.scheSavings > 0 ? 'senior' : '',
      result.abatement > 0 ? 'abatement' : '',
    ].filter(Boolean);
    return {
      state,
      county: county.slug,
      countyName: county.name,
      propertyValue: result.homeValue,
      annualTax: result.annualTax,
      monthlyTax: result.monthlyTax,
      effectiveRate: result.effectiveRate,
      totalSavings: nycSavings(result),
      exemptionsApplied: applied,
      result,
    };
  }
  return {
    state,
    county: county.slug,
    countyName: county.name,
    propertyValue: result.homeValue,
    annualTax: result.annualTax,
    monthlyTax: result.monthlyTax,
    effectiveRate: result.effectiveRate,
    totalSavings: result.exemptionSavings,
    exemptionsApplied: result.exemptionBreakdown.map((e) => e.id),
    result,
  };
}

/** Everything that lowers a NYC owner's cost: exemptions on the bill, the abatement and a STAR credit check. */
export function nycSavings(r: NycResult): number {
  return r.starSavings + r.starCredit + r.veteranSavings + r.scheSavings + r.abatement;
}
