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

/**
 * A bill whose lines carry their own rate years: only the lines still on an older rate (`stale`) move
 * by the usual change; none stale, no range (the product year's rates are not estimates any more).
 */
export function staleLinesRange(
  stale: readonly { tax: number; ratePct: number }[],
  lineCount: number,
  annualTax: number,
  homeValue: number,
  ratePct: number,
  changePct: number,
): TaxRange | null {
  if (stale.length === 0) return null;
  if (stale.length === lineCount) return rateRange(annualTax, homeValue, ratePct, changePct);
  const staleTax = stale.reduce((s, l) => s + l.tax, 0);
  const staleRate = stale.reduce((s, l) => s + l.ratePct, 0);
  const at = (sign: number): RangePoint => {
    const annual = annualTax + (sign * staleTax * changePct) / 100;
    return {
      ratePct: ratePct + (sign * staleRate * changePct) / 100,
      annualTax: annual,
      monthlyTax: annual / 12,
      effectiveRate: homeValue > 0 ? (annual / homeValue) * 100 : 0,
    };
  };
  return { changePct, low: at(-1), high: at(1) };
}
