// Shapes shared by the pipeline (which emits them into generated/), the engines and the pages.
// Rates are always in percent of the value they apply to (2.0 means 2 %), never fractions.

export type StateCode = 'tx' | 'ca' | 'fl' | 'ny';
export type Variant = 'hub' | StateCode;
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
  /** true when the figure is computed by this project (method in note), not copied from a source. */
  derived: boolean;
  note: string;
  /** Year of the sources/rates/<state>/<year>.csv table the record came from. */
  tableYear: number;
  status: RateStatus;
}

export type UnitType = 'county' | 'city' | 'school' | 'special';

/** A Texas taxing unit (county, city, ISD, special district) with its own rate. */
export interface TaxingUnit {
  id: string;
  name: string;
  type: UnitType;
  /** For special districts: MUD, ESD, hospital district … */
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
  note: string;
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
  source: string;
  sourceYear: string;
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

export interface StateConfig {
  stateCode: StateCode;
  stateName: Localized;
  taxSystem: Localized;
  exemptions: Record<string, ExemptionDef>;
  stats: { countyCount: number; averageRatePct: number | null; minExemption: number; taxDueDate: Localized };
  deadlines: Record<'ratesSetting' | 'ratesAvailable' | 'protestDeadline' | 'exemptionApplication' | 'taxDue', Localized>;
  howItWorks: Localized[];
  /** Constants the engine reads (splits, caps, limits); everything a rule needs and no page retypes. */
  calc: Record<string, unknown>;
  /** Everything else the spec gives for the state (fees, schedules, timelines), read by guides. */
  facts: Record<string, unknown>;
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
