// The rows of a guide's county tables, as the pages compute them through the engine
// (generator/pages/content/county-figures.ts); CountyTables only lays them out.
import type { CountyRate } from '../../../schema/index.ts';

export interface MajorCountyRow {
  county: CountyRate;
  population: number;
  tax: number | null;
}

export interface ImpactTable {
  counties: CountyRate[];
  /** The exemption applied in every cell, or null when the state has none the calculator applies by default. */
  exemption: string | null;
  rows: { value: number; taxes: (number | null)[] }[];
}
