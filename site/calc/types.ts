// Shapes shared by the pipeline (which emits them into generated/), the engines and the pages.
// Rates are always in percent of the value they apply to (2.0 means 2 %), never fractions.
// The codes and shapes of generated/ live in schema/ (the one module the pipeline and the site both
// import); they are re-exported here so the engines and pages have one place to take them from.
export {
  BILL_PARTS,
  CONSTANT_UNITS,
  FUND_CODES,
  PART_OF_TYPE,
  RATE_UNIT_SHIFT,
  RATE_UNITS,
  UNIT_PARTS,
  UNIT_TYPES,
  RATE_METHODS,
  STATE_CODES,
  UNIT_FLAGS,
  UNIT_STATUSES,
  VARIANTS,
  type Lang,
  type RateMethod,
  type StateCode,
  type UnitFlag,
  type UnitStatus,
  type Variant,
} from '../../schema/codes.ts';
import type { UnitStatus } from '../../schema/codes.ts';

/** Statuses that make a rate the one the bill is computed with; the others are announced, not yet in force. */
export const SETTLED_STATUSES: readonly UnitStatus[] = ['adopted', 'final'];

// The shapes of generated/ (county rates, taxing units, configs, constants, the national and NYC
// tables) are defined once, as the zod schemas emit writes and every reader checks with
// (schema/index.ts); their types are re-exported here, as types only: no zod reaches a browser bundle.
export type {
  BillPart,
  CountyBillUnit,
  Confidence,
  ConstantUnit,
  CountyRate,
  ExemptionDef,
  ExemptionLevel,
  Levy,
  LocalExemptions,
  Localized,
  NationalCounty,
  NycClassRate,
  RateBasis,
  RateComponents,
  RateKind,
  RateStatus,
  RateUnit,
  SourcedConstant,
  StateConfig,
  StateRates,
  Unit,
  UnitFund,
  UnitPart,
  UnitsFile,
  UnitType,
  ZipCountyTable,
  ZipEntry,
  ZipFile,
  ZipSchool,
} from '../../schema/index.ts';

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
