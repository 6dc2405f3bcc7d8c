// New York outside NYC, hand-computed. A 3 % rate: school 50 % = 1.5 %; the other 1.5 % split
// county 60 / city 30 / special 10 = 0.9 %, 0.45 %, 0.15 %.
import { describe, expect, it } from 'vitest';
import { calculate } from '../../../states/estimate/index.ts';
import { CENTS, general, ny, savingsOf } from './helpers.ts';

const newYork = (input: Parameters<typeof general>[1]) => general('ny', input, 3);

describe('New York engine (outside NYC)', () => {
  it('default split: school 50 %, then 60/30/10', () => {
    const r = newYork({ homeValue: 300_000 });
    expect(r.rate.components.school).toBeCloseTo(1.5, 10);
    expect(r.rate.components.county).toBeCloseTo(0.9, 10);
    expect(r.rate.components.city).toBeCloseTo(0.45, 10);
    expect(r.rate.components.special).toBeCloseTo(0.15, 10);
    expect(r.annualTax).toBeCloseTo(9_000, CENTS);
  });

  it('Basic STAR: 30,000 off the school value', () => {
    const r = newYork({ homeValue: 300_000, starType: 'basic' });
    // school 270,000 × 1.5 % = 4,050; other 300,000 × 1.5 % = 4,500; total 8,550
    expect(r.school.taxableValue).toBe(270_000);
    expect(r.annualTax).toBeCloseTo(8_550, CENTS);
    expect(savingsOf(r, 'starBasic')).toBeCloseTo(450, CENTS);
  });

  // Product year 2026: Enhanced STAR on the first 88,500 (2026-27 school year) for incomes up to 110,750 (2026).
  it('Enhanced STAR: 88,500 with income at most 110,750', () => {
    const r = newYork({ homeValue: 300_000, starType: 'enhanced', seniorIncome: 110_750 });
    // school 300,000 − 88,500 = 211,500 × 1.5 % = 3,172.50; + 4,500 = 7,672.50
    expect(r.annualTax).toBeCloseTo(7_672.5, CENTS);
    expect(savingsOf(r, 'starEnhanced')).toBeCloseTo(1_327.5, CENTS);
  });

  it('Enhanced STAR above the income limit falls back to Basic, with a notice', () => {
    const r = newYork({ homeValue: 300_000, starType: 'enhanced', seniorIncome: 110_751 });
    expect(r.annualTax).toBeCloseTo(8_550, CENTS);
    expect(r.exemptionBreakdown.map((e) => e.id)).toEqual(['starBasic']);
    expect(r.notices.map((n) => n.code)).toContain('enhanced-star-income-over-limit');
  });

  it('senior exemption: half the value off every levy', () => {
    const r = newYork({ homeValue: 300_000, seniorCitizen: true });
    // 150,000 × 3 % = 4,500
    expect(r.annualTax).toBeCloseTo(4_500, CENTS);
    expect(r.exemptionBreakdown[0]).toMatchObject({ id: 'senior', percentage: 50, amount: 150_000 });
  });

  // RPTL §458-a, the state's default maximums: wartime 15 % up to 12,000; disability = half the rating
  // as a share of the value, up to 40,000; county, city, town and village levies only (not school).
  it('veteran: 15 % for wartime service (capped) plus half the rating as a share of the value, off non-school levies', () => {
    const r = newYork({ homeValue: 300_000, veteranService: 'wartime', veteranDisabilityPct: 40 });
    // wartime min(45,000, 12,000) = 12,000; disability 20 % × 300,000 = 60,000 → 40,000; total 52,000
    expect(r.exemptionBreakdown[0]).toMatchObject({
      id: 'disabledVeteran',
      amount: 52_000,
      disability: '40%',
      appliesTo: 'non-school',
    });
    // school 300,000 × 1.5 % = 4,500; other 248,000 × 1.5 % = 3,720
    expect(r.school.taxableValue).toBe(300_000);
    expect(r.annualTax).toBeCloseTo(8_220, CENTS);
    expect(savingsOf(r, 'disabledVeteran')).toBeCloseTo(780, CENTS);
  });

  it('veteran: combat service adds 10 % up to 8,000; a small home stays under the maximums', () => {
    const r = newYork({ homeValue: 60_000, veteranService: 'combat' });
    // wartime 9,000 → 9,000 (under 12,000); combat 6,000 (under 8,000)
    expect(r.exemptionBreakdown[0]?.amount).toBe(15_000);
  });

  it('senior, 100 % veteran and Enhanced STAR together', () => {
    const r = newYork({
      homeValue: 300_000,
      seniorCitizen: true,
      veteranService: 'wartime',
      veteranDisabilityPct: 100,
      starType: 'enhanced',
      seniorIncome: 50_000,
    });
    // senior 150,000 off every levy; veteran 12,000 + 40,000 = 52,000 off the rest; STAR 88,500 off school
    // school 61,500 × 1.5 % = 922.50; other 98,000 × 1.5 % = 1,470; total 2,392.50
    expect(r.finalAssessedValue).toBe(150_000);
    expect(r.annualTax).toBeCloseTo(2_392.5, CENTS);
    expect(savingsOf(r, 'senior')).toBeCloseTo(4_500, CENTS);
    expect(savingsOf(r, 'disabledVeteran')).toBeCloseTo(780, CENTS);
    expect(savingsOf(r, 'starEnhanced')).toBeCloseTo(1_327.5, CENTS);
    expect(r.exemptionSavings).toBeCloseTo(6_607.5, CENTS);
    expect(r.exemptions).toEqual({ homestead: 88_500, over65: 150_000, veteran: 52_000, disabled: 0 });
  });

  it('Enhanced STAR needs the senior income', () => {
    const out = calculate({ state: 'ny', input: { homeValue: 300_000, starType: 'enhanced' }, config: ny, ratePct: 3 });
    expect(out).toMatchObject({ ok: false, errors: [{ field: 'seniorIncome', code: 'senior-income-required' }] });
  });
});
