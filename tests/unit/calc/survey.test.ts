// Counties whose only rate is the Census survey's effective rate: exemptions are inside that rate already.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculate } from '../../../states/estimate/index.ts';
import type { CountyRate, StateConfig } from '../../../schema/index.ts';

const config = JSON.parse(readFileSync('generated/config/tx.json', 'utf8')) as StateConfig;
const county: CountyRate = {
  fips: '48243',
  name: 'Jeff Davis County',
  slug: 'jeff-davis',
  kind: 'effective',
  basis: 'market-value',
  ratePct: 0.603,
  components: null,
  source: 'Census ACS',
  sourceYear: '2020-2024',
  confidence: 'low',
  derived: false,
  method: 'survey-stand-in',
  remark: null,
  tableYear: 2025,
  status: 'estimate',
};

describe('a survey (effective) rate', () => {
  it('taxes the whole value at the rate and subtracts no exemption again', () => {
    const out = calculate({
      state: 'tx',
      input: { homeValue: 350_000, county: 'jeff-davis', homesteadExemption: true, over65Exemption: true },
      config,
      counties: [county],
    });
    if (!out.ok || out.result.kind !== 'general') throw new Error('expected a result');
    // 350,000 × 0.603 % = 2,110.50, with or without the homestead and over-65 boxes
    expect(out.result.annualTax).toBeCloseTo(2110.5, 6);
    expect(out.result.exemptionSavings).toBe(0);
    expect(out.result.rate.split).toBe('survey');
    expect(out.result.countyBreakdown.city.ratePct).toBe(0);
    expect(out.result.notices.map((n) => n.code)).toContain('survey-rate-includes-exemptions');
  });
});
