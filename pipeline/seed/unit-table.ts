// The seed's unit rows in the one table format of sources/units/<state>/<year>.csv (sources/README.md):
// Texas rates per $100 as the Comptroller prints them, New York's per $1,000 of full value.
import { shiftDecimal } from '../../engine/decimal.ts';
import { toCsv } from './csv.ts';

const TX_COLUMNS = [
  'fips',
  'county_name',
  'unit_id',
  'unit_name',
  'unit_type',
  'district_type',
  'countywide',
  'rate',
  'rate_unit',
  'mo',
  'is',
  'tax_year',
  'source_year',
  'status',
  'county_value_share',
  'flags',
  'funds',
  'source',
  'url',
  'read_on',
  'confidence',
  'provenance',
  'note',
  'note_es',
] as const;

const NY_COLUMNS = [
  'fips',
  'county_name',
  'unit_id',
  'unit_name',
  'unit_type',
  'parent_id',
  'rate',
  'rate_unit',
  'tax_year',
  'status',
  'taxable_value',
  'flags',
  'source',
  'document',
  'url',
  'read_on',
  'confidence',
  'provenance',
  'note',
  'note_es',
] as const;

type Row = Record<string, string>;

/** Texas rows as the seed reads the Comptroller's files (rate_pct, mo_pct, is_pct, source_year) → the table. */
export function texasUnitTable(rows: readonly Row[], year: number): string {
  return toCsv(
    TX_COLUMNS,
    rows.map((r) => ({
      ...r,
      rate: r.rate_pct,
      rate_unit: 'per-100',
      mo: r.mo_pct,
      is: r.is_pct,
      tax_year: String(year),
      source_year: r.source_year === String(year) ? '' : r.source_year,
    })),
  );
}

/** New York rows in percent of full value (rate_pct, municipality_id, taxable_full_value) → the table, per $1,000. */
export function newYorkUnitTable(rows: readonly Row[]): string {
  return toCsv(
    NY_COLUMNS,
    rows.map((r) => ({
      ...r,
      rate: r.rate_pct ? shiftDecimal(r.rate_pct, 1) : '',
      rate_unit: 'per-1000',
      parent_id: r.municipality_id,
      taxable_value: r.taxable_full_value,
      // The Comptroller's 0: a unit that levied nothing that year (sources/README.md).
      flags: r.rate_pct === '0' ? 'zero-rate' : '',
    })),
  );
}
