// `rates import --units` on the real sources: one unit's new rate changes that county's bill line,
// calc --json and the per-unit diff, and nothing else; a wrong name changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importUnits } from '../../../pipeline/import/unit-import.ts';
import { importRates } from '../../../pipeline/import/import.ts';
import { emit } from '../../../pipeline/registry/emit.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import { runCalc, type CalcOptions } from '../../../cli/calc.ts';
import { listUnits } from '../../../cli/unit-list.ts';
import type { StateRates, Unit } from '../../../schema/index.ts';
import { REAL_SOURCES, cleanupRoots, copyRoot, hashTree, read, tempRoot } from './helpers.ts';

afterAll(cleanupRoots);

const TRAVIS = '48453';
const AUSTIN = '227-104-03';
const rates = (root: string): StateRates => JSON.parse(read(root, 'generated/rates/tx.json'));
const units = (root: string): Record<string, Unit[]> => JSON.parse(read(root, 'generated/units/tx.json')).counties;

let pristine: Promise<string> | undefined;
/** The real sources as they were before any 2026 unit rate, emitted once; each test gets a copy of its own. */
async function baseRoot(): Promise<string> {
  pristine ??= (async () => {
    const root = tempRoot(REAL_SOURCES);
    rmSync(join(root, 'sources/units/tx/2026.csv'), { force: true });
    const r = await emit(root);
    if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
    return root;
  })();
  return copyRoot(await pristine);
}

function file(root: string, name: string, text: string): string {
  const path = join(root, name);
  writeFileSync(path, text);
  return path;
}

function calc(root: string, opts: Partial<CalcOptions>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCalc({ state: 'tx', lang: 'en', json: true, ...opts } as CalcOptions, {
    root,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, json: out.length ? JSON.parse(out.join('\n')) : null, stderr: err.join('\n') };
}

describe('rates import --units: City of Austin adopts its 2026 rate', () => {
  let root: string;
  let before: Record<string, string>;
  let beforeRates: StateRates;
  let beforeUnits: Record<string, Unit[]>;
  let verdict: string;
  let diffSummary: string | null;

  beforeAll(async () => {
    root = await baseRoot();
    before = hashTree(root);
    beforeRates = rates(root);
    beforeUnits = units(root);
    const csv = file(
      root,
      'austin.csv',
      'county,unit_name,rate_pct,status,source,url,read_on\n' +
        'Travis,City of Austin,0.579948,adopted,"City of Austin, 2026 tax rate adopted by Council 2026-08-12",,2026-11-26\n',
    );
    const r = await importUnits({ root, file: csv, state: 'tx', year: 2026 });
    if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
    verdict = r.value.verdict;
    diffSummary = r.value.diffSummary;
  }, 60_000);

  it('says what it imported and how the rate moved', () => {
    expect(verdict).toBe('Imported 1 unit rate for TX 2026: Austin (227-104-03) in Travis County');
    expect(diffSummary).toBe(
      'Austin (227-104-03), Travis County: 2025 0.524017 → 2026 0.579948 (+0.055931 pts, +10.7 %), adopted',
    );
  });

  it("changes Travis County's Austin line and nothing else of the generated data", () => {
    const after = units(root);
    const austin = after[TRAVIS]!.find((u) => u.id === AUSTIN)!;
    expect(austin).toMatchObject({
      ratePct: 0.579948,
      taxYear: 2026,
      status: 'adopted',
      previous: { taxYear: 2025, ratePct: 0.524017, status: 'adopted' },
    });
    // Every other county (Hays and Williamson list Austin too) and every other unit: as before.
    for (const [fips, list] of Object.entries(after)) {
      const old = beforeUnits[fips]!;
      if (fips !== TRAVIS) expect(list, fips).toEqual(old);
      else expect(list.filter((u) => u.id !== AUSTIN)).toEqual(old.filter((u) => u.id !== AUSTIN));
    }
    expect(rates(root).counties).toEqual(beforeRates.counties);
    const changed = Object.entries(hashTree(root))
      .filter(([path, hash]) => before[path] !== hash)
      .map(([path]) => path)
      .sort();
    expect(changed).toEqual([
      'austin.csv',
      'generated/diffs/tx-units-2025-2026.json',
      'generated/diffs/tx-units-2025-2026.md',
      'generated/sources.sha256',
      'generated/units/tx.json',
      'sources/units/tx/2026.csv',
    ]);
    expect(read(root, 'sources/units/tx/2026.csv').split('\n')[1]).toMatch(
      /^48453,Travis County,227-104-03,Austin,city,,0,0\.579948,per-100,,,2026,/,
    );
  });

  it('calc --json: the Austin line is 2026 adopted, the others still 2025, and the lines add up', () => {
    const r = calc(root, { county: 'travis', value: '400000', unit: [AUSTIN] });
    expect(r.code).toBe(0);
    const units = r.json.units as { id: string; taxYear: number; status: string; tax: number; ratePct: number }[];
    expect(units.map((u) => [u.id, u.taxYear, u.status])).toEqual([
      ['48453-county', 2025, 'adopted'],
      ['227-201-11', 2025, 'adopted'],
      ['48453-isd-lake-travis-isd', 2025, 'adopted'],
      [AUSTIN, 2026, 'adopted'],
    ]);
    expect(units.find((u) => u.id === AUSTIN)!.tax).toBeCloseTo(2_319.79, 2);
    expect(units.reduce((s, u) => s + u.tax, 0)).toBeCloseTo(r.json.result.annualTax, 6);
    // The likely range moves only the three lines still on their 2025 rate, by the usual 3 %.
    const stale = units.filter((u) => u.taxYear === 2025).reduce((s, u) => s + u.tax, 0);
    expect(r.json.result.range.high.annualTax - r.json.result.annualTax).toBeCloseTo(stale * 0.03, 6);
  });

  it('the text report names each line as 2026 adopted or 2025: 2026 not in our data yet', () => {
    const out: string[] = [];
    const code = runCalc(
      { state: 'tx', lang: 'en', county: 'travis', value: '400000', unit: [AUSTIN] } as CalcOptions,
      {
        root,
        out: (l) => out.push(l),
        err: () => {},
      },
    );
    expect(code).toBe(0);
    const text = out.join('\n');
    expect(text).toMatch(/Austin · 2026 adopted/);
    expect(text).toMatch(/Lake Travis ISD · 2025: 2026 not in our data yet/);
    const es: string[] = [];
    runCalc({ state: 'tx', lang: 'es', county: 'travis', value: '400000', unit: [AUSTIN] } as CalcOptions, {
      root,
      out: (l) => es.push(l),
      err: () => {},
    });
    expect(es.join('\n')).toMatch(/Austin · 2026, adoptada/);
    expect(es.join('\n')).toMatch(/Lake Travis ISD · 2025: la de 2026 aún no está en nuestros datos/);
  });

  it('the diff report lists Austin old → new with points, percent and status, and the Travis bill change', () => {
    const md = read(root, 'generated/diffs/tx-units-2025-2026.md');
    expect(md).toContain(
      '| Austin | 227-104-03 | Travis County | 2025: 0.524017 | 2026: 0.579948 | +0.055931 | +10.7 % | adopted | no (a choice) |',
    );
    expect(md).toContain('| Travis County | 1.533568 → 1.533568 | 0.00 | 0.0 % | $0 | Austin +$196 |');
    const json = JSON.parse(read(root, 'generated/diffs/tx-units-2025-2026.json'));
    expect(json.units).toHaveLength(1);
    expect(json.units[0]).toMatchObject({ id: AUSTIN, fromPct: 0.524017, toPct: 0.579948, status: 'adopted' });
  });

  it('rates units lists the county with each unit’s year and status', () => {
    const listed = listUnits(root, 'tx', 'travis');
    if (!listed.ok) throw new Error('listUnits failed');
    expect(listed.value.units.find((u) => u.id === AUSTIN)).toMatchObject({ taxYear: 2026, status: 'adopted' });
    expect(listed.value.units.find((u) => u.id === '48453-county')).toMatchObject({
      taxYear: 2025,
      inTypicalBill: true,
    });
  });
});

describe('county rows of unit-built counties are derived, never typed twice', () => {
  it("a 2026 county table is accepted though Bell County's own 2026 rate differs from the typed county_pct", async () => {
    const root = tempRoot(REAL_SOURCES);
    const r = await importRates({ root, file: join(REAL_SOURCES, 'rates/tx/2025.csv'), state: 'tx', year: 2026 });
    if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
    const bell = rates(root).counties.find((c) => c.slug === 'bell')!;
    // Typed: county_pct 0.3317, rate 1.37411. Derived from the units: the county's 2026 0.3463 (with its road
    // fund) and Clearwater's 0.002216, Rogers ISD still 2025.
    expect(bell.components?.county).toBe(0.3463);
    expect(bell.ratePct).toBeCloseTo(1.388696, 6);
    expect(bell.bill!.map((b) => [b.id, b.taxYear])).toEqual([
      ['48027-county', 2026],
      ['014-201-06', 2026],
      ['48027-isd-rogers-isd', 2025],
    ]);
  }, 60_000);
});

describe('rates import --units refusals', () => {
  it('an unknown name is refused at FILE:LINE:COLUMN with the closest names, and nothing changes', async () => {
    const root = await baseRoot();
    const csv = file(
      root,
      'typo.csv',
      'county,unit_name,rate_pct,status,source,url,read_on\nTravis,Austn,0.579948,adopted,City of Austin,,2026-11-26\n',
    );
    const before = hashTree(root);
    const r = await importUnits({ root, file: csv, state: 'tx', year: 2026 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map(formatIssue)).toEqual([
      expect.stringMatching(
        /typo\.csv:2:2 unit_name: expected a unit of Travis County as listed in sources\/units\/tx \(closest: Austin \(227-104-03\), .*\); write the name as listed or give its unit_id; list them with `npx tsx cli\.ts rates units --state tx --county SLUG`, found "Austn"$/,
      ),
    ]);
    expect(hashTree(root)).toEqual(before);
  });

  it('a county misspelt is refused with the closest of every county, though an import reads only its own', async () => {
    const root = await baseRoot();
    const csv = file(
      root,
      'county.csv',
      'county,unit_name,rate_pct,status,source,url,read_on\nTravs,Austin,0.579948,adopted,City of Austin,,2026-11-26\n',
    );
    const before = hashTree(root);
    const r = await importUnits({ root, file: csv, state: 'tx', year: 2026 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map(formatIssue)).toEqual([
      expect.stringMatching(
        /^.*county\.csv:2:1 county: expected a Texas county by name or FIPS \(closest: Travis .*found "Travs"$/,
      ),
    ]);
    expect(hashTree(root)).toEqual(before);
  });

  it('a rate in cents, an unknown status and a bad date are refused at their cells, saying what to do', async () => {
    const root = await baseRoot();
    const csv = file(
      root,
      'bad.csv',
      'unit_id,rate_pct,status,source,url,read_on\n057-117-03,69.78,passed,CBS News Texas,,Sept 2026\n',
    );
    const before = hashTree(root);
    const r = await importUnits({ root, file: csv, state: 'tx', year: 2026 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const text = r.errors.map(formatIssue).join('\n');
    expect(text).toContain(
      'bad.csv:2:2 rate_pct: expected rate (or rate_per_100), dollars per $100 of taxable value as the Comptroller publishes it (0.493907; convert cents per $100 ÷ 100), from 0 to 10, found "69.78"',
    );
    expect(text).toContain('bad.csv:2:3 status: expected one of proposed, no-new-revenue');
    expect(text).toContain('bad.csv:2:6 read_on: expected the date it was read, as YYYY-MM-DD');
    expect(hashTree(root)).toEqual(before);
  });

  it("a rate in another state's unit is refused before a row is read, naming the unit the state publishes in", async () => {
    const root = await baseRoot();
    const csv = file(
      root,
      'fl.csv',
      'unit_id,rate_per_1000,status,source,url,read_on\numsa,1.9090,adopted,x,,2026-11-26\n',
    );
    const r = await importUnits({ root, file: csv, state: 'fl', year: 2025 });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors[0]!.message).toBe(
        "header: expected rate (or mills), dollars per $1,000 of taxable value as the millage ordinance sets it (7.3616), found rate_per_1000; this state's imports take its rates as published and convert them once",
      );
  });
});
