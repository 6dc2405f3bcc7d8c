// The one-pass reader must read every file exactly as csv-parse does, or hand it back to csv-parse:
// a row read differently would put a wrong rate on a page without any error.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { readRecords } from '../../../pipeline/ingest/csv-records.ts';
import { normalizeText } from '../../../pipeline/ingest/ingest.ts';

const OPTIONS = { relax_column_count: true, skip_empty_lines: true, record_delimiter: '\n' } as const;

function csvParse(text: string): string[][] | 'error' {
  try {
    return parse(text, OPTIONS) as string[][];
  } catch {
    return 'error';
  }
}

/** Where each non-empty record starts, counted independently of both readers. */
function startLines(text: string, records: string[][]): number[] {
  const lines: number[] = [];
  let line = 1;
  let inQuotes = false;
  let atStart = true;
  for (const c of text) {
    if (atStart && c !== '\n') {
      lines.push(line);
      atStart = false;
    }
    if (c === '"') inQuotes = !inQuotes;
    if (c === '\n') {
      line++;
      if (!inQuotes) atStart = true;
    }
  }
  return lines.slice(0, records.length);
}

function csvFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return csvFiles(path);
    return name.endsWith('.csv') ? [path] : [];
  });
}

describe('the one-pass CSV reader', () => {
  it('reads every source file in the repository, with the same records as csv-parse', () => {
    const files = csvFiles('sources');
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = normalizeText(readFileSync(file, 'utf8'));
      const fast = readRecords(text);
      expect(fast, `${file} should take the fast path`).not.toBeNull();
      expect(fast!.records, file).toEqual(csvParse(text));
      expect(fast!.lines, file).toEqual(startLines(text, fast!.records));
    }
  });

  it('agrees with csv-parse on thousands of generated texts, or leaves them to it', () => {
    const pieces = ['a', 'b c', ',', ',', '\n', '\n', '"', '""', '"x,y"', '"p\nq"', ' ', 'é', '\r'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let fastCount = 0;
    for (let k = 0; k < 5000; k++) {
      const len = 1 + Math.floor(next() * 14);
      const text = Array.from({ length: len }, () => pieces[Math.floor(next() * pieces.length)]).join('');
      const fast = readRecords(text);
      if (fast === null) continue;
      fastCount++;
      expect(fast.records, JSON.stringify(text)).toEqual(csvParse(text));
      expect(fast.lines, JSON.stringify(text)).toEqual(startLines(text, fast.records));
    }
    expect(fastCount).toBeGreaterThan(1000);
  });

  it('hands a stray or unclosed quote to csv-parse, whose errors name the line', () => {
    expect(readRecords('a,b\n1,"2\n')).toBeNull();
    expect(readRecords('a,b\n1,x"y\n')).toBeNull();
    expect(readRecords('a,b\n1,"2"z\n')).toBeNull();
  });
});
