// Florida and California billed by the home's area, through the CLI: a City of Miami home and an
// unincorporated neighbour differ by exactly the city's millage minus UMSA's (read from the source
// table, not typed here), the homestead amounts reach the area line as the law says, a Los Angeles
// home pays its tax rate area's total, and an unknown area or a county without areas is refused.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { listAreaUnits } from '../../../cli/area-units.ts';
import { runCalc, type CalcOptions } from '../../../cli/calc.ts';
import type { GeneralResult } from '../../../site/calc/model.ts';
import { ROOT } from './helpers.ts';

type Row = Record<string, string>;
const rows = (state: 'fl' | 'ca'): Row[] =>
  parse(readFileSync(join(ROOT, `sources/units/${state}/2025.csv`), 'utf8'), { columns: true }) as Row[];
const row = (state: 'fl' | 'ca', id: string): Row => rows(state).find((r) => r.unit_id === id)!;

function calc(opts: Partial<CalcOptions>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCalc({ lang: 'en', json: true, ...opts } as CalcOptions, {
    root: ROOT,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return {
    code,
    result: code === 0 ? (JSON.parse(out.join('\n')).result as GeneralResult) : null,
    err: err.join('\n'),
  };
}

const miamiDade = (unit: string, extra: Partial<CalcOptions> = {}) =>
  calc({ state: 'fl', county: 'miami-dade', value: '300000', unit: [unit], ...extra });

describe('calc --state fl --county miami-dade --unit', () => {
  const cityMills = Number(row('fl', 'city-of-miami').rate);
  const umsaMills = Number(row('fl', 'umsa').rate);

  it('the sources hold the figures the issue names, in mills', () => {
    expect([cityMills, umsaMills]).toEqual([7.3616, 1.909]);
    expect(row('fl', 'city-of-miami').rate_unit).toBe('mills');
  });

  it('a City of Miami bill and an unincorporated one differ by the two millages on the value', () => {
    const city = miamiDade('city-of-miami').result!;
    const umsa = miamiDade('umsa').result!;
    expect(city.annualTax - umsa.annualTax).toBeCloseTo((300_000 * (cityMills - umsaMills)) / 1000, 6);
    // Only the area line differs; the school and countywide lines are the county's own figures.
    expect(city.countyBreakdown.school).toEqual(umsa.countyBreakdown.school);
    expect(city.countyBreakdown.county).toEqual(umsa.countyBreakdown.county);
    expect(city.area).toMatchObject({ id: 'city-of-miami', part: 'city', taxYear: 2025, status: 'adopted' });
    expect(city.area!.tax).toBeCloseTo((300_000 * cityMills) / 1000, 6);
    expect(city.notices.map((n) => n.code)).toContain('fl-area-rate');
  });

  it('homestead: the first amount reaches every line, the second band only the non-school lines, the area line included', () => {
    const city = miamiDade('city-of-miami', { homestead: true }).result!;
    const umsa = miamiDade('umsa', { homestead: true }).result!;
    const amount = (id: string) => city.exemptionBreakdown.find((e) => e.id === id)!.amount;
    expect(amount('homestead')).toBeGreaterThan(0);
    expect(amount('additionalHomestead')).toBeGreaterThan(0);
    expect(city.countyBreakdown.school.taxableValue).toBe(300_000 - amount('homestead'));
    const nonSchool = 300_000 - amount('homestead') - amount('additionalHomestead');
    expect(city.area!.taxableValue).toBe(nonSchool);
    expect(city.annualTax - umsa.annualTax).toBeCloseTo((nonSchool * (cityMills - umsaMills)) / 1000, 6);
  });

  it("a city of two levies (Miami Beach's operating and voted debt) is billed on their sum", () => {
    const levies = rows('fl').filter((r) => r.unit_id === 'city-of-miami-beach');
    expect(levies.map((r) => r.line_name)).toEqual(['General operating', 'Voted debt service']);
    const sum = levies.reduce((s, r) => s + Number(r.rate), 0);
    const beach = miamiDade('city-of-miami-beach').result!;
    const umsa = miamiDade('umsa').result!;
    expect(beach.area!.tax).toBeCloseTo((300_000 * sum) / 1000, 6);
    expect(beach.annualTax - umsa.annualTax).toBeCloseTo((300_000 * (sum - umsaMills)) / 1000, 6);
  });

  it('without --unit the county average stays and no area is claimed', () => {
    const avg = calc({ state: 'fl', county: 'miami-dade', value: '300000' }).result!;
    expect(avg.area).toBeUndefined();
    expect(avg.notices.map((n) => n.code)).not.toContain('fl-area-rate');
  });

  it('an unknown area is refused with the areas the county has', () => {
    const r = miamiDade('city-of-atlantis');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /"city-of-atlantis".*umsa \(Unincorporated Miami-Dade \(UMSA\)\), city-of-miami \(City of Miami\)/,
    );
  });

  it('a county without areas says its average applies', () => {
    const r = calc({ state: 'fl', county: 'broward', value: '300000', unit: ['city-of-miami'] });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/no city or area rates for this county, so its average applies.*miami-dade/);
  });
});

describe('calc --state ca --unit (tax rate area)', () => {
  it("a City of Los Angeles home pays its tax rate area's total on the assessed value", () => {
    const pct = Number(row('ca', 'city-of-los-angeles').rate);
    expect(pct).toBe(1.18738);
    const r = calc({ state: 'ca', county: 'los-angeles', value: '500000', unit: ['city-of-los-angeles'] }).result!;
    expect(r.annualTax).toBeCloseTo((500_000 * pct) / 100, 6);
    expect(r.area).toMatchObject({ id: 'city-of-los-angeles', part: 'all' });
  });

  it('a Kern area published as a fraction is taxed as that fraction of the value', () => {
    const fraction = Number(row('ca', 'tra-001-001').rate);
    const r = calc({ state: 'ca', county: 'kern', value: '400000', unit: ['tra-001-001'] }).result!;
    expect(r.annualTax).toBeCloseTo(400_000 * fraction, 6);
  });
});

describe('rates units --state fl|ca', () => {
  const list = (state: 'fl' | 'ca', county: string, json: boolean) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = listAreaUnits(ROOT, state, county, json, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('lists Miami-Dade with the unincorporated area first, rates in mills as published', () => {
    const r = list('fl', 'miami-dade', false);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[2]).toMatch(
      /^umsa\s+Unincorporated Miami-Dade \(UMSA\)\s+unincorporated\s+1\.9090 mills\s+2025\s+adopted$/,
    );
    expect(lines[3]).toMatch(/^city-of-miami\s+City of Miami\s+municipality\s+7\.3616 mills\s+2025\s+adopted$/);
  });

  it('gives JSON with id, name, type, rate, year and status', () => {
    const r = list('ca', 'los-angeles', true);
    const json = JSON.parse(r.out) as { units: { id: string; ratePct: number; year: number; status: string }[] };
    expect(json.units[0]).toMatchObject({ id: 'city-of-los-angeles', ratePct: 1.18738, year: 2025, status: 'adopted' });
  });

  it('refuses a county we hold no areas for', () => {
    const r = list('fl', 'broward', false);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /--county: expected a Florida county with city or area rates \(miami-dade\), found "broward"/,
    );
  });
});
