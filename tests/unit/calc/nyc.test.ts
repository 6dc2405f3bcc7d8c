// New York City, hand-computed from spec §9 and the FY2025/FY2026 class rate rows.
import { describe, expect, it } from 'vitest';
import { calculate, type NycInput, type NycResult } from '../../../site/calc/index.ts';
import { CENTS, NYC_RATES, county, ny } from './helpers.ts';

function nyc(input: Partial<NycInput> & { marketValue: number }, fiscalYear: number | null = 2025): NycResult {
  const out = calculate({
    state: 'nyc',
    input: { propertyClass: 'class1', starType: 'none', isVeteran: false, ...input },
    config: ny,
    rates: NYC_RATES,
    fiscalYear: fiscalYear ?? undefined,
  });
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out.result;
}

describe('NYC engine', () => {
  it('worked example: class 1, FY2025, 1,000,000, Basic STAR', () => {
    const r = nyc({ marketValue: 1_000_000, starType: 'basic' });
    expect(r.assessedValue).toBeCloseTo(60_000, CENTS); // × 0.06
    expect(r.baseTax).toBeCloseTo(12_051, CENTS); // 60,000 × 20.085 %
    expect(r.schoolTaxPortion).toBeCloseTo(7_037.78, 2); // 12,051 × 0.584 = 7,037.784
    expect(r.starSavings).toBeCloseTo(3_519, CENTS); // 30,000 × 11.73 %
    expect(r.finalTax).toBeCloseTo(8_532, CENTS);
    expect(r.monthlyPayment).toBeCloseTo(711, CENTS);
    expect(r.quarterlyPayment).toBeCloseTo(2_133, CENTS);
    expect(r.effectiveRate).toBeCloseTo(0.8532, 8);
    expect(r.breakdown).toEqual({
      schoolTax: r.schoolTaxPortion,
      cityTax: r.baseTax - r.schoolTaxPortion,
      exemptions: { star: r.starSavings, veteran: 0 },
    });
    expect(r.abatement).toBe(0);
    expect(r.fiscalYear).toBe(2025);
  });

  it('Enhanced STAR is capped at the school tax portion', () => {
    const r = nyc({ marketValue: 1_000_000, starType: 'enhanced', seniorIncome: 90_000 });
    // 86,100 × 11.73 % = 10,099.53 > school portion 7,037.784 → 7,037.784; final 5,013.216
    expect(r.star.calculated).toBeCloseTo(10_099.53, CENTS);
    expect(r.starSavings).toBeCloseTo(7_037.784, CENTS);
    expect(r.finalTax).toBeCloseTo(5_013.216, CENTS);
  });

  it('Enhanced STAR above 107,300 income is Basic STAR', () => {
    const r = nyc({ marketValue: 1_000_000, starType: 'enhanced', seniorIncome: 150_000 });
    expect(r.star.applied).toBe('basic');
    expect(r.starSavings).toBeCloseTo(3_519, CENTS);
    expect(r.notices.map((n) => n.code)).toEqual(['enhanced-star-income-over-limit']);
  });

  it('class 2 co-op/condo abatement: 28.1 % of the tax on the first 50,000 of assessed value, 17.5 % above', () => {
    const r = nyc({ marketValue: 1_000_000, propertyClass: 'class2' });
    // AV 1,000,000 × 0.45 = 450,000; base 450,000 × 12.5 % = 56,250
    // abatement: 50,000 × 28.1 % = 14,050 and 400,000 × 17.5 % = 70,000 → 84,000 × 12.5 % = 10,506.25
    expect(r.assessedValue).toBeCloseTo(450_000, CENTS);
    expect(r.baseTax).toBeCloseTo(56_250, CENTS);
    expect(r.schoolTaxPortion).toBeCloseTo(34_031.25, CENTS); // × 0.605
    expect(r.abatement).toBeCloseTo(10_506.25, CENTS);
    expect(r.finalTax).toBeCloseTo(45_743.75, CENTS);
    const star = nyc({ marketValue: 1_000_000, propertyClass: 'class2', starType: 'basic' });
    // STAR 30,000 × 7.563 % = 2,268.90 → 56,250 − 2,268.90 − 10,506.25 = 43,474.85
    expect(star.starSavings).toBeCloseTo(2_268.9, CENTS);
    expect(star.finalTax).toBeCloseTo(43_474.85, CENTS);
    expect(star.quarterlyPayment).toBeCloseTo(10_868.7125, CENTS);
    const none = nyc({ marketValue: 1_000_000, propertyClass: 'class2', coopCondoAbatement: false });
    expect(none.finalTax).toBeCloseTo(56_250, CENTS);
  });

  it('veteran: 15 % of assessed value × multiplier × class rate', () => {
    const r = nyc({ marketValue: 500_000, isVeteran: true, veteranDisabilityLevel: '40-59' });
    // AV 30,000; base 30,000 × 20.085 % = 6,025.50; vet 30,000 × 15 % × 3 × 20.085 % = 2,711.475
    expect(r.veteran).toMatchObject({ band: '40-59', multiplier: 3, full: false });
    expect(r.veteranSavings).toBeCloseTo(2_711.475, CENTS);
    expect(r.finalTax).toBeCloseTo(3_314.025, CENTS);
  });

  it('100 % veteran exempts the whole base tax; STAR then has nothing left', () => {
    const r = nyc({ marketValue: 500_000, isVeteran: true, veteranDisabilityLevel: '100', starType: 'basic' });
    expect(r.veteranSavings).toBeCloseTo(6_025.5, CENTS);
    expect(r.starSavings).toBe(0);
    expect(r.finalTax).toBe(0);
  });

  it('80–99 % veteran on class 2 with the abatement: capped, never negative', () => {
    const r = nyc({ marketValue: 100_000, propertyClass: 'class2', isVeteran: true, veteranDisabilityLevel: '80-99' });
    // AV 45,000; base 5,625; vet 75 % = 4,218.75; abatement 28.1 % = 1,580.625 → capped at 1,406.25
    expect(r.veteranSavings).toBeCloseTo(4_218.75, CENTS);
    expect(r.abatementDetail.calculated).toBeCloseTo(1_580.625, CENTS);
    expect(r.abatement).toBeCloseTo(1_406.25, CENTS);
    expect(r.finalTax).toBe(0);
  });

  it('STAR only for class 1 and 2; class 4 at FY2025', () => {
    const r = nyc({ marketValue: 2_000_000, propertyClass: 'class4', starType: 'basic' });
    // AV 900,000 × 10.762 % = 96,858; no STAR
    expect(r.baseTax).toBeCloseTo(96_858, CENTS);
    expect(r.starSavings).toBe(0);
    expect(r.finalTax).toBeCloseTo(96_858, CENTS);
    expect(r.notices.map((n) => n.code)).toEqual(['star-not-available-for-class']);
  });

  it('the newest fiscal year is the default', () => {
    const r = nyc({ marketValue: 1_000_000 }, null);
    // FY2026: 60,000 × 19.843 % = 11,905.80
    expect(r.fiscalYear).toBe(2026);
    expect(r.finalTax).toBeCloseTo(11_905.8, CENTS);
  });

  it('a borough county reached through the general New York entry uses the NYC rules', () => {
    const kings = county({ slug: 'kings', ratePct: 0.705, kind: 'effective', basis: 'market-value', nycClass: true });
    const out = calculate({
      state: 'ny',
      input: { homeValue: 1_000_000, county: 'kings', starType: 'basic' },
      config: ny,
      counties: [kings],
      nycRates: NYC_RATES,
      fiscalYear: 2025,
    });
    if (!out.ok) throw new Error(JSON.stringify(out.errors));
    expect(out.result.kind).toBe('nyc');
    if (out.result.kind !== 'nyc') return;
    expect(out.result.finalTax).toBeCloseTo(8_532, CENTS);
    expect(out.result.county?.slug).toBe('kings');
  });
});
