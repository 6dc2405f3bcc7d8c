// A unit's import reads the earlier years' tables for the rows of the counties its file names (Texas: a few rows of
// 5,700), and parsing the whole 1.9 MB table to keep those took it a twentieth of a second. A table's records are
// indexed once per table's bytes, in .cache/tables/: each record's line, its place in the text and the cells the
// filter reads. A later read parses the header and the records the filter keeps, each on its own line, so the rows
// and their line numbers are those of the whole table's parse. Written only after a parse that found no problem, and
// only by compiled code (the running code's name is part of the index); anything else parses the whole table.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Result } from '../result.ts';
import { runningCode } from '../shared/running-code.ts';
import { readRecords } from './csv-records.ts';
import { type ColumnSpec, type CsvTable, normalizeText, parseCsv } from './ingest.ts';

const VERSION = 1;

/** A record: its first line, where its text starts and ends, and the cells of the index's columns. */
type Entry = [line: number, start: number, end: number, ...cells: string[]];

interface RowIndex {
  version: number;
  code: string;
  sha: string;
  columns: string[];
  /** Where the header's text ends. */
  header: number;
  records: Entry[];
}

const indexPath = (root: string, file: string): string =>
  join(root, '.cache', 'tables', `${file.replaceAll('/', '__')}.rows.json`);

/** A cell outside the index's columns was asked for: the whole table is parsed instead. */
class Unindexed extends Error {}

/**
 * `parseCsv(text, file, spec, keep)` for a `keep` that reads only `columns`; `bytes` are the file's, `text` their
 * decoding. `indexed`: whether it came from the table's index.
 */
export function sievedCsv(
  root: string,
  file: string,
  bytes: Uint8Array,
  text: string,
  spec: ColumnSpec,
  columns: readonly string[],
  keep: (cell: (column: string) => string) => boolean,
): { table: Result<CsvTable>; indexed: boolean } {
  const code = runningCode();
  if (code === undefined) return { table: parseCsv(text, file, spec, keep), indexed: false };
  const sha = createHash('sha256').update(bytes).digest('hex');
  const path = indexPath(root, file);
  const index = readIndex(path, code, sha, columns);
  if (index) {
    const table = fromIndex(index, normalizeText(text), file, spec, columns, keep);
    if (table) return { table, indexed: true };
  }
  const table = parseCsv(text, file, spec, keep);
  if (table.ok) writeIndex(path, makeIndex(normalizeText(text), code, sha, columns));
  return { table, indexed: false };
}

function readIndex(path: string, code: string, sha: string, columns: readonly string[]): RowIndex | null {
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as RowIndex;
    const same =
      stored.version === VERSION &&
      stored.code === code &&
      stored.sha === sha &&
      stored.columns.length === columns.length &&
      stored.columns.every((c, i) => c === columns[i]);
    return same ? stored : null;
  } catch {
    return null;
  }
}

/** The header and the kept records (and the first, so that the table is never one without rows), lines in place. */
function fromIndex(
  index: RowIndex,
  text: string,
  file: string,
  spec: ColumnSpec,
  columns: readonly string[],
  keep: (cell: (column: string) => string) => boolean,
): Result<CsvTable> | null {
  const parts = [text.slice(0, index.header)];
  let line = 1 + newlines(parts[0]!);
  try {
    index.records.forEach((entry, i) => {
      const cell = (column: string): string => {
        const at = columns.indexOf(column);
        if (at < 0) throw new Unindexed(column);
        return entry[3 + at] as string;
      };
      if (i > 0 && !keep(cell)) return;
      const [start, from, to] = entry;
      const record = text.slice(from, to);
      parts.push('\n'.repeat(start - line), record);
      line = start + newlines(record);
    });
  } catch (error) {
    if (error instanceof Unindexed) return null;
    throw error;
  }
  return parseCsv(parts.join(''), file, spec, keep);
}

function newlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** Each record's line, text span and cells of `columns`, from the text a parse found no problem in. */
function makeIndex(text: string, code: string, sha: string, columns: readonly string[]): RowIndex | null {
  const read = readRecords(text);
  if (!read || read.records.length < 2) return null;
  const header = read.records[0]!;
  const lineStarts = [0, 0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  /** Where the text of the record starting at line `l` ends: before the next record's line and any blank lines. */
  const endBefore = (next: number): number => {
    let end = next - 1;
    while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
    return end;
  };
  const at = columns.map((c) => header.indexOf(c));
  const records: Entry[] = [];
  for (let r = 1; r < read.records.length; r++) {
    const line = read.lines[r]!;
    const from = lineStarts[line]!;
    const to = r + 1 < read.records.length ? endBefore(lineStarts[read.lines[r + 1]!]!) : endBefore(text.length + 1);
    const fields = read.records[r]!;
    records.push([line, from, to, ...at.map((j) => (j < 0 ? '' : (fields[j] ?? '')))]);
  }
  return {
    version: VERSION,
    code,
    sha,
    columns: [...columns],
    header: endBefore(lineStarts[read.lines[1]!]!),
    records,
  };
}

function writeIndex(path: string, index: RowIndex | null): void {
  if (!index) return;
  const aside = `${path}.tmp-${process.pid}-${threadId}`;
  try {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(aside, JSON.stringify(index));
    renameSync(aside, path);
  } catch {
    // Not kept: the next import parses the whole table again.
  }
}
