// Florida and California areas (sources/units/fl|ca/<year>.csv): one row per city, unincorporated
// area or tax rate area of a county, its rate as published. The rate unit is checked here and
// converted once: Florida in mills (÷ 10), California in percent or as a fraction (× 100). Every
// problem is reported at FILE:LINE:COLUMN.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { NationalCounty } from '../../site/calc/types.ts';
import { AREA_UNIT_TYPES, type AreaState, type AreaUnit, type AreaUnitType } from '../../schema/area-units.ts';
import { UNIT_STATUSES } from '../../schema/ny-units.ts';
import { type ColumnSpec, type CsvTable, parseCsv } from '../ingest/ingest.ts';
import { readSourceText } from '../ingest/read-text.ts';
import { type Issue, pushAll } from '../result.ts';
import { TEXT_LIMITS, freeText } from './free-text.ts';
import { remarkOf } from './remark.ts';
import { fieldIssue, validateRows } from './rows.ts';
import { confidence, fips } from './schemas.ts';

export const areaUnitsDir = (state: AreaState): string => `sources/units/${state}`;

export const AREA_UNIT_COLUMNS: ColumnSpec = {
  required: [
    'fips',
    'county_name',
    'unit_id',
    'unit_name',
    'unit_name_es',
    'unit_type',
    'rate',
    'rate_unit',
    'tax_year',
    'status',
    'source',
    'document',
    'url',
    'read_on',
    'confidence',
    'note',
    'note_es',
  ],
  optional: ['provenance', 'line_name', 'line_name_es'],
};

/** Each state's rate units as published, with the factor to percent and the largest believable rate. */
const RATE_UNITS: Record<AreaState, Record<string, { toPct: number; max: number; says: string }>> = {
  // Florida caps a city's (and the county's municipal-services) operating millage at 10 mills; voted debt comes on top.
  fl: { mills: { toPct: 0.1, max: 20, says: 'mills (dollars per $1,000 of taxable value) from 0 to 20' } },
  ca: {
    percent: { toPct: 1, max: 3, says: 'a percent of assessed value from 1 to 3 (1.187380 = 1.187380 %)' },
    fraction: {
      toPct: 100,
      max: 0.03,
      says: 'a fraction of assessed value from 0.01 to 0.03 (0.01163785 = 1.163785 %)',
    },
  },
};
const TYPES: Record<AreaState, readonly AreaUnitType[]> = {
  fl: ['municipality', 'unincorporated'],
  ca: ['tax-rate-area'],
};
const STATE_OF: Record<AreaState, string> = { fl: 'FL', ca: 'CA' };
const STATE_NAME: Record<AreaState, string> = { fl: 'Florida', ca: 'California' };

const text = (max: number, required?: string) => freeText({ max, ...(required ? { required } : {}) });
const row = z.object({
  fips,
  county_name: text(TEXT_LIMITS.name, 'a county name'),
  unit_id: z.string().regex(/^[a-z0-9][a-z0-9.-]{0,79}$/, {
    error: 'an id of lower-case letters, digits, "-" and "." (at most 80)',
  }),
  unit_name: text(TEXT_LIMITS.source, 'the area name in English'),
  unit_name_es: text(TEXT_LIMITS.source, 'the area name in Spanish'),
  unit_type: z.enum(AREA_UNIT_TYPES, { error: `one of ${AREA_UNIT_TYPES.join(', ')}` }),
  rate: z.string().regex(/^\d+(?:\.\d+)?$/, { error: 'a rate as published, digits with a decimal point' }),
  rate_unit: z.string(),
  tax_year: z
    .string()
    .regex(/^(19|20)\d{2}$/, { error: 'a 4-digit tax year' })
    .transform(Number),
  status: z.enum(UNIT_STATUSES, { error: `one of ${UNIT_STATUSES.join(', ')}` }),
  source: text(TEXT_LIMITS.source, 'the publisher of the rate'),
  document: text(TEXT_LIMITS.source, 'the document the rate was read in'),
  url: z.string().regex(/^(?:https?:\/\/\S+)?$/, {
    error: "an http(s) address of the publisher's page, or nothing when the copy did not record one",
  }),
  read_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'the date it was read, as YYYY-MM-DD' }),
  confidence,
  provenance: text(TEXT_LIMITS.note),
  note: freeText({ max: TEXT_LIMITS.note, multiline: true }),
  note_es: freeText({ max: TEXT_LIMITS.note, multiline: true }),
  line_name: text(TEXT_LIMITS.name),
  line_name_es: text(TEXT_LIMITS.name),
});

/** Checks one table of one state; rows keep the table's order (a county's first row is its most common area). */
export function checkAreaUnits(
  t: CsvTable,
  state: AreaState,
  counties: readonly NationalCounty[],
): { units: Record<string, AreaUnit[]>; issues: Issue[] } {
  const { rows, issues } = validateRows(t, row, [...AREA_UNIT_COLUMNS.required, ...AREA_UNIT_COLUMNS.optional]);
  const known = new Map(counties.filter((c) => c.state === STATE_OF[state]).map((c) => [c.fips, c]));
  const units: Record<string, AreaUnit[]> = {};
  const seen = new Map<string, number>();
  let previous = null as { key: string; unit: AreaUnit; named: boolean } | null;
  for (const { line, row: r } of rows) {
    const county = known.get(r.fips);
    if (!county) {
      issues.push(fieldIssue(t, line, 'fips', `a ${STATE_NAME[state]} county`, JSON.stringify(r.fips)));
      continue;
    }
    if (county.name !== r.county_name)
      issues.push(fieldIssue(t, line, 'county_name', JSON.stringify(county.name), JSON.stringify(r.county_name)));
    const key = `${r.fips}/${r.unit_id}`;
    const first = seen.get(key);
    // An area of several levies (operating and voted debt) is one row per levy, one after the other, each named.
    const more = first !== undefined && previous?.key === key;
    if (first !== undefined && !more) {
      issues.push(
        fieldIssue(
          t,
          line,
          'unit_id',
          'each id once per county, or its levies on consecutive rows',
          `${r.unit_id} again (first on line ${first})`,
        ),
      );
      continue;
    }
    if (more && (!r.line_name || !previous!.named)) {
      issues.push(
        fieldIssue(
          t,
          line,
          'line_name',
          `a levy name on every row of ${r.unit_id}`,
          r.line_name ? 'one missing' : 'nothing',
        ),
      );
      continue;
    }
    if (more && (r.unit_name !== previous!.unit.name.en || r.tax_year !== previous!.unit.taxYear)) {
      issues.push(
        fieldIssue(
          t,
          line,
          'unit_name',
          `the same area name and tax_year as line ${first}`,
          JSON.stringify(r.unit_name),
        ),
      );
      continue;
    }
    if (r.line_name && !r.line_name_es) {
      issues.push(fieldIssue(t, line, 'line_name_es', 'the levy name in Spanish', 'nothing'));
      continue;
    }
    seen.set(key, first ?? line);
    if (!TYPES[state].includes(r.unit_type))
      issues.push(
        fieldIssue(t, line, 'unit_type', `for ${STATE_NAME[state]} one of ${TYPES[state].join(', ')}`, r.unit_type),
      );
    const units_ = RATE_UNITS[state];
    const unit = units_[r.rate_unit];
    if (!unit) {
      issues.push(
        fieldIssue(
          t,
          line,
          'rate_unit',
          `for ${STATE_NAME[state]} ${Object.keys(units_).join(' or ')}`,
          JSON.stringify(r.rate_unit),
        ),
      );
      continue;
    }
    const published = Number(r.rate);
    if (published > unit.max || (state === 'ca' && published * unit.toPct < 1)) {
      issues.push(fieldIssue(t, line, 'rate', unit.says, r.rate));
      continue;
    }
    const { remark, issues: remarkIssues } = remarkOf(t, line, r.note, r.note_es);
    issues.push(...remarkIssues);
    // Rounded to the published digits plus two, so 1.9090 mills is 0.1909 %, not 0.19090000000000001.
    const ratePct = Number((published * unit.toPct).toFixed(decimals(r.rate) + 2));
    const levy = {
      name: r.line_name ? { en: r.line_name, es: r.line_name_es } : null,
      ratePct,
      status: r.status,
      source: r.source,
      document: r.document,
      url: r.url,
    };
    if (more) {
      const area = previous!.unit;
      area.lines.push(levy);
      area.ratePct = Number((area.ratePct + ratePct).toFixed(8));
      if (r.status === 'proposed') area.status = 'proposed';
      continue;
    }
    const area: AreaUnit = {
      id: r.unit_id,
      name: { en: r.unit_name, es: r.unit_name_es },
      type: r.unit_type,
      ratePct,
      taxYear: r.tax_year,
      status: r.status,
      lines: [levy],
      source: r.source,
      document: r.document,
      url: r.url,
      readOn: r.read_on,
      confidence: r.confidence,
      ...(r.provenance ? { provenance: r.provenance } : {}),
      remark,
    };
    (units[r.fips] ??= []).push(area);
    previous = { key, unit: area, named: r.line_name !== '' };
  }
  return { units, issues };
}

const decimals = (s: string): number => s.split('.')[1]?.length ?? 0;

/** Every year-named table under sources/units/<state>/, checked; a missing folder holds none. */
export async function loadAreaUnits(
  root: string,
  state: AreaState,
  counties: readonly NationalCounty[],
  issues: Issue[],
  /** A table being imported, checked in place of (or beside) the stored ones. */
  override?: { state: string; year: number; text: string; file: string },
): Promise<Map<number, Record<string, AreaUnit[]>>> {
  const dir = areaUnitsDir(state);
  const names = await readdir(join(root, dir)).catch(() => [] as string[]);
  const own = override?.state === state ? override : undefined;
  if (own && !names.includes(`${own.year}.csv`)) names.push(`${own.year}.csv`);
  const tables = new Map<number, Record<string, AreaUnit[]>>();
  for (const name of names.filter((n) => !n.startsWith('.')).sort()) {
    const file = `${dir}/${name}`;
    const m = /^(\d{4})\.csv$/.exec(name);
    if (!m) {
      issues.push({ where: file, message: 'file: expected a table named <year>.csv, found an unknown file' });
      continue;
    }
    const overridden = own?.year === Number(m[1]);
    const text = overridden ? { ok: true as const, value: own!.text } : await readSourceText(join(root, file), file);
    if (text === undefined) continue;
    if (!text.ok) {
      pushAll(issues, text.errors);
      continue;
    }
    const parsed = parseCsv(text.value, overridden ? own!.file : file, AREA_UNIT_COLUMNS);
    if (!parsed.ok) {
      pushAll(issues, parsed.errors);
      continue;
    }
    const checked = checkAreaUnits(parsed.value, state, counties);
    pushAll(issues, checked.issues);
    tables.set(Number(m[1]), checked.units);
  }
  return tables;
}
