// The CSV reader for well-formed files, the common case: one pass over the text, no per-character
// callbacks. Anything csv-parse would reject (a stray or unclosed quote) returns null, so the caller
// falls back to csv-parse and its error positions; for every file this accepts, the records equal
// csv-parse's with { relax_column_count, skip_empty_lines, record_delimiter: '\n' }.

export interface Records {
  records: string[][];
  /** 1-based line where each record starts. */
  lines: number[];
}

const QUOTE = 34;
const COMMA = 44;
const NEWLINE = 10;

export function readRecords(text: string): Records | null {
  const records: string[][] = [];
  const lines: number[] = [];
  const n = text.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    if (text.charCodeAt(i) === NEWLINE) {
      // An empty line holds no record (skip_empty_lines).
      i++;
      line++;
      continue;
    }
    const startLine = line;
    const fields: string[] = [];
    for (;;) {
      if (text.charCodeAt(i) === QUOTE) {
        let value = '';
        let from = i + 1;
        for (;;) {
          const q = text.indexOf('"', from);
          if (q < 0) return null;
          value += text.slice(from, q);
          if (text.charCodeAt(q + 1) === QUOTE) {
            value += '"';
            from = q + 2;
            continue;
          }
          i = q + 1;
          break;
        }
        for (let k = value.indexOf('\n'); k >= 0; k = value.indexOf('\n', k + 1)) line++;
        const next = i < n ? text.charCodeAt(i) : NEWLINE;
        if (next !== COMMA && next !== NEWLINE) return null;
        fields.push(value);
      } else {
        let end = i;
        while (end < n) {
          const c = text.charCodeAt(end);
          if (c === COMMA || c === NEWLINE) break;
          if (c === QUOTE) return null;
          end++;
        }
        fields.push(text.slice(i, end));
        i = end;
      }
      if (i >= n || text.charCodeAt(i) === NEWLINE) break;
      i++; // the comma
    }
    // A lone quoted empty field is where csv-parse's empty-line rule is subtle: leave it to csv-parse.
    if (fields.length === 1 && fields[0] === '' && text.charCodeAt(i - 1) === QUOTE) return null;
    records.push(fields);
    lines.push(startLine);
    if (i < n) {
      i++;
      line++;
    }
  }
  return { records, lines };
}
