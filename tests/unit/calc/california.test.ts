// California, hand-computed. A 1.2 % levy rate with the default split county 20 / school 40 /
// city 25 / special 15 gives county 0.24 %, school 0.48 %, city 0.3 %, special 0.18 %.
import { describe, expect, it } from 'vitest';
import { calculate } from '../../../states/estimate/index.ts';
import { CENTS, ca, county, general, savingsOf } from './helpers.ts';

const california = (input: Parameters<typeof general>[1]) => general('ca', input, 1.2);

describe('California engine', () => {
  it("homeowners' exemption: 7,000 off before the levy rate", () => {
    const r = california({ homeValue: 500_000, homesteadExemption: true });
    // (500,000 − 7,000) × 1.2 % = 5,916; saves 7,000 × 1.2 % = 84
    expect(r.annualTax).toBeCloseTo(5_916, CENTS);
    expect(savingsOf(r, 'homeowner')).toBeCloseTo(84, CENTS);
    expect(r.countyBreakdown.school.tax).toBeCloseTo(2_366.4, CENTS); // 493,000 × 0.48 %
    expect(r.countyBreakdown.county.tax).toBeCloseTo(1_183.2, CENTS); // 493,000 × 0.24 %
    expect(r.taxableValue).toBeCloseTo(493_000, CENTS);
    expect(r.exemptions.homestead).toBe(7_000);
  });

  // R&TC 205.5 amounts for 2026 (indexed yearly): basic 180,671, low income 271,009.
  it('disabled veteran, basic 180,671 and low income 271,009', () => {
    const basic = california({ homeValue: 500_000, homesteadExemption: true, disabledVeteranExemption: 'basic' });
    // 500,000 − 7,000 − 180,671 = 312,329 × 1.2 % = 3,747.948
    expect(basic.taxableValue).toBeCloseTo(312_329, CENTS);
    expect(basic.annualTax).toBeCloseTo(3_747.948, CENTS);
    expect(savingsOf(basic, 'disabledVeteran')).toBeCloseTo(2_168.052, CENTS); // 180,671 × 1.2 %
    const low = california({ homeValue: 500_000, homesteadExemption: true, disabledVeteranExemption: 'low-income' });
    // 500,000 − 7,000 − 271,009 = 221,991 × 1.2 % = 2,663.892
    expect(low.annualTax).toBeCloseTo(2_663.892, CENTS);
    expect(low.exemptions.veteran).toBe(271_009);
  });

  it('every result says Mello-Roos and parcel taxes are not included', () => {
    expect(california({ homeValue: 500_000 }).notices.map((n) => n.code)).toEqual(['mello-roos-not-included']);
  });

  it("a county on the statewide estimate reports the record's note and derived flag", () => {
    const remark = {
      en: 'No county average published: the statewide estimate is used.',
      es: 'No hay promedio del condado: se usa la estimación estatal.',
    };
    const alpine = county({
      slug: 'alpine',
      ratePct: 1.1,
      derived: true,
      method: 'ca-statewide-average',
      remark,
      generalLevyPct: 1,
      status: 'estimate',
    });
    const out = calculate({
      state: 'ca',
      input: { homeValue: 400_000, county: 'alpine' },
      config: ca,
      counties: [alpine],
    });
    if (!out.ok || out.result.kind !== 'general') throw new Error('expected a result');
    expect(out.result.rate.county).toMatchObject({
      derived: true,
      method: 'ca-statewide-average',
      remark,
      generalLevyPct: 1,
    });
    expect(out.result.annualTax).toBeCloseTo(4_400, CENTS); // 400,000 × 1.1 %
    expect(out.result.range).toBeNull(); // no typical change passed in
  });

  it('over-65 is not a California exemption: noticed, the tax unchanged', () => {
    const r = california({ homeValue: 500_000, over65Exemption: true });
    expect(r.annualTax).toBeCloseTo(6_000, CENTS);
    expect(r.notices.map((n) => [n.code, n.field])).toContainEqual(['exemption-not-offered', 'over65Exemption']);
  });
});
