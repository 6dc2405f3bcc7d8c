// `rates import --state ny --units` on a temporary copy of the real sources: one Erie town's new
// rate (invented for the test, never written to the repository's sources/) changes that line of the
// bill and nothing else; a wrong name, a rate_pct column or a bad cell changes nothing at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importUnits } from '../../../pipeline/import/unit-import.ts';
import { emit } from '../../../pipeline/registry/emit.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import { runCalc, type CalcOptions } from '../../../cli/calc.ts';
import type { UnitsFile as NyUnitsFile } from '../../../schema/units.ts';
import { listUnits, unitTable } from '../../../cli/unit-list.ts';
import { REAL_SOURCES, cleanupRoots, hashTree, read, tempRoot } from './helpers.ts';

afterAll(cleanupRoots);

const ERIE = '36029';
const AMHERST = 'town-amherst';
const WILLIAMSVILLE = 'williamsville-csd.town-amherst';
const HEADER = 'county,unit_name,rate_per_1000,status,source,url,read_on';
const units = (root: string): NyUnitsFile => JSON.parse(read(root, 'generated/units/ny.json'));

async function baseRoot(): Promise<string> {
  const root = tempRoot(REAL_SOURCES);
  const r = await emit(root);
  if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
  return root;
}

function file(root: string, name: string, text: string): string {
  const path = join(root, name);
  writeFileSync(path, text);
  return path;
}

function calc(root: string, json: boolean) {
  const out: string[] = [];
  const code = runCalc(
    {
      state: 'ny',
      lang: 'en',
      json,
      county: 'erie',
      value: '300000',
      unit: [AMHERST],
      school: WILLIAMSVILLE,
    } as CalcOptions,
    { root, out: (l) => out.push(l), err: () => {} },
  );
  return { code, text: out.join('\n') };
}

describe('rates import --state ny --units: the Town of Amherst publishes a 2026 rate', () => {
  let root: string;
  let before: Record<string, string>;
  let beforeUnits: NyUnitsFile;
  let outcome: { verdict: string; diffSummary: string | null; changed: string[] };

  beforeAll(async () => {
    root = await baseRoot();
    before = hashTree(root);
    beforeUnits = units(root);
    const csv = file(
      root,
      'amherst.csv',
      `${HEADER},document\nErie,Town of Amherst,6.1234,adopted,Town of Amherst (test figure),https://example.org/amherst-2026-test,2026-11-26,2026 adopted budget (test)\n`,
    );
    const r = await importUnits({ root, file: csv, state: 'ny', year: 2026 });
    if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
    outcome = r.value;
  }, 60_000);

  it('says what it imported and how the rate moved, in percent of full value', () => {
    expect(outcome.verdict).toBe('Imported 1 unit rate for NY 2026: Town of Amherst (town-amherst) in Erie County');
    expect(outcome.diffSummary).toBe(
      'Town of Amherst (town-amherst), Erie County: 2024 0.590033 → 2026 0.61234 (+0.022307 pts, +3.8 %), adopted',
    );
  });

  it('writes one row of 2026, dollars per $1,000 ÷ 10 with every digit, the description copied from 2024', () => {
    expect(read(root, 'sources/units/ny/2026.csv').split('\n')).toEqual([
      read(root, 'sources/units/ny/2024.csv').split('\n')[0],
      '36029,Erie County,town-amherst,Town of Amherst,town,,6.1234,per-1000,2026,adopted,17359697716,,Town of Amherst (test figure),2026 adopted budget (test),https://example.org/amherst-2026-test,2026-11-26,high,,,',
      '',
    ]);
    const changed = Object.entries(hashTree(root))
      .filter(([path, hash]) => before[path] !== hash)
      .map(([path]) => path)
      .sort();
    expect(changed).toEqual([
      'amherst.csv',
      'generated/sources.sha256',
      'generated/units/ny.json',
      'sources/units/ny/2026.csv',
    ]);
    expect(outcome.changed).toEqual([
      'generated/sources.sha256',
      'generated/units/ny.json',
      'sources/units/ny/2026.csv',
    ]);
  });

  it('generated/units/ny.json: the Amherst unit is 2026 adopted, every other unit as before', () => {
    const after = units(root);
    const amherst = after.counties[ERIE]!.find((u) => u.id === AMHERST)!;
    expect(amherst).toMatchObject({ ratePct: 0.61234, taxYear: 2026, status: 'adopted', readOn: '2026-11-26' });
    expect(amherst.viaCopy).toBeUndefined();
    for (const [fips, list] of Object.entries(after.counties)) {
      const old = beforeUnits.counties[fips]!;
      if (fips !== ERIE) expect(list, fips).toEqual(old);
      else expect(list.filter((u) => u.id !== AMHERST)).toEqual(old.filter((u) => u.id !== AMHERST));
    }
  });

  it('calc --json: the town line is 2026 adopted, the county and school lines still 2024 read in a copy', () => {
    const r = calc(root, true);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.text);
    const lines = json.result.units as { id: string; taxYear: number; status: string; viaCopy?: true; tax: number }[];
    expect(lines.map((u) => [u.id, u.taxYear, u.status, u.viaCopy ?? false])).toEqual([
      ['county-erie', 2024, 'adopted', true],
      [AMHERST, 2026, 'adopted', false],
      [WILLIAMSVILLE, 2024, 'adopted', true],
    ]);
    expect(lines.find((u) => u.id === AMHERST)!.tax).toBeCloseTo(1_837.02, 2);
    expect(lines.reduce((s, u) => s + u.tax, 0)).toBeCloseTo(json.result.annualTax, 6);
    // The likely range moves only the two lines still on their 2024 rate, by the usual 3 %.
    const stale = lines.filter((u) => u.taxYear === 2024).reduce((s, u) => s + u.tax, 0);
    expect(json.result.range.high.annualTax - json.result.annualTax).toBeCloseTo(stale * 0.03, 6);
    expect(json.result.annualTax - json.result.range.low.annualTax).toBeCloseTo(stale * 0.03, 6);
  });

  it('rates units --state ny lists the town as 2026 adopted and its neighbours as 2024 read in a copy', () => {
    const listed = listUnits(root, 'ny', 'erie');
    if (!listed.ok) throw new Error('expected a listing');
    const out = unitTable(listed.value);
    expect(out.find((l) => l.startsWith('town-amherst '))).toMatch(/6\.123400\s+2026\s+adopted\s+Town of Amherst$/);
    expect(out.find((l) => l.startsWith('county-erie '))).toMatch(
      /2024\s+adopted \(read in a copy\)\s+County of Erie$/,
    );
  });

  it('the text report labels each line with its own year and status', () => {
    const r = calc(root, false);
    expect(r.text).toMatch(/Town of Amherst · 2026 adopted\s/);
    expect(r.text).toMatch(/County of Erie · 2024: 2026 not in our data yet \(read in a copy\)/);
    // Each line's rate is its own unit's; the town's own rate is not passed off as the Comptroller's.
    expect(r.text).toContain('Rate of Town of Amherst: Town of Amherst (test figure), 2026 adopted budget (test).');
    expect(r.text).toMatch(/Rate of County of Erie: NYS Office of the State Comptroller/);
    expect(r.text).toContain(
      "a line read in a copy is the State Comptroller's figure, the others are rates the units published",
    );
    expect(r.text).not.toContain("Each line is its unit's 2024 full-value rate as the State Comptroller published it");
  });
});

describe('rates import --state ny --units refusals change nothing', () => {
  let root: string;
  let before: Record<string, string>;
  // sources/ and generated/, byte for byte (the refused files sit beside them in the root).
  const kept = (tree: Record<string, string>) =>
    Object.fromEntries(Object.entries(tree).filter(([p]) => /^(sources|generated)\//.test(p)));
  beforeAll(async () => {
    root = await baseRoot();
    before = hashTree(root);
  }, 60_000);

  async function refused(name: string, text: string): Promise<string[]> {
    const csv = file(root, name, text);
    const r = await importUnits({ root, file: csv, state: 'ny', year: 2026 });
    expect(r.ok).toBe(false);
    expect(kept(hashTree(root))).toEqual(kept(before));
    return r.ok ? [] : r.errors.map(formatIssue);
  }

  it('a misspelt town is refused at FILE:LINE:COLUMN with the closest names', async () => {
    const errors = await refused(
      'typo.csv',
      `${HEADER}\nErie,Town of Amhurst,6.1234,adopted,Town of Amherst,https://example.org/a,2026-11-26\n`,
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /typo\.csv:2:2 unit_name: expected a unit of Erie County as listed in sources\/units\/ny \(closest: .*Town of Amherst \(town-amherst\).*\); write the name as listed or give its unit_id; list them with `npx tsx cli\.ts rates units --state ny --county SLUG`, found "Town of Amhurst"$/,
      ),
    ]);
  });

  it('a rate_pct column is refused, saying to give dollars per $1,000 as published', async () => {
    const errors = await refused(
      'pct.csv',
      'county,unit_name,rate_pct,status,source,url,read_on\nErie,Town of Amherst,0.61234,adopted,Town of Amherst,https://example.org/a,2026-11-26\n',
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /\/pct\.csv:1:3 header: expected rate \(or rate_per_1000\), dollars per \$1,000 of full value as the Comptroller and county budgets publish it .*found rate_pct/,
      ),
    ]);
  });

  it('a rate out of range, an unknown status and a bad address are refused at their cells', async () => {
    const errors = await refused(
      'bad.csv',
      `${HEADER}\nErie,Town of Amherst,612.34,passed,Town of Amherst,www.example.org,2026-11-26\n`,
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /\/bad\.csv:2:3 rate_per_1000: expected rate \(or rate_per_1000\), dollars per \$1,000 .*from 0 to 100/,
      ),
      expect.stringMatching(/\/bad\.csv:2:4 status: expected one of proposed, .*with -secondary/),
      expect.stringMatching(/\/bad\.csv:2:6 url: expected an address starting with https:\/\/ or http:\/\//),
    ]);
  });

  it('an id shared by towns of several counties needs the county', async () => {
    const errors = await refused(
      'id.csv',
      'unit_id,rate_per_1000,status,source,url,read_on\ntown-brighton,6,adopted,Town of Brighton,https://example.org/b,2026-11-26\n',
    );
    expect(errors).toEqual([
      expect.stringMatching(/\/id\.csv:2:1 county: expected the county too, for an id listed in \d counties/),
    ]);
  });
});
