// Florida, hand-computed. A 2 % combined rate with the default split 45/25/20/10 gives
// school 0.9 %, county 0.5 %, city 0.4 %, special 0.2 % (non-school 1.1 %).
import { describe, expect, it } from 'vitest';
import { CENTS, general, savingsOf } from './helpers.ts';

const florida = (input: Parameters<typeof general>[1]) => general('fl', input, 2);

describe('Florida engine', () => {
  it('homestead: 25,000 off every levy, 25,722 more off non-school levies', () => {
    const r = florida({ homeValue: 300_000, homesteadExemption: true });
    // school: 300,000 − 25,000 = 275,000 × 0.9 % = 2,475
    // non-school: additional = min(25,722, 300,000 − 50,000) = 25,722 → 249,278 × 1.1 % = 2,742.058
    expect(r.school.taxableValue).toBe(275_000);
    expect(r.nonSchool.taxableValue).toBe(249_278);
    expect(r.countyBreakdown.county.tax).toBeCloseTo(1_246.39, CENTS); // 249,278 × 0.5 %
    expect(r.annualTax).toBeCloseTo(5_217.058, CENTS);
    expect(savingsOf(r, 'homestead')).toBeCloseTo(500, CENTS); // 25,000 × 2 %
    expect(savingsOf(r, 'additionalHomestead')).toBeCloseTo(282.942, CENTS); // 25,722 × 1.1 %
    expect(r.exemptions.homestead).toBe(50_722);
    expect(r.finalAssessedValue).toBe(275_000);
  });

  it('the additional amount covers only the value above 50,000', () => {
    // 60,000: additional = min(25,722, 10,000) = 10,000
    // school 35,000 × 0.9 % = 315; non-school 60,000 − 25,000 − 10,000 = 25,000 × 1.1 % = 275
    const mid = florida({ homeValue: 60_000, homesteadExemption: true });
    expect(mid.exemptionBreakdown.find((e) => e.id === 'additionalHomestead')?.amount).toBe(10_000);
    expect(mid.annualTax).toBeCloseTo(590, CENTS);
    // 40,000: no additional; school and non-school both 15,000 → 135 + 165 = 300
    const low = florida({ homeValue: 40_000, homesteadExemption: true });
    expect(low.exemptionBreakdown.find((e) => e.id === 'additionalHomestead')?.amount).toBe(0);
    expect(low.annualTax).toBeCloseTo(300, CENTS);
  });

  it('senior, widow/disability and disabled veteran on top of the homestead', () => {
    const r = florida({
      homeValue: 300_000,
      homesteadExemption: true,
      over65Exemption: true,
      disabledPersonExemption: true,
      disabledVeteranExemption: '10-99',
    });
    // F.S. 196.202: $5,000 for widow/widower/disability since 2023 (the spec's $500 is the old amount);
    // the senior exemption counts the local maximum of $50,000 (F.S. 196.075), as its label says.
    // every levy: 300,000 − 25,000 − 5,000 − 5,000 = 265,000 → school 265,000 × 0.9 % = 2,385
    // non-school: − 25,722 − 50,000 = 189,278 × 1.1 % = 2,082.058
    expect(r.finalAssessedValue).toBe(265_000);
    expect(r.nonSchool.taxableValue).toBe(189_278);
    expect(r.annualTax).toBeCloseTo(4_467.058, CENTS);
    expect(savingsOf(r, 'disabled')).toBeCloseTo(100, CENTS); // 5,000 × 2 %
    expect(savingsOf(r, 'disabledVeteran')).toBeCloseTo(100, CENTS); // 5,000 × 2 %
    expect(savingsOf(r, 'over65')).toBeCloseTo(550, CENTS); // 50,000 × 1.1 %
    // 500 + 100 + 100 + 282.942 + 550 = 1,532.942 = 6,000 − 4,467.058
    expect(r.exemptionSavings).toBeCloseTo(1_532.942, CENTS);
    expect(r.exemptions).toEqual({ homestead: 50_722, over65: 50_000, veteran: 5_000, disabled: 5_000 });
    expect(r.exemptionBreakdown.find((e) => e.id === 'over65')).toMatchObject({
      nominalAmount: 50_000,
      appliesTo: 'non-school',
    });
  });

  it('100 % disabled veteran: nothing to pay', () => {
    const r = florida({ homeValue: 300_000, homesteadExemption: true, disabledVeteranExemption: '100' });
    expect(r.annualTax).toBe(0);
    expect(r.exemptionSavings).toBeCloseTo(6_000, CENTS);
  });

  it('a school tax ceiling is not a Florida rule: noticed, not applied', () => {
    const r = florida({ homeValue: 300_000, schoolTaxCeiling: true });
    expect(r.annualTax).toBeCloseTo(6_000, CENTS);
    expect(r.notices).toMatchObject([{ code: 'exemption-not-offered', field: 'schoolTaxCeiling' }]);
  });
});
