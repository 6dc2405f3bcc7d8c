import { describe, expect, it } from 'vitest';
import { normalizeText, parseCsv } from '../../../pipeline/ingest/ingest.ts';
import { formatIssue } from '../../../pipeline/result.ts';

const spec = { required: ['a', 'b'], optional: ['note'] };
const lines = (r: ReturnType<typeof parseCsv>) => (r.ok ? [] : r.errors.map(formatIssue));

describe('ingest: CSV text → rows with their physical line', () => {
  it('numbers rows from the header (line 1) and skips blank lines without losing count', () => {
    const r = parseCsv('a,b\n1,2\n\n3,4\n', 'f.csv', spec);
    expect(r.ok && r.value.rows.map((x) => [x.line, x.values.a])).toEqual([
      [2, '1'],
      [4, '3'],
    ]);
  });

  it('drops a UTF-8 BOM and reads CRLF like LF', () => {
    const r = parseCsv('\uFEFFa,b\r\n1,2\r\n3,4\r\n', 'f.csv', spec);
    expect(r.ok && r.value.header).toEqual(['a', 'b']);
    expect(r.ok && r.value.rows.map((x) => [x.line, x.values.b])).toEqual([
      [2, '2'],
      [3, '4'],
    ]);
    expect(normalizeText('\uFEFFx\r\ny\r\n')).toBe('x\ny\n');
  });

  it('keeps commas, doubled quotes and newlines inside quoted fields, and counts the lines they span', () => {
    const r = parseCsv('a,b,note\n1,"x, ""y""","two\nlines"\n2,3,\n', 'f.csv', spec);
    expect(r.ok && r.value.rows.map((x) => [x.line, x.values.b, x.values.note])).toEqual([
      [2, 'x, "y"', 'two\nlines'],
      [4, '3', ''],
    ]);
  });

  it('accepts columns in any order', () => {
    const r = parseCsv('b,a\n2,1\n', 'f.csv', spec);
    expect(r.ok && r.value.rows[0]!.values).toEqual({ b: '2', a: '1' });
  });

  it("gives each row its own values, every column in the header's order", () => {
    const r = parseCsv('note,b,a\nx,2,1\n,4,3\n', 'f.csv', spec);
    const rows = r.ok ? r.value.rows.map((x) => x.values) : [];
    expect(rows.map((v) => JSON.stringify(v))).toEqual(['{"note":"x","b":"2","a":"1"}', '{"note":"","b":"4","a":"3"}']);
    rows[0]!.a = 'changed';
    expect(rows[1]!.a).toBe('3');
  });

  it('keeps only the rows asked for, as the whole parse has them, and still checks every row', () => {
    const text = 'a,b,note\n1,x,"two\nlines"\n2,y,\n1,z,\n';
    const whole = parseCsv(text, 'f.csv', spec);
    const ones = parseCsv(text, 'f.csv', spec, (cell) => cell('a') === '1');
    expect(ones.ok && ones.value.rows).toEqual(whole.ok && whole.value.rows.filter((r) => r.values.a === '1'));
    expect(ones.ok && ones.value.rows.map((r) => r.line)).toEqual([2, 5]);
    // A row left out is still checked, and a file with rows but none asked for is no empty file.
    expect(lines(parseCsv('a,b\n1,2\n3\n', 'f.csv', spec, (cell) => cell('a') === '1'))).toEqual([
      'f.csv:3:2 row: expected 2 fields as in the header, found 1',
    ]);
    const none = parseCsv('a,b\n1,2\n', 'f.csv', spec, () => false);
    expect(none.ok && none.value.rows).toEqual([]);
    expect(lines(parseCsv('a,b\n', 'f.csv', spec, () => true))).toEqual([
      'f.csv:2:1 file: expected at least one data row after the header, found none',
    ]);
  });

  it('reports a quote that never closes at the line where it opened', () => {
    expect(lines(parseCsv('a,b\n1,2\n3,"open\n4,5\n6,7\n', 'f.csv', spec))).toEqual([
      'f.csv:3:1 csv: expected a closing quote for the field opened on this line, found the end of the file',
    ]);
  });

  it('reports a stray character after a closing quote at its line and column', () => {
    expect(lines(parseCsv('a,b\r\n1,2\r\n3,"4"x\r\n', 'f.csv', spec))).toEqual([
      'f.csv:3:2 csv: expected a comma or the end of the line after a closing quote, found "x"',
    ]);
  });

  it('points a runaway quoted field at the line it opened, not where parsing broke', () => {
    expect(lines(parseCsv('a,b\n1,"oops\n2,3\n4,"fine"\n', 'f.csv', spec))).toEqual([
      'f.csv:2:2 csv: expected a closing quote for the field opened on this line, found it still open until line 4 (followed by "f")',
    ]);
  });

  it('refuses a quote inside an unquoted field', () => {
    expect(lines(parseCsv('a,b\n1,2"x"\n', 'f.csv', spec))).toEqual([
      'f.csv:2:2 csv: expected a quote only around a whole field (doubled inside it), found one inside "2"',
    ]);
  });

  it('names missing, unknown and repeated header columns and what the header should be', () => {
    expect(lines(parseCsv('a,c,c\n1,2,3\n', 'f.csv', spec))).toEqual([
      'f.csv:1:2 header: expected the columns a, b (optional: note), found a, c, c (missing: b; unknown: c, c; repeated: c)',
    ]);
  });

  it('refuses an empty file, a header without rows, and rows with the wrong number of fields', () => {
    expect(lines(parseCsv('', 'f.csv', spec))).toEqual([
      'f.csv:1:1 file: expected a header row and data rows, found an empty file',
    ]);
    expect(lines(parseCsv('\uFEFF\r\n', 'f.csv', spec))).toHaveLength(1);
    expect(lines(parseCsv('a,b\n', 'f.csv', spec))).toEqual([
      'f.csv:2:1 file: expected at least one data row after the header, found none',
    ]);
    expect(lines(parseCsv('a,b\n1,2,3\n4\n', 'f.csv', spec))).toEqual([
      'f.csv:2:3 row: expected 2 fields as in the header, found 3',
      'f.csv:3:2 row: expected 2 fields as in the header, found 1',
    ]);
  });
});
