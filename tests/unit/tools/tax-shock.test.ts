// Florida tax shock, hand-computed for a Miami-Dade purchase. Miami-Dade's record: school 0.6633 %,
// county 0.5712 %, city 0.61443 % (non-school 1.18563 %). New homestead: 25,000 off every levy and
// 25,722 more off the non-school levies (spec §9: 50,722 in all).
import { describe, expect, it } from 'vitest';
import { taxShock } from '../../../states/estimate/tax-shock.ts';
import { CENTS, config, counties } from './helpers.ts';

const fl = config('fl');
const all = counties('fl');
const dade = all.find((c) => c.slug === 'miami-dade')!;

describe('taxShock (Miami-Dade)', () => {
  it('uses the record the arithmetic below assumes', () => {
    expect(dade.components).toEqual({ school: 0.6633, county: 0.5712, city: 0.61443 });
  });

  it('buyer at $500,000 against a seller paying $4,000', () => {
    const out = taxShock({ purchasePrice: 500_000, county: 'miami-dade', sellerTax: 4_000 }, fl, all);
    if (!out.ok) throw new Error('failed');
    const r = out.result;
    // school: 500,000 − 25,000 = 475,000 × 0.6633 % = 3,150.675
    // non-school: 500,000 − 50,722 = 449,278 × 1.18563 % = 5,326.7748
    // new bill 8,477.45; difference 4,477.45 = 111.94 % of 4,000
    expect(r.newBill.school.taxableValue).toBe(475_000);
    expect(r.newBill.nonSchool.taxableValue).toBe(449_278);
    expect(r.newBill.exemptions.homestead).toBe(50_722);
    expect(r.newBill.annualTax).toBeCloseTo(8_477.45, CENTS);
    expect(r.seller).toEqual({ basis: 'tax', tax: 4_000 });
    expect(r.difference).toBeCloseTo(4_477.45, CENTS);
    expect(r.differencePct).toBeCloseTo(111.94, CENTS);
  });

  it('seller known by assessed value $250,000: same rates, same homestead', () => {
    const out = taxShock({ purchasePrice: 500_000, county: 'miami-dade', sellerAssessedValue: 250_000 }, fl, all);
    if (!out.ok || out.result.seller.basis !== 'assessed') throw new Error('failed');
    // seller: 225,000 × 0.6633 % = 1,492.425; 199,278 × 1.18563 % = 2,362.70; 3,855.12
    expect(out.result.seller.tax).toBeCloseTo(3_855.12, CENTS);
    // 8,477.45 − 3,855.12 = 4,622.33 (119.90 %)
    // The exact difference sits on a half cent (4,622.325): held to the dime, which no float sum can flip.
    expect(out.result.difference).toBeCloseTo(4_622.33, 1);
    expect(out.result.differencePct).toBeCloseTo(119.9, 1);
  });

  it('the seller tax wins over the assessed value; without either there is no difference', () => {
    const both = taxShock(
      { purchasePrice: 500_000, county: 'miami-dade', sellerTax: 4_000, sellerAssessedValue: 250_000 },
      fl,
      all,
    );
    expect(both.ok && both.result.seller.basis).toBe('tax');
    const none = taxShock({ purchasePrice: 500_000, county: 'miami-dade' }, fl, all);
    if (!none.ok) throw new Error('failed');
    expect(none.result.seller).toEqual({ basis: 'none' });
    expect(none.result.difference).toBeNull();
    expect(none.result.differencePct).toBeNull();
  });

  it('errors as values: no price, unknown county, no config', () => {
    const noPrice = taxShock({ purchasePrice: 0, county: 'miami-dade' }, fl, all);
    expect(noPrice.ok ? [] : noPrice.errors.map((e) => e.field)).toEqual(['homeValue']);
    const unknown = taxShock({ purchasePrice: 500_000, county: 'atlantis' }, fl, all);
    expect(unknown.ok ? [] : unknown.errors.map((e) => e.code)).toEqual(['county-not-found']);
    const noConfig = taxShock({ purchasePrice: 500_000, county: 'miami-dade' }, null, all);
    expect(noConfig.ok ? [] : noConfig.errors.map((e) => e.code)).toEqual(['state-data-not-loaded']);
  });
});

describe('taxShock and buyer mode give the same two bills', () => {
  it("the tool's seller and new bills are buyer mode's year one and year two", async () => {
    const { buyerEstimate } = await import('../../../states/estimate/buyer.ts');
    for (const seller of [{ sellerTax: 4_000 }, { sellerAssessedValue: 210_000 }]) {
      const tool = taxShock({ purchasePrice: 500_000, county: 'miami-dade', ...seller }, fl, all);
      const buyer = buyerEstimate(
        {
          state: 'fl',
          input: { homeValue: 0, county: 'miami-dade', homesteadExemption: true },
          config: fl,
          counties: all,
        },
        {
          price: 500_000,
          closing: '2026-06-01',
          sellerBill: seller.sellerTax,
          sellerAssessed: seller.sellerAssessedValue,
        },
      );
      if (!tool.ok || !buyer.ok) throw new Error('failed');
      expect(buyer.result.yearTwo).toBeCloseTo(tool.result.newBill.annualTax, 2);
      expect(buyer.result.yearOne).toBeCloseTo(tool.result.seller.basis === 'none' ? 0 : tool.result.seller.tax, 2);
    }
  });
});
