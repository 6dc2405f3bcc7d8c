import { countySlug } from '../validate/slug.ts';
import { type Row, num, readCsv, toCsv } from './csv.ts';

export const NATIONAL_COLUMNS = [
  'fips',
  'state',
  'state_name',
  'county_name',
  'slug',
  'median_home_value',
  'median_taxes_paid',
  'effective_rate_pct',
  'population',
  'population_year',
  'taxes_topcoded',
  'taxes_bottomcoded',
  'source',
  'source_year',
  'population_source',
] as const;

// Publishers and their tables, as the Census Bureau names them; the pages say in each language what each one gives.
const ACS2024_SOURCE = 'U.S. Census Bureau, American Community Survey 5-year estimates, tables B25077 and B25103';
const POPULATION_SOURCE = 'U.S. Census Bureau, Population Estimates Program, Vintage 2023';
const ACS2022_SOURCE =
  'U.S. Census Bureau, American Community Survey 2018-2022 5-year estimates, B25077 and B25103, via the Census API';

export function seedNational(dataDir: string): { csv: string; rows: Row[] } {
  const rows = readCsv(`${dataDir}/us-counties-property-tax-acs2024.csv`).map((r) => ({
    fips: r.geoid!,
    state: r.state_abbr!,
    state_name: r.state_name!,
    county_name: r.county_name!,
    slug: countySlug(r.county_name!),
    median_home_value: r.median_home_value ?? '',
    median_taxes_paid: r.median_real_estate_taxes_paid ?? '',
    effective_rate_pct: r.effective_tax_rate_pct ?? '',
    population: r.population_2023 ?? '',
    population_year: '2023',
    taxes_topcoded: r.taxes_topcoded === '1' ? '1' : '0',
    taxes_bottomcoded: r.taxes_bottomcoded === '1' ? '1' : '0',
    source: ACS2024_SOURCE,
    source_year: '2020-2024',
    population_source: POPULATION_SOURCE,
  }));
  rows.sort((a, b) => a.fips.localeCompare(b.fips));
  assertUniqueSlugs(rows);
  return { csv: toCsv(NATIONAL_COLUMNS, rows), rows };
}

function assertUniqueSlugs(rows: Row[]): void {
  const seen = new Set<string>();
  for (const r of rows) {
    const key = `${r.state}/${r.slug}`;
    if (seen.has(key)) throw new Error(`seed: two counties share the slug ${key}`);
    seen.add(key);
  }
}

export function seedNational2022(dataDir: string): string {
  const columns = [
    'fips',
    'state_slug',
    'county_name',
    'median_home_value',
    'median_taxes_paid',
    'effective_rate_pct',
    'source',
    'source_year',
  ];
  const rows = readCsv(`${dataDir}/us-counties-property-tax-acs2022.csv`).map((r) => ({
    fips: r.geoid,
    state_slug: r.state_slug,
    county_name: r.county_name,
    median_home_value: r.median_home_value,
    median_taxes_paid: r.median_real_estate_taxes_paid,
    effective_rate_pct: num(r.effective_tax_rate_pct) === null ? '' : r.effective_tax_rate_pct,
    source: ACS2022_SOURCE,
    source_year: '2018-2022',
  }));
  rows.sort((a, b) => a.fips!.localeCompare(b.fips!));
  return toCsv(columns, rows);
}
