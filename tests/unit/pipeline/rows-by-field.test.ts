// Checking each distinct cell once must give exactly the rows and problems the whole-row schema
// gives: a maintainer's error list and the emitted rates may not depend on which path ran.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv, type CsvTable } from '../../../pipeline/ingest/ingest.ts';
import { validateRows } from '../../../pipeline/validate/rows.ts';
import { NATIONAL_COLUMNS, UNIT_COLUMNS, nationalRow, unitRow } from '../../../pipeline/validate/schemas.ts';

function table(file: string, spec: typeof UNIT_COLUMNS): CsvTable {
  const t = parseCsv(readFileSync(file, 'utf8'), file, spec);
  if (!t.ok) throw new Error(`${file} does not parse`);
  return t.value;
}

/** Bad cells of the kinds maintainers type: words in numbers, signed zeros, stray controls, blanks. */
function spoil(t: CsvTable, every: number): CsvTable {
  const bad = ['x', '', '-0', '1e5', 'a\u0007b', '0.5.5', 'adopted-secondary', ';', '2;', 'GF 1+x'];
  let k = 0;
  const rows = t.rows.map((r, i) => {
    if (i % every) return r;
    const values = { ...r.values };
    const column = t.header[(i * 7) % t.header.length]!;
    values[column] = bad[k++ % bad.length]!;
    return { ...r, values };
  });
  return { ...t, rows };
}

describe('rows checked cell by cell', () => {
  const cases = [
    { name: 'Texas units', t: table('sources/units/tx/2025.csv', UNIT_COLUMNS), schema: unitRow, spec: UNIT_COLUMNS },
    {
      name: 'the national table',
      t: table('sources/national/counties.csv', NATIONAL_COLUMNS),
      schema: nationalRow,
      spec: NATIONAL_COLUMNS,
    },
  ];
  for (const { name, t, schema, spec } of cases) {
    const columns = [...spec.required, ...spec.optional];
    // A check across fields sends the schema down the whole-row path: the reference to compare with.
    const wholeRow = schema.superRefine(() => {});
    it(`give the whole-row schema's rows for ${name}`, () => {
      const fast = validateRows(t, schema, columns);
      expect(fast.issues).toEqual([]);
      expect(fast.rows).toEqual(validateRows(t, wholeRow, columns).rows);
    });
    it(`give the whole-row schema's problems, in order, for a spoiled copy of ${name}`, () => {
      const spoiled = spoil(t, 37);
      const fast = validateRows(spoiled, schema, columns);
      const slow = validateRows(spoiled, wholeRow, columns);
      expect(fast.issues.length).toBeGreaterThan(20);
      expect(fast.issues).toEqual(slow.issues);
      expect(fast.rows).toEqual(slow.rows);
    });
  }
  it('never hands two rows the same list or status object', () => {
    const t = table('sources/units/tx/2025.csv', UNIT_COLUMNS);
    const { rows } = validateRows(t, unitRow, [...UNIT_COLUMNS.required, ...UNIT_COLUMNS.optional]);
    rows[0]!.row.flags.push('zero-rate');
    rows[0]!.row.status.status = 'proposed';
    expect(rows[1]!.row.flags).not.toContain('zero-rate');
    expect(rows.filter((r) => r.row.status.status === 'proposed').length).toBe(
      validateRows(t, unitRow, [...UNIT_COLUMNS.required, ...UNIT_COLUMNS.optional]).rows.filter(
        (r) => r.row.status.status === 'proposed',
      ).length + 1,
    );
  });
});
