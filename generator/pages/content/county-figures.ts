// The county guide's tables, every figure from the engine (the calculator's own numbers).
import { calculate } from '../../../states/estimate/index.ts';
import type { GeneralInput } from '../../../engine/model.ts';
import type { CountyRate, NationalCounty, NycClassRate, StateConfig } from '../../../schema/index.ts';
import { mainExemption } from '../county-examples.ts';
import type { ImpactTable, MajorCountyRow } from '../../../browser/components/content/county-tables-data.ts';

/** Major counties are the most populous ones (Census population estimate in the national table). */
export const MAJOR_COUNTY_COUNT = 10;
export const IMPACT_COUNTY_COUNT = 5;

export function annualTax(
  config: StateConfig,
  county: CountyRate,
  nycRates: readonly NycClassRate[],
  value: number,
  extra: Partial<GeneralInput> = {},
): number | null {
  const out = calculate({
    state: config.stateCode,
    input: { homeValue: value, county: county.slug, ...extra },
    config,
    counties: [county],
    nycRates: [...nycRates],
  });
  if (!out.ok) return null;
  return out.result.annualTax;
}

export function majorCounties(
  counties: readonly CountyRate[],
  national: readonly NationalCounty[],
  count = MAJOR_COUNTY_COUNT,
): { county: CountyRate; population: number }[] {
  const population = new Map(national.map((c) => [c.fips, c.population]));
  return counties
    .map((county) => ({ county, population: population.get(county.fips) ?? 0 }))
    .sort((a, b) => b.population - a.population || a.county.name.localeCompare(b.county.name))
    .slice(0, count);
}

export function majorCountyRows(
  config: StateConfig,
  counties: readonly CountyRate[],
  national: readonly NationalCounty[],
  nycRates: readonly NycClassRate[],
  value: number,
): MajorCountyRow[] {
  return majorCounties(counties, national).map((m) => ({ ...m, tax: annualTax(config, m.county, nycRates, value) }));
}

export function taxImpact(
  config: StateConfig,
  counties: readonly CountyRate[],
  national: readonly NationalCounty[],
  nycRates: readonly NycClassRate[],
  values: readonly number[],
  lang: 'en' | 'es',
): ImpactTable {
  const picked = majorCounties(counties, national, IMPACT_COUNTY_COUNT).map((m) => m.county);
  const main = mainExemption(config);
  return {
    counties: picked,
    exemption: main ? main.def.label[lang] : null,
    rows: values.map((value) => ({
      value,
      taxes: picked.map((c) => annualTax(config, c, nycRates, value, main?.input ?? {})),
    })),
  };
}
