// Things in an imported table that are allowed but often mistakes; printed after the verdict.
import type { CsvTable } from '../ingest/ingest.ts';
import { at } from '../result.ts';
import { columnOf } from '../validate/rows.ts';

const LIMIT = 10;

/** The years a source_year cell covers: "2025", "2024-25", "2020-2024". */
function yearsOf(v: string): [number, number] | null {
  const m = /^(\d{4})(?:-(\d{2}|\d{4}))?$/.exec(v);
  if (!m) return null;
  const start = Number(m[1]);
  const end =
    m[2] === undefined ? start : m[2].length === 2 ? Math.floor(start / 100) * 100 + Number(m[2]) : Number(m[2]);
  return [start, end];
}

/** A source_year that does not cover the year being imported, e.g. last year's rate pasted in again. */
export function sourceYearWarnings(t: CsvTable, year: number): string[] {
  const found: string[] = [];
  for (const { line, values } of t.rows) {
    const v = values.source_year ?? '';
    const span = yearsOf(v);
    if (!span || (span[0] <= year && year <= span[1])) continue;
    const guess =
      span[1] === year - 1
        ? "is this last year's rate?"
        : span[1] < year
          ? 'is this an older rate?'
          : 'is this a later rate?';
    found.push(
      `${at(t.file, line, columnOf(t, 'source_year'))} warning: source_year ${v} in a ${year} table: ${guess}`,
    );
  }
  if (found.length <= LIMIT) return found;
  return [
    ...found.slice(0, LIMIT),
    `… and ${found.length - LIMIT} more rows whose source_year does not mention ${year}`,
  ];
}
