// Issue #24's import limits: a cell's size by column (a 5 MB `units` cell in a Florida table was accepted), and a
// rate of 0 only where the source says so (a 0 or -0 published $0 bills).
import { describe, expect, it } from 'vitest';
import { CELL_LIMITS, parseCsv } from '../../../pipeline/ingest/ingest.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import { RATE_COLUMNS, UNIT_COLUMNS } from '../../../pipeline/validate/schemas.ts';
import { checkUnitTable } from '../../../pipeline/validate/units.ts';
import { calcState } from '../../../states/engines.ts';
import type { NationalCounty } from '../../../schema/index.ts';

const RATE_HEADER = 'fips,county_name,slug,kind,basis,rate_pct,source,source_year,confidence,note,units';
const flRow = (units: string, note = '') =>
  `12001,Alachua County,alachua,nominal,taxable-value,2.08,FL DOR,2025,high,${note},${units}`;
const errors = (r: ReturnType<typeof parseCsv>) => (r.ok ? [] : r.errors.map(formatIssue));

describe('cell size by column', () => {
  it('refuses a 5 MB units cell in a Florida table, naming the line, column, limit and length', () => {
    const huge = 'a'.repeat(5 * 1024 * 1024);
    const r = parseCsv(`${RATE_HEADER}\n${flRow(huge)}\n`, 'fl/2026.csv', RATE_COLUMNS);
    expect(errors(r)).toEqual([
      `fl/2026.csv:2:11 units: expected at most 2,000 characters in this column, found "${'a'.repeat(59)}…" (5,242,880 characters)`,
    ]);
  });

  it('takes a cell at its limit, gives free text more room than codes, and refuses one character over', () => {
    const atLimit = parseCsv(
      `${RATE_HEADER}\n${flRow('a'.repeat(CELL_LIMITS.list), 'n'.repeat(CELL_LIMITS.text))}\n`,
      'f.csv',
      RATE_COLUMNS,
    );
    expect(errors(atLimit)).toEqual([]);
    const slug = `12001,Alachua County,${'s'.repeat(CELL_LIMITS.other + 1)},nominal,taxable-value,2.08,FL DOR,2025,high,,`;
    expect(errors(parseCsv(`${RATE_HEADER}\n${slug}\n`, 'f.csv', RATE_COLUMNS))).toEqual([
      `f.csv:2:3 slug: expected at most 300 characters in this column, found "${'s'.repeat(59)}…" (301 characters)`,
    ]);
  });
});

describe('a unit rate of 0', () => {
  const harris: NationalCounty = { fips: '48201', name: 'Harris County', state: 'TX' } as NationalCounty;
  const header =
    'fips,county_name,unit_id,unit_name,unit_type,district_type,rate,rate_unit,tax_year,status,flags,source,url,read_on,confidence';
  const unit = (rate: string, flags: string) =>
    `48201,Harris County,u-1,Some District,special,mud,${rate},per-100,2025,adopted,${flags},Texas Comptroller PTAD,,,high`;
  const check = (...rows: string[]) => {
    const table = parseCsv(`${header}\n${rows.join('\n')}\n`, 'units.csv', UNIT_COLUMNS);
    if (!table.ok) throw new Error(errors(table).join('\n'));
    return checkUnitTable(table.value, [harris], {
      state: 'tx',
      rules: calcState('tx').units,
      year: 2025,
      earlier: new Map(),
    });
  };

  it('is refused without the zero-rate marker, and -0 always', () => {
    expect(check(unit('0', '')).issues.map(formatIssue)).toEqual([
      'units.csv:2:7 rate: expected a rate above 0, or 0 with the zero-rate flag (the publisher gives 0), found "0"',
    ]);
    expect(check(unit('-0', 'zero-rate')).issues.map(formatIssue)).toEqual([
      'units.csv:2:7 rate: expected a rate as published, digits with a decimal point (0.493907), or nothing when none was reported, found "-0"',
    ]);
  });

  it('is taken where the source says 0, with the marker', () => {
    const r = check(unit('0', 'zero-rate'));
    expect(r.issues).toEqual([]);
    expect(r.units['48201']?.[0]).toMatchObject({ ratePct: 0, flags: ['zero-rate'] });
  });
});
