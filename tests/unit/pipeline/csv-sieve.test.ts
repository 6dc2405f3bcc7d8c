import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sievedCsv } from '../../../pipeline/ingest/csv-sieve.ts';
import { parseCsv } from '../../../pipeline/ingest/ingest.ts';
import { setRunningCode } from '../../../pipeline/shared/running-code.ts';
import { UNIT_COLUMNS } from '../../../pipeline/validate/schemas.ts';

const roots: string[] = [];
const scratch = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'csv-sieve-'));
  roots.push(root);
  return root;
};
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));
afterEach(() => setRunningCode(undefined));

const COLUMNS = ['county_name', 'fips'];
const SPEC = { required: ['county_name', 'fips', 'unit_name'], optional: ['note'] };
type Keep = (cell: (column: string) => string) => boolean;
const counties =
  (...names: string[]): Keep =>
  (cell) =>
    names.includes(cell('county_name')) || names.includes(cell('fips'));

/** Both readings of `text` under `keep`: the sieve's (twice: indexing, then indexed) and the whole table's. */
function readBoth(root: string, file: string, text: string, keep: Keep, spec = SPEC) {
  const bytes = Buffer.from(text);
  const first = sievedCsv(root, file, bytes, text, spec, COLUMNS, keep);
  const second = sievedCsv(root, file, bytes, text, spec, COLUMNS, keep);
  return { first, second, whole: parseCsv(text, file, spec, keep) };
}

// A byte order mark, CRLF line ends, blank lines, a quoted field over three lines, doubled quotes and a comma inside.
const TRICKY = [
  '\uFEFFcounty_name,fips,unit_name,note',
  'Travis,48453,Austin,plain',
  '',
  'Harris,48201,Houston,"two',
  'more ""quoted"" lines,',
  'here"',
  '',
  '',
  'Travis,48453,"Pflugerville, City of",',
  'Bexar,48029,San Antonio,',
  'Harris,48201,Pasadena,last',
  '',
].join('\r\n');

describe('an earlier year table read for the counties an import names', () => {
  it.each([
    ['Travis', counties('Travis')],
    ['Harris by FIPS', counties('48201')],
    ['two counties', counties('Travis', 'Bexar')],
    ['a county with no rows', counties('Nowhere')],
    ['every county', () => true],
  ])('%s: the same rows, values and lines as the whole table gives, from the index once it is made', (_, keep) => {
    setRunningCode('code A');
    const root = scratch();
    const { first, second, whole } = readBoth(root, 'sources/units/tx/2025.csv', TRICKY, keep);
    expect(whole.ok).toBe(true);
    expect(first).toEqual({ table: whole, indexed: false });
    expect(second).toEqual({ table: whole, indexed: true });
  });

  it('the real Texas table of 2025: the rows of Travis, Harris and Loving as the whole parse keeps them', () => {
    setRunningCode('code A');
    const root = scratch();
    const file = 'sources/units/tx/2025.csv';
    const text = readFileSync(join(process.cwd(), file), 'utf8');
    const keep = counties('Travis County', '48201', 'Loving County');
    const bytes = Buffer.from(text);
    sievedCsv(root, file, bytes, text, UNIT_COLUMNS, COLUMNS, keep);
    const indexed = sievedCsv(root, file, bytes, text, UNIT_COLUMNS, COLUMNS, keep);
    const whole = parseCsv(text, file, UNIT_COLUMNS, keep);
    expect(indexed.indexed).toBe(true);
    expect(indexed.table).toEqual(whole);
    expect(whole.ok && whole.value.rows.length).toBeGreaterThan(50);
    expect(whole.ok && new Set(whole.value.rows.map((r) => r.values.county_name))).toEqual(
      new Set(['Travis County', 'Harris County', 'Loving County']),
    );
  });

  it('a table whose bytes changed, or a filter reading another column, is parsed whole', () => {
    setRunningCode('code A');
    const root = scratch();
    const file = 'sources/units/tx/2025.csv';
    readBoth(root, file, TRICKY, counties('Travis'));
    const changed = TRICKY.replace('Austin', 'Austin City');
    const after = sievedCsv(root, file, Buffer.from(changed), changed, SPEC, COLUMNS, counties('Travis'));
    expect(after).toEqual({ table: parseCsv(changed, file, SPEC, counties('Travis')), indexed: false });
    const byUnit: Keep = (cell) => cell('unit_name') === 'Houston';
    const other = sievedCsv(root, file, Buffer.from(changed), changed, SPEC, COLUMNS, byUnit);
    expect(other).toEqual({ table: parseCsv(changed, file, SPEC, byUnit), indexed: false });
    expect(other.table.ok && other.table.value.rows.map((r) => [r.line, r.values.unit_name])).toEqual([[4, 'Houston']]);
  });

  it('a table with a problem is reported as the whole parse reports it, and no index is made for it', () => {
    setRunningCode('code A');
    const root = scratch();
    const bad = 'county_name,fips,unit_name,note\nTravis,48453,Austin,x\nHarris,48201\n';
    const read = sievedCsv(root, 'sources/units/tx/2025.csv', Buffer.from(bad), bad, SPEC, COLUMNS, counties('Travis'));
    expect(read.table).toEqual(parseCsv(bad, 'sources/units/tx/2025.csv', SPEC, counties('Travis')));
    expect(read.table.ok).toBe(false);
    expect(existsSync(join(root, '.cache/tables/sources__units__tx__2025.csv.rows.json'))).toBe(false);
  });

  it('run from the sources (no code name), nothing is indexed', () => {
    const root = scratch();
    const { first, second, whole } = readBoth(root, 'sources/units/tx/2025.csv', TRICKY, counties('Travis'));
    expect(first).toEqual({ table: whole, indexed: false });
    expect(second).toEqual({ table: whole, indexed: false });
    expect(existsSync(join(root, '.cache/tables'))).toBe(false);
  });
});
