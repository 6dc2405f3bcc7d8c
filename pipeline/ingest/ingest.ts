// Stage 1: text → rows that remember their physical line. Line numbers are computed on the
// normalised text (BOM dropped, CRLF → LF), which has the same lines as the file on disk.
import { parse, CsvError } from 'csv-parse/sync';
import { type Issue, type Result, at, fail, ok, shown } from '../result.ts';
import { readRecords } from './csv-records.ts';

export interface ColumnSpec {
  required: readonly string[];
  optional: readonly string[];
  /** Longest cell a column may hold, in characters, where CELL_LIMITS does not fit the column. */
  maxChars?: Readonly<Record<string, number>>;
}

/**
 * Longest cell by column, in characters, checked before any row schema reads a cell: a 5 MB cell in a column of a
 * few unit ids would otherwise go through the checks and into generated/. Free text (notes, sources) may run long;
 * lists of ids and funds a little less; everything else is a code, a name or a number.
 */
export const CELL_LIMITS = {
  text: 4_000,
  list: 2_000,
  other: 300,
} as const;
const TEXT_COLUMNS = new Set(['note', 'note_es', 'provenance', 'source', 'document', 'url', 'source_url']);
const LIST_COLUMNS = new Set(['units', 'funds', 'flags']);

export function cellLimit(column: string, spec: ColumnSpec): number {
  return (
    spec.maxChars?.[column] ??
    (TEXT_COLUMNS.has(column) ? CELL_LIMITS.text : LIST_COLUMNS.has(column) ? CELL_LIMITS.list : CELL_LIMITS.other)
  );
}

export interface CsvRow {
  /** 1-based physical line where the record starts (header = 1). */
  line: number;
  values: Record<string, string>;
}

export interface CsvTable {
  file: string;
  header: string[];
  rows: CsvRow[];
}

/** Excel and Windows tools add a BOM and CRLF; both are accepted and dropped. */
export function normalizeText(text: string): string {
  return (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r\n/g, '\n');
}

interface Scan {
  /** Start line of every non-empty record. */
  starts: number[];
  /** Line a quote opened on → line it closed on (Infinity if never). */
  quotes: Map<number, number>;
}

function scanRecords(text: string): Scan {
  const starts: number[] = [];
  const quotes = new Map<number, number>();
  let line = 1,
    inQuotes = false,
    atRecordStart = true,
    openLine = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (atRecordStart && c !== '\n') {
      starts.push(line);
      atRecordStart = false;
    }
    if (c === '"') {
      inQuotes = !inQuotes;
      if (inQuotes) openLine = line;
      else quotes.set(openLine, line);
    }
    if (c === '\n') {
      line++;
      if (!inQuotes) atRecordStart = true;
    }
  }
  if (inQuotes) quotes.set(openLine, Infinity);
  return { starts, quotes };
}

/**
 * csv-parse notices a missing quote only where parsing finally breaks, often lines later; the
 * scan finds the line where the runaway quoted field opened, which is where the fix goes.
 */
function syntaxIssue(file: string, err: CsvError, scan: Scan): Issue {
  const e = err as CsvError & { lines?: number; index?: number; field?: string };
  const line = e.lines ?? 1;
  const column = (e.index ?? 0) + 1;
  const unclosed = [...scan.quotes].find(([, close]) => close === Infinity);
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') {
    return {
      where: at(file, unclosed?.[0] ?? line, 1),
      message: 'csv: expected a closing quote for the field opened on this line, found the end of the file',
    };
  }
  if (err.code === 'CSV_INVALID_CLOSING_QUOTE') {
    const after = /got "(.*)" at line/s.exec(err.message)?.[1] ?? '';
    const opened = [...scan.quotes].filter(([open, close]) => close === line && open < line).map(([open]) => open)[0];
    if (opened !== undefined) {
      return {
        where: at(file, opened, column),
        message: `csv: expected a closing quote for the field opened on this line, found it still open until line ${line} (followed by ${JSON.stringify(after)})`,
      };
    }
    return {
      where: at(file, line, column),
      message: `csv: expected a comma or the end of the line after a closing quote, found ${JSON.stringify(after)}`,
    };
  }
  if (err.code === 'INVALID_OPENING_QUOTE') {
    return {
      where: at(file, line, column),
      message: `csv: expected a quote only around a whole field (doubled inside it), found one inside ${JSON.stringify(e.field ?? '')}`,
    };
  }
  return { where: at(file, line, column), message: `csv: expected well-formed CSV, found ${err.message}` };
}

/** A column name as printed: quoted (escapes visible) when it is long or holds control characters. */
function columnLabel(name: string): string {
  return name.length > 40 || /\p{C}/u.test(name) ? shown(name) : name;
}

function checkHeader(file: string, header: string[], spec: ColumnSpec): Issue[] {
  const known = new Set([...spec.required, ...spec.optional]);
  const missing = spec.required.filter((c) => !header.includes(c));
  const unknown = header.filter((c) => !known.has(c));
  const dupes = header.filter((c, i) => header.indexOf(c) !== i);
  if (missing.length + unknown.length + dupes.length === 0) return [];
  const firstBad = header.findIndex((c, i) => !known.has(c) || header.indexOf(c) !== i);
  const optional = spec.optional.length ? ` (optional: ${spec.optional.join(', ')})` : '';
  const problems = [
    missing.length ? `missing: ${missing.join(', ')}` : '',
    unknown.length ? `unknown: ${unknown.map(columnLabel).join(', ')}` : '',
    dupes.length ? `repeated: ${dupes.map(columnLabel).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return [
    {
      where: at(file, 1, firstBad >= 0 ? firstBad + 1 : 1),
      message: `header: expected the columns ${spec.required.join(', ')}${optional}, found ${header.map(columnLabel).join(', ')} (${problems})`,
    },
  ];
}

/**
 * Parses one CSV file. A syntax or header error stops here: later rows could not be trusted. `keep`: the rows wanted,
 * by their cells (after each row's own checks); the others are left out of the table, which is then not the file's.
 */
export function parseCsv(
  rawText: string,
  file: string,
  spec: ColumnSpec,
  keep?: (cell: (column: string) => string) => boolean,
): Result<CsvTable> {
  const text = normalizeText(rawText);
  if (text.trim() === '') {
    return fail([{ where: at(file, 1, 1), message: 'file: expected a header row and data rows, found an empty file' }]);
  }
  const fast = readRecords(text);
  let records: string[][];
  let starts: number[];
  if (fast) {
    ({ records, lines: starts } = fast);
  } else {
    const scan = scanRecords(text);
    starts = scan.starts;
    try {
      records = parse(text, { relax_column_count: true, skip_empty_lines: true, record_delimiter: '\n' }) as string[][];
    } catch (err) {
      if (err instanceof CsvError) return fail([syntaxIssue(file, err, scan)]);
      throw err;
    }
  }
  const header = records[0] ?? [];
  const headerIssues = checkHeader(file, header, spec);
  if (headerIssues.length) return fail(headerIssues);
  const issues: Issue[] = [];
  const rows: CsvRow[] = [];
  const limits = header.map((h) => cellLimit(h, spec));
  // Each row is a copy of one object holding every column: set one by one, a row of more than a dozen columns became
  // a dictionary, slow to make and to read (Texas's 5,700-row unit table took a tenth of a second to make its rows, a
  // sixth of that as copies). The header holds no column twice (checkHeader).
  const blank: Record<string, string> = Object.fromEntries(header.map((h) => [h, '']));
  let read = 0;
  for (let r = 1; r < records.length; r++) {
    const fields = records[r]!;
    const line = starts[r] ?? 0;
    if (fields.length !== header.length) {
      issues.push({
        where: at(file, line, Math.min(fields.length, header.length) + 1),
        message: `row: expected ${header.length} fields as in the header, found ${fields.length}`,
      });
      continue;
    }
    const long = header.findIndex((h, j) => fields[j]!.length > limits[j]!);
    if (long >= 0) {
      issues.push({
        where: at(file, line, long + 1),
        message: `${header[long]}: expected at most ${limits[long]!.toLocaleString('en-US')} characters in this column, found ${shown(fields[long])}`,
      });
      continue;
    }
    read += 1;
    if (keep && !keep((column) => fields[header.indexOf(column)] ?? '')) continue;
    const values = { ...blank };
    for (let j = 0; j < header.length; j++) values[header[j]!] = fields[j]!;
    rows.push({ line, values });
  }
  if (issues.length) return fail(issues);
  if (read === 0) {
    return fail([
      { where: at(file, 2, 1), message: 'file: expected at least one data row after the header, found none' },
    ]);
  }
  return ok({ file, header, rows });
}
