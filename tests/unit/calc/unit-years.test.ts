// Texas units by year: each unit is billed at its own newest rate, every bill line names its year and
// status, and calc names the home's school district (--school) like the county page's bill builder.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCalc, type CalcOptions } from '../../../cli/calc.ts';
import { emit } from '../../../pipeline/registry/emit.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import type { UnitsFile } from '../../../schema/index.ts';
import { cleanupRoots, read, tempRoot } from '../pipeline/helpers.ts';
import { ROOT } from './helpers.ts';

afterAll(cleanupRoots);

function calc(opts: Partial<CalcOptions>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCalc({ state: 'tx', lang: 'en', ...opts } as CalcOptions, {
    root: ROOT,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}
const json = (opts: Partial<CalcOptions>) => JSON.parse(calc({ ...opts, json: true }).stdout);
type Line = { id: string; name: string; part: string; ratePct: number; taxYear: number; status: string; tax: number };

describe('calc --school', () => {
  it('bills the school district named instead of the typical one', () => {
    const typical = json({ county: 'travis', value: '400000' });
    const austinIsd = json({ county: 'travis', value: '400000', school: '48453-isd-austin-isd' });
    const schools = (r: { units: Line[] }) =>
      r.units.filter((u) => u.part === 'school').map((u) => [u.name, u.ratePct]);
    expect(schools(typical)).toEqual([['Lake Travis ISD', 1.0397]]);
    expect(schools(austinIsd)).toEqual([['Austin ISD', 0.9252]]);
    // Same county and districts, only the school line differs: 400,000 × (1.0397 − 0.9252) / 100.
    expect(typical.result.annualTax - austinIsd.result.annualTax).toBeCloseTo(458, 6);
    expect(austinIsd.units.reduce((s: number, u: Line) => s + u.tax, 0)).toBeCloseTo(austinIsd.result.annualTax, 6);
  });

  it('refuses an id that is not one of the county’s units, listing some and how to see all', () => {
    const r = calc({ county: 'travis', value: '400000', school: '48201-isd-houston-isd' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'expected the id of a school district, city or district of the county, found "48201-isd-houston-isd"',
    );
    expect(r.stderr).toContain('(144 in all; `rates units` lists them)');
  });

  it('--unit names a school district as well as --school: one chooser reads both', () => {
    const byUnit = json({ county: 'travis', value: '400000', unit: ['48453-isd-austin-isd'] });
    const bySchool = json({ county: 'travis', value: '400000', school: '48453-isd-austin-isd' });
    expect(byUnit.result.annualTax).toBe(bySchool.result.annualTax);
    expect(byUnit.result.units.filter((u: Line) => u.part === 'school').map((u: Line) => u.name)).toEqual([
      'Austin ISD',
    ]);
  });

  it('two school districts for one home are refused, each named', () => {
    const r = calc({
      county: 'travis',
      value: '400000',
      school: '48453-isd-austin-isd',
      unit: ['48453-isd-lake-travis-isd'],
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('a home lies in one school district at most, found');
  });
});

describe('bill lines with their 2026 rates (sources/units/tx/2026.csv)', () => {
  it('Bell County: the county line is 2026 adopted (read in a copy) and the combined rate follows its units', () => {
    const r = json({ county: 'bell', value: '300000' });
    const byId = new Map((r.units as (Line & { viaCopy?: boolean })[]).map((u) => [u.id, u]));
    expect(byId.get('48027-county')).toMatchObject({
      ratePct: 0.3463,
      taxYear: 2026,
      status: 'adopted',
      viaCopy: true,
    });
    expect(byId.get('48027-isd-rogers-isd')).toMatchObject({ taxYear: 2025, status: 'adopted' });
    const sum = (r.units as Line[]).reduce((s, u) => s + u.ratePct, 0);
    expect(r.result.rate.ratePct).toBeCloseTo(sum, 6);
    expect(r.result.rate.ratePct).toBeCloseTo(1.388696, 6);
  });

  it('a proposed rate is shown as proposed, and as read in a copy, never as adopted', () => {
    const r = calc({ county: 'webb', value: '250000', unit: ['240-101-03'] });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Laredo · 2026 proposed \(read in a copy\)/);
    expect(r.stdout).not.toMatch(/Laredo · 2026 adopted/);
    const line = (json({ county: 'webb', value: '250000', unit: ['240-101-03'] }).units as Line[]).find(
      (u) => u.id === '240-101-03',
    );
    expect(line).toMatchObject({ status: 'proposed', taxYear: 2026, viaCopy: true });
  });

  it('a unit without a 2026 row keeps its 2025 rate, county by county (one county’s file leaves the others whole)', async () => {
    const root = tempRoot();
    const units2025 = read(root, 'sources/units/tx/2025.csv').split('\n');
    const header = units2025[0]!;
    const harrisCounty = units2025.find((l) => l.startsWith('48201,Harris County,48201-county,'))!;
    const cols = header.split(',');
    const cells = harrisCounty.split(',');
    cells[cols.indexOf('rate')] = '0.39';
    cells[cols.indexOf('tax_year')] = '2026';
    cells[cols.indexOf('status')] = 'proposed';
    cells[cols.indexOf('funds')] = '';
    writeFileSync(join(root, 'sources/units/tx/2026.csv'), `${header}\n${cells.join(',')}\n`);
    const r = await emit(root);
    if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
    const out = JSON.parse(readFileSync(join(root, 'generated/units/tx.json'), 'utf8')) as UnitsFile;
    const harris = out.counties['48201']!.find((u) => u.id === '48201-county')!;
    expect(harris).toMatchObject({
      ratePct: 0.39,
      taxYear: 2026,
      status: 'proposed',
      previous: { taxYear: 2025, ratePct: 0.38096 },
    });
    expect(out.counties['48201']!.filter((u) => u.taxYear === 2025)).toHaveLength(7);
    expect(out.counties['48001']!.map((u) => [u.name, u.taxYear])).toEqual([
      ['Anderson County', 2025],
      ['Elkhart', 2025],
      ['Frankston', 2025],
      ['Palestine', 2025],
    ]);
  });
});
