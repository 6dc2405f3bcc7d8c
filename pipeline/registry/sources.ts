// What each kind of source gives once loaded and checked (the loader's Sources): one entry per kind, by
// its id in the registry (index.ts). A leaf of types: the kinds and the registry's machinery (kind.ts)
// name a kind and its records from here, and the registry checks its table against it.
import type { AllZips, NycClassRate, ZipCountyTable, ZipFile } from '../../schema/index.ts';
import type { StateCode } from '../../schema/codes.ts';
import type { NationalCounty, Unit } from '../../schema/index.ts';
import type { CsvTable } from '../ingest/ingest.ts';
import type { Configs } from '../validate/configs.ts';
import type { ConstantScope } from '../../schema/codes.ts';
import type { ConstantTable } from '../validate/constant-table.ts';
import type { Content } from '../validate/content.ts';
import type { Facts } from '../validate/facts.ts';
import type { LocatedLocal } from '../validate/local-exemptions.ts';
import type { RateRecord } from '../validate/rate-table.ts';
import type { Product } from '../validate/schemas.ts';
import type { ZipState } from '../validate/zip-districts.ts';
import type { ZipReport } from '../validate/zip-report.ts';

/** The history series read beside the rate tables. */
export interface HistorySeries {
  nyOverall: CsvTable | null;
  harrisUnits: CsvTable | null;
  survey2022: CsvTable | null;
}

/** Each state's county rate tables by year. */
export type RatesByState = Partial<Record<StateCode, Map<number, RateRecord[]>>>;

/** Each state's unit tables by year, by county FIPS. */
export type UnitTables = Partial<Record<StateCode, Map<number, Record<string, Unit[]>>>>;

export interface ZipTables {
  /** The file of each state; absent where the package is not installed. */
  files: Partial<Record<ZipState, ZipFile>>;
  /** Each file's text as emit writes it; where it was kept whole (zip-memo.ts), its value above is parsed if read. */
  texts: Partial<Record<ZipState, string>>;
  reports: ZipReport[];
}

/** Every kind's checked records, as the loader returns them. */
export interface Sources {
  product: Product;
  national: NationalCounty[];
  rates: RatesByState;
  constants: Partial<Record<ConstantScope, ConstantTable>>;
  units: UnitTables;
  localExemptions: LocatedLocal[];
  nyc: NycClassRate[] | null;
  configs: Configs;
  facts: Facts;
  content: Content;
  zipCounties: ZipCountyTable | null;
  history: HistorySeries;
  allZips: AllZips | null;
  zips: ZipTables | null;
}

export type KindId = keyof Sources;
