// New York outside NYC, hand-computed. A 3 % rate: school 50 % = 1.5 %; the other 1.5 % split
// county 60 / city 30 / special 10 = 0.9 %, 0.45 %, 0.15 %.
import { describe, expect, it } from 'vitest';
import { calculate } from '../../../site/calc/index.ts';
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

  it('Enhanced STAR: 86,100 with income at most 107,300', () => {
    const r = newYork({ homeValue: 300_000, starType: 'enhanced', seniorIncome: 107_300 });
    // school 300,000 − 86,100 = 213,900 × 1.5 % = 3,208.50; + 4,500 = 7,708.50
    expect(r.annualTax).toBeCloseTo(7_708.5, CENTS);
    expect(savingsOf(r, 'starEnhanced')).toBeCloseTo(1_291.5, CENTS);
  });

  it('Enhanced STAR above the income limit falls back to Basic, with a notice', () => {
    const r = newYork({ homeValue: 300_000, starType: 'enhanced', seniorIncome: 107_301 });
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

  it('veteran: 15 % of the value × the disability rating', () => {
    const r = newYork({ homeValue: 300_000, veteranDisabilityPct: 40 });
    // 15 % × 40 % = 6 % of 300,000 = 18,000 → 282,000 × 3 % = 8,460; saves 540
    expect(r.exemptionBreakdown[0]).toMatchObject({ id: 'disabledVeteran', amount: 18_000, disability: '40%' });
    expect(r.exemptionBreakdown[0]?.percentage).toBeCloseTo(6, 10);
    expect(r.annualTax).toBeCloseTo(8_460, CENTS);
    expect(savingsOf(r, 'disabledVeteran')).toBeCloseTo(540, CENTS);
  });

  it('senior, 100 % veteran and Enhanced STAR together', () => {
    const r = newYork({ homeValue: 300_000, seniorCitizen: true, veteranDisabilityPct: 100, starType: 'enhanced', seniorIncome: 50_000 });
    // value: − 150,000 (senior) − 45,000 (15 % × 100 %) = 105,000 on every levy
    // school: 105,000 − 86,100 = 18,900 × 1.5 % = 283.50; other 105,000 × 1.5 % = 1,575; total 1,858.50
    expect(r.finalAssessedValue).toBe(105_000);
    expect(r.annualTax).toBeCloseTo(1_858.5, CENTS);
    // savings 4,500 + 1,350 + 1,291.50 = 7,141.50 = 9,000 − 1,858.50
    expect(savingsOf(r, 'senior')).toBeCloseTo(4_500, CENTS);
    expect(savingsOf(r, 'disabledVeteran')).toBeCloseTo(1_350, CENTS);
    expect(savingsOf(r, 'starEnhanced')).toBeCloseTo(1_291.5, CENTS);
    expect(r.exemptionSavings).toBeCloseTo(7_141.5, CENTS);
    expect(r.exemptions).toEqual({ homestead: 86_100, over65: 150_000, veteran: 45_000, disabled: 0 });
  });

  it('Enhanced STAR needs the senior income', () => {
    const out = calculate({ state: 'ny', input: { homeValue: 300_000, starType: 'enhanced' }, config: ny, ratePct: 3 });
    expect(out).toMatchObject({ ok: false, errors: [{ field: 'seniorIncome', code: 'senior-income-required' }] });
  });
});
