import type { GeneralResult, NycResult } from '../../calc/model.ts';

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

export function calculatedDetail(state: string, county: { slug: string; name: string }, result: GeneralResult | NycResult): CalculatedDetail {
  if (result.kind === 'nyc') {
    const applied = [result.starSavings > 0 ? `star-${result.star.applied}` : '', result.veteranSavings > 0 ? 'veteran' : '', result.abatement > 0 ? 'abatement' : ''].filter(Boolean);
    return { state, county: county.slug, countyName: county.name, propertyValue: result.marketValue, annualTax: result.finalTax, monthlyTax: result.monthlyPayment, effectiveRate: result.effectiveRate, totalSavings: result.starSavings + result.veteranSavings + result.abatement, exemptionsApplied: applied, result };
  }
  return { state, county: county.slug, countyName: county.name, propertyValue: result.homeValue, annualTax: result.annualTax, monthlyTax: result.monthlyTax, effectiveRate: result.effectiveRate, totalSavings: result.exemptionSavings, exemptionsApplied: result.exemptionBreakdown.map((e) => e.id), result };
}
