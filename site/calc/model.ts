// The engines' inputs and results. Results carry every figure a page shows, so no page recomputes.
// Money is in dollars and rates in percent, unrounded; rounding is the formatter's job.
import type { CountyRate, Localized, NationalCounty, StateCode } from './types.ts';

/** The four parts a county bill is broken into (spec §3 countyBreakdown). */
export type Part = 'school' | 'county' | 'city' | 'special';
export const PARTS: readonly Part[] = ['school', 'county', 'city', 'special'];

export type AppliesTo = 'school' | 'non-school' | 'all';
export type NycClass = 'class1' | 'class2' | 'class3' | 'class4';
export const NYC_CLASSES: readonly NycClass[] = ['class1', 'class2', 'class3', 'class4'];
export type StarType = 'none' | 'basic' | 'enhanced';
export type NycVeteranBand = '10-19' | '20-39' | '40-59' | '60-79' | '80-99' | '100';

/** A taxing unit the user adds on a Texas county page (a city, a MUD …), on top of the county record. */
export interface ExtraUnit {
  id: string;
  name: string;
  ratePct: number;
  part: 'city' | 'special';
}

/** The general calculator input of spec §3; each state reads the fields its rules name. */
export interface GeneralInput {
  homeValue: number;
  /** County slug, looked up in the state's county list. */
  county?: string;
  homesteadExemption?: boolean;
  over65Exemption?: boolean;
  disabledPersonExemption?: boolean;
  /** A level id from the state config's disabledVeteran levels, or 'none'. */
  disabledVeteranExemption?: string;
  schoolTaxCeiling?: boolean;
  /** New York: the senior citizen exemption (half the value). */
  seniorCitizen?: boolean;
  seniorIncome?: number | null;
  /** New York (and NYC boroughs). */
  starType?: StarType;
  /** New York outside NYC: the veteran's disability rating, 0–100. */
  veteranDisabilityPct?: number;
  /** NYC boroughs reached through the general entry: property class (default class1) and veteran band. */
  propertyClass?: NycClass;
  veteranDisabilityLevel?: NycVeteranBand;
  coopCondoAbatement?: boolean;
  extraUnits?: readonly ExtraUnit[];
}

export interface NycInput {
  marketValue: number;
  propertyClass: NycClass;
  starType: StarType;
  seniorIncome?: number | null;
  isVeteran: boolean;
  veteranDisabilityLevel?: NycVeteranBand | null;
  /** Class 2 co-op/condo abatement; the spec's input has no such field, so it defaults to on for class 2. */
  coopCondoAbatement?: boolean;
}

export interface NationalInput {
  homeValue: number;
  /** County slug; "tx/harris" or a 5-digit FIPS also work, since slugs repeat across states. */
  county: string;
  /** Two-letter state code, either case. */
  stateCode?: string;
}

// ---------- messages as values ----------

export type ErrorCode =
  | 'invalid-value'
  | 'county-required'
  | 'county-not-found'
  | 'state-data-not-loaded'
  | 'calculation-failed'
  | 'market-value-not-positive'
  | 'market-value-too-high'
  | 'invalid-property-class'
  | 'senior-income-required'
  | 'senior-income-negative'
  | 'no-county-rate';

export interface CalcError {
  field: string;
  code: ErrorCode;
  message: Localized;
  /** For developers and the CLI: what was expected and what was found (English). */
  detail?: string;
}

export type WarningCode = 'very-high-value' | 'very-low-value';

export interface CalcWarning {
  field: string;
  code: WarningCode;
  message: Localized;
  advice: Localized;
}

export type NoticeCode =
  | 'mello-roos-not-included'
  | 'school-tax-ceiling-not-applied'
  | 'over65-disabled-not-combined'
  | 'enhanced-star-income-over-limit'
  | 'star-not-available-for-class'
  | 'rate-is-estimate'
  | 'survey-rate-includes-exemptions'
  | 'typical-for-similar-homes'
  | 'exemption-not-offered';

/** Something the reader of a result should know; not a problem with the input. */
export interface Notice {
  code: NoticeCode;
  message: Localized;
  /** The input field the notice is about, when there is one. */
  field?: string;
}

export type CalcOutcome<R> = { ok: true; result: R; warnings: CalcWarning[] } | { ok: false; errors: CalcError[] };

// ---------- general result ----------

export interface PortionLine {
  part: Part;
  ratePct: number;
  /** Exemptions taken off this part's value. */
  exemptionAmount: number;
  taxableValue: number;
  taxBeforeExemptions: number;
  tax: number;
}

export interface UnitLine extends ExtraUnit {
  exemptionAmount: number;
  taxableValue: number;
  taxBeforeExemptions: number;
  tax: number;
}

/** School or everything else, as the display result shows them. */
export interface PortionSummary {
  ratePct: number;
  taxableValue: number;
  tax: number;
}

export type ExemptionId =
  | 'homestead'
  | 'additionalHomestead'
  | 'homeowner'
  | 'over65'
  | 'disabled'
  | 'disabledVeteran'
  | 'starBasic'
  | 'starEnhanced'
  | 'senior';

/** The four totals of spec §3 `exemptions`; each state's exemptions map onto one of them. */
export type ExemptionGroup = 'homestead' | 'over65' | 'veteran' | 'disabled';

export interface ExemptionLine {
  /** Matches the key of the exemption in the state config's `exemptions` (for its label). */
  id: ExemptionId;
  group: ExemptionGroup;
  appliesTo: AppliesTo;
  /** What the rule grants for this home (a full exemption: the whole value). */
  nominalAmount: number;
  /** What was actually taken off the value of each part it applies to (nominal, capped by the value left). */
  amount: number;
  /** Tax it saves: the rate of the parts it applies to × amount. The lines add up to exemptionSavings. */
  savings: number;
  /** Share of the home value, for exemptions defined as one (NY senior, NY veteran). */
  percentage: number | null;
  /** The disability level or rating the amount comes from. */
  disability: string | null;
  full: boolean;
}

export interface RateUsed {
  /** Combined rate of the county parts (extra units not included). */
  ratePct: number;
  components: Record<Part, number>;
  /** components: the record's own parts; default-split: the state's split of a combined rate; survey: a Census effective rate, taxed whole. */
  split: 'components' | 'default-split' | 'survey';
  /** The state's default split, percent of the combined rate, when it was used. */
  splitPct: Record<Part, number> | null;
  /** The county record (source, year, confidence, note, status …); null for an explicit rate. */
  county: CountyRate | null;
}

export interface RangePoint {
  ratePct: number;
  annualTax: number;
  monthlyTax: number;
  effectiveRate: number;
}

/** For estimate rates: the bill if rates move by the typical yearly change. */
export interface TaxRange {
  changePct: number;
  low: RangePoint;
  high: RangePoint;
}

export interface GeneralResult {
  kind: 'general';
  state: StateCode;
  homeValue: number;
  annualTax: number;
  monthlyTax: number;
  /** Percent of the home value. */
  effectiveRate: number;
  /** The value as entered, before any exemption. */
  baseAssessedValue: number;
  /** After the exemptions that reduce every part. */
  finalAssessedValue: number;
  /** The single value the combined rate (extra units included) would tax to give annualTax. */
  taxableValue: number;
  taxBeforeExemptions: number;
  exemptionSavings: number;
  countyBreakdown: Record<Part, PortionLine>;
  extraUnits: UnitLine[];
  school: PortionSummary;
  nonSchool: PortionSummary;
  exemptions: Record<ExemptionGroup, number>;
  exemptionBreakdown: ExemptionLine[];
  rate: RateUsed;
  range: TaxRange | null;
  notices: Notice[];
}

// ---------- NYC result ----------

export interface NycResult {
  kind: 'nyc';
  fiscalYear: number;
  rateSource: string;
  propertyClass: NycClass;
  marketValue: number;
  assessmentRatio: number;
  assessedValue: number;
  classRatePct: number;
  baseTax: number;
  schoolShare: number;
  schoolTaxPortion: number;
  cityTaxPortion: number;
  star: {
    requested: StarType;
    applied: StarType;
    amount: number;
    ratePct: number;
    /** amount × STAR rate, before the caps. */
    calculated: number;
  };
  starSavings: number;
  veteran: { band: NycVeteranBand | null; multiplier: number | null; full: boolean; calculated: number };
  veteranSavings: number;
  abatementDetail: {
    applies: boolean;
    lowerValue: number;
    upperValue: number;
    lowerPct: number;
    upperPct: number;
    calculated: number;
  };
  abatement: number;
  finalTax: number;
  effectiveRate: number;
  monthlyPayment: number;
  quarterlyPayment: number;
  breakdown: { schoolTax: number; cityTax: number; exemptions: { star: number; veteran: number } };
  county: CountyRate | null;
  notices: Notice[];
}

// ---------- national result ----------

export interface NationalResult {
  kind: 'national';
  county: NationalCounty;
  homeValue: number;
  effectiveRatePct: number;
  annualTax: number;
  monthlyTax: number;
  effectiveRate: number;
  notices: Notice[];
}
