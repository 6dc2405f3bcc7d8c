// Shapes shared by the pipeline (which emits them into generated/), the engines and the pages.
// Rates are always in percent of the value they apply to (2.0 means 2 %), never fractions.

/** The four state sites, and with the hub the five sites the project builds: the one list of them. */
export const STATE_CODES = ['tx', 'ca', 'fl', 'ny'] as const;
export const VARIANTS = ['hub', ...STATE_CODES] as const;
export type StateCode = (typeof STATE_CODES)[number];
export type Variant = (typeof VARIANTS)[number];
export type Lang = 'en' | 'es';

// The shapes of generated/ (county rates, taxing units, configs, constants, the national and NYC
// tables) are defined once, as the zod schemas emit writes and every reader checks with
// (pipeline/emit/output-schemas.ts); their types are re-exported here, as types only: nothing of zod
// or the pipeline reaches a browser bundle.
export type {
  AreaState,
  AreaUnit,
  AreaUnitsFile,
  AreaUnitType,
  BillUnit,
  Confidence,
  ConstantUnit,
  CountyRate,
  ExemptionDef,
  ExemptionLevel,
  LocalExemptions,
  Localized,
  NationalCounty,
  NycClassRate,
  NyUnit,
  NyUnitsFile,
  NyUnitType,
  RateBasis,
  RateComponents,
  RateKind,
  RateStatus,
  SourcedConstant,
  StateConfig,
  StateRates,
  TaxingUnit,
  UnitFund,
  UnitType,
  ZipCountyTable,
} from '../../pipeline/emit/output-schemas.ts';

/**
 * How a county's rate was obtained (the `method` column of sources/rates):
 * tx-typical-bill: county + county-wide districts + the middle school district by rate;
 * fl-dor-average: the Department of Revenue's county-average millage;
 * ca-published-average / ca-debt-ratio: a county average as published, or derived from the levies;
 * ca-typical-tra: one typical tax rate area; ca-statewide-average: the state's average standing in;
 * ny-osc-full-value: every levy ÷ taxable full value; nyc-class-rules: the NYC class engine decides;
 * survey-stand-in: the Census survey's effective rate where no official rate is held;
 * published: the combined rate as its publisher states it.
 */
export const RATE_METHODS = [
  'tx-typical-bill',
  'fl-dor-average',
  'ca-published-average',
  'ca-debt-ratio',
  'ca-typical-tra',
  'ca-statewide-average',
  'ny-osc-full-value',
  'nyc-class-rules',
  'survey-stand-in',
  'published',
] as const;
export type RateMethod = (typeof RATE_METHODS)[number];

/** Facts about a Texas unit that its notes state, as codes each language words. */
export const UNIT_FLAGS = [
  'multi-cad',
  'not-reported',
  'above-voter-approval',
  'corrected',
  'unresolved',
  'zero-rate',
] as const;
export type UnitFlag = (typeof UNIT_FLAGS)[number];

/**
 * Where a taxing unit's rate for a tax year stands: a rate the unit proposed, the two rates state law has it
 * compute (no-new-revenue, voter-approval), Florida's tentative millage, the adopted or final rate, or a figure a
 * rate database holds without saying which of these it is (unverified).
 */
export const UNIT_STATUSES = [
  'proposed',
  'no-new-revenue',
  'voter-approval',
  'tentative',
  'adopted',
  'final',
  'unverified',
] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
/** Statuses that make a rate the one the bill is computed with; the others are announced, not yet in force. */
export const SETTLED_STATUSES: readonly UnitStatus[] = ['adopted', 'final'];

/** Texas county funds (general fund, road & bridge, farm-to-market / flood control) with their M&O and I&S rates. */
export const FUND_CODES = ['GF', 'R&B', 'FMFC'] as const;
/** What a sourced constant's value measures; it decides how the value is checked and shown. */
export const CONSTANT_UNITS = [
  'usd',
  'usd-billion',
  'percent',
  'percent-per-month',
  'ratio',
  'factor',
  'days',
  'months',
  'years',
  'age',
  'count',
  'date',
  'month-day',
  'month',
  'text',
] as const;

/** Buyer mode's steps: the engine names each step and its figures; site/i18n/buyer-text.ts words them. */
export type BuyerStepCode =
  | 'year-one-seller-bill'
  | 'year-one-seller-assessed'
  | 'year-one-estimated'
  | 'seller-exemptions-end'
  | 'tx-cap-restarts'
  | 'tx-ceiling-ends'
  | 'fl-soh-resets'
  | 'fl-portability'
  | 'fl-portability-capped'
  | 'fl-portability-needs-homestead'
  | 'ca-base-year'
  | 'ca-supplemental'
  | 'ca-supplemental-next-roll'
  | 'ca-supplemental-cancelled'
  | 'ca-supplemental-unknown'
  | 'ca-supplemental-not-escrowed'
  | 'ny-star-credit'
  | 'nyc-assessment-inherited'
  | 'nyc-assessment-estimated'
  | 'own-exemptions-start'
  | 'no-own-exemptions'
  | 'escrow-year-one'
  | 'escrow-shortage'
  | 'escrow-no-shortage';

export interface BuyerStep {
  code: BuyerStepCode;
  vars: Record<string, string | number>;
}
