// The spec §9 Mello-Roos red flags (facts in sources/facts/ca/mello-roos.json) for one county.
import { describe, expect, it } from 'vitest';
import { redFlagThreshold, type MelloRoosFacts } from '../../../engine/tools/mello-roos.ts';
import { CENTS, facts } from './helpers.ts';

const f = facts('ca')['mello-roos'] as MelloRoosFacts & { source: string };

describe('Mello-Roos facts against spec §9', () => {
  it("red flags above 0.5 % of value or 2 % total (the spec's rule of thumb); no typical cost, since none is published", () => {
    expect(f.redFlags).toEqual({ chargeOfValuePct: 0.5, totalRatePct: 2 });
    expect(f).not.toHaveProperty('annualCost');
    expect(f).not.toHaveProperty('termYears');
  });
});

describe('redFlagThreshold', () => {
  it('Los Angeles (1.181 %), $350,000 home: the 0.5 % rule binds at $1,750', () => {
    // by value: 350,000 × 0.5 % = 1,750; by total rate: 350,000 × (2 − 1.181) % = 2,866.50
    const r = redFlagThreshold(350_000, 1.181, f);
    expect(r.byValue).toBeCloseTo(1_750, CENTS);
    expect(r.byTotalRate).toBeCloseTo(2_866.5, CENTS);
    expect(r.threshold).toBeCloseTo(1_750, CENTS);
    expect(r.binding).toBe('value');
  });

  it('a county already at 1.6 %: the 2 % total binds first, at 350,000 × 0.4 % = $1,400', () => {
    const r = redFlagThreshold(350_000, 1.6, f);
    expect(r.threshold).toBeCloseTo(1_400, CENTS);
    expect(r.binding).toBe('total-rate');
  });

  it('a county above 2 % already: any charge is a red flag', () => {
    expect(redFlagThreshold(350_000, 2.1, f).threshold).toBe(0);
  });
});
