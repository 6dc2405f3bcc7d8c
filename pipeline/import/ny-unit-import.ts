// `rates import FILE --state ny --year Y --units`: New York units' new rates as a county, city, town,
// village or school district publishes them. The rate comes in dollars per $1,000 of full value, as
// the Comptroller and the county budgets print it, and is converted here, once, to the stored
// percent (the decimal point moves; no digit is rounded). The row written to
// sources/units/ny/<Y>.csv keeps the unit's description (name, type, town, taxable full value) from
// its newest earlier row; then the same transaction as a Texas unit import: checked with every
// other source as if in place, re-emitted, written all or nothing.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { type Issue, type Result, fail, ok } from '../result.ts';
import { type CsvTable, parseCsv } from '../ingest/ingest.ts';
import { at } from '../result.ts';
import { loadSources } from '../registry/load.ts';
import { importScope } from '../registry/plan.ts';
import { readSourceText } from '../ingest/read-text.ts';
import { applyChanges, planEmit } from '../registry/emit.ts';
import { confidence } from '../validate/schemas.ts';
import { TEXT_LIMITS, freeText } from '../validate/free-text.ts';
import { validateRows, fieldIssue } from '../validate/rows.ts';
import { NY_UNITS_DIR, NY_UNIT_COLUMNS, nyStatus } from '../validate/ny-units.ts';
import { perThousandToPct } from '../shared/per-thousand.ts';
import { round6 } from '../shared/format.ts';
import { unitChangeLine } from '../diff/unit-diff.ts';
import { checkYear, readImportFile, type ImportOutcome } from './import.ts';
import { matchRow, type StoredUnit, storedUnits } from './unit-match.ts';
import type { UnitImportOptions } from './unit-import.ts';

export const NY_UNIT_IMPORT_COLUMNS = {
  required: ['status', 'source', 'url', 'read_on'],
  // rate_per_1000 is required too; both rate columns are listed so that a rate_pct gets its own refusal.
  optional: [
    'rate_per_1000',
    'rate_pct',
    'unit_id',
    'county',
    'unit_name',
    'document',
    'confidence',
    'note',
    'note_es',
    'provenance',
  ],
} as const;

const PER_1000 = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const importRow = z.object({
  rate_per_1000: z.string().refine((v) => PER_1000.test(v) && Number(v) <= 100, {
    error:
      'dollars per $1,000 of full value from 0 to 100, as the Comptroller and county budgets publish it (5.9003, not 0.59003 %)',
  }),
  status: nyStatus,
  source: freeText({ max: TEXT_LIMITS.source, required: 'who published the rate' }),
  url: z.string().regex(/^https?:\/\/\S+$/, { error: 'the address (https://…) of the page the rate was read on' }),
  read_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'the date it was read, as YYYY-MM-DD' }),
  document: freeText({ max: TEXT_LIMITS.source }),
  confidence: z.union([z.literal(''), confidence]),
  note: freeText({ max: TEXT_LIMITS.note, multiline: true }),
  note_es: freeText({ max: TEXT_LIMITS.note, multiline: true }),
  provenance: freeText({ max: TEXT_LIMITS.note }),
});
type ImportRow = z.output<typeof importRow>;

/** No confidence given: an adopted rate from its publisher is high; a proposal or a copy is lower. */
function defaultConfidence(r: ImportRow): string {
  if (r.status.viaCopy) return 'medium-low';
  return r.status.status === 'adopted' ? 'high' : 'medium-high';
}

/** The columns that describe the unit rather than one year's rate, copied from its newest earlier row. */
const DESCRIPTION = [
  'fips',
  'county_name',
  'unit_id',
  'unit_name',
  'unit_type',
  'municipality_id',
  'taxable_full_value',
];

function newRow(base: StoredUnit, r: ImportRow, raw: Record<string, string>, year: number): Record<string, string> {
  const perThousand = raw.rate_per_1000!.startsWith('.') ? `0${raw.rate_per_1000}` : raw.rate_per_1000!;
  return {
    ...Object.fromEntries(DESCRIPTION.map((c) => [c, base.values[c] ?? ''])),
    rate_pct: perThousandToPct(perThousand),
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

/** The stored table of the year with the new rows in place of the same units, in the full table's order. */
function mergedText(
  header: readonly string[],
  order: ReadonlyMap<string, number>,
  stored: CsvTable | null,
  rows: readonly Record<string, string>[],
): string {
  const byKey = new Map((stored?.rows ?? []).map((r) => [`${r.values.fips}/${r.values.unit_id}`, r.values]));
  for (const r of rows) byKey.set(`${r.fips}/${r.unit_id}`, r);
  const lines = [...byKey]
    .sort(([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity))
    .map(([, v]) => csvLine(header.map((h) => v[h] ?? '')));
  return `${[csvLine(header), ...lines].join('\n')}\n`;
}

/** The stored tables up to `upTo`, oldest first. */
async function storedYears(root: string, upTo: number): Promise<Result<{ year: number; table: CsvTable }[]>> {
  const names = await readdir(join(root, NY_UNITS_DIR)).catch(() => [] as string[]);
  const years = names
    .map((n) => /^(\d{4})\.csv$/.exec(n)?.[1])
    .filter((y): y is string => y !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  const out: { year: number; table: CsvTable }[] = [];
  for (const year of years.filter((y) => y <= upTo)) {
    const path = `${NY_UNITS_DIR}/${year}.csv`;
    const text = await readSourceText(join(root, path), path);
    if (text === undefined) continue;
    if (!text.ok) return text;
    const parsed = parseCsv(text.value, path, NY_UNIT_COLUMNS);
    if (!parsed.ok) return parsed;
    out.push({ year, table: parsed.value });
  }
  return ok(out);
}

/** A rate_pct column, or no rate_per_1000: refused before any row is read, saying which column to give. */
function rateColumnIssues(table: CsvTable): Issue[] {
  const pct = table.header.indexOf('rate_pct');
  if (pct >= 0)
    return [
      {
        where: at(table.file, 1, pct + 1),
        message:
          'header: expected rate_per_1000, the rate in dollars per $1,000 of full value as the Comptroller and county budgets publish it (0.59003 % is 5.9003), found rate_pct; New York imports take dollars per $1,000 and convert them once',
      },
    ];
  if (!table.header.includes('rate_per_1000'))
    return [
      {
        where: at(table.file, 1, 1),
        message: `header: expected a rate_per_1000 column (dollars per $1,000 of full value), found ${table.header.join(', ')}`,
      },
    ];
  return [];
}

export async function importNyUnits(o: UnitImportOptions): Promise<Result<ImportOutcome>> {
  const product = await checkYear(o);
  if (!product.ok) return product;
  const tables = await storedYears(o.root, o.year);
  if (!tables.ok) return tables;
  const oldest = tables.value[0];
  if (!oldest)
    return fail([
      {
        where: 'command line',
        message: `--year: expected a year no earlier than the full unit table of ${NY_UNITS_DIR} (a later year holds units listed there), found ${o.year}`,
      },
    ]);
  const read = await readImportFile(o.file);
  if (!read.ok) return read;
  const table = parseCsv(read.value, o.file, NY_UNIT_IMPORT_COLUMNS);
  if (!table.ok) return table;
  const header = rateColumnIssues(table.value);
  if (header.length) return fail(header);
  const checked = validateRows(table.value, importRow, [
    ...NY_UNIT_IMPORT_COLUMNS.required,
    ...NY_UNIT_IMPORT_COLUMNS.optional.filter((c) => c !== 'rate_pct'),
  ]);
  const issues: Issue[] = [...checked.issues];
  const stored = storedUnits(tables.value.map((t) => t.table));
  const byLine = new Map(checked.rows.map((r) => [r.line, r.row]));
  const rows: Record<string, string>[] = [];
  const matched: { unit: StoredUnit; row: Record<string, string> }[] = [];
  const seen = new Map<string, number>();
  for (const row of table.value.rows) {
    const m = matchRow(table.value, row, stored, 'ny');
    issues.push(...m.issues);
    const parsed = byLine.get(row.line);
    if (!parsed) continue;
    for (const unit of m.units) {
      const key = `${unit.fips}/${unit.id}`;
      const first = seen.get(key);
      if (first !== undefined) {
        issues.push(
          fieldIssue(
            table.value,
            row.line,
            row.values.unit_id ? 'unit_id' : 'unit_name',
            'each unit once per file (one rate per unit and year; put the others in note)',
            `${unit.name} of ${unit.countyName} again (first on line ${first})`,
          ),
        );
        continue;
      }
      seen.set(key, row.line);
      const written = newRow(unit, parsed, row.values, o.year);
      rows.push(written);
      matched.push({ unit, row: written });
    }
  }
  if (issues.length) return fail(issues);

  const path = `${NY_UNITS_DIR}/${o.year}.csv`;
  const own = tables.value.find((t) => t.year === o.year)?.table ?? null;
  const order = new Map(oldest.table.rows.map((r, i) => [`${r.values.fips}/${r.values.unit_id}`, i]));
  const content = mergedText(oldest.table.header, order, own, rows);
  // Only what a change to this kind reaches is read and planned again (pipeline/registry/plan.ts).
  const scope = await importScope(o.root, 'nyUnits', [path]);
  const loaded = await loadSources(o.root, {
    replace: { kind: 'nyUnits', path, text: content, file: `${path} (merged with ${o.file})`, partial: true },
    only: scope.only,
  });
  if (!loaded.ok) return loaded;
  const changes = await planEmit(o.root, loaded.value, { ...scope, sourceWrites: [{ path, content }] });
  if (!changes.ok) return changes;
  await applyChanges(o.root, changes.value, [{ path, content }]);

  const lines = matched.map(({ unit, row }) => changeLine(unit, row));
  const n = rows.length;
  return ok({
    verdict: `Imported ${n} unit ${n === 1 ? 'rate' : 'rates'} for NY ${o.year}: ${matched
      .map(({ unit }) => `${unit.name} (${unit.id}) in ${unit.countyName}`)
      .join(', ')}`,
    merge: `Merged into ${path}: it now holds ${content.split('\n').length - 2} unit rows of ${o.year}; every other unit keeps its newest earlier rate`,
    warnings: [],
    diffSummary: lines.join('\n'),
    changed: [path, ...changes.value.writes.map((w) => w.path), ...changes.value.removals].sort(),
  });
}

/** "Town of Amherst (town-amherst), Erie County: 2024 0.590033 → 2026 0.61 (+0.019967 pts, +3.4 %), adopted" */
function changeLine(unit: StoredUnit, row: Record<string, string>): string {
  const num = (v: string | undefined) => (v === undefined || v === '' ? null : Number(v));
  const from = num(unit.values.rate_pct);
  const to = num(row.rate_pct);
  const pts = from === null || to === null ? null : round6(to - from);
  const status = row.status!;
  return unitChangeLine({
    name: unit.name,
    id: unit.id,
    county: unit.countyName,
    fromYear: Number(unit.values.tax_year),
    fromPct: from,
    toYear: Number(row.tax_year),
    toPct: to,
    changePts: pts,
    changePct: pts === null || !from ? null : round6((pts / from) * 100),
    status: status.replace(/-secondary$/, ''),
    viaCopy: status.endsWith('-secondary'),
  });
}
