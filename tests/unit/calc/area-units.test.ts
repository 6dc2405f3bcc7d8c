// Florida and California billed by the home's area, through the CLI: a City of Miami home and an
// unincorporated neighbour differ by exactly the city's millage minus UMSA's (read from the source
// table, not typed here), the homestead amounts reach the area line as the law says, a Los Angeles
// home pays its tax rate area's total, and an unknown area or a county without areas is refused.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { listUnits, unitTable } from '../../../cli/unit-list.ts';
import type { CalcOptions } from '../../../cli/calc.ts';
import type { BillLine, GeneralResult } from '../../../engine/model.ts';
import { ROOT, calcJson } from './helpers.ts';

type Row = Record<string, string>;
const rows = (state: 'fl' | 'ca'): Row[] =>
  parse(readFileSync(join(ROOT, `sources/units/${state}/2025.csv`), 'utf8'), { columns: true }) as Row[];
const row = (state: 'fl' | 'ca', id: string): Row => rows(state).find((r) => r.unit_id === id)!;

const calc = calcJson;

/**
 * The home's own area: the bill's one unit line of the city part (the county's own countywide levies are of its part).
 */
const area = (r: GeneralResult): BillLine | undefined => r.units.find((l) => l.kind === 'unit' && l.part === 'city');

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
    expect(area(city)).toMatchObject({ id: 'city-of-miami', part: 'city', taxYear: 2025, status: 'adopted' });
    expect(area(city)!.tax).toBeCloseTo((300_000 * cityMills) / 1000, 6);
    // The school line stays the county's part; the county's own countywide levies are a line, and what is left of
    // the Department of Revenue's countywide average follows them; the lines add up to the bill.
    expect(city.units.map((l) => [l.kind, l.part, l.remainder ?? false])).toEqual([
      ['part', 'school', false],
      ['unit', 'county', false],
      ['part', 'county', true],
      ['unit', 'city', false],
    ]);
    expect(city.units.reduce((s, l) => s + l.tax, 0)).toBeCloseTo(city.annualTax, 6);
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
    expect(area(city)!.taxableValue).toBe(nonSchool);
    expect(city.annualTax - umsa.annualTax).toBeCloseTo((nonSchool * (cityMills - umsaMills)) / 1000, 6);
  });

  it("a city of two levies (Miami Beach's operating and voted debt) is billed on their sum", () => {
    const levies = rows('fl').filter((r) => r.unit_id === 'city-of-miami-beach');
    expect(levies.map((r) => r.levy_name)).toEqual(['General operating', 'Voted debt service']);
    const sum = levies.reduce((s, r) => s + Number(r.rate), 0);
    const beach = miamiDade('city-of-miami-beach').result!;
    const umsa = miamiDade('umsa').result!;
    expect(area(beach)!.tax).toBeCloseTo((300_000 * sum) / 1000, 6);
    // Each levy keeps its share of the line's tax.
    expect(area(beach)!.levies!.map((l) => l.name!.en)).toEqual(['General operating', 'Voted debt service']);
    expect(area(beach)!.levies!.reduce((s, l) => s + l.tax, 0)).toBeCloseTo(area(beach)!.tax, 6);
    expect(beach.annualTax - umsa.annualTax).toBeCloseTo((300_000 * (sum - umsaMills)) / 1000, 6);
  });

  it('without --unit the county average stays and no area is claimed', () => {
    const avg = calc({ state: 'fl', county: 'miami-dade', value: '300000' }).result!;
    expect(area(avg)).toBeUndefined();
    expect(avg.notices.map((n) => n.code)).not.toContain('fl-area-rate');
  });

  it('an unknown area is refused with the areas the county has', () => {
    const r = miamiDade('city-of-atlantis');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /expected the id of a city, unincorporated area or district of the county, found "city-of-atlantis"; the county has umsa \(Unincorporated Miami-Dade \(UMSA\)\), city-of-miami \(City of Miami\)/,
    );
  });

  it('a county without areas says its average applies', () => {
    const r = calc({ state: 'fl', county: 'orange', value: '300000', unit: ['city-of-miami'] });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/no taxing units for Orange County, so its average applies.*miami-dade/);
  });
});

describe("a Florida county's own countywide levies and districts", () => {
  const mills = (id: string) =>
    rows('fl')
      .filter((r) => r.unit_id === id)
      .reduce((s, r) => s + Number(r.rate), 0);

  it("Miami-Dade's countywide levies are named and the Department of Revenue's average keeps only the rest", () => {
    const r = miamiDade('umsa').result!;
    const named = r.units.find((l) => l.id === 'miami-dade-county')!;
    const rest = r.units.find((l) => l.kind === 'part' && l.part === 'county')!;
    expect(mills('miami-dade-county')).toBeCloseTo(4.574 + 0.4171, 9);
    expect(named.ratePct).toBeCloseTo(mills('miami-dade-county') / 10, 9);
    expect(named).toMatchObject({ status: 'adopted', viaCopy: true });
    // Together they are still the county's whole countywide millage: naming a levy never lowers the bill.
    const avg = calc({ state: 'fl', county: 'miami-dade', value: '300000' }).result!;
    expect(named.ratePct! + rest.ratePct!).toBeCloseTo(avg.countyBreakdown.county.ratePct, 9);
    expect(r.countyBreakdown.county.tax).toBeCloseTo(avg.countyBreakdown.county.tax, 6);
  });

  it('a district of part of the county (fire rescue) adds its own millage on top of the area', () => {
    const umsa = miamiDade('umsa').result!;
    const fire = calc({
      state: 'fl',
      county: 'miami-dade',
      value: '300000',
      unit: ['umsa', 'miami-dade-fire-rescue'],
    }).result!;
    expect(fire.annualTax - umsa.annualTax).toBeCloseTo((300_000 * mills('miami-dade-fire-rescue')) / 1000, 6);
    expect(fire.units.find((l) => l.id === 'miami-dade-fire-rescue')).toMatchObject({ extra: true, part: 'special' });
  });

  it('a district alone is refused where the county offers areas: it adds to an area, not to the average', () => {
    const r = miamiDade('miami-dade-library');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/Miami-Dade Public Library System adds to a city or unincorporated area: pick that first/);
  });

  it('where the county offers no area (Polk), a district adds to the average and says the average already spreads it', () => {
    const avg = calc({ state: 'fl', county: 'polk', value: '300000' }).result!;
    const parks = calc({ state: 'fl', county: 'polk', value: '300000', unit: ['polk-parks'] }).result!;
    expect(parks.annualTax - avg.annualTax).toBeCloseTo((300_000 * mills('polk-parks')) / 1000, 6);
    expect(parks.units.find((l) => l.id === 'polk-parks')).toMatchObject({ status: 'proposed', taxYear: 2025 });
    expect(parks.notices.map((n) => n.code)).toContain('fl-districts-on-average');
  });

  it("a city we hold only an older year's rate for is billed at it and says its year", () => {
    const y24 = parse(readFileSync(join(ROOT, 'sources/units/fl/2024.csv'), 'utf8'), { columns: true }) as Row[];
    const boynton = Number(y24.find((r) => r.unit_id === 'boynton-beach')!.rate);
    expect(boynton).toBe(7.8);
    const r = calc({ state: 'fl', county: 'palm-beach', value: '300000', unit: ['boynton-beach'] }).result!;
    expect(area(r)).toMatchObject({ id: 'boynton-beach', taxYear: 2024, status: 'adopted' });
    expect(area(r)!.tax).toBeCloseTo((300_000 * boynton) / 1000, 6);
  });
});

describe('calc --state ca --unit (tax rate area)', () => {
  it("a City of Los Angeles home pays its tax rate area's total on the assessed value", () => {
    const pct = Number(row('ca', 'city-of-los-angeles').rate);
    expect(pct).toBe(1.18738);
    const r = calc({ state: 'ca', county: 'los-angeles', value: '500000', unit: ['city-of-los-angeles'] }).result!;
    expect(r.annualTax).toBeCloseTo((500_000 * pct) / 100, 6);
    expect(r.units[0]).toMatchObject({ id: 'city-of-los-angeles', kind: 'unit', part: 'all', viaCopy: true });
    // One line, the area's whole rate: every part of the county's breakdown is a share of it.
    expect(r.units).toHaveLength(1);
  });

  it('a Kern area is taxed at its own total from the rate book', () => {
    const pct = Number(row('ca', 'tra-001-001').rate);
    const r = calc({ state: 'ca', county: 'kern', value: '400000', unit: ['tra-001-001'] }).result!;
    expect(r.annualTax).toBeCloseTo((400_000 * pct) / 100, 6);
  });
});

describe('rates units --state fl|ca', () => {
  const list = (state: 'fl' | 'ca', county: string) => listUnits(ROOT, state, county);

  it('lists Miami-Dade with the unincorporated area first, rates in mills as published', () => {
    const r = list('fl', 'miami-dade');
    if (!r.ok) throw new Error('expected a listing');
    const lines = unitTable(r.value);
    expect(lines[0]).toBe('Miami-Dade County, FL: 7 taxing units');
    expect(lines[2]).toMatch(
      /^umsa\s+unincorporated\s+1\.9090\s+2025\s+adopted \(read in a copy\)\s+Unincorporated Miami-Dade \(UMSA\)$/,
    );
    expect(lines[3]).toMatch(/^city-of-miami\s+municipality\s+7\.3616\s+2025\s+adopted\s+City of Miami$/);
  });

  it('gives JSON with id, name, type, the rate as published and in percent, year and status', () => {
    const r = list('ca', 'los-angeles');
    if (!r.ok) throw new Error('expected a listing');
    expect(r.value.units[0]).toMatchObject({
      id: 'city-of-los-angeles',
      rate: 1.18738,
      rateUnit: 'percent',
      ratePct: 1.18738,
      taxYear: 2025,
      status: 'adopted',
      viaCopy: true,
    });
  });

  it('refuses a county we hold no areas for', () => {
    const r = list('fl', 'orange');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]!.message).toMatch(
      /expected the slug of a FL county with taxing units \(alachua, broward, .*miami-dade.*\), found "orange"; we hold no taxing units for Orange County, so its county average applies/,
    );
  });
});
