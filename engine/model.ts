// The engines' inputs and results. Results carry every figure a page shows, so no page recomputes.
// Money is in dollars and rates in percent, unrounded; rounding is the formatter's job.
import type { StateCode, UnitStatus } from '../schema/codes.ts';
import type { CountyRate, Levy, LocalExemptions, Localized, NationalCounty, UnitPart } from '../schema/index.ts';

/** The four parts a county bill is broken into (spec §3 countyBreakdown). */
export type Part = 'school' | 'county' | 'city' | 'special';
export const PARTS: readonly Part[] = ['school', 'county', 'city', 'special'];

export type AppliesTo = 'school' | 'non-school' | 'all';
export type NycClass = 'class1' | 'class2' | 'class3' | 'class4';
export const NYC_CLASSES: readonly NycClass[] = ['class1', 'class2', 'class3', 'class4'];
export type StarType = 'none' | 'basic' | 'enhanced';
/**
 * How an owner gets STAR: the exemption on the bill (kept by owners who had it before the credit began) or the State's
 * credit check.
 */
export type StarForm = 'exemption' | 'credit';

/**
 * One taxing unit of a home's bill, as the chooser hands it to the engines: a unit of the county's list (with its
 * rate, or none reported), or one the visitor typed by name. Every state's units read alike.
 */
export interface BillUnit {
  id: string;
  name: string;
  /** The name in Spanish where the source gives one. */
  nameEs?: string;
  /** The part of the bill it belongs to; `all` for one total over every part (a California tax rate area). */
  part: UnitPart;
  /** Percent of the value it taxes; null when no rate was reported for its year and none was typed. */
  ratePct: number | null;
  /** The unit's own exemptions (Texas); null or absent when we hold none. */
  local?: LocalExemptions | null;
  /** The tax year and status of the rate; absent for a unit typed in by name. */
  taxYear?: number;
  status?: UnitStatus;
  viaCopy?: true;
  /** Its levies, where it publishes more than one (a Florida city's operating and voted debt). */
  levies?: readonly Levy[];
  /** Not in the county's usual bill: a city or district the visitor added (Texas), or a unit typed in by name. */
  extra?: boolean;
  /** The rate is the visitor's own, from their notice; `knownRatePct` is the one our data holds (null: none). */
  typed?: true;
  knownRatePct?: number | null;
  /** Where its rate was read (publisher and document); absent for a rate the visitor typed. */
  source?: string;
}

/** @deprecated since the one bill model: a unit added on top of the county's bill; read BillUnit. */
export type ExtraUnit = BillUnit & { ratePct: number; part: 'city' | 'special' };

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
  /** New York (and NYC boroughs): the veteran's service-connected disability rating, 0–100. */
  veteranDisabilityPct?: number;
  /** New York (and NYC boroughs): wartime or combat-zone service, for the alternative veterans' exemption. */
  veteranService?: 'none' | 'wartime' | 'combat';
  /**
   * NYC boroughs reached through the general entry: property class (default class1), the billable assessed value if
   * known, SCHE, STAR form.
   */
  propertyClass?: NycClass;
  assessedValue?: number | null;
  seniorExemption?: boolean;
  starForm?: StarForm;
  coopCondoAbatement?: boolean;
  /**
   * The home's own units (engine/unit-choice.ts): the whole bill where any is a unit of the county's list (the
   * parts the state's units stand for are then taken from them), else units added on top of the county's parts.
   * Absent: the county record's own bill (a Texas county's typical units) or its parts.
   */
  units?: readonly BillUnit[];
}

export interface NycInput {
  /** The home's market value as the visitor gives it (Finance's Notice calls it the market value). */
  homeValue: number;
  /** The billable assessed value on the Notice of Property Value; when given it replaces the estimate. */
  assessedValue?: number | null;
  propertyClass: NycClass;
  starType: StarType;
  starForm?: StarForm;
  seniorIncome?: number | null;
  /** The Senior Citizen Homeowners' Exemption (SCHE): a share of the assessed value, set by income. */
  seniorExemption?: boolean;
  veteranService?: 'none' | 'wartime' | 'combat';
  veteranDisabilityPct?: number;
  /**
   * Class 2 co-op/condo abatement (primary residence); the spec's input has no such field, so it defaults to on for
   * class 2.
   */
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
  | 'assessed-value-invalid'
  | 'no-county-rate'
  | 'unit-not-found'
  | 'school-not-in-town'
  | 'portability-above-price'
  | 'closing-out-of-range';

export interface CalcError {
  field: string;
  code: ErrorCode;
  message: Localized;
  /** For developers and the CLI: what was expected and what was found (English). */
  detail?: string;
}

export type WarningCode = 'very-high-value' | 'very-low-value' | 'unit-rate-unusual';

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
  | 'exemption-not-offered'
  | 'local-exemptions-unknown'
  | 'nyc-assessed-estimated'
  | 'nyc-star-credit'
  | 'nyc-sche-income-over-limit'
  | 'nyc-star-estimate'
  | 'nyc-veteran-maximums'
  | 'ny-county-average'
  | 'ny-unit-rates'
  | 'fl-area-rate'
  | 'fl-districts-on-average'
  | 'ca-area-rate'
  | 'ny-unit-rates-own'
  | 'unit-rate-missing'
  | 'unit-rate-typed'
  | 'unit-assumed'
  | 'zip-school-settled'
  | 'zip-school-split'
  | 'zip-towns'
  | 'zip-city'
  | 'zip-groups'
  | 'zip-no-area'
  | 'zip-unjoined';

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

/** @deprecated since the one bill model: an added unit's line (read GeneralResult.units). */
export interface UnitLine {
  id: string;
  name: string;
  ratePct: number;
  part: 'city' | 'special';
  local?: LocalExemptions | null;
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
  | 'senior'
  /** Texas: taxing units' own (local-option) exemptions, summed over the units that grant them. */
  | 'localHomestead'
  | 'localOver65'
  | 'localDisabled';

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
  /**
   * components: the record's own parts; default-split: the state's split of a combined rate; survey: a Census effective
   * rate, taxed whole.
   */
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

/** Why a Texas unit's line has or lacks its own exemptions. */
export type LocalStatus = 'applied' | 'none-granted' | 'unknown' | 'not-asked';

/** A Texas unit's exemption taken off its own value. */
export interface UnitExemption {
  id: ExemptionId;
  /** Dollars of value the rule grants for this home. */
  nominalAmount: number;
  /** Dollars actually taken (capped by the value left). */
  amount: number;
  /** The unit's percentage, for a local homestead exemption. */
  percentage: number | null;
}

/**
 * Where a line's rate stands: the unit's own status, `typed` (the visitor's), or `no-rate` (none reported, none
 * typed).
 */
export type LineStatus = UnitStatus | 'typed' | 'no-rate';

/**
 * One line of a bill: a taxing unit, the part of a county's own rate no unit is known for, or a credit off the bill.
 * Its tax is its rate × the value left after the exemptions that reach it (its own included); the lines add up to
 * the result's annualTax in every state.
 */
export interface BillLine {
  id: string;
  name: string;
  nameEs?: string;
  /** school, county, city, special; `all` for one total over every part; `credit` for a sum off the bill. */
  part: UnitPart | 'credit';
  ratePct: number | null;
  taxYear: number | null;
  status: LineStatus | null;
  viaCopy?: true;
  /** Where the unit's rate was read (publisher and document); absent for a part or a typed rate. */
  source?: string;
  /** unit: a taxing unit; part: a part of the county's own figures (no unit known); credit: off the bill. */
  kind: 'unit' | 'part' | 'credit';
  /** true for a unit the visitor added (a city or district, a unit typed by name), not the county's usual bill. */
  extra: boolean;
  exemptions: UnitExemption[];
  exemptionAmount: number;
  taxableValue: number;
  taxBeforeExemptions: number;
  tax: number;
  /**
   * applied: its own figures used; none-granted: it grants none; unknown: we hold none (not included); not-asked: no
   * exemption was ticked.
   */
  localStatus: LocalStatus;
  local?: LocalExemptions | null;
  /** Its levies with their share of the line's tax (a Florida city's operating and voted debt). */
  levies?: { name: Localized | null; ratePct: number; status: UnitStatus; tax: number }[];
  /** A typed line: the rate our data holds for the unit (null: none reported). */
  knownRatePct?: number | null;
  /** A part of the county's average less the levies other lines name: the levies no unit of ours names. */
  remainder?: true;
}

/** @deprecated since the one bill model: Texas lines (read GeneralResult.units). */
export type UnitBillLine = BillLine;

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
  /**
   * The bill line by line, in every state: its units where known, else the county's parts; they add up to annualTax.
   */
  units: BillLine[];
}

// ---------- NYC result ----------

/** Where the assessed value came from, and the range it lies in when estimated. */
export interface NycAssessed {
  value: number;
  how: 'entered' | 'citywide-ratio' | 'target-ratio';
  /** value ÷ market value, percent. */
  ratioPct: number;
  /** The class's target ratio: what a home is assessed at when no cap holds it lower (class 1: 6 %). */
  targetRatioPct: number;
  /** Class 1: Finance's citywide billable assessed value ÷ market value; null otherwise. */
  citywideRatioPct: number | null;
  /** An estimate's range: from the citywide ratio up to the target ratio; low = high = value when entered. */
  low: number;
  high: number;
}

export interface NycResult {
  kind: 'nyc';
  fiscalYear: number;
  rateSource: string;
  propertyClass: NycClass;
  homeValue: number;
  /** @deprecated since one name for the home value: the same as homeValue, kept for one release. */
  marketValue: number;
  assessed: NycAssessed;
  assessedValue: number;
  classRatePct: number;
  baseTax: number;
  /** Exemptions in assessed-value dollars, before they meet the tax rate. */
  exemptions: {
    sche: { pct: number; amount: number };
    veteran: { wartime: number; combat: number; disabled: number; amount: number };
    star: { requested: StarType; applied: StarType; form: StarForm; amount: number };
  };
  /** Assessed value left after the exemptions; the class rate applies to it. */
  taxableValue: number;
  scheSavings: number;
  veteranSavings: number;
  /** STAR taken off the bill (exemption holders); 0 for credit holders, whose STAR comes as a check. */
  starSavings: number;
  /** The STAR credit check, for credit holders: about what the exemption would save. */
  starCredit: number;
  abatementDetail: { applies: boolean; pct: number; averageAv: number };
  abatement: number;
  /** The bill: the class rate's line less the abatement's credit line (`units`). */
  annualTax: number;
  monthlyTax: number;
  /** @deprecated since the one bill model: the same as annualTax, kept for one release. */
  finalTax: number;
  /** The bill less the STAR credit check: what the home costs in tax over the year. */
  netAfterCredit: number;
  effectiveRate: number;
  monthlyPayment: number;
  quarterlyPayment: number;
  /** The bill at both ends of the assessed-value range, when the value was estimated. */
  range: { low: number; high: number } | null;
  breakdown: { exemptions: { star: number; veteran: number; senior: number }; abatement: number };
  county: CountyRate | null;
  notices: Notice[];
  /** The class rate's line and, for a co-op or condo, the abatement as a credit line; they add up to annualTax. */
  units: BillLine[];
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
