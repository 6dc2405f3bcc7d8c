// Texas, hand-computed. A 2 % combined rate with the default split 55/18/22/5 gives
// school 1.1 %, county 0.36 %, city 0.44 %, special 0.1 % (non-school 0.9 %).
import { describe, expect, it } from 'vitest';
import { calculate, type GeneralInput, type GeneralResult } from '../../../states/estimate/index.ts';
import { CENTS, county, product, tx } from './helpers.ts';

function texas(input: Partial<GeneralInput> & { homeValue: number }, ratePct = 2): GeneralResult {
  const out = calculate({ state: 'tx', input, config: tx, ratePct });
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  if (out.result.kind !== 'general') throw new Error('expected a general result');
  return out.result;
}

const savingsOf = (r: GeneralResult, id: string) => r.exemptionBreakdown.find((e) => e.id === id)?.savings;

describe('Texas engine', () => {
  it('worked example: 350,000 at 2 % with homestead', () => {
    const r = texas({ homeValue: 350_000, homesteadExemption: true });
    // school 1.1 % on 350,000 − 140,000 = 210,000 → 2,310
    expect(r.countyBreakdown.school.ratePct).toBeCloseTo(1.1, 10);
    expect(r.countyBreakdown.school.taxableValue).toBe(210_000);
    expect(r.countyBreakdown.school.tax).toBeCloseTo(2_310, CENTS);
    // other parts 0.9 % on 350,000 → 3,150
    expect(r.nonSchool.ratePct).toBeCloseTo(0.9, 10);
    expect(r.nonSchool.taxableValue).toBe(350_000);
    expect(r.nonSchool.tax).toBeCloseTo(3_150, CENTS);
    expect(r.countyBreakdown.county.tax).toBeCloseTo(1_260, CENTS); // 0.36 % × 350,000
    expect(r.countyBreakdown.city.tax).toBeCloseTo(1_540, CENTS); // 0.44 % × 350,000
    expect(r.countyBreakdown.special.tax).toBeCloseTo(350, CENTS); // 0.1 % × 350,000
    expect(r.annualTax).toBeCloseTo(5_460, CENTS);
    expect(r.monthlyTax).toBeCloseTo(455, CENTS);
    expect(r.effectiveRate).toBeCloseTo(1.56, 6); // 5,460 / 350,000
    expect(savingsOf(r, 'homestead')).toBeCloseTo(1_540, CENTS); // 140,000 × 1.1 %
    expect(r.exemptionSavings).toBeCloseTo(1_540, CENTS);
    expect(r.exemptions).toEqual({ homestead: 140_000, over65: 0, veteran: 0, disabled: 0 });
    expect(r.taxBeforeExemptions).toBeCloseTo(7_000, CENTS);
    expect(r.baseAssessedValue).toBe(350_000);
    expect(r.finalAssessedValue).toBe(350_000); // homestead reduces the school part only
    expect(r.taxableValue).toBeCloseTo(273_000, CENTS); // 5,460 / 2 %
    expect(r.rate.split).toBe('default-split');
    expect(r.range).toBeNull();
  });

  it('over-65 adds 60,000 off the school value', () => {
    const r = texas({ homeValue: 350_000, homesteadExemption: true, over65Exemption: true });
    // school: 350,000 − 140,000 − 60,000 = 150,000 × 1.1 % = 1,650; other 3,150
    expect(r.school.taxableValue).toBe(150_000);
    expect(r.annualTax).toBeCloseTo(4_800, CENTS);
    expect(savingsOf(r, 'over65')).toBeCloseTo(660, CENTS); // 60,000 × 1.1 %
    expect(r.exemptionSavings).toBeCloseTo(2_200, CENTS); // 1,540 + 660
    expect(r.exemptions.over65).toBe(60_000);
  });

  it('disabled person: the same 60,000, reported as disabled', () => {
    const r = texas({ homeValue: 350_000, homesteadExemption: true, disabledPersonExemption: true });
    expect(r.annualTax).toBeCloseTo(4_800, CENTS);
    expect(r.exemptions).toEqual({ homestead: 140_000, over65: 0, veteran: 0, disabled: 60_000 });
  });

  it('over-65 and disabled both ticked count once, with a notice', () => {
    const r = texas({
      homeValue: 350_000,
      homesteadExemption: true,
      over65Exemption: true,
      disabledPersonExemption: true,
    });
    expect(r.annualTax).toBeCloseTo(4_800, CENTS); // not 4,140
    expect(r.exemptions.disabled).toBe(0);
    expect(r.notices.map((n) => n.code)).toContain('over65-disabled-not-combined');
  });

  it('disabled veteran 30–49 % (7,500) reduces every part, before the homestead', () => {
    const r = texas({ homeValue: 350_000, homesteadExemption: true, disabledVeteranExemption: '30-49' });
    // every part: 350,000 − 7,500 = 342,500; school then − 140,000 = 202,500
    // school 202,500 × 1.1 % = 2,227.50; other 342,500 × 0.9 % = 3,082.50; total 5,310
    expect(r.finalAssessedValue).toBe(342_500);
    expect(r.school.taxableValue).toBe(202_500);
    expect(r.annualTax).toBeCloseTo(5_310, CENTS);
    expect(savingsOf(r, 'disabledVeteran')).toBeCloseTo(150, CENTS); // 7,500 × 2 %
    expect(savingsOf(r, 'homestead')).toBeCloseTo(1_540, CENTS);
    expect(r.exemptionSavings).toBeCloseTo(1_690, CENTS); // 7,000 − 5,310
    expect(r.exemptionBreakdown[0]).toMatchObject({
      id: 'disabledVeteran',
      disability: '30-49',
      amount: 7_500,
      appliesTo: 'all',
    });
  });

  it.each([
    ['10-29', 5_000],
    ['50-69', 10_000],
    ['70-99', 12_000],
  ])('veteran level %s takes %i off every part', (level, amount) => {
    const r = texas({ homeValue: 350_000, disabledVeteranExemption: level });
    // no homestead: (350,000 − amount) × 2 %
    expect(r.annualTax).toBeCloseTo((350_000 - amount) * 0.02, CENTS);
    expect(r.exemptions.veteran).toBe(amount);
  });

  it('100 % disabled veteran: fully exempt; the homestead then saves nothing', () => {
    const r = texas({ homeValue: 350_000, homesteadExemption: true, disabledVeteranExemption: '100' });
    expect(r.annualTax).toBe(0);
    expect(savingsOf(r, 'disabledVeteran')).toBeCloseTo(7_000, CENTS); // all of 350,000 × 2 %
    expect(savingsOf(r, 'homestead')).toBe(0);
    expect(r.exemptionBreakdown.find((e) => e.id === 'homestead')).toMatchObject({ nominalAmount: 140_000, amount: 0 });
    expect(r.exemptionBreakdown[0]?.full).toBe(true);
  });

  it('a homestead larger than the value leaves the school part at 0, not below', () => {
    const r = texas({ homeValue: 100_000, homesteadExemption: true });
    // school 0; other 100,000 × 0.9 % = 900; homestead takes only 100,000 → saves 1,100
    expect(r.school.taxableValue).toBe(0);
    expect(r.annualTax).toBeCloseTo(900, CENTS);
    expect(r.exemptionBreakdown[0]).toMatchObject({ nominalAmount: 140_000, amount: 100_000 });
    expect(savingsOf(r, 'homestead')).toBeCloseTo(1_100, CENTS);
  });

  it('extra taxing units are added to the bill, each with its own tax', () => {
    const r = texas({
      homeValue: 350_000,
      homesteadExemption: true,
      disabledVeteranExemption: '10-29',
      units: [
        { id: 'city-x', name: 'City of X', ratePct: 0.5, part: 'city', extra: true },
        { id: 'mud-7', name: 'MUD 7', ratePct: 0.8, part: 'special', extra: true },
      ],
    });
    // non-school value 350,000 − 5,000 = 345,000: city 1,725, MUD 2,760, county parts 3,105
    // school 345,000 − 140,000 = 205,000 × 1.1 % = 2,255; total 9,845
    expect(r.extraUnits.map((u) => [u.id, u.taxableValue, Math.round(u.tax * 100) / 100])).toEqual([
      ['city-x', 345_000, 1_725],
      ['mud-7', 345_000, 2_760],
    ]);
    expect(r.annualTax).toBeCloseTo(9_845, CENTS);
    // the veteran's 5,000 saves at every rate: 5,000 × (2 + 0.5 + 0.8) % = 165
    expect(savingsOf(r, 'disabledVeteran')).toBeCloseTo(165, CENTS);
    // before: 350,000 × 3.3 % = 11,550; 11,550 − 9,845 = 1,705 = 165 + 1,540
    expect(r.exemptionSavings).toBeCloseTo(1_705, CENTS);
    expect(r.nonSchool.ratePct).toBeCloseTo(2.2, 10);
  });

  it('a county record with components uses them (missing part = 0) and an estimate gets a ±3 % range', () => {
    const harris = county({
      slug: 'harris',
      ratePct: 1.6,
      components: { school: 1.0, county: 0.4, special: 0.2 },
      status: 'estimate',
    });
    const out = calculate({
      state: 'tx',
      input: { homeValue: 300_000, county: 'harris', homesteadExemption: true },
      config: tx,
      counties: [harris],
      typicalRateChangePct: product.typicalAnnualRateChangePct,
    });
    if (!out.ok || out.result.kind !== 'general') throw new Error('expected a result');
    const r = out.result;
    // school 1 % on 160,000 = 1,600; county 0.4 % + special 0.2 % on 300,000 = 1,800; city 0
    expect(r.rate.split).toBe('components');
    expect(r.countyBreakdown.city).toMatchObject({ ratePct: 0, tax: 0 });
    expect(r.annualTax).toBeCloseTo(3_400, CENTS);
    expect(r.rate.county?.slug).toBe('harris');
    // low: rates × 0.97 → 3,298; high: × 1.03 → 3,502
    expect(r.range?.changePct).toBe(3);
    expect(r.range?.low.annualTax).toBeCloseTo(3_298, CENTS);
    expect(r.range?.high.annualTax).toBeCloseTo(3_502, CENTS);
    expect(r.range?.low.ratePct).toBeCloseTo(1.552, 10);
    expect(r.range?.high.monthlyTax).toBeCloseTo(3_502 / 12, CENTS);
    expect(r.notices.map((n) => n.code)).toContain('rate-is-estimate');
  });

  it('an official record has no range; its source travels with the result', () => {
    const harris = county({
      slug: 'harris',
      ratePct: 2,
      status: 'official',
      source: 'Harris CAD',
      sourceYear: '2026',
      confidence: 'high',
    });
    const out = calculate({
      state: 'tx',
      input: { homeValue: 350_000, county: 'harris', homesteadExemption: true },
      config: tx,
      counties: [harris],
      typicalRateChangePct: 3,
    });
    if (!out.ok || out.result.kind !== 'general') throw new Error('expected a result');
    expect(out.result.range).toBeNull();
    expect(out.result.annualTax).toBeCloseTo(5_460, CENTS); // components null → default split, as the worked example
    expect(out.result.rate.county).toMatchObject({ source: 'Harris CAD', sourceYear: '2026', confidence: 'high' });
  });

  it('school tax ceiling is informational: a notice, the same tax', () => {
    const without = texas({ homeValue: 350_000, homesteadExemption: true, over65Exemption: true });
    const withCeiling = texas({
      homeValue: 350_000,
      homesteadExemption: true,
      over65Exemption: true,
      schoolTaxCeiling: true,
    });
    expect(withCeiling.annualTax).toBe(without.annualTax);
    expect(withCeiling.notices.map((n) => n.code)).toContain('school-tax-ceiling-not-applied');
    expect(without.notices.map((n) => n.code)).not.toContain('school-tax-ceiling-not-applied');
  });
});
