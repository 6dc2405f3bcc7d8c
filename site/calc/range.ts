// The low/high bill for an estimate rate. Exemptions are dollar amounts that do not depend on
// the rate, so every part's tax is linear in its rate: the tax at rate × k is exactly tax × k.
import type { RangePoint, TaxRange } from './model.ts';

function point(annualTax: number, homeValue: number, ratePct: number, factor: number): RangePoint {
  const annual = annualTax * factor;
  return {
    ratePct: ratePct * factor,
    annualTax: annual,
    monthlyTax: annual / 12,
    effectiveRate: homeValue > 0 ? (annual / homeValue) * 100 : 0,
  };
}

/** `changePct` is the typical yearly rate change (product.json typicalAnnualRateChangePct). */
export function rateRange(annualTax: number, homeValue: number, ratePct: number, changePct: number): TaxRange {
  return {
    changePct,
    low: point(annualTax, homeValue, ratePct, 1 - changePct / 100),
    high: point(annualTax, homeValue, ratePct, 1 + changePct / 100),
  };
}
