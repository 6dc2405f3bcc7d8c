// Sourced constants (sources/constants/<scope>.csv): every exemption amount, limit, cap, deadline,
// fee and statistic an engine or a page uses, one row per figure and span of tax years, each with
// its publisher, document, year and the date it was read. Checked here row by row (zod) and
// across rows (one figure per key and year), then picked for the product year.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CONSTANT_UNITS } from '../../schema/codes.ts';
import type { ConstantUnit, SourcedConstant } from '../../schema/index.ts';
import { CONSTANT_SCOPES, type ConstantScope } from '../../schema/codes.ts';
import { type ColumnSpec, type CsvTable, parseCsv } from '../ingest/ingest.ts';
import type { Issue } from '../result.ts';
import { confidence } from './schemas.ts';
import { fieldIssue, validateRows } from './rows.ts';
import { LABEL_FILE, attachLabels } from './constant-labels.ts';

// The scopes are a code list of generated/ (schema/codes.ts).
export { CONSTANT_SCOPES, type ConstantScope };

export const CONSTANT_COLUMNS: ColumnSpec = {
  required: ['key', 'value', 'unit', 'tax_year', 'publisher', 'document', 'url', 'read_on', 'confidence', 'note'],
  optional: [],
};

const UNITS = CONSTANT_UNITS;
/** Units whose value is a date or text; every other unit's value is a number. */
const TEXTUAL: ReadonlySet<ConstantUnit> = new Set(['date', 'month-day', 'month', 'text']);
const NUMERIC: ReadonlySet<ConstantUnit> = new Set(CONSTANT_UNITS.filter((u) => !TEXTUAL.has(u)));
const NUM_RE = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** Free text is kept short and printable: a runaway note must not end up in every page. */
const MAX_TEXT = 2000;
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

const text = (expect: string, required: boolean) =>
  z
    .string()
    .refine((v) => !required || v.trim() !== '', { error: expect })
    .refine((v) => v.length <= MAX_TEXT, { error: `${expect} of at most ${MAX_TEXT} characters` })
    .refine((v) => !CONTROL.test(v), { error: `${expect} without control characters` });

export const constantRow = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_]*$/, {
    error: 'a key of lower-case letters, digits and underscores (e.g. school_homestead_exemption)',
  }),
  value: text('a value', false),
  unit: z.enum(UNITS, { error: `one of ${UNITS.join(', ')}` }),
  tax_year: z.string().regex(/^\d{4}(?:-(?:\d{4})?)?$/, {
    error: 'the tax year(s) it applies to: 2025, 2024-2026 or 2021- (from 2021 on)',
  }),
  publisher: text('who published the figure', true),
  document: text('the page or document it was read in', true),
  url: z.string().regex(/^(?:https?:\/\/\S+)?$/, { error: 'an http(s) address or nothing' }),
  read_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'the date it was read, as YYYY-MM-DD' }),
  confidence,
  note: text('a note', false),
});
export type ConstantRow = z.output<typeof constantRow>;

export type { ConstantRecord, ConstantTable } from './constant-table.ts';
import type { ConstantRecord, ConstantTable } from './constant-table.ts';
import { readOr } from '../ingest/read-text.ts';

/** What the value must look like for its unit; null when it does. */
function valueProblem(unit: ConstantUnit, value: string): string | null {
  if (value === '') return null;
  if (NUMERIC.has(unit)) return NUM_RE.test(value) ? null : `a bare number (unit ${unit}; no $, % or commas)`;
  if (unit === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : 'a date as YYYY-MM-DD (unit date)';
  if (unit === 'month-day')
    return /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value) ? null : 'a month and day as MM-DD (unit month-day)';
  if (unit === 'month') return /^(?:[1-9]|1[0-2])$/.test(value) ? null : 'a month number 1-12 (unit month)';
  return null;
}

function typed(unit: ConstantUnit, value: string): number | string | null {
  if (value === '') return null;
  return NUMERIC.has(unit) || unit === 'month' ? Number(value) : value;
}

function years(taxYear: string): { from: number; to: number | null } {
  const [a, b] = taxYear.split('-');
  const from = Number(a);
  if (b === undefined) return { from, to: from };
  return { from, to: b === '' ? null : Number(b) };
}

const overlaps = (a: ConstantRecord, b: ConstantRecord): boolean =>
  a.fromYear <= (b.toYear ?? Infinity) && b.fromYear <= (a.toYear ?? Infinity);

export function checkConstants(t: CsvTable): { table: ConstantTable; issues: Issue[] } {
  const { rows, issues } = validateRows(t, constantRow, CONSTANT_COLUMNS.required);
  const table: ConstantTable = new Map();
  const valueColumn = t.header.indexOf('value') + 1;
  for (const { line, row: r } of rows) {
    const problem = valueProblem(r.unit, r.value);
    if (problem) {
      issues.push(fieldIssue(t, line, 'value', problem, JSON.stringify(r.value)));
      continue;
    }
    const { from, to } = years(r.tax_year);
    if (to !== null && to < from) {
      issues.push(
        fieldIssue(t, line, 'tax_year', 'a span whose end is not before its start', JSON.stringify(r.tax_year)),
      );
      continue;
    }
    const record: ConstantRecord = {
      key: r.key,
      value: typed(r.unit, r.value),
      unit: r.unit,
      taxYear: r.tax_year,
      publisher: r.publisher,
      document: r.document,
      url: r.url,
      readOn: r.read_on,
      confidence: r.confidence,
      note: r.note,
      label: null,
      fromYear: from,
      toYear: to,
      valueAt: `${t.file}:${line}:${valueColumn}`,
    };
    const same = table.get(r.key) ?? [];
    const unitClash = same.find((c) => c.unit !== r.unit);
    if (unitClash) {
      issues.push(
        fieldIssue(
          t,
          line,
          'unit',
          `${unitClash.unit}, as on ${unitClash.valueAt.split(':').slice(0, 2).join(':')} for the same key`,
          r.unit,
        ),
      );
      continue;
    }
    const clash = same.find((c) => overlaps(c, record));
    if (clash) {
      issues.push(
        fieldIssue(
          t,
          line,
          'tax_year',
          `years no other row of ${r.key} covers (${clash.taxYear} on ${clash.valueAt.split(':').slice(0, 2).join(':')})`,
          JSON.stringify(r.tax_year),
        ),
      );
      continue;
    }
    table.set(
      r.key,
      [...same, record].sort((a, b) => a.fromYear - b.fromYear),
    );
  }
  return { table, issues };
}

/**
 * The figure for a tax year: the row whose years cover it, else the newest earlier row standing in
 * (an indexed amount not yet published for the year), else undefined (no figure at all).
 */
export function constantFor(
  table: ConstantTable,
  key: string,
  year: number,
): (SourcedConstant & { valueAt: string }) | undefined {
  const rows = table.get(key);
  if (!rows) return undefined;
  const covering = rows.find((r) => r.fromYear <= year && (r.toYear === null || r.toYear >= year));
  // A year whose figure is known to be unpublished (an empty value) is served by the newest earlier figure, said so.
  const earlier = [...rows].reverse().find((r) => r.fromYear <= year && r !== covering && r.value !== null);
  const pick = covering && (covering.value !== null || !earlier) ? covering : earlier;
  if (!pick) return undefined;
  const { fromYear: _f, toYear: _t, ...rest } = pick;
  return { ...rest, standIn: pick !== covering };
}

/** Reads and checks sources/constants/<scope>.csv for every scope that has one. */
export async function loadConstants(
  sourcesDir: string,
): Promise<{ tables: Partial<Record<ConstantScope, ConstantTable>>; issues: Issue[] }> {
  const tables: Partial<Record<ConstantScope, ConstantTable>> = {};
  const issues: Issue[] = [];
  const dir = join(sourcesDir, 'constants');
  const names = readOr(() => readdirSync(dir), [] as string[])
    .filter((n) => !n.startsWith('.') && n !== 'README.md' && n !== LABEL_FILE)
    .sort();
  for (const name of names) {
    const scope = name.replace(/\.csv$/, '');
    const file = `sources/constants/${name}`;
    if (!name.endsWith('.csv') || !(CONSTANT_SCOPES as readonly string[]).includes(scope)) {
      issues.push({
        where: file,
        message: `file: expected <scope>.csv with scope one of ${CONSTANT_SCOPES.join(', ')}, found an unknown file`,
      });
      continue;
    }
    const parsed = parseCsv(readFileSync(join(dir, name), 'utf8'), file, CONSTANT_COLUMNS);
    if (!parsed.ok) {
      issues.push(...parsed.errors);
      continue;
    }
    const checked = checkConstants(parsed.value);
    issues.push(...checked.issues);
    tables[scope as ConstantScope] = checked.table;
  }
  issues.push(...(await attachLabels(sourcesDir, tables)));
  return { tables, issues };
}
