// What the calculator's entry points (index.ts) take and give: one request per kind of estimate. A leaf
// of types, so the engines and the state modules can name a request without importing the entry point.
import type { GeneralInput, GeneralResult, NationalInput, NationalResult, NycInput, NycResult } from './model.ts';
import type { StateCode } from '../schema/codes.ts';
import type { CountyRate, NationalCounty, NycClassRate, StateConfig } from '../schema/index.ts';

export interface GeneralRequest {
  state: StateCode;
  input: GeneralInput;
  /** null or undefined while the state's data has not loaded. */
  config: StateConfig | null | undefined;
  /** The state's county list; input.county is looked up in it. */
  counties?: readonly CountyRate[] | null;
  /** An explicit combined rate instead of a county; the state's default split applies. */
  ratePct?: number;
  /** product.json typicalAnnualRateChangePct: gives estimate records a low/high range. */
  typicalRateChangePct?: number;
  /** NYC class rates, for the five boroughs (records with nycClass). */
  nycRates?: readonly NycClassRate[] | null;
  fiscalYear?: number;
  /** The year estimated (product.json productYear): Texas and New York units with an older rate get the range. */
  productYear?: number;
}

export interface NycRequest {
  state: 'nyc';
  input: NycInput;
  /** The New York config (its calc.nyc block and STAR amounts). */
  config: StateConfig | null | undefined;
  rates: readonly NycClassRate[] | null | undefined;
  /** Defaults to the newest year in `rates`. */
  fiscalYear?: number;
  county?: CountyRate | null;
}

export interface NationalRequest {
  state: 'us';
  input: NationalInput;
  counties: readonly NationalCounty[] | null | undefined;
}

export type CalcRequest = GeneralRequest | NycRequest | NationalRequest;
export type AnyResult = GeneralResult | NycResult | NationalResult;
