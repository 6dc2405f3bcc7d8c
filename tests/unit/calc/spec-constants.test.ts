// The state configs carry the spec's numbers (§9) where the law agrees, and the official figure for the
// product year (2026) where it does not; each departure names the spec figure it replaces. A wrong
// config fails here, not on a page.
import { describe, expect, it } from 'vitest';
import { californiaRules, floridaRules, newYorkRules, nycRules, texasRules } from '../../../states/estimate/index.ts';
import { ca, fl, ny, product, tx } from './helpers.ts';

describe('spec §9 constants, as the sourced constants give them for 2026', () => {
  it('Texas: split 55/18/22/5, homestead 140,000, over-65 and disabled 60,000, veteran levels', () => {
    const r = texasRules(tx);
    expect(r.split).toEqual({ school: 55, county: 18, city: 22, special: 5 });
    expect(r.homestead).toBe(140_000);
    expect(r.over65).toBe(60_000);
    expect(r.disabled).toBe(60_000);
    expect(r.homestead + r.over65).toBe(200_000);
    expect(r.veteranLevels.map((l) => (l.full ? 'full' : l.amount))).toEqual([5_000, 7_500, 10_000, 12_000, 'full']);
    expect(tx.exemptions.homestead?.appliesTo).toBe('school');
    expect(tx.exemptions.disabledVeteran?.appliesTo).toBe('all');
  });

  it('Florida: split 45/25/20/10, homestead 25,000 + 25,722 above 50,000, senior up to 50,000, widow/disability 5,000, veteran $5,000', () => {
    const r = floridaRules(fl);
    expect(r.split).toEqual({ school: 45, county: 25, city: 20, special: 10 });
    expect(r.homestead).toBe(25_000);
    // The 2026 indexed amount is not published: the 2025 figure stands in, and says so.
    expect(r.additionalHomestead).toBe(25_722);
    expect(fl.constants.homestead_exemption_additional_indexed).toMatchObject({ taxYear: '2025', standIn: true });
    expect(r.homestead + r.additionalHomestead).toBe(50_722);
    expect(r.additionalHomesteadFloor).toBe(50_000);
    // Departure: the spec counted 25,000 while the label said 50,000; the law's maximum is counted and labelled.
    expect(fl.exemptions.over65?.amount).toBe(50_000);
    expect(r.over65).toBe(50_000);
    // Departure: the spec's $500 was the pre-2023 amount; F.S. 196.202 gives $5,000 since the 2023 roll.
    expect(r.disabled).toBe(5_000);
    expect(r.veteranLevels.map((l) => (l.full ? 'full' : l.amount))).toEqual([5_000, 'full']);
  });

  it('California: split county 20 / school 40 / city 25 / special 15, homeowners 7,000, veteran 180,671 or 271,009 (2026)', () => {
    const r = californiaRules(ca);
    expect(r.split).toEqual({ county: 20, school: 40, city: 25, special: 15 });
    expect(r.homeowner).toBe(7_000);
    // Departure: the spec's 162,844 / 203,550 match no year; R&TC 205.5 amounts are indexed yearly.
    expect(r.veteranLevels).toEqual([
      { id: 'basic', amount: 180_671, full: false },
      { id: 'low-income', amount: 271_009, full: false },
    ]);
  });

  it('New York: school 50 %, rest 60/30/10, STAR 30,000 / 88,500 up to 110,750 (2026), senior 50 %, veterans under RPTL 458-a', () => {
    const r = newYorkRules(ny);
    expect(r.split).toEqual({ school: 50, county: 30, city: 15, special: 5 });
    expect(ny.calc.nonSchoolSplitPct).toEqual({ county: 60, city: 30, special: 10 });
    expect(r.starBasic).toBe(30_000);
    // Departure: the spec's 86,100 / 107,300 are the 2025-26 figures; 2026 is 88,500 / 110,750.
    expect(r.starEnhanced).toBe(88_500);
    expect(r.enhancedStarIncomeLimit).toBe(110_750);
    expect(r.seniorValuePct).toBe(50);
    // Departure: the spec's "15 % × rating" is not the law; the disability part is 50 % of the rating.
    expect(r.veteran).toEqual({
      wartimePct: 15,
      combatPct: 10,
      disabledShareOfRatingPct: 50,
      maxWartime: 12_000,
      maxCombat: 8_000,
      maxDisabled: 40_000,
    });
  });

  it('New York City: 6 % and 45 % target ratios, caps, STAR exemption amounts, SCHE, veterans, abatement tiers, 50,000,000 limit', () => {
    const r = nycRules(ny);
    expect(r.targetRatioPct).toEqual({ class1: 6, class2: 45, class3: 45, class4: 45 });
    expect(r.class1CitywideRatioPct).toBeCloseTo((26.1 / 738.8) * 100, 10);
    expect([r.capAnnualPct, r.capFiveYearPct]).toEqual([6, 20]);
    // Departure: the spec's "STAR amount × STAR rate" is replaced by the State's published NYC exemption amounts.
    expect(r.starExemptionAv.class1).toEqual({ basic: 1_460, enhanced: 3_650 });
    expect(r.sche.incomeLimit).toBe(58_399);
    expect(r.sche.scale[0]).toEqual({ maxIncome: 50_000, pct: 50 });
    expect(r.veteranMaxAv.class1).toEqual({ wartime: 4_140, combat: 2_760, disabled: 13_800 });
    // Departure: the spec's two abatement rates are the two ends of Finance's four tiers.
    expect(r.abatementTiers.map((t) => t.pct)).toEqual([28.1, 25.2, 22.5, 17.5]);
    expect(r.homeValueMax).toBe(50_000_000);
  });

  it('product.json: typical yearly rate change 3 %', () => {
    expect(product.typicalAnnualRateChangePct).toBe(3);
  });
});

describe('spec §3 NYC FY2025 rate table in sources/nyc/class-rates.csv', () => {
  it('FY2025: class1 20.085, class2 12.5, class3 11.181, class4 10.762', async () => {
    const { readFileSync } = await import('node:fs');
    const { ROOT } = await import('./helpers.ts');
    const row = readFileSync(`${ROOT}sources/nyc/class-rates.csv`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('2025,'));
    expect(row?.split(',').slice(2, 6).map(Number)).toEqual([20.085, 12.5, 11.181, 10.762]);
  });
});
