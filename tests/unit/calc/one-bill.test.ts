// One bill model, through `calc --json` on the stored sources: every state's bill is the lines of its
// units with the same keys, adding up to annualTax; a special district's own homestead exemption on
// its line (Bee Cave Road District, its published average homestead); a unit no source rates bills
// as a marked $0 line, and the rate typed from a notice bills it (Fort Bend MUD #210) or replaces
// ours (MUD #115); a rate of six decimals is taken; a typed rate a hundred times too big is warned.
import { describe, expect, it } from 'vitest';
import { listUnits } from '../../../cli/unit-list.ts';
import type { CalcOptions } from '../../../cli/calc.ts';
import type { BillLine } from '../../../engine/model.ts';
import { ROOT, calcJson } from './helpers.ts';

type Outcome = ReturnType<typeof calcJson>;
const calc = calcJson;

const line = (r: Outcome, id: string): BillLine => {
  const found = r.result?.units.find((l) => l.id === id);
  if (!found) throw new Error(`no line ${id}: ${r.err || JSON.stringify(r.result?.units.map((l) => l.id))}`);
  return found;
};

describe('calc --json: one shape of bill in every state', () => {
  const KEYS = ['id', 'name', 'part', 'ratePct', 'taxYear', 'status', 'taxableValue', 'tax'];
  const cases: [string, Partial<CalcOptions>][] = [
    [
      'Texas, Travis with Bee Cave Road District',
      { state: 'tx', county: 'travis', value: '500000', homestead: true, unit: ['227-209-10'] },
    ],
    ['New York, Buffalo', { state: 'ny', county: 'erie', value: '250000', unit: ['city-buffalo'] }],
    [
      'Florida, City of Miami',
      { state: 'fl', county: 'miami-dade', value: '400000', homestead: true, unit: ['city-of-miami'] },
    ],
    ['California, a Kern tax rate area', { state: 'ca', county: 'kern', value: '350000', unit: ['tra-001-005'] }],
    ['New York City, a class 2 co-op', { state: 'nyc', county: 'kings', value: '800000', class: 'class2' }],
  ];
  it.each(cases)('%s: result.units[] with the same keys, adding up to result.annualTax', (_, opts) => {
    const r = calc(opts);
    expect(r.err).toBe('');
    const lines = r.result!.units;
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) for (const k of KEYS) expect(l, `${l.id} has ${k}`).toHaveProperty(k);
    expect(lines.reduce((s, l) => s + l.tax, 0)).toBeCloseTo(r.result!.annualTax, 6);
  });

  it('a bill with no exemption ticked saves exactly $0, not float noise (analytics and the page report it)', () => {
    for (const county of ['travis', 'harris', 'fort-bend']) {
      const r = calc({ state: 'tx', county, value: '425000' });
      expect(r.result!.exemptionSavings, county).toBe(0);
    }
  });

  it("NYC's abatement is a credit line with a negative tax, and finalTax stays beside annualTax for one release", () => {
    const r = calc({ state: 'nyc', county: 'kings', value: '800000', class: 'class2' });
    const credit = line(r, 'coop-condo-abatement');
    expect(credit).toMatchObject({ part: 'credit', kind: 'credit' });
    expect(credit.tax).toBeLessThan(0);
    expect(r.result!.finalTax).toBe(r.result!.annualTax);
  });
});

describe("a unit's own exemptions", () => {
  it("Bee Cave Road District's 20 % homestead: its published average homestead pays $1,963.87", () => {
    const r = calc({ state: 'tx', county: 'travis', value: '848906.25', homestead: true, unit: ['227-209-10'] });
    const bee = line(r, '227-209-10');
    expect(bee.tax).toBeGreaterThan(1963.82);
    expect(bee.tax).toBeLessThan(1963.92);
    expect(bee.taxableValue).toBeCloseTo(679_125, 2);
    expect(bee.localStatus).toBe('applied');
  });
});

describe('a unit with no rate, and rates typed from a notice', () => {
  const fortBend = (opts: Partial<CalcOptions> = {}) =>
    calc({ state: 'tx', county: 'fort-bend', value: '400000', unit: ['079-462-04'], ...opts });

  it('Fort Bend MUD #210, which no source rates, gives a whole bill with its line marked', () => {
    const r = fortBend();
    expect(r.code).toBe(0);
    expect(line(r, '079-462-04')).toMatchObject({ ratePct: null, status: 'no-rate', tax: 0 });
    expect(r.result!.notices.map((n) => n.code)).toContain('unit-rate-missing');
    expect(r.result!.annualTax).toBeGreaterThan(0);
  });

  it('--unit-rate 079-462-04=0.85 bills its line at $3,400 on $400,000, as "your rate" of the product year', () => {
    const r = fortBend({ unitRate: ['079-462-04=0.85'] });
    const mud = line(r, '079-462-04');
    expect(mud.tax).toBeCloseTo(3400, 6);
    expect(mud).toMatchObject({ status: 'typed', ratePct: 0.85, taxYear: 2026 });
    expect(r.result!.notices.map((n) => n.code)).toContain('unit-rate-typed');
  });

  it("--unit-rate 079-310-04=0.85 replaces Fort Bend MUD #115's own rate, keeping ours beside it", () => {
    const ours = line(calc({ state: 'tx', county: 'fort-bend', value: '400000', unit: ['079-310-04'] }), '079-310-04');
    const r = calc({ state: 'tx', county: 'fort-bend', value: '400000', unitRate: ['079-310-04=0.85'] });
    const mud = line(r, '079-310-04');
    expect(mud).toMatchObject({ status: 'typed', ratePct: 0.85, knownRatePct: ours.ratePct });
    expect(mud.tax).toBeCloseTo(3400, 6);
  });

  it('a typed rate a hundred times too big is taken, with a plain warning', () => {
    const r = fortBend({ unitRate: ['079-462-04=85'] });
    expect(line(r, '079-462-04').ratePct).toBe(85);
    expect(r.warnings.map((w) => w.message.en)).toContain('85 per $100 is 85% of the value: did you mean 0.85?');
  });

  it('a rate of more decimals than the state prints is refused, naming what was typed', () => {
    const r = fortBend({ unitRate: ['079-462-04=0.8500001'] });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/"0\.8500001" has too many decimals; write at most 6/);
  });

  it('--rate 1.176631 is taken: rates are published to six decimals', () => {
    const r = calc({ state: 'tx', rate: '1.176631', value: '100000' });
    expect(r.err).toBe('');
    expect(r.result!.annualTax).toBeCloseTo(1176.631, 6);
  });
});

describe('Kern County by tax rate area', () => {
  it('lists all 2,455 areas, each with the number on the bill in its name and id', () => {
    const r = listUnits(ROOT, 'ca', 'kern');
    if (!r.ok) throw new Error('expected a listing');
    expect(r.value.units).toHaveLength(2455);
    for (const u of r.value.units) {
      const number = /^(\d{3}-\d{3}) /.exec(u.name)?.[1];
      expect(number, u.name).toBeDefined();
      expect(u.id).toBe(`tra-${number}`);
    }
    expect(r.value.units.every((u) => u.viaCopy)).toBe(true);
  });
});
