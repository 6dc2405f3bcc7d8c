// `rates import FILE --state tx --year Y --units` (New York: ny-unit-import.ts): one or more
// taxing units' new rates, as they publish them. Each row names a stored unit (by id, or by county
// and name) and gives its rate, status and source; the row written to sources/units/tx/<Y>.csv
// keeps the unit's description (name, type, county share) from its newest stored row. Then the
// same transaction as a county import: checked with every other source as if in place,
// re-emitted, written all or nothing.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { StateCode } from '../../site/calc/types.ts';
import { type Issue, type Result, fail, ok } from '../result.ts';
import { rel } from '../paths.ts';
import { type CsvTable, parseCsv } from '../ingest/ingest.ts';
import { loadSources } from '../registry/load.ts';
import { importScope } from '../registry/plan.ts';
import { readSourceText } from '../ingest/read-text.ts';
import { applyChanges, planEmit } from '../registry/emit.ts';
import { UNIT_COLUMNS, confidence, readOn, unitStatus, webAddress } from '../validate/schemas.ts';
import { TEXT_LIMITS, freeText } from '../validate/free-text.ts';
import { validateRows, fieldIssue } from '../validate/rows.ts';
import { cmp } from '../validate/units.ts';
import { checkYear, readImportFile, type ImportOutcome } from './import.ts';
import { matchRow, type StoredUnit, storedUnits } from './unit-match.ts';
import { unitChanges, unitChangeLine } from '../diff/unit-diff.ts';
import { currentUnits } from '../emit/unit-years.ts';
import { importNyUnits } from './ny-unit-import.ts';

export const UNIT_IMPORT_COLUMNS = {
  required: ['rate_pct', 'status', 'source', 'url', 'read_on'],
  optional: ['unit_id', 'county', 'unit_name', 'mo_pct', 'is_pct', 'confidence', 'note', 'note_es', 'provenance'],
} as const;

const NUM_RE = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const rate = (required: boolean) =>
  z.string().refine((v) => (v === '' ? !required : NUM_RE.test(v) && Number(v) <= 10), {
    error: `a rate in percent (dollars per $100) from 0 to 10${required ? '' : ', or nothing'}; convert cents per $100 ÷ 100 and mills ÷ 10`,
  });
const importRow = z.object({
  rate_pct: rate(true),
  status: unitStatus,
  source: freeText({ max: TEXT_LIMITS.source, required: 'who published the rate, and in which document' }),
  url: webAddress,
  read_on: readOn,
  mo_pct: rate(false),
  is_pct: rate(false),
  confidence: z.union([z.literal(''), confidence]),
  note: freeText({ max: TEXT_LIMITS.note, multiline: true }),
  note_es: freeText({ max: TEXT_LIMITS.note, multiline: true }),
  provenance: freeText({ max: TEXT_LIMITS.note, multiline: true }),
});
type ImportRow = z.output<typeof importRow>;

/** No confidence given: a settled rate from its publisher is high; a copy or an unknown status is lower. */
function defaultConfidence(r: ImportRow): string {
  if (r.status.status === 'unverified') return 'low';
  if (r.status.viaCopy) return 'medium-low';
  return r.status.status === 'adopted' || r.status.status === 'final' ? 'high' : 'medium-high';
}

/** Flags that describe the unit rather than one year's rate carry over to the new row. */
const LASTING_FLAGS = new Set(['multi-cad']);

function newRow(base: StoredUnit, r: ImportRow, raw: Record<string, string>, year: number): Record<string, string> {
  const v = base.values;
  return {
    ...Object.fromEntries(UNIT_COLUMNS.required.concat(UNIT_COLUMNS.optional).map((c) => [c, v[c] ?? ''])),
    rate_pct: raw.rate_pct!,
    mo_pct: raw.mo_pct ?? '',
    is_pct: raw.is_pct ?? '',
    confidence: r.confidence || defaultConfidence(r),
    source: r.source,
    source_year: String(year),
    flags: (v.flags ?? '')
      .split(';')
      .filter((f) => LASTING_FLAGS.has(f))
      .join(';'),
    funds: '',
    note: r.note,
    note_es: r.note_es,
    provenance: r.provenance,
    status: raw.status!,
    url: r.url,
    read_on: r.read_on,
  };
}

const csvField = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvLine = (fields: readonly string[]) => fields.map(csvField).join(',');
const HEADER = [...UNIT_COLUMNS.required, ...UNIT_COLUMNS.optional];

/** The stored table of `year` with the new rows in place of the same county's same unit, sorted by county and id. */
function mergedText(stored: CsvTable | null, rows: readonly Record<string, string>[]): string {
  const byKey = new Map((stored?.rows ?? []).map((r) => [`${r.values.fips}/${r.values.unit_id}`, r.values]));
  for (const r of rows) byKey.set(`${r.fips}/${r.unit_id}`, r);
  const lines = [...byKey].sort(([a], [b]) => cmp(a, b)).map(([, v]) => csvLine(HEADER.map((h) => v[h] ?? '')));
  return `${[csvLine(HEADER), ...lines].join('\n')}\n`;
}

async function readUnitTable(root: string, year: number): Promise<Result<CsvTable | null>> {
  const path = rel.units(year);
  const text = await readSourceText(join(root, path), path);
  if (text === undefined) return ok(null);
  if (!text.ok) return text;
  return parseCsv(text.value, path, UNIT_COLUMNS);
}

async function storedYears(root: string, upTo: number): Promise<Result<CsvTable[]>> {
  const tables: CsvTable[] = [];
  const names = await readdir(join(root, 'sources/units/tx')).catch(() => [] as string[]);
  const years = names
    .map((n) => /^(\d{4})\.csv$/.exec(n)?.[1])
    .filter((y): y is string => y !== undefined)
    .map(Number)
    .filter((y) => y <= upTo)
    .sort((a, b) => a - b);
  for (const y of years) {
    const t = await readUnitTable(root, y);
    if (!t.ok) return t;
    if (t.value) tables.push(t.value);
  }
  return ok(tables);
}

export interface UnitImportOptions {
  root: string;
  file: string;
  state: StateCode;
  year: number;
}

export async function importUnits(o: UnitImportOptions): Promise<Result<ImportOutcome>> {
  if (o.state === 'ny') return importNyUnits(o);
  if (o.state !== 'tx')
    return fail([
      {
        where: 'command line',
        message: `--units: expected --state tx or ny (only Texas and New York bills are built unit by unit, from sources/units/<state>), found --state ${o.state}; import ${o.state.toUpperCase()} county rows without --units`,
      },
    ]);
  const year = await checkYear(o);
  if (!year.ok) return year;
  const read = await readImportFile(o.file);
  if (!read.ok) return read;
  const table = parseCsv(read.value, o.file, UNIT_IMPORT_COLUMNS);
  if (!table.ok) return table;
  const checked = validateRows(table.value, importRow, [
    ...UNIT_IMPORT_COLUMNS.required,
    ...UNIT_IMPORT_COLUMNS.optional,
  ]);
  const issues: Issue[] = [...checked.issues];
  const tables = await storedYears(o.root, o.year);
  if (!tables.ok) return tables;
  const stored = storedUnits(tables.value);
  const byLine = new Map(checked.rows.map((r) => [r.line, r.row]));
  const rows: Record<string, string>[] = [];
  const seen = new Map<string, number>();
  const names: string[] = [];
  for (const row of table.value.rows) {
    const matched = matchRow(table.value, row, stored);
    issues.push(...matched.issues);
    const parsed = byLine.get(row.line);
    if (!parsed) continue;
    for (const unit of matched.units) {
      const key = `${unit.fips}/${unit.id}`;
      const first = seen.get(key);
      if (first !== undefined) {
        issues.push(
          fieldIssue(
            table.value,
            row.line,
            row.values.unit_id ? 'unit_id' : 'unit_name',
            `each unit once per file (one rate per unit and year; put the others in note)`,
            `${unit.name} of ${unit.countyName} again (first on line ${first})`,
          ),
        );
        continue;
      }
      seen.set(key, row.line);
      rows.push(newRow(unit, parsed, row.values, o.year));
      names.push(`${unit.name} (${unit.id}) in ${unit.countyName}`);
    }
  }
  if (issues.length) return fail(issues);

  const path = rel.units(o.year);
  const own = tables.value.find((t) => t.file === path) ?? null;
  const content = mergedText(own, rows);
  // Only what a change to this kind reaches is read and planned again (pipeline/registry/plan.ts).
  const scope = await importScope(o.root, 'units', [path]);
  const loaded = await loadSources(o.root, {
    replace: {
      kind: 'units',
      path,
      text: content,
      file: `${path} (merged with ${o.file})`,
      partial: true,
      parsed: tables.value,
    },
    only: scope.only,
  });
  if (!loaded.ok) return loaded;
  const changes = await planEmit(o.root, loaded.value, { ...scope, sourceWrites: [{ path, content }] });
  if (!changes.ok) return changes;
  const extra = [{ path, content }];
  await applyChanges(o.root, changes.value, extra);

  const current = currentUnits(loaded.value.units, loaded.value.product.productYear) ?? {};
  const countyName = new Map([...stored.values()].map((u) => [u.fips, u.countyName]));
  const lines = unitChanges(current, o.year)
    .filter((c) => seen.has(`${c.fips}/${c.id}`))
    .map((c) => ({ ...c, county: countyName.get(c.fips) ?? c.fips }));
  const n = rows.length;
  return ok({
    verdict: `Imported ${n} unit ${n === 1 ? 'rate' : 'rates'} for TX ${o.year}: ${names.join(', ')}`,
    merge: `Merged into ${path}: it now holds ${content.split('\n').length - 2} unit rows of ${o.year}; every other unit keeps its newest earlier rate`,
    warnings: [],
    diffSummary: lines.length ? lines.map(unitChangeLine).join('\n') : null,
    changed: [path, ...changes.value.writes.map((w) => w.path), ...changes.value.removals].sort(),
  });
}
