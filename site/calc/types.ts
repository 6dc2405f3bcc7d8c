// Shapes shared by the pipeline (which emits them into generated/), the engines and the pages.
// Rates are always in percent of the value they apply to (2.0 means 2 %), never fractions.

/** The four state sites, and with the hub the five sites the project builds: the one list of them. */
export const STATE_CODES = ['tx', 'ca', 'fl', 'ny'] as const;
export const VARIANTS = ['hub', ...STATE_CODES] as const;
export type StateCode = (typeof STATE_CODES)[number];
export type Variant = (typeof VARIANTS)[number];
export type Lang = 'en' | 'es';

/** nominal: a levy on taxable/assessed/full value; effective: taxes paid ÷ market value (Census survey). */
export type RateKind = 'nominal' | 'effective';
/** What value the rate is applied to. */
export type RateBasis = 'taxable-value' | 'assessed-value' | 'full-market-value' | 'market-value';
/** estimate: last year's rate standing in for the product year; official: the product year's published rate. */
export type RateStatus = 'estimate' | 'official';
export type Confidence = 'high' | 'medium-high' | 'medium' | 'medium-low' | 'low';

export interface RateComponents {
  school?: number;
  county?: number;
  city?: number;
  special?: number;
}

/** One county's rate as the calculator uses it. */
export interface CountyRate {
  fips: string;
  name: string;
  slug: string;
  kind: RateKind;
  basis: RateBasis;
  /** Combined rate, percent. */
  ratePct: number;
  /** Parts of the combined rate where the source gives them; null means unknown (engines use the state's default split). */
  components: RateComponents | null;
  /** California: the 1 % general levy, the known part of the rate. */
  generalLevyPct?: number;
  /** New York: the county is one of the five NYC boroughs, computed with the NYC class engine. */
  nycClass?: boolean;
  /** Who published the figure, for visitors. */
  source: string;
  /** For maintainers: the copy the figure was read from (repository, commit, extraction), when not the publisher's own file. */
  provenance?: string;
  /** The data's own year as the source states it ("2025", "2024-25", "2020-2024"). */
  sourceYear: string;
  confidence: Confidence;
  /** true when the figure is computed by this project (the method says how), not copied from a source. */
  derived: boolean;
  /** How the figure was obtained; pages word it from this code and the record's own data in each language. */
  method: RateMethod;
  /** What the method's template cannot say (a correction, a gap in the source), in both languages. */
  remark: Localized | null;
  /** Year of the sources/rates/<state>/<year>.csv table the record came from. */
  tableYear: number;
  status: RateStatus;
  /** Texas: the taxing units the combined rate adds up (county, county-wide districts, the typical school district), each with its own exemptions. */
  bill?: BillUnit[];
  /** Texas: how many rated school districts the county has (the typical one is the middle one by rate). */
  schoolDistricts?: number;
}

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
  'tx-typical-bill', 'fl-dor-average', 'ca-published-average', 'ca-debt-ratio', 'ca-typical-tra', 'ca-statewide-average',
  'ny-osc-full-value', 'nyc-class-rules', 'survey-stand-in', 'published',
] as const;
export type RateMethod = (typeof RATE_METHODS)[number];

/** Facts about a Texas unit that its notes state, as codes each language words. */
export const UNIT_FLAGS = ['multi-cad', 'not-reported', 'above-voter-approval', 'corrected', 'unresolved'] as const;
export type UnitFlag = (typeof UNIT_FLAGS)[number];

/** Texas county funds (general fund, road & bridge, farm-to-market / flood control) with their M&O and I&S rates. */
export const FUND_CODES = ['GF', 'R&B', 'FMFC'] as const;
export interface UnitFund {
  fund: (typeof FUND_CODES)[number];
  moPct: number;
  isPct: number;
}

/**
 * A Texas taxing unit's own residence-homestead exemptions (Tax Code §11.13(n) percentage, with its
 * $5,000 floor, and §11.13(d) over-65 and disabled amounts), as the unit adopted them.
 * A field is null when no source gives it: that part is then not included, and the page says so.
 */
export interface LocalExemptions {
  /** Percent of appraised value (0–20); 0 means the unit grants none. */
  homesteadPct: number | null;
  /** A flat amount the source states in place of (or as the floor of) the percentage. */
  homesteadFlat: number | null;
  over65Amount: number | null;
  disabledAmount: number | null;
  /** Tax year(s) of the figures ("2026", or "2024–2026" when fields come from different years). */
  taxYear: string;
  /** Publisher and document, as visitors read them. */
  source: string;
  url: string;
  confidence: Confidence;
  /** For maintainers: the copy the figures were read in when the publisher's own page was not found. */
  provenance?: string;
  /** true when the visitor typed the figures in (we hold none for the unit). */
  entered?: boolean;
}

/** One taxing unit of a Texas bill. */
export interface BillUnit {
  id: string;
  name: string;
  part: 'school' | 'county' | 'city' | 'special';
  ratePct: number;
  /** null: we hold no local-option figures for this unit. */
  local: LocalExemptions | null;
}

export type UnitType = 'county' | 'city' | 'school' | 'special';

/** A Texas taxing unit (county, city, ISD, special district) with its own rate. */
export interface TaxingUnit {
  id: string;
  name: string;
  type: UnitType;
  /** For school and special districts: a code of site/i18n/district-types.ts (mud, esd, hospital …); '' for counties and cities. */
  districtType: string;
  /** null when the unit reported no rate. */
  ratePct: number | null;
  moPct: number | null;
  isPct: number | null;
  /** Share of the county's market value inside the unit (special districts only). */
  countyValueShare: number | null;
  /** Applies to the whole county (county itself; special districts covering ≥ 99 % of county value). */
  countywide: boolean;
  confidence: Confidence;
  source: string;
  sourceYear: string;
  /** For maintainers: the report or copy that confirmed or corrected the figure. */
  provenance?: string;
  flags: UnitFlag[];
  /** Counties: the rate per fund, where the Comptroller's file gives it. */
  funds: UnitFund[];
  remark: Localized | null;
  /** The unit's local-option homestead exemptions where a source gives them; null when we hold none. */
  local?: LocalExemptions | null;
}

/** A national-table county (every US county), from the Census survey. */
export interface NationalCounty {
  fips: string;
  state: string; // two-letter code, upper case
  stateName: string;
  name: string;
  slug: string;
  medianHomeValue: number | null;
  medianTaxesPaid: number | null;
  effectiveRatePct: number | null;
  population: number | null;
  taxesTopcoded: boolean;
  taxesBottomcoded: boolean;
  /** Publisher of the home values and taxes paid. */
  source: string;
  sourceYear: string;
  /** Publisher of the population figure and its year. */
  populationSource: string;
  populationYear: number | null;
}

export interface Localized {
  en: string;
  es: string;
}

export interface ExemptionLevel {
  id: string;
  label: Localized;
  /** Disability percentage range covered by this level, inclusive. */
  minPct: number;
  maxPct: number;
  /** Dollar amount; null with full = true for a full exemption. */
  amount: number | null;
  full?: boolean;
}

export interface ExemptionDef {
  id: string;
  label: Localized;
  description: Localized;
  /** Dollar amount off the value (null when it depends on a level or is a share). */
  amount: number | null;
  /** Which part of the rate the exemption reduces. */
  appliesTo: 'school' | 'non-school' | 'all';
  levels?: ExemptionLevel[];
}

/** What a constant's number or text measures; it decides how the value is checked and shown. */
export type ConstantUnit =
  | 'usd'
  | 'usd-billion'
  | 'percent'
  | 'percent-per-month'
  | 'ratio'
  | 'factor'
  | 'days'
  | 'months'
  | 'years'
  | 'age'
  | 'count'
  | 'date'
  | 'month-day'
  | 'month'
  | 'text';

/**
 * One figure of law or statistics (an exemption amount, a limit, a deadline, a fee) as
 * sources/constants/<scope>.csv gives it for the product year: the value and where it comes from.
 */
export interface SourcedConstant {
  key: string;
  /** What the figure is, in both languages (sources/constants/labels.csv). */
  label: Localized | null;
  /** null: no source could be found, so the figure is unknown and shown as such. */
  value: number | string | null;
  unit: ConstantUnit;
  /** The tax year(s) the figure applies to, as written: "2025", "2024-2026", "2021-" (from 2021 on). */
  taxYear: string;
  publisher: string;
  /** The page or document the figure was read in. */
  document: string;
  url: string;
  /** When the figure was read (YYYY-MM-DD). */
  readOn: string;
  confidence: Confidence;
  note: string;
  /** The figure's years do not reach the product year: the newest earlier figure stands in. */
  standIn: boolean;
}

export interface StateConfig {
  stateCode: StateCode;
  stateName: Localized;
  taxSystem: Localized;
  exemptions: Record<string, ExemptionDef>;
  stats: {
    countyCount: number;
    /** The median county effective rate of the state (Census survey), the same figure the hub shows. */
    averageRatePct: number | null;
    averageRateNote?: string;
    averageRateCounties?: number;
    averageRateYears?: string;
    minExemption: number;
    taxDueDate: Localized;
  };
  deadlines: Record<'ratesSetting' | 'ratesAvailable' | 'protestDeadline' | 'exemptionApplication' | 'taxDue', Localized>;
  howItWorks: Localized[];
  /** Constants the engine reads (splits, caps, limits); everything a rule needs and no page retypes. */
  calc: Record<string, unknown>;
  /** Everything else the spec gives for the state (fees, schedules, timelines), read by guides. */
  facts: Record<string, unknown>;
  /** Every sourced constant the config cites, by key, for the product year. */
  constants: Record<string, SourcedConstant>;
  /** Where each cited constant sits in the config (dotted path → key), so a page can name a figure's source. */
  constantPaths: Record<string, string>;
}

/** One fiscal year of New York City class tax rates, as listed in generated/nyc/class-rates.json. */
export interface NycClassRate {
  fiscalYear: number;
  class1Pct: number;
  class2Pct: number;
  class3Pct: number;
  class4Pct: number;
  source: string;
}

/** Buyer mode's steps: the engine names each step and its figures; site/i18n/buyer-text.ts words them. */
export type BuyerStepCode =
  | 'year-one-seller-bill' | 'year-one-seller-assessed' | 'year-one-estimated'
  | 'seller-exemptions-end' | 'tx-cap-restarts' | 'tx-ceiling-ends' | 'fl-soh-resets' | 'fl-portability' | 'fl-portability-capped'
  | 'fl-portability-needs-homestead' | 'ca-base-year' | 'ca-supplemental' | 'ca-supplemental-next-roll' | 'ca-supplemental-cancelled'
  | 'ca-supplemental-unknown' | 'ca-supplemental-not-escrowed' | 'ny-star-credit' | 'nyc-assessment-inherited' | 'nyc-assessment-estimated'
  | 'own-exemptions-start' | 'no-own-exemptions' | 'escrow-year-one' | 'escrow-shortage' | 'escrow-no-shortage';

export interface BuyerStep { code: BuyerStepCode; vars: Record<string, string | number> }
