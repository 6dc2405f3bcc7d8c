// sources/zips/<state>.csv (NCES EDGE GRF21, ZCTA ↔ school district land shares) and tx-nces-tea.csv (NCES
// LEAID ↔ TEA county-district number). The tables are copied as published; these checks hold what the pages
// and the join take on trust: ids with their leading zeros, one name per district, shares that add up to one
// per ZIP area, rows in the published order. Every problem is reported at FILE:LINE:COLUMN.
import { z } from 'zod';
import { zipFileSchema } from '../../schema/index.ts';
import type { ColumnSpec, CsvTable } from '../ingest/ingest.ts';
import { type Issue, at } from '../result.ts';
import { columnOf, validateRows } from './rows.ts';
import { cmp } from './units.ts';
import { stateModule, type ZipRules } from '../../states/index.ts';

/** The states billed unit by unit, as the files' schema names them. */
export const ZIP_STATES = zipFileSchema.shape.state.options;
export type ZipState = (typeof ZIP_STATES)[number];

/** Each state's FIPS code (its module's): the first two digits of its districts' LEAIDs and its counties' codes. */
export const STATE_FIPS = Object.fromEntries(ZIP_STATES.map((s) => [s, stateModule(s).fips])) as Record<
  ZipState,
  string
>;

/** How a state's ZIP tables join its units (its module's `zips`). */
export const zipRules = (state: ZipState): ZipRules => stateModule(state).zips;

export const ZIPS_DIR = 'sources/zips';
export const districtsPath = (state: ZipState) => `${ZIPS_DIR}/${state}.csv`;
export const TEA_PATH = `${ZIPS_DIR}/tx-nces-tea.csv`;

export const DISTRICT_COLUMNS: ColumnSpec = {
  required: ['zcta', 'leaid', 'district_name', 'land_share'],
  optional: [],
};
export const TEA_COLUMNS: ColumnSpec = { required: ['leaid', 'tea_district_number', 'district_name'], optional: [] };

/** One district over part of one ZIP area's land. */
export interface DistrictRow {
  line: number;
  zcta: string;
  leaid: string;
  name: string;
  /** Of the land of every district over the ZIP area, four decimals as published. */
  share: number;
}

const name = z
  .string()
  .min(1, 'a name')
  .refine((s) => s === s.trim(), 'a name without spaces at either end');
const districtRow = z.object({
  zcta: z.string().regex(/^\d{5}$/, 'a 5-digit ZIP code area (leading zeros kept)'),
  leaid: z.string().regex(/^\d{7}$/, 'a 7-digit NCES district id (leading zeros kept)'),
  district_name: name,
  land_share: z
    .string()
    .regex(/^(0\.\d{4}|1\.0000)$/, 'a share from 0.0000 to 1.0000 with four decimals')
    .transform(Number),
});

// Each share is rounded to four decimals, so a ZIP area's n shares add up to 1 within n half-units of the last place.
const sumTolerance = (n: number) => n * 0.00005 + 1e-9;

/** Checks one state's table: each row, then the order, the one name per district and each ZIP area's total. */
export function checkDistrictTable(table: CsvTable, state: ZipState): { rows: DistrictRow[]; issues: Issue[] } {
  const { rows: located, issues } = validateRows(table, districtRow, DISTRICT_COLUMNS.required);
  const rows: DistrictRow[] = located.map(({ line, row: r }) => ({
    line,
    zcta: r.zcta,
    leaid: r.leaid,
    name: r.district_name,
    share: r.land_share,
  }));
  const where = (line: number, field: string) => at(table.file, line, columnOf(table, field));
  const names = new Map<string, DistrictRow>();
  const seen = new Set<string>();
  for (const [i, r] of rows.entries()) {
    const prev = rows[i - 1];
    if (prev && !inOrder(prev, r))
      issues.push({
        where: where(r.line, 'zcta'),
        message: `row: expected the order of zcta, then land_share from largest to smallest, found this row after line ${prev.line} (${prev.zcta} ${prev.leaid} ${prev.share.toFixed(4)})`,
      });
    if (seen.has(`${r.zcta}/${r.leaid}`))
      issues.push({
        where: where(r.line, 'leaid'),
        message: `leaid: expected each district once per ZIP area, found ${r.leaid} again in ${r.zcta}`,
      });
    seen.add(`${r.zcta}/${r.leaid}`);
    const first = names.get(r.leaid);
    if (!first) names.set(r.leaid, r);
    else if (first.name !== r.name)
      issues.push({
        where: where(r.line, 'district_name'),
        message: `district_name: expected ${JSON.stringify(first.name)} as on line ${first.line} for ${r.leaid}, found ${JSON.stringify(r.name)}`,
      });
  }
  for (const group of byZcta(rows).values()) {
    const first = group[0]!;
    const total = group.reduce((s, r) => s + r.share, 0);
    if (Math.abs(total - 1) > sumTolerance(group.length))
      issues.push({
        where: where(first.line, 'land_share'),
        message: `land_share: expected the ${group.length} shares of ${first.zcta} to add up to 1 (within rounding), found ${total.toFixed(4)}`,
      });
    if (!group.some((r) => r.leaid.startsWith(STATE_FIPS[state])))
      issues.push({
        where: where(first.line, 'leaid'),
        message: `leaid: expected at least one ${state.toUpperCase()} district (${STATE_FIPS[state]}…) over ${first.zcta}, found none`,
      });
  }
  return { rows, issues };
}

// Equal rounded shares keep the order of their unrounded land, which the table does not give: any order passes.
function inOrder(a: DistrictRow, b: DistrictRow): boolean {
  return a.zcta !== b.zcta ? a.zcta < b.zcta : a.share >= b.share;
}

/** Rows grouped by ZIP area, in the table's order. */
export function byZcta(rows: readonly DistrictRow[]): Map<string, DistrictRow[]> {
  const out = new Map<string, DistrictRow[]>();
  for (const r of rows) {
    const list = out.get(r.zcta);
    if (list) list.push(r);
    else out.set(r.zcta, [r]);
  }
  return out;
}

/** A Texas district's CCD record: TEA's county-district number and the CCD's abbreviated name. */
export interface TeaRecord {
  line: number;
  leaid: string;
  tea: string;
  name: string;
}

const teaRow = z.object({
  leaid: z.string().regex(/^48\d{5}$/, 'a 7-digit Texas NCES district id (48…)'),
  tea_district_number: z.string().regex(/^\d{6}$/, 'a 6-digit TEA county-district number (leading zeros kept)'),
  district_name: name,
});

/** Checks tx-nces-tea.csv: each row, one row per LEAID, sorted by LEAID. */
export function checkTeaTable(table: CsvTable): { records: Map<string, TeaRecord>; issues: Issue[] } {
  const { rows, issues } = validateRows(table, teaRow, TEA_COLUMNS.required);
  const records = new Map<string, TeaRecord>();
  let prev: TeaRecord | undefined;
  for (const { line, row } of rows) {
    const r = { line, leaid: row.leaid, tea: row.tea_district_number, name: row.district_name };
    const again = records.get(r.leaid);
    if (again)
      issues.push({
        where: at(table.file, line, columnOf(table, 'leaid')),
        message: `leaid: expected each district once, found ${r.leaid} again (first on line ${again.line})`,
      });
    else if (prev && cmp(prev.leaid, r.leaid) > 0)
      issues.push({
        where: at(table.file, line, columnOf(table, 'leaid')),
        message: `leaid: expected the rows sorted by leaid, found ${r.leaid} after ${prev.leaid} (line ${prev.line})`,
      });
    if (!again) records.set(r.leaid, r);
    prev = r;
  }
  return { records, issues };
}

// TEA numbers its counties alphabetically, 001 Anderson … 254 Zavala, which is FIPS order except that TEA sorts
// "Mc" after "Ma" (154 Madison … 162 McMullen).
const TEA_MC: Record<number, string> = {
  154: '48313',
  155: '48315',
  156: '48317',
  157: '48319',
  158: '48321',
  159: '48323',
  160: '48307',
  161: '48309',
  162: '48311',
};

/** The county FIPS of a TEA county-district number's first three digits: the district's home county. */
export function teaHomeCounty(tea: string): string {
  const n = Number(tea.slice(0, 3));
  return TEA_MC[n] ?? `48${String(2 * n - 1).padStart(3, '0')}`;
}
