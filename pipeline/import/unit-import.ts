// `rates import FILE --state S --year Y --units`: taxing units' new rates, as they publish them, for
// every state. Each row names a stored unit (by id, or by county and name) and gives its rate in the
// state's published unit (Texas per $100, New York per $1,000 of full value, Florida mills, California
// percent), its status and its source; the row written to sources/units/<S>/<Y>.csv keeps the unit's
// description from its newest stored row. Where the state's list is open (Florida, California), a row
// with the table's own description columns adds a unit. A unit of several levies takes one row per
// levy. Then the same transaction as a county import: checked with every other source as if in place,
// re-emitted, written all or nothing.
import { join } from 'node:path';
import { z } from 'zod';
import type { StateCode } from '../../schema/codes.ts';
import { calcState } from '../../states/engines.ts';
import { type Issue, type Result, at, fail, ok } from '../result.ts';
import { type CsvRow, type CsvTable, parseCsv } from '../ingest/ingest.ts';
import { loadSources } from '../registry/load.ts';
import { importScope } from '../registry/plan.ts';
import { readSourceFile } from '../ingest/read-text.ts';
import { sievedCsv } from '../ingest/csv-sieve.ts';
import { applyChanges, planEmit } from '../registry/emit.ts';
import { UNIT_COLUMNS, confidence, readOn, unitStatus, webAddress } from '../validate/schemas.ts';
import { TEXT_LIMITS, freeText } from '../validate/free-text.ts';
import { validateRows, fieldIssue } from '../validate/rows.ts';
import { unitChanges, unitChangeLine } from '../diff/unit-diff.ts';
import { currentUnits } from '../emit/unit-years.ts';
import { unitsDir } from '../emit/units.ts';
import { checkYear, readImportFile, type ImportOutcome } from './import.ts';
import { countyKey, matchRow, type StoredUnit, storedUnits } from './unit-match.ts';

/** The rate columns an import file may name: `rate` in the state's published unit, or the unit spelled out. */
const RATE_NAMES = ['rate', 'rate_pct', 'rate_per_100', 'rate_per_1000', 'mills'] as const;
type RateName = (typeof RATE_NAMES)[number];
/** Which published units each rate column states (rate: the state's own). */
const RATE_NAME_UNITS: Record<Exclude<RateName, 'rate'>, readonly string[]> = {
  rate_pct: ['per-100', 'percent'],
  rate_per_100: ['per-100'],
  rate_per_1000: ['per-1000'],
  mills: ['mills'],
};
const UNIT_WORDS: Record<string, string> = {
  'per-100':
    'rate (or rate_per_100), dollars per $100 of taxable value as the Comptroller publishes it (0.493907; convert cents per $100 ÷ 100)',
  'per-1000':
    'rate (or rate_per_1000), dollars per $1,000 of full value as the Comptroller and county budgets publish it (0.59003 % is 5.9003)',
  mills: 'rate (or mills), dollars per $1,000 of taxable value as the millage ordinance sets it (7.3616)',
  percent: 'rate (or rate_pct), percent of assessed value as the rate book prints it (1.187380)',
};

export const UNIT_IMPORT_COLUMNS = {
  required: ['status', 'source', 'url', 'read_on'],
  optional: [
    ...RATE_NAMES,
    'rate_unit',
    'unit_id',
    'county',
    'unit_name',
    'mo',
    'is',
    'mo_pct',
    'is_pct',
    'levy_name',
    'levy_name_es',
    'tax_year',
    'document',
    'confidence',
    'note',
    'note_es',
    'provenance',
    // A new unit of an open list (Florida and California) brings the table's own description.
    ...UNIT_COLUMNS.required.filter(
      (c) =>
        ![
          'unit_id',
          'unit_name',
          'rate',
          'status',
          'source',
          'url',
          'read_on',
          'confidence',
          'rate_unit',
          'tax_year',
        ].includes(c),
    ),
    ...UNIT_COLUMNS.optional.filter(
      (c) => !['levy_name', 'levy_name_es', 'mo', 'is', 'document', 'note', 'note_es', 'provenance'].includes(c),
    ),
  ],
} as const;

const NUM_RE = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const published = (max: number, words: string, required: boolean) =>
  z.string().refine((v) => (v === '' ? !required : NUM_RE.test(v) && Number(v) <= max), {
    error: `${words}, from 0 to ${max}${required ? '' : ', or nothing'}`,
  });
/** The file's own column names for the rate and its parts, so a refusal names the column as the file does. */
interface RateColumns {
  rate: string;
  mo: string;
  is: string;
}
const importRow = (max: number, words: string, c: RateColumns) =>
  z.object({
    [c.rate]: published(max, words, true),
    [c.mo]: published(max, 'the M&O part in the same unit', false),
    [c.is]: published(max, 'the I&S part in the same unit', false),
    status: unitStatus,
    source: freeText({ max: TEXT_LIMITS.source, required: 'who published the rate, and in which document' }),
    url: webAddress,
    read_on: readOn,
    document: freeText({ max: TEXT_LIMITS.source }),
    confidence: z.union([z.literal(''), confidence]),
    note: freeText({ max: TEXT_LIMITS.note, multiline: true }),
    note_es: freeText({ max: TEXT_LIMITS.note, multiline: true }),
    provenance: freeText({ max: TEXT_LIMITS.note, multiline: true }),
  });
interface ImportRow {
  rate: string;
  mo: string;
  is: string;
  status: { status: string; viaCopy: boolean };
  source: string;
  url: string;
  read_on: string;
  document: string;
  confidence: string;
  note: string;
  note_es: string;
  provenance: string;
}

/** No confidence given: a settled rate from its publisher is high; a copy or an unknown status is lower. */
function defaultConfidence(r: ImportRow): string {
  if (r.status.status === 'unverified') return 'low';
  if (r.status.viaCopy) return 'medium-low';
  return r.status.status === 'adopted' || r.status.status === 'final' ? 'high' : 'medium-high';
}

/** Flags that describe the unit rather than one year's rate carry over to the new row. */
const LASTING_FLAGS = new Set(['multi-cad']);
/** The columns that describe the unit rather than one year's rate, copied from its newest stored row. */
const DESCRIPTION = [
  'fips',
  'county_name',
  'unit_id',
  'unit_name',
  'unit_name_es',
  'unit_type',
  'district_type',
  'parent_id',
  'countywide',
  'county_value_share',
  'taxable_value',
  'group',
  'group_es',
  'aliases',
];

const plainNumber = (v: string) => (v.startsWith('.') ? `0${v}` : v);

function newRow(
  description: Record<string, string>,
  r: ImportRow,
  raw: Record<string, string>,
  year: number,
  unit: string,
): Record<string, string> {
  return {
    ...Object.fromEntries(DESCRIPTION.map((c) => [c, description[c] ?? ''])),
    flags: (description.flags ?? '')
      .split(';')
      .filter((f) => LASTING_FLAGS.has(f))
      .join(';'),
    levy_name: raw.levy_name ?? '',
    levy_name_es: raw.levy_name_es ?? '',
    rate: plainNumber(r.rate),
    rate_unit: unit,
    mo: r.mo ? plainNumber(r.mo) : '',
    is: r.is ? plainNumber(r.is) : '',
    tax_year: String(year),
    status: raw.status!,
    source: r.source,
    document: r.document,
    url: r.url,
    read_on: r.read_on,
    confidence: r.confidence || defaultConfidence(r),
    provenance: r.provenance,
    note: r.note,
    note_es: r.note_es,
  };
}

const csvField = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvLine = (fields: readonly string[]) => fields.map(csvField).join(',');
const keyOf = (v: Record<string, string>) => `${v.fips}/${v.unit_id}`;

/**
 * The stored table of the year with every imported unit's rows in place of its stored ones, in the order of `base`
 * (the year's own table, else the newest earlier one); a unit it does not list goes after its county's others.
 */
function mergedText(
  header: readonly string[],
  base: readonly string[],
  stored: CsvTable | null,
  rows: readonly Record<string, string>[],
): string {
  const byKey = new Map<string, Record<string, string>[]>();
  for (const r of stored?.rows ?? []) byKey.set(keyOf(r.values), [...(byKey.get(keyOf(r.values)) ?? []), r.values]);
  const incoming = new Map<string, Record<string, string>[]>();
  for (const r of rows) incoming.set(keyOf(r), [...(incoming.get(keyOf(r)) ?? []), r]);
  for (const [key, list] of incoming) byKey.set(key, list);
  const lines = orderedKeys(base, [...byKey.keys()]).flatMap((k) =>
    byKey.get(k)!.map((v) => csvLine(header.map((h) => v[h] ?? ''))),
  );
  return `${[csvLine(header), ...lines].join('\n')}\n`;
}

/**
 * `keys` in `base`'s order; one `base` lacks follows its county's last unit, or, a county's first, comes in fips
 * order.
 */
function orderedKeys(base: readonly string[], keys: readonly string[]): string[] {
  const have = new Set(keys);
  const out = [...new Set(base)].filter((k) => have.has(k));
  const placed = new Set(out);
  const fipsOf = (k: string) => k.slice(0, k.indexOf('/'));
  for (const k of keys.filter((x) => !placed.has(x)).sort()) {
    let at = -1;
    out.forEach((x, i) => {
      if (fipsOf(x) === fipsOf(k)) at = i;
    });
    if (at < 0) {
      const next = out.findIndex((x) => fipsOf(x) > fipsOf(k));
      at = (next < 0 ? out.length : next) - 1;
    }
    out.splice(at + 1, 0, k);
  }
  return out;
}

/** A stored table as read: whole, or only the rows of the counties an import names (`whole` false). */
interface StoredYear {
  year: number;
  table: CsvTable;
  whole: boolean;
}

/**
 * The state's stored tables up to `upTo`, oldest first. `named`: the rows of the years before `upTo` that the import
 * needs, its counties' (its own year's table is merged into, so read whole); absent, every row.
 */
async function storedYears(
  root: string,
  state: StateCode,
  upTo: number,
  named?: (cell: (column: string) => string) => boolean,
): Promise<Result<StoredYear[]>> {
  const { readdir } = await import('node:fs/promises');
  const names = await readdir(join(root, unitsDir(state))).catch(() => [] as string[]);
  const years = names
    .map((n) => /^(\d{4})\.csv$/.exec(n)?.[1])
    .filter((y): y is string => y !== undefined)
    .map(Number)
    .filter((y) => y <= upTo)
    .sort((a, b) => a - b);
  const out: StoredYear[] = [];
  for (const year of years) {
    const path = `${unitsDir(state)}/${year}.csv`;
    const read = readSourceFile(join(root, path), path);
    if (read === undefined) continue;
    if (!read.ok) return read;
    const keep = year < upTo ? named : undefined;
    const parsed = keep
      ? sievedCsv(root, path, read.value.bytes, read.value.text, UNIT_COLUMNS, NAMED_BY, keep).table
      : parseCsv(read.value.text, path, UNIT_COLUMNS);
    if (!parsed.ok) return parsed;
    out.push({ year, table: parsed.value, whole: keep === undefined });
  }
  return ok(out);
}

/** The one rate column of the file, read in the state's unit; any other unit is refused before a row is read. */
function rateColumn(table: CsvTable, unit: string): { name: RateName } | { issues: Issue[] } {
  const named = RATE_NAMES.filter((n) => table.header.includes(n));
  const where = (name: string) => at(table.file, 1, Math.max(1, table.header.indexOf(name) + 1));
  if (named.length !== 1)
    return {
      issues: [
        {
          where: where(named[1] ?? table.header[0] ?? ''),
          message: `header: expected one rate column, ${UNIT_WORDS[unit]}, found ${named.length ? named.join(' and ') : table.header.join(', ')}`,
        },
      ],
    };
  const name = named[0]!;
  if (name !== 'rate' && !RATE_NAME_UNITS[name].includes(unit))
    return {
      issues: [
        {
          where: where(name),
          message: `header: expected ${UNIT_WORDS[unit]}, found ${name}; this state's imports take its rates as published and convert them once`,
        },
      ],
    };
  return { name };
}

export interface UnitImportOptions {
  root: string;
  file: string;
  state: StateCode;
  year: number;
}

/** The file's names for the parts of the rate: mo and is, or Texas's older mo_pct and is_pct. */
const partColumns = (header: readonly string[], rate: string): RateColumns => ({
  rate,
  mo: header.includes('mo_pct') ? 'mo_pct' : 'mo',
  is: header.includes('is_pct') ? 'is_pct' : 'is',
});

/** A row adding a unit of an open list: the table's description columns, checked when the table is read again. */
function newUnitOf(row: CsvRow, state: StateCode): StoredUnit | null {
  const v = row.values;
  if (!calcState(state).units.closedList && v.unit_type && v.fips && v.county_name && v.unit_id && v.unit_name)
    return { fips: v.fips, countyName: v.county_name, id: v.unit_id, name: v.unit_name, values: v };
  return null;
}

/** The columns namedCounties reads of a stored row. */
const NAMED_BY = ['county_name', 'fips'];

/**
 * The stored rows an import file's units can be among: those of the counties its rows name, by name or FIPS (the
 * matcher's county key), and of the FIPS a new unit's row gives. Undefined where a row names no county (an id alone
 * may be any county's, or several): every row.
 */
function namedCounties(file: CsvTable): ((cell: (column: string) => string) => boolean) | undefined {
  const wanted = new Set<string>();
  for (const { values: v } of file.rows) {
    const county = (v.county ?? '').trim();
    if (county === '') return undefined;
    wanted.add(county).add(countyKey(county));
    if (v.fips) wanted.add(v.fips);
  }
  const keys = new Map<string, boolean>();
  return (cell) => {
    const name = cell('county_name');
    let hit = keys.get(name);
    if (hit === undefined) keys.set(name, (hit = wanted.has(countyKey(name))));
    return hit || wanted.has(cell('fips'));
  };
}

export async function importUnits(o: UnitImportOptions): Promise<Result<ImportOutcome>> {
  const scoped = await importUnitsFrom(o, true);
  // A refusal names what it found among every county's units (the closest county or unit): the whole tables then.
  return scoped.ok ? scoped : importUnitsFrom(o, false);
}

async function importUnitsFrom(o: UnitImportOptions, scoped: boolean): Promise<Result<ImportOutcome>> {
  const rules = calcState(o.state).units;
  const unit = rules.rate.unit;
  const year = await checkYear(o);
  if (!year.ok) return year;
  // The file read first for the counties it names: the earlier years' tables (Texas's 5,700 units) are read for
  // those alone. Its own problems are reported in their turn below.
  const given = scoped ? await readImportFile(o.file) : null;
  const named = given?.ok ? parseCsv(given.value, o.file, UNIT_IMPORT_COLUMNS) : null;
  const tables = await storedYears(o.root, o.state, o.year, named?.ok ? namedCounties(named.value) : undefined);
  if (!tables.ok) return tables;
  const oldest = tables.value[0];
  if (!oldest && rules.closedList)
    return fail([
      {
        where: 'command line',
        message: `--year: expected a year no earlier than the full unit table of ${unitsDir(o.state)} (a later year holds units listed there), found ${o.year}`,
      },
    ]);
  const read = given ?? (await readImportFile(o.file));
  if (!read.ok) return read;
  const parsed = named ?? parseCsv(read.value, o.file, UNIT_IMPORT_COLUMNS);
  if (!parsed.ok) return parsed;
  const column = rateColumn(parsed.value, unit);
  if ('issues' in column) return fail(column.issues);
  if (parsed.value.header.includes('rate_unit')) {
    const wrong = parsed.value.rows.find((r) => (r.values.rate_unit ?? unit) !== unit);
    if (wrong)
      return fail([
        fieldIssue(
          parsed.value,
          wrong.line,
          'rate_unit',
          `${unit}, as ${o.state.toUpperCase()} publishes rates`,
          JSON.stringify(wrong.values.rate_unit),
        ),
      ]);
  }
  const table = parsed.value;
  const cols = partColumns(table.header, column.name);
  const checked = validateRows(table, importRow(rules.rate.max, UNIT_WORDS[unit]!, cols), [
    cols.rate,
    cols.mo,
    cols.is,
    ...UNIT_IMPORT_COLUMNS.required,
    'document',
    'confidence',
    'note',
    'note_es',
    'provenance',
  ]);
  const issues: Issue[] = [...checked.issues];
  const stored = storedUnits(tables.value.map((t) => t.table));
  const byLine = new Map(
    checked.rows.map(({ line, row }) => {
      const v = row as Record<string, unknown>;
      return [line, { ...v, rate: v[cols.rate], mo: v[cols.mo], is: v[cols.is] } as ImportRow];
    }),
  );
  const rows: Record<string, string>[] = [];
  const names: string[] = [];
  const seen = new Map<string, number>();
  let previousKey: string | null = null;
  for (const row of table.rows) {
    const taxYear = row.values.tax_year;
    if (taxYear !== undefined && taxYear !== '' && taxYear !== String(o.year))
      issues.push(
        fieldIssue(table, row.line, 'tax_year', `${o.year} (the --year of the import)`, JSON.stringify(taxYear)),
      );
    const added = stored.has(`${row.values.fips}/${row.values.unit_id}`) ? null : newUnitOf(row, o.state);
    const matched = added ? { units: [added], issues: [] } : matchRow(table, row, stored, o.state);
    issues.push(...matched.issues);
    const r = byLine.get(row.line);
    if (!r) continue;
    for (const u of matched.units) {
      const key = `${u.fips}/${u.id}`;
      const first = seen.get(key);
      // A unit of several levies: one row per levy, one after the other, each named.
      const levy = first !== undefined && previousKey === key && Boolean(row.values.levy_name);
      if (first !== undefined && !levy) {
        issues.push(
          fieldIssue(
            table,
            row.line,
            row.values.unit_id ? 'unit_id' : 'unit_name',
            'each unit once per file (one rate per unit and year, or its named levies on consecutive rows; put the others in note)',
            `${u.name} of ${u.countyName} again (first on line ${first})`,
          ),
        );
        continue;
      }
      if (first === undefined) {
        seen.set(key, row.line);
        names.push(`${u.name} (${u.id}) in ${u.countyName}`);
      }
      previousKey = key;
      rows.push(newRow(added ? row.values : { ...u.values, flags: u.values.flags ?? '' }, r, row.values, o.year, unit));
    }
  }
  if (issues.length) return fail(issues);

  const path = `${unitsDir(o.state)}/${o.year}.csv`;
  const own = tables.value.find((t) => t.year === o.year)?.table ?? null;
  const header = own?.header ?? oldest?.table.header ?? [...UNIT_COLUMNS.required, ...UNIT_COLUMNS.optional];
  const missing = [
    ...new Set(
      rows.flatMap((r) =>
        Object.entries(r)
          .filter(([k, v]) => v !== '' && !header.includes(k))
          .map(([k]) => k),
      ),
    ),
  ];
  const newest = tables.value.filter((t) => t.year < o.year).at(-1)?.table;
  const base = (own ?? newest)?.rows.map((r) => keyOf(r.values)) ?? [];
  const content = mergedText([...header, ...missing], base, own, rows);
  // Only what a change to this kind reaches is read and planned again (pipeline/registry/plan.ts).
  const scope = await importScope(o.root, 'units', [path], o.state);
  const loaded = await loadSources(o.root, {
    replace: {
      kind: 'units',
      path,
      text: content,
      file: `${path} (merged with ${o.file})`,
      partial: true,
      // Only a table read whole stands for its file.
      parsed: tables.value.filter((t) => t.whole).map((t) => t.table),
    },
    only: scope.only,
    states: scope.states,
    digests: scope.hashes,
  });
  if (!loaded.ok) return loaded;
  const changes = await planEmit(o.root, loaded.value, { ...scope, sourceWrites: [{ path, content }] });
  if (!changes.ok) return changes;
  await applyChanges(o.root, changes.value, [{ path, content }]);

  const byYear = loaded.value.units[o.state];
  const current = byYear ? (currentUnits(byYear, loaded.value.product.productYear, rules) ?? {}) : {};
  const countyName = new Map([...stored.values()].map((u) => [u.fips, u.countyName]));
  for (const r of rows) countyName.set(r.fips!, r.county_name ?? r.fips!);
  const lines = unitChanges(current, o.year)
    .filter((c) => seen.has(`${c.fips}/${c.id}`))
    .map((c) => ({ ...c, county: countyName.get(c.fips) ?? c.fips }));
  const n = seen.size;
  const kept = content.trimEnd().split('\n').length - 1;
  return ok({
    verdict: `Imported ${n} unit ${n === 1 ? 'rate' : 'rates'} for ${o.state.toUpperCase()} ${o.year}: ${names.join(', ')}`,
    merge: `Merged into ${path}: it now holds ${kept} unit ${kept === 1 ? 'row' : 'rows'} of ${o.year}; every other unit keeps its newest earlier rate`,
    warnings: [],
    diffSummary: lines.length ? lines.map(unitChangeLine).join('\n') : null,
    changed: [path, ...changes.value.writes.map((w) => w.path), ...changes.value.removals].sort(),
  });
}
