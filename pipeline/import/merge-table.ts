// `rates import --partial`: counties publish one by one, so a partial file is merged into the table
// already stored for its year instead of replacing it (a second partial import must not undo the first).
import type { CsvTable } from '../ingest/ingest.ts';
import { cmp } from '../validate/units.ts';

export interface MergedTable {
  /** The merged table as CSV text, rows sorted by FIPS. */
  text: string;
  /** "48453 Travis County" for each imported county that was not in the stored table. */
  added: string[];
  /** The same for each imported county whose stored row was replaced. */
  replaced: string[];
  rows: number;
}

function csvField(v: string): string {
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

/** Rows are keyed by their FIPS cell; both tables have already passed their checks. */
export function mergeTables(stored: CsvTable | null, incoming: CsvTable): MergedTable {
  // The stored layout is kept; columns only the new file has are appended in its order.
  const header = [...(stored?.header ?? [])];
  for (const c of incoming.header) if (!header.includes(c)) header.push(c);
  const byFips = new Map((stored?.rows ?? []).map((r) => [r.values.fips!, r.values]));
  const added: string[] = [],
    replaced: string[] = [];
  for (const { values } of incoming.rows) {
    const label = `${values.fips} ${values.county_name}`;
    (byFips.has(values.fips!) ? replaced : added).push(label);
    byFips.set(values.fips!, values);
  }
  const rows = [...byFips].sort(([a], [b]) => cmp(a, b)).map(([, v]) => csvLine(header.map((h) => v[h] ?? '')));
  return { text: `${[csvLine(header), ...rows].join('\n')}\n`, added, replaced, rows: rows.length };
}
