// Stage 2a: one zod schema per row. Every failing field of every row becomes one issue at its
// exact line and column, so a maintainer fixes the whole file in one pass.
import { z } from 'zod';
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
  const shape = plainShape(schema);
  if (shape) return validateByField<z.output<S>>(table, shape, columns);
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

type FieldResult = { ok: true; value: unknown } | { ok: false; messages: string[] };

/** The field schemas of a plain object schema; null where the object adds checks across its fields. */
function plainShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  if (!(schema instanceof z.ZodObject) || schema._zod.def.checks?.length) return null;
  return schema.shape as Record<string, z.ZodType>;
}

/**
 * The same rows and issues as the object schema gives, checked field by field: a column repeats few
 * values (a publisher, a status, a county), so each distinct cell is parsed once. An object result
 * (a list, a status pair) is copied for each row that reuses it, so no two rows hold the same object.
 */
function validateByField<T>(
  table: CsvTable,
  shape: Record<string, z.ZodType>,
  columns: readonly string[],
): RowsResult<T> {
  const given = new Set(columns);
  const keys = Object.keys(shape);
  const memos = keys.map(() => new Map<string, FieldResult>());
  const rows: Located<T>[] = [];
  const issues: Issue[] = [];
  // A row that passes has every field set, in the shape's order: as a copy of one object holding them all it stays a
  // fast object, where set one by one a row of more than a dozen fields became a dictionary (ingest.ts says the same).
  const blank: Record<string, unknown> = Object.fromEntries(keys.map((key) => [key, undefined]));
  for (const { line, values } of table.rows) {
    const row: Record<string, unknown> = { ...blank };
    let failed = false;
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      const raw = given.has(key) ? (values[key] ?? '') : undefined;
      const memo = memos[k]!;
      let result = raw === undefined ? undefined : memo.get(raw);
      let fresh = false;
      if (!result) {
        const parsed = shape[key]!.safeParse(raw);
        result = parsed.success
          ? { ok: true, value: parsed.data }
          : { ok: false, messages: parsed.error.issues.map((i) => i.message) };
        if (raw !== undefined) memo.set(raw, result);
        fresh = true;
      }
      if (result.ok) row[key] = fresh ? result.value : copyPlain(result.value);
      else {
        failed = true;
        for (const message of result.messages) issues.push(fieldIssue(table, line, key, message, shown(raw)));
      }
    }
    if (!failed) rows.push({ line, row: row as T });
  }
  issues.sort((a, b) => compareWhere(a.where, b.where));
  return { rows, issues };
}

/** A copy of a parsed cell: arrays and plain objects copied all the way down, everything else kept. */
function copyPlain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyPlain);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = copyPlain(v);
  return out;
}
