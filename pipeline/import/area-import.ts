// `rates import FILE --state fl|ca --year Y --units`: areas' rates (a city, the unincorporated area,
// a tax rate area) in the columns of sources/units/<state>/<Y>.csv. The file is checked on its own
// first (its own line numbers, the rate unit against the state), then merged into the stored table:
// an area in the file replaces every stored row of that area, the others stay. Then the same
// transaction as a county import: checked with every other source as if in place, re-emitted,
// written all or nothing.
import { join } from 'node:path';
import type { StateCode } from '../../site/calc/types.ts';
import { generatedData } from '../shared/generated-data.ts';
import { applyChanges, planEmit } from '../registry/emit.ts';
import type { AreaState } from '../../schema/area-units.ts';
import { type CsvTable, parseCsv } from '../ingest/ingest.ts';
import { loadSources } from '../registry/load.ts';
import { importScope } from '../registry/plan.ts';
import { readSourceText } from '../ingest/read-text.ts';
import { type Result, fail, ok } from '../result.ts';
import { AREA_UNIT_COLUMNS, areaUnitsDir, checkAreaUnits } from '../validate/area-units.ts';
import { type ImportOutcome, checkYear, readImportFile } from './import.ts';

const HEADER = [...AREA_UNIT_COLUMNS.required, ...AREA_UNIT_COLUMNS.optional];
const csvField = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvLine = (fields: readonly string[]) => fields.map(csvField).join(',');
const keyOf = (values: Record<string, string>) => `${values.fips}/${values.unit_id}`;

/** The stored rows with every area of the file replaced by the file's rows (in its order), new areas last. */
function merged(stored: CsvTable | null, imported: CsvTable): string {
  const incoming = new Map<string, Record<string, string>[]>();
  for (const r of imported.rows) incoming.set(keyOf(r.values), [...(incoming.get(keyOf(r.values)) ?? []), r.values]);
  const out: Record<string, string>[] = [];
  const placed = new Set<string>();
  for (const r of stored?.rows ?? []) {
    const key = keyOf(r.values);
    const replacement = incoming.get(key);
    if (!replacement) out.push(r.values);
    else if (!placed.has(key)) {
      out.push(...replacement);
      placed.add(key);
    }
  }
  for (const [key, rows] of incoming) if (!placed.has(key)) out.push(...rows);
  return `${[csvLine(HEADER), ...out.map((v) => csvLine(HEADER.map((h) => v[h] ?? '')))].join('\n')}\n`;
}

export async function importAreaUnits(o: {
  root: string;
  file: string;
  state: StateCode;
  year: number;
}): Promise<Result<ImportOutcome>> {
  if (o.state !== 'fl' && o.state !== 'ca')
    return fail([{ where: 'command line', message: `--units: expected --state fl or ca, found --state ${o.state}` }]);
  const state: AreaState = o.state;
  const year = await checkYear(o);
  if (!year.ok) return year;
  const read = await readImportFile(o.file);
  if (!read.ok) return read;
  const table = parseCsv(read.value, o.file, AREA_UNIT_COLUMNS);
  if (!table.ok) return table;
  const own = checkAreaUnits(table.value, state, generatedData(o.root).national());
  if (own.issues.length) return fail(own.issues);
  const wrong = table.value.rows.find((r) => r.values.tax_year !== String(o.year));
  if (wrong)
    return fail([
      {
        where: `${o.file}:${wrong.line}`,
        message: `tax_year: expected ${o.year} (the --year of the import), found ${wrong.values.tax_year}`,
      },
    ]);

  const path = `${areaUnitsDir(state)}/${o.year}.csv`;
  const storedText = await readSourceText(join(o.root, path), path);
  if (storedText !== undefined && !storedText.ok) return storedText;
  const stored = storedText === undefined ? null : parseCsv(storedText.value, path, AREA_UNIT_COLUMNS);
  if (stored && !stored.ok) return stored;
  const content = merged(stored?.value ?? null, table.value);
  // Only what a change to this kind reaches is read and planned again (pipeline/registry/plan.ts).
  const scope = await importScope(o.root, 'areaUnits', [path]);
  const loaded = await loadSources(o.root, {
    replace: { kind: 'areaUnits', path, text: content, file: `${path} (merged with ${o.file})`, partial: true },
    only: scope.only,
  });
  if (!loaded.ok) return loaded;
  const changes = await planEmit(o.root, loaded.value, { ...scope, sourceWrites: [{ path, content }] });
  if (!changes.ok) return changes;
  await applyChanges(o.root, changes.value, [{ path, content }]);

  const areas = Object.values(own.units).flat();
  const shown = areas.map(
    (a) =>
      `${a.name.en} (${a.id}) ${(a.ratePct * (state === 'fl' ? 10 : 1)).toFixed(state === 'fl' ? 4 : 6)}${state === 'fl' ? ' mills' : '%'}`,
  );
  return ok({
    verdict: `Imported ${areas.length} ${areas.length === 1 ? 'area' : 'areas'} for ${state.toUpperCase()} ${o.year}: ${shown.join(', ')}`,
    merge: `Merged into ${path}: it now holds ${content.trimEnd().split('\n').length - 1} rows of ${o.year}`,
    warnings: [],
    diffSummary: null,
    changed: [path, ...changes.value.writes.map((w) => w.path), ...changes.value.removals].sort(),
  });
}
