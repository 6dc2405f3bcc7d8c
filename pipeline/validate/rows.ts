// Stage 2a: one zod schema per row. Every failing field of every row becomes one issue at its
// exact line and column, so a maintainer fixes the whole file in one pass.
import type { z } from 'zod';
import type { CsvTable } from '../ingest/ingest.ts';
import { type Issue, at, shown } from '../result.ts';

export interface Located<T> {
  line: number;
  row: T;
}

export interface RowsResult<T> {
  rows: Located<T>[];
  issues: Issue[];
}

/** 1-based column of a field; optional columns absent from the file point at column 1. */
export function columnOf(table: CsvTable, field: string): number {
  const i = table.header.indexOf(field);
  return i >= 0 ? i + 1 : 1;
}

export function fieldIssue(table: CsvTable, line: number, field: string, expected: string, found: string): Issue {
  return {
    where: at(table.file, line, columnOf(table, field)),
    message: `${field}: expected ${expected}, found ${found}`,
  };
}

export function validateRows<S extends z.ZodType<unknown, Record<string, string>>>(
  table: CsvTable,
  schema: S,
  columns: readonly string[],
): RowsResult<z.output<S>> {
  const rows: Located<z.output<S>>[] = [];
  const issues: Issue[] = [];
  for (const { line, values } of table.rows) {
    // Optional columns left out of the file read as empty cells.
    const input = Object.fromEntries(columns.map((c) => [c, values[c] ?? '']));
    const parsed = schema.safeParse(input);
    if (parsed.success) {
      rows.push({ line, row: parsed.data as z.output<S> });
      continue;
    }
    for (const zi of parsed.error.issues) {
      const field = String(zi.path[0] ?? table.header[0]);
      issues.push(fieldIssue(table, line, field, zi.message, shown(input[field])));
    }
  }
  issues.sort((a, b) => compareWhere(a.where, b.where));
  return { rows, issues };
}

/** Orders `file:line:column` positions numerically so reports read top to bottom. */
export function compareWhere(a: string, b: string): number {
  const pa = a.split(':'),
    pb = b.split(':');
  const fa = pa.slice(0, -2).join(':'),
    fb = pb.slice(0, -2).join(':');
  if (fa !== fb) return fa < fb ? -1 : 1;
  return Number(pa.at(-2)) - Number(pb.at(-2)) || Number(pa.at(-1)) - Number(pb.at(-1));
}
