// The state configs must carry the spec's own numbers (§9); a wrong config fails here, not on a page.
import { describe, expect, it } from 'vitest';
import { californiaRules, floridaRules, newYorkRules, nycRules, texasRules } from '../../../site/calc/index.ts';
import { ca, fl, ny, product, tx } from './helpers.ts';

describe('spec §9 constants in sources/states', () => {
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

  it('Florida: split 45/25/20/10, homestead 25,000 + 25,722 above 50,000, over-65 counted at 25,000, $500, veteran $5,000', () => {
    const r = floridaRules(fl);
    expect(r.split).toEqual({ school: 45, county: 25, city: 20, special: 10 });
    expect(r.homestead).toBe(25_000);
    expect(r.additionalHomestead).toBe(25_722);
    expect(r.homestead + r.additionalHomestead).toBe(50_722);
    expect(r.additionalHomesteadFloor).toBe(50_000);
    expect(fl.exemptions.over65?.amount).toBe(50_000);
    expect(r.over65).toBe(25_000);
    expect(r.disabled).toBe(500);
    expect(r.veteranLevels.map((l) => (l.full ? 'full' : l.amount))).toEqual([5_000, 'full']);
  });

  it('California: split county 20 / school 40 / city 25 / special 15, homeowners 7,000, veteran 162,844 or 203,550', () => {
    const r = californiaRules(ca);
    expect(r.split).toEqual({ county: 20, school: 40, city: 25, special: 15 });
    expect(r.homeowner).toBe(7_000);
    expect(r.veteranLevels).toEqual([
      { id: 'basic', amount: 162_844, full: false },
      { id: 'low-income', amount: 203_550, full: false },
    ]);
  });

  it('New York: school 50 %, rest 60/30/10, STAR 30,000 / 86,100 up to 107,300, senior 50 %, veteran 15 %', () => {
    const r = newYorkRules(ny);
    expect(r.split).toEqual({ school: 50, county: 30, city: 15, special: 5 });
    expect(ny.calc.nonSchoolSplitPct).toEqual({ county: 60, city: 30, special: 10 });
    expect(r.starBasic).toBe(30_000);
    expect(r.starEnhanced).toBe(86_100);
    expect(r.enhancedStarIncomeLimit).toBe(107_300);
    expect(r.seniorValuePct).toBe(50);
    expect(r.veteranValuePct).toBe(15);
  });

  it('New York City: ratios, school shares, STAR rates, abatement, veteran multipliers, 50,000,000 limit', () => {
    const r = nycRules(ny);
    expect(r.assessmentRatio).toEqual({ class1: 0.06, class2: 0.45, class3: 0.45, class4: 0.45 });
    expect(r.schoolShare).toEqual({ class1: 0.584, class2: 0.605, class3: 0.481, class4: 0.609 });
    expect(r.starRatePct).toEqual({ class1: 11.73, class2: 7.563, class3: 5.378, class4: 6.554 });
    expect(r.starClasses).toEqual(['class1', 'class2']);
    expect(r.abatement).toEqual({ assessedThreshold: 50_000, lowerPct: 28.1, upperPct: 17.5 });
    expect(r.veteranValuePct).toBe(15);
    expect(r.veteranBands.map((b) => [b.id, b.full ? 'full' : b.multiplier])).toEqual([
      ['10-19', 1],
      ['20-39', 2],
      ['40-59', 3],
      ['60-79', 4],
      ['80-99', 5],
      ['100', 'full'],
    ]);
    expect(r.marketValueMax).toBe(50_000_000);
    expect([r.starBasic, r.starEnhanced, r.enhancedStarIncomeLimit]).toEqual([30_000, 86_100, 107_300]);
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
