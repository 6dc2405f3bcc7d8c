// `rates import FILE --state fl --year 2025 --units`: a Miami-Dade area's rate as its publisher sets
// it. A bad file (a rate in percent for Florida) is refused at its own line and column and changes
// nothing; a good one replaces that area's rows only, re-emits generated/units/fl.json, and the
// calculator bills the new rate.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCalc, type CalcOptions } from '../../../cli/calc.ts';
import { emit } from '../../../pipeline/registry/emit.ts';
import { importUnits as importAreaUnits } from '../../../pipeline/import/unit-import.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import type { GeneralResult } from '../../../engine/model.ts';
import { REAL_SOURCES, cleanupRoots, hashTree, read, tempRoot } from './helpers.ts';

afterAll(cleanupRoots);

const TABLE = 'sources/units/fl/2025.csv';

function bill(root: string, unit: string): GeneralResult {
  const out: string[] = [];
  const code = runCalc(
    { state: 'fl', county: 'miami-dade', value: '300000', unit: [unit], json: true, lang: 'en' } as CalcOptions,
    { root, out: (l) => out.push(l), err: () => {} },
  );
  expect(code).toBe(0);
  return JSON.parse(out.join('\n')).result as GeneralResult;
}

describe('rates import --units for Florida areas', () => {
  let root: string;
  let header: string;
  let miami: string;
  beforeAll(async () => {
    root = tempRoot(REAL_SOURCES);
    const r = await emit(root);
    if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
    const lines = read(root, TABLE).split('\n');
    header = lines[0]!;
    miami = lines.find((l) => l.includes(',city-of-miami,'))!;
    // A full emit of the real sources: seconds on a shared machine, as in the other real-source suites.
  }, 120_000);

  it('refuses a Florida rate given in percent at its line and column, writing nothing', async () => {
    const file = join(root, 'bad.csv');
    writeFileSync(file, `${header}\n${miami.replace(',7.3616,mills,', ',0.73616,percent,')}\n`);
    const before = hashTree(root);
    const r = await importAreaUnits({ root, file, state: 'fl', year: 2025 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const column = header.split(',').indexOf('rate_unit') + 1;
    expect(r.errors.map(formatIssue)).toEqual([
      `${file}:2:${column} rate_unit: expected mills, as FL publishes rates, found "percent"`,
    ]);
    expect(hashTree(root)).toEqual(before);
  });

  it("replaces the City of Miami's row only, re-emits, and the bill follows", async () => {
    const umsaBefore = bill(root, 'umsa').annualTax;
    const before = read(root, TABLE).split('\n');
    const file = join(root, 'miami.csv');
    writeFileSync(file, `${header}\n${miami.replace(',7.3616,mills,', ',7.0000,mills,')}\n`);
    const r = await importAreaUnits({ root, file, state: 'fl', year: 2025 });
    if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
    expect(r.value.verdict).toBe(
      'Imported 1 unit rate for FL 2025: City of Miami (city-of-miami) in Miami-Dade County',
    );
    expect(r.value.changed).toEqual(['generated/sources.sha256', 'generated/units/fl.json', TABLE]);
    const table = read(root, TABLE);
    expect(table.split('\n').filter((l) => l.includes(',city-of-miami,'))).toHaveLength(1);
    expect(table).toContain(',umsa,');
    expect(table).toContain(',city-of-miami-beach,');
    expect(bill(root, 'city-of-miami').units.find((l) => l.id === 'city-of-miami')!.tax).toBeCloseTo(300 * 7, 6);
    expect(bill(root, 'umsa').annualTax).toBe(umsaBefore);
    // The table keeps its order: the imported row stays where the city was.
    expect(table.split('\n').findIndex((l) => l.includes(',city-of-miami,'))).toBe(
      before.findIndex((l) => l.includes(',city-of-miami,')),
    );
    const emitted = JSON.parse(readFileSync(join(root, 'generated/units/fl.json'), 'utf8')).counties['12086'] as {
      id: string;
      ratePct: number;
    }[];
    expect(emitted.find((u) => u.id === 'city-of-miami')!.ratePct).toBe(0.7);
  });

  it('a proposed rate is named proposed in the report, never passed off as adopted', async () => {
    const file = join(root, 'proposed.csv');
    writeFileSync(file, `${header}\n${miami.replace(',7.3616,mills,2025,adopted,', ',7.2000,mills,2025,proposed,')}\n`);
    const r = await importAreaUnits({ root, file, state: 'fl', year: 2025 });
    if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
    const out: string[] = [];
    const opts = { state: 'fl', county: 'miami-dade', value: '300000', unit: ['city-of-miami'], lang: 'en' };
    expect(runCalc(opts as CalcOptions, { root, out: (l) => out.push(l), err: () => {} })).toBe(0);
    expect(out.join('\n')).toMatch(/City of Miami · 2025: 2026 not in our data yet \(proposed\)\s+0\.720%/);
    const json: string[] = [];
    runCalc({ ...opts, json: true } as CalcOptions, { root, out: (l) => json.push(l), err: () => {} });
    const line = (JSON.parse(json.join('\n')).result as GeneralResult).units.find((l) => l.id === 'city-of-miami')!;
    expect(line.status).toBe('proposed');
  });
});
