// Texas quick payment calculator, hand-computed on the $5,000 bill of spec §3.
import { describe, expect, it } from 'vitest';
import { interestPct, paymentPlan, penaltyPct, type PaymentFacts } from '../../../engine/tools/payment.ts';
import { paymentFacts } from '../../../generator/pages/tool-facts.ts';
import type { PageData } from '../../../generator/pages/render.tsx';
import { CENTS, facts } from './helpers.ts';

const data = { facts: { tx: facts('tx') } } as unknown as PageData;
const f: PaymentFacts = paymentFacts(data);

describe('payment facts (sources/facts/tx/payment.json, citing sources/constants/tx.csv)', () => {
  it("carry the statute's penalty, fee and discount rules and the spec §4 dates", () => {
    expect(f.attorneyFee.maxPct).toBe(20);
    expect(f.attorneyFee.from).toEqual({ month: 7, day: 1 });
    // §31.05 discounts exist in law; the spec's "Harris and Bexar offer them" has no source, so no county is named.
    expect(f.earlyDiscounts.schedule).toEqual([
      { month: 10, pct: 3 },
      { month: 11, pct: 2 },
      { month: 12, pct: 1 },
    ]);
    expect(f.dueDate).toEqual({ month: 1, day: 31 });
    expect(f.split).toEqual({ first: { month: 11, day: 30 }, second: { month: 6, day: 30 } });
    expect(f.example.bill).toBe(5000);
  });

  it("card and e-check fees as each county tax office publishes them (the spec's 2.25 % / $1.50 held for no county), and the 5 % cap", () => {
    expect(f.fees.cardMaxPct).toBe(5);
    expect(f.fees.counties.map((c) => [c.county, c.cardPct, c.eCheck])).toEqual([
      ['Harris', 2.4, 0.5],
      ['Dallas', 2.15, 0],
      ['Tarrant', 2.15, 0],
      ['Bexar', 2.1, 0],
      ['Travis', 3, 1],
      ['Fort Bend', 2.25, 0],
    ]);
  });

  it('penalty 6 % in February rising 1 point a month, 12 % in July; interest 1 % a month: 18 % late in July (spec §9 "late 18%+")', () => {
    expect([2, 3, 4, 5, 6, 7].map((m) => penaltyPct(f, m))).toEqual([6, 7, 8, 9, 10, 12]);
    expect([2, 3, 4, 5, 6, 7].map((m) => interestPct(f, m))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(penaltyPct(f, 7) + interestPct(f, 7)).toBe(18);
    expect(penaltyPct(f, 1)).toBe(0); // paid in January: on time
  });
});

describe('paymentPlan on a $5,000 bill', () => {
  const plan = paymentPlan(5000, f);

  it('pay in full: $5,000 by Jan 31; split: $2,500 by Nov 30 and $2,500 by Jun 30, full amount due Jan 31 if the first half is missed', () => {
    expect(plan.full).toEqual({ amount: 5000, due: { month: 1, day: 31 } });
    expect(plan.split).toEqual({
      first: 2500,
      second: 2500,
      firstDue: { month: 11, day: 30 },
      secondDue: { month: 6, day: 30 },
      missedFirstDue: { month: 1, day: 31 },
    });
  });

  it('late rows: penalty, interest, attorney fee, total extra', () => {
    const rows = plan.late.map((r) => [r.month, r.penalty, r.interest, r.attorneyFee, r.totalExtra]);
    expect(rows.slice(0, 5)).toEqual([
      [2, 300, 50, 0, 350], // Feb: 6 % × 5,000 = 300; 1 % = 50; 350
      [3, 350, 100, 0, 450], // Mar: 7 % = 350; 2 % = 100; 450
      [4, 400, 150, 0, 550], // Apr: 8 % = 400; 3 % = 150; 550
      [5, 450, 200, 0, 650], // May: 9 % = 450; 4 % = 200; 650
      [6, 500, 250, 0, 750], // Jun: 10 % = 500; 5 % = 250; 750
    ]);
    // Jul: 12 % = 600; 6 % = 300; fee up to 20 % × (5,000 + 600 + 300) = 1,180; total 600 + 300 + 1,180 = 2,080
    const july = plan.late[5]!;
    expect(july.month).toBe(7);
    expect(july.penalty).toBeCloseTo(600, CENTS);
    expect(july.interest).toBeCloseTo(300, CENTS);
    expect(july.attorneyFee).toBeCloseTo(1180, CENTS);
    expect(july.totalExtra).toBeCloseTo(2080, CENTS);
    expect(july.totalPct).toBeCloseTo(41.6, CENTS); // 2,080 / 5,000
    expect(plan.late).toHaveLength(6);
  });

  it('discount rows: Oct 3 % saves $150, Nov 2 % $100, Dec 1 % $50', () => {
    expect(plan.discounts).toEqual([
      { month: 10, pct: 3, savings: 150, pay: 4850 },
      { month: 11, pct: 2, savings: 100, pay: 4900 },
      { month: 12, pct: 1, savings: 50, pay: 4950 },
    ]);
  });

  it('fees on $5,000: Harris 2.40 % = $120 and a $0.50 e-check; Fort Bend 2.25 % = $112.50', () => {
    expect(plan.fees[0]).toMatchObject({ county: 'Harris', card: 120, eCheck: 0.5 });
    expect(plan.fees.find((x) => x.county === 'Fort Bend')?.card).toBeCloseTo(112.5, CENTS);
  });

  it('other bills scale: $3,200 in March costs 7 % + 2 % = 9 % → $288 extra', () => {
    expect(paymentPlan(3200, f).late[1]!.totalExtra).toBeCloseTo(288, CENTS);
  });

  it('a bill of 0, negative or NaN gives zeros, never NaN', () => {
    for (const bad of [0, -100, Number.NaN]) {
      const p = paymentPlan(bad, f);
      expect(p.bill).toBe(0);
      expect(p.late.every((r) => r.totalExtra === 0 && r.totalPct === 0)).toBe(true);
    }
  });
});
