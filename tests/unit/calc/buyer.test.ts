// Buyer mode, hand-computed. Fixture counties carry round rates so each figure can be checked on
// paper; exemption amounts, proration factors, the escrow cushion and the shortage spread come from
// the generated configs (sources/constants: FL homestead 25,000 + 25,722 above 50,000; CA homeowners'
// 7,000 and R&TC 75.41 factors; TX school homestead 140,000; Regulation X cushion 2 months, 12-month spread).
import { describe, expect, it } from 'vitest';
import { buyerEstimate, type BuyerInput, type BuyerResult } from '../../../states/estimate/buyer.ts';
import type { GeneralInput } from '../../../engine/model.ts';
import { CENTS, NYC_RATES, ca, county, fl, ny, tx } from './helpers.ts';

const FL_COUNTY = county({
  slug: 'palm',
  ratePct: 1.5,
  components: { school: 0.6, county: 0.5, city: 0.4, special: 0 },
});
const TX_COUNTY = county({
  slug: 'lone',
  ratePct: 1.5,
  components: { school: 1.0, county: 0.4, city: 0, special: 0.1 },
});
const CA_COUNTY = county({ slug: 'gold', ratePct: 1.2 });
const NY_COUNTY = county({ slug: 'hudson', ratePct: 2.0 });
const KINGS = county({ slug: 'kings', ratePct: 19.843, nycClass: true });
const CONFIGS = { tx, ca, fl, ny };
/** The day the closings below (all in 2026) are checked on, so they stay within two years of it. */
const TODAY = new Date(2026, 5, 1);
const COUNTIES = { tx: TX_COUNTY, ca: CA_COUNTY, fl: FL_COUNTY, ny: NY_COUNTY };

function buy(
  state: 'tx' | 'ca' | 'fl' | 'ny',
  input: Partial<GeneralInput>,
  buyer: BuyerInput,
  slug?: string,
): BuyerResult {
  const counties = [COUNTIES[state], KINGS];
  const out = buyerEstimate(
    {
      state,
      input: { homeValue: 0, county: slug ?? COUNTIES[state].slug, ...input },
      config: CONFIGS[state],
      counties,
      nycRates: NYC_RATES,
      fiscalYear: 2026,
    },
    buyer,
    TODAY,
  );
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out.result;
}
const codes = (r: BuyerResult) => r.steps.map((s) => s.code);

describe('buyer mode: Florida', () => {
  it("Save Our Homes resets to the price; the seller's bill sets year one; the shortage includes the larger cushion", () => {
    const r = buy('fl', { homesteadExemption: true }, { price: 400_000, closing: '2026-06-01', sellerBill: 3_000 });
    // school: (400,000 − 25,000) × 0.6 % = 2,250; other levies: (400,000 − 25,000 − 25,722) × 0.9 % = 3,143.502
    expect(r.yearTwo).toBeCloseTo(5_393.5, 2);
    expect(r.yearOne).toBe(3_000);
    expect(r.escrowMonthlyYearOne).toBeCloseTo(250, CENTS); // 3,000 ÷ 12
    // (5,393.502 − 3,000) × (1 + 2/12) = 2,792.419: the year's gap plus a two-month cushion on it
    expect(r.shortage).toBeCloseTo(2_792.42, 2);
    // 5,393.502 ÷ 12 + 2,792.42 ÷ 12 = 449.459 + 232.702
    expect(r.escrowMonthlyYearTwo).toBeCloseTo(682.16, 2);
    expect(r.exemptionsFrom).toBe('2027-01-01');
    expect(r.applyBy).toBe('2027-03-01');
    expect(codes(r)).toContain('fl-soh-resets');
  });

  it('portability lowers the new assessed value, within the $500,000 cap', () => {
    const r = buy(
      'fl',
      { homesteadExemption: true },
      { price: 400_000, closing: '2026-06-01', sellerBill: 3_000, portability: 100_000 },
    );
    // assessed 300,000: school (300,000 − 25,000) × 0.6 % = 1,650; others (300,000 − 50,722) × 0.9 % = 2,243.502
    expect(r.yearTwo).toBeCloseTo(3_893.5, 2);
    const capped = buy(
      'fl',
      { homesteadExemption: true },
      { price: 900_000, closing: '2026-06-01', portability: 700_000 },
    );
    // 700,000 asked, 500,000 allowed: assessed 400,000, the same bill as the first case
    expect(capped.yearTwo).toBeCloseTo(5_393.5, 2);
    expect(codes(capped)).toContain('fl-portability-capped');
    // Portability is a homestead benefit: without the homestead it does not apply.
    const none = buy('fl', {}, { price: 400_000, closing: '2026-06-01', portability: 100_000 });
    expect(codes(none)).toContain('fl-portability-needs-homestead');
    expect(none.yearTwo).toBeCloseTo(6_000, 2); // 400,000 × 1.5 %
  });

  // Issue #24: portability at or above the price was refused under "Purchase price".
  it('refuses portability above the price minus $1 on the portability field itself', () => {
    const ask = (portability: number, price = 400_000) =>
      buyerEstimate(
        {
          state: 'fl',
          input: { homeValue: 0, county: 'palm', homesteadExemption: true },
          config: fl,
          counties: [FL_COUNTY],
        },
        { price, closing: '2026-06-01', portability },
        TODAY,
      );
    for (const portability of [400_000, 450_000, 499_999_999]) {
      const out = ask(portability);
      expect(out.ok).toBe(false);
      if (!out.ok) {
        expect(out.errors.map((e) => [e.field, e.code])).toEqual([['portability', 'portability-above-price']]);
        expect(out.errors[0]!.message.es).toContain('precio de compra menos $1');
      }
    }
    // A benefit above the $500,000 cap is first capped, so a $900,000 home still takes a $700,000 entry.
    expect(ask(700_000, 900_000).ok).toBe(true);
    // At the price minus $1 the new assessed value is $1: the homestead exemption leaves nothing to tax.
    const edge = ask(399_999);
    expect(edge.ok && edge.result.yearTwo).toBe(0);
    expect(edge.ok && edge.result.steps.find((s) => s.code === 'fl-portability')?.vars).toMatchObject({ value: 1 });
  });
});

describe('buyer mode: Texas', () => {
  it("an over-65 seller's frozen bill is year one; the buyer pays on the price with a homestead", () => {
    const r = buy(
      'tx',
      { homesteadExemption: true, schoolTaxCeiling: true },
      { price: 400_000, closing: '2026-05-20', sellerBill: 2_100 },
    );
    // school (400,000 − 140,000) × 1.0 % = 2,600; county and district 400,000 × 0.5 % = 2,000: no ceiling for the buyer
    expect(r.yearTwo).toBeCloseTo(4_600, 2);
    expect(r.yearOne).toBe(2_100);
    // (4,600 − 2,100) × 14/12 = 2,916.67; 4,600 ÷ 12 + 2,916.67 ÷ 12 = 383.33 + 243.06
    expect(r.shortage).toBeCloseTo(2_916.67, 2);
    expect(r.escrowMonthlyYearTwo).toBeCloseTo(626.39, 2);
    expect(r.applyBy).toBe('2027-04-30');
    expect(codes(r)).toEqual(expect.arrayContaining(['tx-cap-restarts', 'tx-ceiling-ends', 'own-exemptions-start']));
    // The cap the step names is the sourced one (Tax Code §23.23, sources/constants/tx.csv), not typed in the text.
    expect(r.steps.find((s) => s.code === 'tx-cap-restarts')?.vars.cap).toBe(10);
  });
});

describe('buyer mode: California', () => {
  const base = { price: 800_000, sellerAssessed: 300_000 };
  it('a closing in September: one supplemental bill for the rest of the fiscal year', () => {
    const r = buy('ca', { homesteadExemption: true }, { ...base, closing: '2026-09-10' });
    expect(r.yearOne).toBeCloseTo(3_516, 2); // (300,000 − 7,000) × 1.2 %
    expect(r.yearTwo).toBeCloseTo(9_516, 2); // (800,000 − 7,000) × 1.2 %
    // (800,000 − 300,000) × 1.2 % × 0.75 (September) = 4,500, on the 2026-27 bill
    expect(r.supplemental).toEqual([
      { roll: 'current', fiscalYear: '2026-27', amount: 4_500, factor: 0.75, cancelled: false },
    ]);
    // 6,000 × 14/12 = 7,000; 9,516 ÷ 12 + 7,000 ÷ 12 = 793 + 583.33
    expect(r.shortage).toBeCloseTo(7_000, 2);
    expect(r.escrowMonthlyYearTwo).toBeCloseTo(1_376.33, 2);
    expect(r.applyBy).toBe('2027-02-15');
  });

  it('a closing in February: the rest of 2025-26 and all of 2026-27, the roll already being prepared', () => {
    const r = buy('ca', { homesteadExemption: true }, { ...base, closing: '2026-02-10' });
    // 500,000 × 1.2 % × 0.33 = 1,980; 500,000 × 1.2 % × 1.00 = 6,000
    expect(r.supplemental).toEqual([
      { roll: 'current', fiscalYear: '2025-26', amount: 1_980, factor: 0.33, cancelled: false },
      { roll: 'next', fiscalYear: '2026-27', amount: 6_000, factor: 1, cancelled: false },
    ]);
  });

  it("a closing in June gives only the next roll's bill; the seller's bill stands in for an unknown assessed value", () => {
    // Seller's bill 3,516 → assessed 3,516 ÷ 1.2 % + 7,000 = 300,000 (derived)
    const r = buy('ca', { homesteadExemption: true }, { price: 800_000, sellerBill: 3_516, closing: '2026-06-15' });
    expect(r.supplemental?.map((s) => [s.roll, s.amount])).toEqual([['next', 6_000]]);
    const unknown = buy('ca', {}, { price: 800_000, closing: '2026-09-10' });
    expect(unknown.supplemental).toBeNull();
    expect(codes(unknown)).toContain('ca-supplemental-unknown');
  });

  it('a supplemental bill of $20 or less is cancelled', () => {
    // (301,000 − 300,000) × 1.2 % × 0.75 = 9
    const r = buy('ca', {}, { price: 301_000, sellerAssessed: 300_000, closing: '2026-09-10' });
    expect(r.supplemental).toEqual([
      { roll: 'current', fiscalYear: '2026-27', amount: 0, factor: 0.75, cancelled: true },
    ]);
  });
});

describe('buyer mode: New York', () => {
  it("New York City: the buyer inherits the seller's capped assessed value", () => {
    const r = buy('ny', {}, { price: 1_000_000, sellerAssessed: 30_000, closing: '2026-09-01' }, 'kings');
    expect(r.yearTwo).toBeCloseTo(5_952.9, 2); // 30,000 × 19.843 % (FY2026 class 1), not 6 % of the price
    expect(codes(r)).toContain('nyc-assessment-inherited');
    expect(r.shortage).toBe(0);
  });

  it('outside the city: STAR comes as a credit check, so the bill has none', () => {
    const r = buy('ny', { starType: 'basic' }, { price: 300_000, closing: '2026-09-01', sellerBill: 5_500 });
    expect(r.yearTwo).toBeCloseTo(6_000, 2); // 300,000 × 2 %, STAR not taken off
    expect(r.steps.find((s) => s.code === 'ny-star-credit')?.vars).toEqual({ min: 350, max: 600 });
  });
});

describe('buyer mode: input', () => {
  it('refuses an impossible closing date and a negative seller bill, naming each field', () => {
    const out = buyerEstimate(
      { state: 'tx', input: { homeValue: 0, county: 'lone' }, config: tx, counties: [TX_COUNTY] },
      { price: 300_000, closing: '2026-02-30', sellerBill: -5 },
      TODAY,
    );
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors.map((e) => e.field).sort()).toEqual(['closing', 'sellerBill']);
  });

  it('takes a closing date from two years before the day it runs to two years after, and names that range otherwise', () => {
    const close = (closing: string, today: Date) =>
      buyerEstimate(
        { state: 'tx', input: { homeValue: 0, county: 'lone' }, config: tx, counties: [TX_COUNTY] },
        { price: 300_000, closing },
        today,
      );
    const today = new Date(2026, 2, 15);
    for (const closing of ['2024-03-15', '2026-03-15', '2028-03-15'])
      expect(close(closing, today).ok, closing).toBe(true);
    for (const closing of ['2024-03-14', '2028-03-16', '1900-01-01']) {
      const out = close(closing, today);
      expect(out.ok, closing).toBe(false);
      if (out.ok) continue;
      expect(out.errors.map((e) => [e.field, e.code])).toEqual([['closing', 'closing-out-of-range']]);
      expect(out.errors[0]!.message).toEqual({
        en: 'The closing date must be between 2024-03-15 and 2028-03-15: buyer mode estimates a sale within two years of today',
        es: 'La fecha de cierre debe estar entre el 2024-03-15 y el 2028-03-15: el modo comprador calcula una venta de hasta dos años antes o después de hoy',
      });
      expect(out.errors[0]!.detail).toBe(`expected a closing date from 2024-03-15 to 2028-03-15, found "${closing}"`);
    }
    // On 29 February the range runs from and to the 28th, the last day of February in those years.
    const leap = new Date(2028, 1, 29);
    expect(close('2026-02-28', leap).ok).toBe(true);
    expect(close('2026-02-27', leap).ok).toBe(false);
    expect(close('2030-02-28', leap).ok).toBe(true);
    expect(close('2030-03-01', leap).ok).toBe(false);
  });
});
