// New York units (sources/units/ny/<year>.csv): each row a county, city, town, village or school
// segment of one county outside New York City, with its rate in percent of full value. Every problem
// is reported at FILE:LINE:COLUMN; a school segment must name a town or city of its own county.
// The oldest table lists every unit; a later year's table holds any of them, each a unit of an
// earlier year (units publish their rates one by one, as in Texas).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { NationalCounty } from '../../site/calc/types.ts';
import type { NyUnit } from '../../schema/ny-units.ts';
import { NY_UNIT_TYPES, UNIT_STATUSES } from '../../schema/ny-units.ts';
import { type ColumnSpec, type CsvTable, parseCsv } from '../ingest/ingest.ts';
import { type Issue, pushAll } from '../result.ts';
import { readSourceText } from '../ingest/read-text.ts';
import { TEXT_LIMITS, freeText } from './free-text.ts';
import { remarkOf } from './remark.ts';
import { fieldIssue, validateRows } from './rows.ts';
import { confidence, fips } from './schemas.ts';
import { closest } from '../shared/closest.ts';

export const NY_UNITS_DIR = 'sources/units/ny';
const NYC_FIPS = new Set(['36005', '36047', '36061', '36081', '36085']);

export const NY_UNIT_COLUMNS: ColumnSpec = {
  required: [
    'fips',
    'county_name',
    'unit_id',
    'unit_name',
    'unit_type',
    'municipality_id',
    'rate_pct',
    'tax_year',
    'status',
    'taxable_full_value',
    'source',
    'document',
    'url',
    'read_on',
    'confidence',
    'note',
    'note_es',
  ],
  optional: ['provenance'],
};

const text = (max: number, required?: string) => freeText({ max, ...(required ? { required } : {}) });
const NY_STATUS_ERROR = `one of ${UNIT_STATUSES.join(', ')}, with -secondary when read in a copy (adopted-secondary)`;
/** adopted, proposed, either with -secondary when the figure was read in a copy of the publisher's table. */
export const nyStatus = z
  .enum([...UNIT_STATUSES, ...UNIT_STATUSES.map((x) => `${x}-secondary` as const)], { error: NY_STATUS_ERROR })
  .transform((v) => ({
    status: v.replace(/-secondary$/, '') as NyUnit['status'],
    viaCopy: v.endsWith('-secondary'),
  }));

const RATE = 'a percent of full value from 0 to 10 (dollars per $1,000 ÷ 10), or nothing when no levy was filed';
const row = z.object({
  fips,
  county_name: text(TEXT_LIMITS.name, 'a county name'),
  unit_id: z.string().regex(/^[a-z0-9][a-z0-9.-]{0,79}$/, {
    error: 'an id of lower-case letters, digits, "-" and "." (at most 80)',
  }),
  // School segments carry their district's long name and the town or city in brackets.
  unit_name: text(TEXT_LIMITS.source, 'a unit name'),
  unit_type: z.enum(NY_UNIT_TYPES, { error: `one of ${NY_UNIT_TYPES.join(', ')}` }),
  municipality_id: z.string(),
  rate_pct: z
    .string()
    .regex(/^(?:\d+(?:\.\d+)?)?$/, { error: RATE })
    .transform((v) => (v === '' ? null : Number(v)))
    .refine((v) => v === null || v <= 10, { error: RATE }),
  tax_year: z
    .string()
    .regex(/^(19|20)\d{2}$/, { error: 'a 4-digit tax year' })
    .transform(Number),
  // `-secondary`: the figure was read in a copy of the publisher's table, as for Texas units.
  status: nyStatus,
  taxable_full_value: z
    .string()
    .regex(/^\d*$/, { error: 'whole dollars, or nothing' })
    .transform((v) => (v === '' ? null : Number(v))),
  source: text(TEXT_LIMITS.source, 'the publisher of the rate'),
  // Empty when the publisher's page is the document (an import without one).
  document: text(TEXT_LIMITS.source),
  url: z.string().regex(/^https?:\/\/\S+$/, { error: "an http(s) address of the publisher's page" }),
  read_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'the date it was read, as YYYY-MM-DD' }),
  confidence,
  provenance: text(TEXT_LIMITS.note),
  note: freeText({ max: TEXT_LIMITS.note, multiline: true }),
  note_es: freeText({ max: TEXT_LIMITS.note, multiline: true }),
});

/** fips/unit_id → the unit's newest row in the tables read so far. */
export type KnownNyUnits = ReadonlyMap<string, NyUnit>;

export interface NyTableContext {
  /** The table's year (its file name): every row's tax_year. */
  year?: number;
  /** The units of the earlier years; empty or absent for the oldest table, which lists every unit. */
  earlier?: KnownNyUnits;
}

/** Checks one table: the rows, then what only shows across rows (ids, a segment's town, one county row). */
export function checkNyUnits(
  t: CsvTable,
  counties: readonly NationalCounty[],
  context: NyTableContext = {},
): { units: Record<string, NyUnit[]>; issues: Issue[] } {
  const { rows, issues } = validateRows(t, row, [...NY_UNIT_COLUMNS.required, ...NY_UNIT_COLUMNS.optional]);
  const known = new Map(counties.filter((c) => c.state === 'NY' && !NYC_FIPS.has(c.fips)).map((c) => [c.fips, c]));
  const earlier = context.earlier?.size ? context.earlier : null;
  const byCounty = new Map<string, { line: number; unit: NyUnit }[]>();
  const seen = new Map<string, number>();
  for (const { line, row: r } of rows) {
    const county = known.get(r.fips);
    if (!county) {
      issues.push(fieldIssue(t, line, 'fips', 'a New York county outside New York City', JSON.stringify(r.fips)));
      continue;
    }
    if (county.name !== r.county_name)
      issues.push(fieldIssue(t, line, 'county_name', JSON.stringify(county.name), JSON.stringify(r.county_name)));
    if (context.year !== undefined && r.tax_year !== context.year)
      issues.push(fieldIssue(t, line, 'tax_year', `${context.year}, the year the file is named for`, `${r.tax_year}`));
    const key = `${r.fips}/${r.unit_id}`;
    const first = seen.get(key);
    if (first !== undefined) {
      issues.push(
        fieldIssue(t, line, 'unit_id', 'each id once per county', `${r.unit_id} again (first on line ${first})`),
      );
      continue;
    }
    seen.set(key, line);
    const segment = r.unit_type === 'school-segment';
    if (earlier) issues.push(...sameUnit(t, line, r, earlier));
    else {
      if (segment && r.municipality_id === '')
        issues.push(
          fieldIssue(t, line, 'municipality_id', 'the id of the town or city the segment lies in', 'nothing'),
        );
      if (!segment && r.municipality_id !== '')
        issues.push(
          fieldIssue(t, line, 'municipality_id', `nothing for a ${r.unit_type}`, JSON.stringify(r.municipality_id)),
        );
    }
    const { remark, issues: remarkIssues } = remarkOf(t, line, r.note, r.note_es);
    issues.push(...remarkIssues);
    if (r.rate_pct === null && remark === null)
      issues.push(fieldIssue(t, line, 'note', 'a note saying why the rate is missing', 'nothing'));
    const list = byCounty.get(r.fips) ?? [];
    list.push({
      line,
      unit: {
        id: r.unit_id,
        name: r.unit_name,
        type: r.unit_type,
        municipalityId: segment ? r.municipality_id : null,
        ratePct: r.rate_pct,
        taxYear: r.tax_year,
        status: r.status.status,
        ...(r.status.viaCopy ? { viaCopy: true as const } : {}),
        taxableFullValue: r.taxable_full_value,
        source: r.source,
        document: r.document,
        url: r.url,
        readOn: r.read_on,
        confidence: r.confidence,
        ...(r.provenance ? { provenance: r.provenance } : {}),
        remark,
      },
    });
    byCounty.set(r.fips, list);
  }
  const units: Record<string, NyUnit[]> = {};
  for (const fipsCode of [...byCounty.keys()].sort()) {
    const list = byCounty.get(fipsCode)!;
    // A later table's units are those of the oldest one, already checked there.
    if (!earlier) issues.push(...wholeCounty(t, fipsCode, list));
    units[fipsCode] = list.map((x) => x.unit);
  }
  return { units, issues };
}

/** A later year's row: a unit of an earlier year, with the same type and town. */
function sameUnit(
  t: CsvTable,
  line: number,
  r: { fips: string; unit_id: string; unit_type: string; municipality_id: string },
  earlier: KnownNyUnits,
): Issue[] {
  const before = earlier.get(`${r.fips}/${r.unit_id}`);
  if (!before) {
    const inCounty = [...earlier].filter(([key]) => key.startsWith(`${r.fips}/`)).map(([, u]) => u);
    return [
      fieldIssue(
        t,
        line,
        'unit_id',
        `the id of a unit of the same county in an earlier year's table of ${NY_UNITS_DIR} (closest: ${closest(r.unit_id, inCounty, 'id')}); a later year holds only units listed before`,
        JSON.stringify(r.unit_id),
      ),
    ];
  }
  const out: Issue[] = [];
  if (before.type !== r.unit_type)
    out.push(fieldIssue(t, line, 'unit_type', `${before.type}, as in the earlier years`, JSON.stringify(r.unit_type)));
  if ((before.municipalityId ?? '') !== r.municipality_id)
    out.push(
      fieldIssue(
        t,
        line,
        'municipality_id',
        `${JSON.stringify(before.municipalityId ?? '')}, as in the earlier years`,
        JSON.stringify(r.municipality_id),
      ),
    );
  return out;
}

/** The oldest table's county: every segment in a town or city of its own, and one county row. */
function wholeCounty(t: CsvTable, fipsCode: string, list: readonly { line: number; unit: NyUnit }[]): Issue[] {
  const issues: Issue[] = [];
  const towns = new Set(list.filter((x) => x.unit.type === 'town' || x.unit.type === 'city').map((x) => x.unit.id));
  for (const { line, unit } of list) {
    if (unit.municipalityId !== null && !towns.has(unit.municipalityId))
      issues.push(
        fieldIssue(t, line, 'municipality_id', 'the id of a town or city of the same county', unit.municipalityId),
      );
  }
  const countyRows = list.filter((x) => x.unit.type === 'county');
  if (countyRows.length !== 1)
    issues.push(
      fieldIssue(
        t,
        (countyRows[1] ?? list[0]!).line,
        'unit_type',
        `one county row for ${fipsCode}`,
        `${countyRows.length}`,
      ),
    );
  return issues;
}

/** A table not yet on disk (the file being imported), checked in place of the stored one of its year. */
export interface NyTableOverride {
  year: number;
  text: string;
  /** Name used in messages. */
  file: string;
}

/** Every year-named table under sources/units/ny/, checked, oldest first; a missing folder holds none. */
export async function loadNyUnits(
  root: string,
  counties: readonly NationalCounty[],
  issues: Issue[],
  override?: NyTableOverride,
): Promise<Map<number, Record<string, NyUnit[]>>> {
  const names = (await readdir(join(root, NY_UNITS_DIR)).catch(() => [] as string[])).filter((n) => !n.startsWith('.'));
  if (override && !names.includes(`${override.year}.csv`)) names.push(`${override.year}.csv`);
  const tables = new Map<number, Record<string, NyUnit[]>>();
  const known = new Map<string, NyUnit>();
  // Oldest first, so each table is checked against the units of the years before it.
  for (const name of names.sort()) {
    const file = `${NY_UNITS_DIR}/${name}`;
    const m = /^(\d{4})\.csv$/.exec(name);
    if (!m) {
      issues.push({ where: file, message: 'file: expected a table named <year>.csv, found an unknown file' });
      continue;
    }
    const year = Number(m[1]);
    const own = override?.year === year ? override : undefined;
    const text = own ? ({ ok: true, value: own.text } as const) : await readSourceText(join(root, file), file);
    if (text === undefined) continue;
    if (!text.ok) {
      pushAll(issues, text.errors);
      continue;
    }
    const parsed = parseCsv(text.value, own?.file ?? file, NY_UNIT_COLUMNS);
    if (!parsed.ok) {
      pushAll(issues, parsed.errors);
      continue;
    }
    const checked = checkNyUnits(parsed.value, counties, { year, earlier: known });
    pushAll(issues, checked.issues);
    tables.set(year, checked.units);
    for (const [fipsCode, list] of Object.entries(checked.units))
      for (const u of list) known.set(`${fipsCode}/${u.id}`, u);
  }
  return tables;
}
