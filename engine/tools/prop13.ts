// Proposition 13 benefits demo (spec §3): what the 2 % assessment cap saves a California owner.
//
// Method, also shown on the page:
// - Protected assessment = purchase price × (1 + cap)^years held, but never above the market value
//   (the assessor enrolls the lower of the two, so the cap cannot make the tax higher).
// - Tax without Prop 13 = current market value × rate; actual tax = protected assessment × rate.
// - Total savings since purchase = the sum, over each year held (1 … years), of rate × (market
//   value that year − protected assessment that year), counting a year only when it is positive.
//   The market value of a past year is not known, so it is taken as a straight line from the
//   purchase price (purchase year) to today's value (current year). Today's rate is used for
//   every year, since past years' rates are not in the data.
// - The current year is passed in (the product year), never read from the clock, so the same
//   inputs always give the same page.

export interface Prop13Input {
  purchasePrice: number;
  purchaseYear: number;
  currentMarketValue: number;
  /** The product year. */
  currentYear: number;
  /** Combined rate in percent: the 1 % general levy plus the area's voter-approved debt. */
  ratePct: number;
  /** The assessment cap in percent a year (ca config calc.assessmentCapPct). */
  capPct: number;
  /** Earliest purchase year the demo accepts (the 1975 base year). */
  minYear: number;
}

export interface Prop13Year {
  year: number;
  marketValue: number;
  protectedAssessment: number;
  savings: number;
}

export interface Prop13Result {
  originalPrice: number;
  yearsHeld: number;
  /** Price × (1 + cap)^years, before the market-value limit. */
  factoredValue: number;
  protectedAssessment: number;
  /** true when the market value, not the cap, sets this year's assessment. */
  limitedByMarket: boolean;
  currentMarketValue: number;
  ratePct: number;
  taxWithoutProp13: number;
  actualTax: number;
  annualSavings: number;
  totalSavings: number;
  years: Prop13Year[];
}

export type Prop13Problem = 'purchase-price' | 'market-value' | 'purchase-year';
export type Prop13Outcome = { ok: true; result: Prop13Result } | { ok: false; problems: Prop13Problem[] };

const positive = (n: number): boolean => Number.isFinite(n) && n > 0;

export function prop13Savings(input: Prop13Input): Prop13Outcome {
  const problems: Prop13Problem[] = [];
  if (!positive(input.purchasePrice)) problems.push('purchase-price');
  if (!positive(input.currentMarketValue)) problems.push('market-value');
  if (
    !Number.isInteger(input.purchaseYear) ||
    input.purchaseYear < input.minYear ||
    input.purchaseYear > input.currentYear
  )
    problems.push('purchase-year');
  if (problems.length > 0) return { ok: false, problems };

  const { purchasePrice: price, currentMarketValue: market, ratePct, capPct } = input;
  const n = input.currentYear - input.purchaseYear;
  const growth = 1 + capPct / 100;
  const assessed = (k: number, value: number) => Math.min(price * growth ** k, value);
  const years: Prop13Year[] = [];
  for (let k = 1; k <= n; k++) {
    const marketValue = price + ((market - price) * k) / n;
    const protectedAssessment = assessed(k, marketValue);
    years.push({
      year: input.purchaseYear + k,
      marketValue,
      protectedAssessment,
      savings: ((marketValue - protectedAssessment) * ratePct) / 100,
    });
  }
  const factoredValue = price * growth ** n;
  const protectedAssessment = Math.min(factoredValue, market);
  const taxWithoutProp13 = (market * ratePct) / 100;
  const actualTax = (protectedAssessment * ratePct) / 100;
  return {
    ok: true,
    result: {
      originalPrice: price,
      yearsHeld: n,
      factoredValue,
      protectedAssessment,
      limitedByMarket: market < factoredValue,
      currentMarketValue: market,
      ratePct,
      taxWithoutProp13,
      actualTax,
      annualSavings: taxWithoutProp13 - actualTax,
      totalSavings: years.reduce((sum, y) => sum + y.savings, 0),
      years,
    },
  };
}
