// Proposition 13 demo, hand-computed: bought for $500,000 in 2015, worth $900,000 in 2026,
// Los Angeles County's average rate from its record (1.181 %), the 2 % cap from the ca config.
import { describe, expect, it } from 'vitest';
import { prop13Savings, type Prop13Input } from '../../../engine/tools/prop13.ts';
import { CENTS, config, counties, facts } from './helpers.ts';

const la = counties('ca').find((c) => c.slug === 'los-angeles')!;
const capPct = config('ca').calc.assessmentCapPct as number;
const baseYear = (facts('ca')['tools-prop13'] as { baseYear: number }).baseYear;
const input: Prop13Input = {
  purchasePrice: 500_000,
  purchaseYear: 2015,
  currentMarketValue: 900_000,
  currentYear: 2026,
  ratePct: la.ratePct,
  capPct,
  minYear: baseYear,
};

const run = (over: Partial<Prop13Input> = {}) => {
  const out = prop13Savings({ ...input, ...over });
  if (!out.ok) throw new Error(`problems: ${out.problems.join(', ')}`);
  return out.result;
};

describe('prop13Savings', () => {
  it('reads its inputs from the data: LA 1.181 % (1 % levy + debt), cap 2 % (spec §9), base year 1975', () => {
    expect(la.ratePct).toBe(1.181);
    expect(la.generalLevyPct).toBe(1);
    expect(capPct).toBe(2);
    expect(baseYear).toBe(1975);
  });

  it('the eight outputs of spec §3', () => {
    const r = run();
    expect(r.originalPrice).toBe(500_000);
    expect(r.yearsHeld).toBe(11); // 2026 − 2015
    // 1.02^11 = 1.2433743; × 500,000 = 621,687.15
    expect(r.protectedAssessment).toBeCloseTo(621_687.15, CENTS);
    expect(r.limitedByMarket).toBe(false);
    expect(r.currentMarketValue).toBe(900_000);
    expect(r.taxWithoutProp13).toBeCloseTo(10_629, CENTS); // 900,000 × 1.181 %
    expect(r.actualTax).toBeCloseTo(7_342.13, CENTS); // 621,687.15 × 1.181 %
    expect(r.annualSavings).toBeCloseTo(3_286.87, CENTS); // 10,629 − 7,342.13
  });

  it('total savings: 11 years of rate × (straight-line market value − capped assessment)', () => {
    const r = run();
    // Σ market, k = 1…11: 11 × 500,000 + 400,000 × (1 + … + 11) / 11 = 5,500,000 + 2,400,000 = 7,900,000
    // Σ assessment: 500,000 × (1.02 + … + 1.02^11) = 500,000 × 1.02 × (1.02^11 − 1) / 0.02 = 500,000 × 12.4120897 =
    // 6,206,044.86
    // (7,900,000 − 6,206,044.86) × 1.181 % = 1,693,955.14 × 0.01181 = 20,005.61
    expect(r.totalSavings).toBeCloseTo(20_005.61, CENTS);
    expect(r.years).toHaveLength(11);
    expect(r.years[0]).toMatchObject({ year: 2016 });
    // 2016: market 500,000 + 400,000 / 11 = 536,363.64; assessment 510,000; gap 26,363.64 × 1.181 % = 311.35
    expect(r.years[0]!.savings).toBeCloseTo(311.35, CENTS);
    expect(r.years[10]!.savings).toBeCloseTo(r.annualSavings, CENTS);
  });

  it('bought this year: no years held, no savings', () => {
    const r = run({ purchaseYear: 2026, currentMarketValue: 500_000 });
    expect(r.yearsHeld).toBe(0);
    expect(r.protectedAssessment).toBe(500_000);
    expect(r.annualSavings).toBe(0);
    expect(r.totalSavings).toBe(0);
  });

  it('market below the capped value: the assessment is the market value, savings 0', () => {
    // 2021 → 5 years: 500,000 × 1.02^5 = 552,040.40 > 480,000
    const r = run({ purchaseYear: 2021, currentMarketValue: 480_000 });
    expect(r.limitedByMarket).toBe(true);
    expect(r.protectedAssessment).toBe(480_000);
    expect(r.annualSavings).toBe(0);
    expect(r.totalSavings).toBe(0);
  });

  it('reports every bad input at once', () => {
    expect(prop13Savings({ ...input, purchasePrice: 0, currentMarketValue: Number.NaN, purchaseYear: 1974 })).toEqual({
      ok: false,
      problems: ['purchase-price', 'market-value', 'purchase-year'],
    });
    expect(prop13Savings({ ...input, purchaseYear: 2027 })).toEqual({ ok: false, problems: ['purchase-year'] });
  });
});
