import { readCsv, toCsv } from './csv.ts';

interface HistorySpec {
  from: string;
  to: string;
  /** Added as a column when the file does not carry its own source on every row. */
  source?: string;
  keep?: (row: Record<string, string>) => boolean;
}

const SPECS: HistorySpec[] = [
  {
    from: 'ny-county-overall-full-value-tax-rates-2000-2021.csv',
    to: 'ny-overall-full-value-rates-2000-2021.csv',
    source:
      'NYS Department of Taxation and Finance, Office of Real Property Tax Services, overall full-value tax rates by county (all taxing purposes)',
  },
  {
    from: 'ny-statewide-full-value-tax-rates-2006-2021.csv',
    to: 'ny-statewide-full-value-rates-2006-2021.csv',
    source:
      'NYS Department of Taxation and Finance, Office of Real Property Tax Services, statewide full-value tax rates (tax.ny.gov/research/property/reports/fvtaxrates/statewide_13.htm)',
  },
  {
    from: 'ny-county-purpose-full-value-tax-rates-2024-2025.csv',
    to: 'ny-county-purpose-full-value-rates-2024-2025.csv',
  },
  {
    from: 'ny-osc-tax-rates-wny-cities-2004-2025.csv',
    to: 'ny-wny-city-full-value-rates-2004-2025.csv',
    source:
      'NYS Office of the State Comptroller, Real Property Tax Rates Levy Data By Municipality: Beginning 2004 (data.ny.gov iq85-sdzs); per $1,000 of full value',
    keep: (r) => r.type_of_value_on_whichtax_rates_are_applied === 'Full Value',
  },
  { from: 'harris-county-tx-unit-rates-2019-2025.csv', to: 'tx-harris-county-unit-rates-2019-2025.csv' },
];

/** Older official series kept beside the rate tables, each row still naming its source. */
export function seedHistory(dataDir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const spec of SPECS) {
    const rows = readCsv(`${dataDir}/${spec.from}`).filter(spec.keep ?? (() => true));
    const columns = Object.keys(rows[0] ?? {});
    if (spec.source) {
      columns.push('source');
      for (const r of rows) r.source = spec.source;
    }
    out.set(spec.to, toCsv(columns, rows));
  }
  return out;
}
