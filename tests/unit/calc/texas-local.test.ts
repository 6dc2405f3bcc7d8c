// Texas local-option exemptions, unit by unit (Tax Code §11.13(n) percentage with its $5,000 floor,
// §11.13(d) over-65 and disabled amounts), hand-computed. Rates are round so every figure can be
// checked by eye: county 0.4 %, city 0.5 %, school 1.0 %.
import { describe, expect, it } from 'vitest';
import { calculate, type GeneralInput, type GeneralResult } from '../../../states/estimate/index.ts';
import type { CountyBillUnit as BillUnit, LocalExemptions } from '../../../schema/index.ts';
import { CENTS, county, tx } from './helpers.ts';

const local = (over: Partial<LocalExemptions>): LocalExemptions => ({
  homesteadPct: null,
  homesteadFlat: null,
  over65Amount: null,
  disabledAmount: null,
  taxYear: '2025',
  source: 'test',
  url: '',
  confidence: 'high',
  ...over,
});

function bill(units: BillUnit[], input: Partial<GeneralInput> & { homeValue: number }): GeneralResult {
  const parts = { school: 0, county: 0, city: 0, special: 0 };
  for (const u of units) parts[u.part] += u.ratePct;
  const record = county({
    slug: 'test',
    ratePct: parts.school + parts.county + parts.city + parts.special,
    components: parts,
    bill: units,
  });
  const out = calculate({ state: 'tx', input: { county: 'test', ...input }, config: tx, counties: [record] });
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  if (out.result.kind !== 'general') throw new Error('expected a general result');
  return out.result;
}

const line = (r: GeneralResult, id: string) => r.units.find((l) => l.id === id)!;
const COUNTY = (l: LocalExemptions | null): BillUnit => ({
  id: 'c',
  name: 'Test County',
  part: 'county',
  ratePct: 0.4,
  local: l,
});
const CITY = (l: LocalExemptions | null): BillUnit => ({
  id: 'city',
  name: 'Test City',
  part: 'city',
  ratePct: 0.5,
  local: l,
});
const SCHOOL = (l: LocalExemptions | null): BillUnit => ({
  id: 'isd',
  name: 'Test ISD',
  part: 'school',
  ratePct: 1,
  local: l,
});

describe('Texas local-option exemptions', () => {
  it('a 20 % homestead: each unit takes its own share; the school adds it to the state amount', () => {
    const r = bill(
      [COUNTY(local({ homesteadPct: 20 })), CITY(local({ homesteadPct: 20 })), SCHOOL(local({ homesteadPct: 20 }))],
      { homeValue: 350_000, homesteadExemption: true },
    );
    // county: 350,000 − 70,000 = 280,000 × 0.4 % = 1,120; city × 0.5 % = 1,400
    expect(line(r, 'c').taxableValue).toBe(280_000);
    expect(line(r, 'c').tax).toBeCloseTo(1_120, CENTS);
    expect(line(r, 'city').tax).toBeCloseTo(1_400, CENTS);
    // school: 350,000 − 140,000 (state) − 70,000 (its own 20 %) = 140,000 × 1 % = 1,400
    expect(line(r, 'isd').taxableValue).toBe(140_000);
    expect(r.annualTax).toBeCloseTo(3_920, CENTS);
    expect(r.exemptionBreakdown.find((e) => e.id === 'localHomestead')?.savings).toBeCloseTo(70_000 * 0.019, CENTS);
    expect(r.units.every((l) => l.localStatus === 'applied')).toBe(true);
  });

  it('the $5,000 floor: 20 % of a $20,000 home is $4,000, so $5,000 comes off', () => {
    const r = bill([COUNTY(local({ homesteadPct: 20 }))], { homeValue: 20_000, homesteadExemption: true });
    expect(line(r, 'c').exemptionAmount).toBe(5_000);
    expect(line(r, 'c').tax).toBeCloseTo(15_000 * 0.004, CENTS);
  });

  it('the floor never takes more than the value', () => {
    const r = bill([COUNTY(local({ homesteadPct: 1 }))], { homeValue: 3_000, homesteadExemption: true });
    expect(line(r, 'c').taxableValue).toBe(0);
    expect(line(r, 'c').tax).toBe(0);
  });

  it("over-65: the unit's own amount after its homestead share; the school gets the state amount too", () => {
    const r = bill([COUNTY(local({ homesteadPct: 20, over65Amount: 100_000 })), SCHOOL(null)], {
      homeValue: 350_000,
      homesteadExemption: true,
      over65Exemption: true,
    });
    // county: 350,000 − 70,000 − 100,000 = 180,000 × 0.4 % = 720
    expect(line(r, 'c').taxableValue).toBe(180_000);
    expect(line(r, 'c').tax).toBeCloseTo(720, CENTS);
    // school (no local figures): 350,000 − 140,000 − 60,000 = 150,000
    expect(line(r, 'isd').taxableValue).toBe(150_000);
    expect(line(r, 'isd').localStatus).toBe('unknown');
  });

  it("disabled: the unit's disabled amount, not its over-65 one", () => {
    const r = bill([COUNTY(local({ over65Amount: 100_000, disabledAmount: 50_000 }))], {
      homeValue: 200_000,
      disabledPersonExemption: true,
    });
    expect(line(r, 'c').taxableValue).toBe(150_000);
  });

  it('a unit we hold nothing for is taxed without its own exemptions, marked unknown, and the result says so', () => {
    const r = bill([COUNTY(null), SCHOOL(null)], { homeValue: 300_000, homesteadExemption: true });
    expect(line(r, 'c').taxableValue).toBe(300_000);
    expect(line(r, 'c').localStatus).toBe('unknown');
    expect(r.notices.map((n) => n.code)).toContain('local-exemptions-unknown');
  });

  it('a unit that grants none (0 %) is "none-granted", not unknown, and raises no notice', () => {
    const r = bill([COUNTY(local({ homesteadPct: 0 })), SCHOOL(local({ homesteadPct: 0 }))], {
      homeValue: 300_000,
      homesteadExemption: true,
    });
    expect(line(r, 'c').localStatus).toBe('none-granted');
    expect(r.notices.map((n) => n.code)).not.toContain('local-exemptions-unknown');
  });

  it('figures the visitor entered for a unit count like ours', () => {
    const entered = local({ homesteadPct: 10, over65Amount: 25_000, disabledAmount: 25_000, entered: true });
    const r = bill([COUNTY(null)], {
      homeValue: 400_000,
      homesteadExemption: true,
      over65Exemption: true,
      units: [{ id: 'mud', name: 'MUD 1', ratePct: 0.8, part: 'special', local: entered, extra: true }],
    });
    // MUD: 400,000 − 40,000 − 25,000 = 335,000 × 0.8 % = 2,680
    expect(line(r, 'mud').taxableValue).toBe(335_000);
    expect(line(r, 'mud').tax).toBeCloseTo(2_680, CENTS);
    expect(line(r, 'mud').extra).toBe(true);
  });

  it('a 100 % disabled veteran owes nothing to any unit, whatever its own exemptions', () => {
    const r = bill([COUNTY(local({ homesteadPct: 20 })), SCHOOL(local({ homesteadPct: 20 }))], {
      homeValue: 350_000,
      homesteadExemption: true,
      disabledVeteranExemption: '100',
    });
    expect(r.annualTax).toBe(0);
  });

  it('no exemption ticked: every unit on the full value, no local notice', () => {
    const r = bill([COUNTY(local({ homesteadPct: 20 })), CITY(null)], { homeValue: 300_000 });
    expect(r.annualTax).toBeCloseTo(300_000 * 0.009, CENTS);
    expect(r.units.every((l) => l.localStatus === 'not-asked')).toBe(true);
    expect(r.notices.map((n) => n.code)).not.toContain('local-exemptions-unknown');
  });
});
