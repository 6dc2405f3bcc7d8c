// New York City, hand-computed from the class rate rows (FY2026: class 1 19.843 %, class 2 12.439 %)
// and the sourced NYC constants in generated/config/ny.json: class 1 citywide ratio 26.1 ÷ 738.8
// (Finance, FY2025 tentative roll), STAR exemption 1,460 / 3,650 assessed value (State, 2022-23),
// SCHE scale, veterans' maximums, abatement tiers.
import { describe, expect, it } from 'vitest';
import { calculate, type NycInput, type NycResult } from '../../../states/estimate/index.ts';
import { CENTS, NYC_RATES, county, ny } from './helpers.ts';

function nyc(input: Partial<NycInput> & { homeValue: number }, fiscalYear: number | null = 2026): NycResult {
  const out = calculate({
    state: 'nyc',
    input: { propertyClass: 'class1', starType: 'none', ...input },
    config: ny,
    rates: NYC_RATES,
    fiscalYear: fiscalYear ?? undefined,
  });
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out.result;
}

const CITYWIDE = 26.1 / 738.8; // class 1 billable assessed ÷ market value

describe('NYC engine', () => {
  it('with the billable assessed value from the notice: the class rate on it, STAR exemption off it', () => {
    const r = nyc({ homeValue: 1_000_000, assessedValue: 40_000, starType: 'basic', starForm: 'exemption' });
    expect(r.assessed.how).toBe('entered');
    expect(r.assessedValue).toBe(40_000);
    expect(r.baseTax).toBeCloseTo(7_937.2, CENTS); // 40,000 × 19.843 %
    expect(r.exemptions.star.amount).toBe(1_460);
    expect(r.starSavings).toBeCloseTo(289.7078, CENTS); // 1,460 × 19.843 %
    expect(r.taxableValue).toBe(38_540);
    expect(r.finalTax).toBeCloseTo(7_647.4922, CENTS); // 38,540 × 19.843 %
    expect(r.range).toBeNull();
    expect(r.monthlyPayment * 12).toBeCloseTo(r.finalTax, 6);
    expect(r.quarterlyPayment * 4).toBeCloseTo(r.finalTax, 6);
    expect(r.notices.map((n) => n.code)).not.toContain('nyc-assessed-estimated');
  });

  it('with a market value only: the citywide ratio, and the 6 % target as the top of the range', () => {
    const r = nyc({ homeValue: 1_000_000 });
    expect(r.assessed.how).toBe('citywide-ratio');
    expect(r.assessedValue).toBeCloseTo(1_000_000 * CITYWIDE, CENTS); // 35,327.56
    expect(r.finalTax).toBeCloseTo(1_000_000 * CITYWIDE * 0.19843, CENTS); // 7,010.01
    expect(r.range!.low).toBeCloseTo(r.finalTax, CENTS);
    expect(r.range!.high).toBeCloseTo(11_905.8, CENTS); // 60,000 × 19.843 %
    const estimated = r.notices.find((n) => n.code === 'nyc-assessed-estimated');
    expect(estimated?.message.en).toContain('at most 6% a year and 20% in five years');
    expect(estimated?.message.es).toContain('6% al año y 20% en cinco años');
  });

  it('a new owner gets STAR as a credit: the bill is not lowered, the check is reported beside it', () => {
    const r = nyc({ homeValue: 1_000_000, assessedValue: 40_000, starType: 'basic', starForm: 'credit' });
    expect(r.finalTax).toBeCloseTo(7_937.2, CENTS);
    expect(r.starSavings).toBe(0);
    expect(r.starCredit).toBeCloseTo(289.7078, CENTS);
    expect(r.netAfterCredit).toBeCloseTo(7_647.4922, CENTS);
    expect(r.notices.map((n) => n.code)).toContain('nyc-star-credit');
  });

  it('Enhanced STAR within the income limit; above it, Basic with a notice', () => {
    const within = nyc({
      homeValue: 800_000,
      assessedValue: 30_000,
      starType: 'enhanced',
      starForm: 'exemption',
      seniorIncome: 90_000,
    });
    expect(within.exemptions.star.applied).toBe('enhanced');
    expect(within.starSavings).toBeCloseTo(3_650 * 0.19843, CENTS); // 724.27
    const above = nyc({
      homeValue: 800_000,
      assessedValue: 30_000,
      starType: 'enhanced',
      starForm: 'exemption',
      seniorIncome: 200_000,
    });
    expect(above.exemptions.star.applied).toBe('basic');
    expect(above.notices.map((n) => n.code)).toContain('enhanced-star-income-over-limit');
  });

  it('SCHE: the share of the assessed value the income earns (52,500 → 35 %)', () => {
    const r = nyc({ homeValue: 900_000, assessedValue: 40_000, seniorExemption: true, seniorIncome: 52_500 });
    expect(r.exemptions.sche).toEqual({ pct: 35, amount: 14_000 });
    expect(r.finalTax).toBeCloseTo(26_000 * 0.19843, CENTS); // 5,159.18
    const over = nyc({ homeValue: 900_000, assessedValue: 40_000, seniorExemption: true, seniorIncome: 70_000 });
    expect(over.exemptions.sche.amount).toBe(0);
    expect(over.notices.map((n) => n.code)).toContain('nyc-sche-income-over-limit');
  });

  it('veterans: 15 % for wartime up to the class maximum, plus half the rating as a share of the value', () => {
    // wartime: min(15 % × 40,000 = 6,000, 4,140) = 4,140; disability 40 % → 20 % × 40,000 = 8,000 (max 13,800)
    const r = nyc({ homeValue: 900_000, assessedValue: 40_000, veteranService: 'wartime', veteranDisabilityPct: 40 });
    expect(r.exemptions.veteran).toEqual({ wartime: 4_140, combat: 0, disabled: 8_000, amount: 12_140 });
    expect(r.veteranSavings).toBeCloseTo(12_140 * 0.19843, CENTS);
    // combat adds min(10 % × 40,000, 2,760) = 2,760
    const combat = nyc({
      homeValue: 900_000,
      assessedValue: 40_000,
      veteranService: 'combat',
      veteranDisabilityPct: 40,
    });
    expect(combat.exemptions.veteran.combat).toBe(2_760);
    expect(combat.exemptions.veteran.amount).toBe(14_900);
  });

  it('exemptions never take more than the assessed value; the tax never goes below 0', () => {
    const r = nyc({
      homeValue: 100_000,
      assessedValue: 5_000,
      veteranService: 'combat',
      veteranDisabilityPct: 100,
      seniorExemption: true,
      seniorIncome: 20_000,
      starType: 'basic',
      starForm: 'exemption',
    });
    expect(r.taxableValue).toBe(0);
    expect(r.finalTax).toBe(0);
  });

  it('class 2 co-op/condo abatement: the tier of the average unit assessment, off the tax', () => {
    // AV 45,000 ≤ 50,000 → 28.1 %: 45,000 × 12.439 % = 5,597.55; − 1,572.91 = 4,024.64
    const low = nyc({ homeValue: 300_000, assessedValue: 45_000, propertyClass: 'class2' });
    expect(low.abatementDetail.pct).toBe(28.1);
    expect(low.finalTax).toBeCloseTo(4_024.63845, CENTS);
    // no assessed value: 45 % target; 450,000 > 60,000 → 17.5 %
    const high = nyc({ homeValue: 1_000_000, propertyClass: 'class2' });
    expect(high.assessed.how).toBe('target-ratio');
    expect(high.abatementDetail.pct).toBe(17.5);
    expect(high.finalTax).toBeCloseTo(450_000 * 0.12439 * 0.825, CENTS);
    const off = nyc({ homeValue: 1_000_000, propertyClass: 'class2', coopCondoAbatement: false });
    expect(off.abatement).toBe(0);
  });

  it('STAR is not for class 3: a notice, no saving', () => {
    const r = nyc({ homeValue: 1_000_000, propertyClass: 'class3', starType: 'basic' });
    expect(r.starSavings + r.starCredit).toBe(0);
    expect(r.notices.map((n) => n.code)).toContain('star-not-available-for-class');
  });

  it('an assessed value above the market value is refused', () => {
    const out = calculate({
      state: 'nyc',
      input: { homeValue: 100_000, assessedValue: 200_000, propertyClass: 'class1', starType: 'none' },
      config: ny,
      rates: NYC_RATES,
    });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors.map((e) => e.code)).toContain('assessed-value-invalid');
  });

  it('the newest fiscal year is the default', () => {
    expect(nyc({ homeValue: 500_000 }, null).fiscalYear).toBe(2026);
  });

  it('a borough county reached through the general New York entry uses the NYC rules', () => {
    const kings = county({ slug: 'kings', ratePct: 0.705, kind: 'effective', basis: 'market-value', nycClass: true });
    const out = calculate({
      state: 'ny',
      input: { homeValue: 1_000_000, county: 'kings', assessedValue: 40_000 },
      config: ny,
      counties: [kings],
      nycRates: NYC_RATES,
    });
    if (!out.ok) throw new Error(JSON.stringify(out.errors));
    expect(out.result.kind).toBe('nyc');
    if (out.result.kind === 'nyc') expect(out.result.finalTax).toBeCloseTo(7_937.2, CENTS);
  });
});
