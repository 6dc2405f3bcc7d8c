import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

export type Row = Record<string, string>;

export function readCsv(path: string): Row[] {
  return parse(readFileSync(path, 'utf8'), { columns: true, skip_empty_lines: true, bom: true }) as Row[];
}

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Serialises rows with a fixed column order so the seed output is byte-stable. */
export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, string | number | null | undefined>[],
): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(row[c])).join(','));
  return `${lines.join('\n')}\n`;
}

/** Percent figures rounded to 6 decimals so float noise never reaches a CSV. */
export function pct(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

export function num(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}
