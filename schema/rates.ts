// County rates, taxing units, the national table and New York City's class rates
// (generated/rates/<state>.json, generated/rates/us.json, generated/nyc/class-rates.json).
import { z } from 'zod';
import { DISTRICT_TYPE_CODES, FUND_CODES, RATE_METHODS, STATE_CODES, UNIT_FLAGS, UNIT_STATUSES } from './codes.ts';
import { confidence, fips, rateBasis, rateKind, slug, unitType } from './fields.ts';
import { localized, rateStatus } from './common.ts';

// ---------- county rates (generated/rates/<state>.json) ----------

export const pct = z.number().min(0).max(10);
/**
 * A Texas taxing unit's own residence-homestead exemptions (Tax Code §11.13(n) percentage, with its
 * $5,000 floor, and §11.13(d) over-65 and disabled amounts), as the unit adopted them.
 * A field is null when no source gives it: that part is then not included, and the page says so.
 */
const localExemptionsSchema = z.strictObject({
  /** Percent of appraised value (0–20); 0 means the unit grants none. */
  homesteadPct: z.number().min(0).max(100).nullable(),
  /** A flat amount the source states in place of (or as the floor of) the percentage. */
  homesteadFlat: z.number().nonnegative().nullable(),
  over65Amount: z.number().nonnegative().nullable(),
  disabledAmount: z.number().nonnegative().nullable(),
  /** Tax year(s) of the figures ("2026", or "2024–2026" when fields come from different years). */
  taxYear: z.string(),
  /** Publisher and document, as visitors read them. */
  source: z.string(),
  url: z.string(),
  confidence,
  /** For maintainers: the copy the figures were read in when the publisher's own page was not found. */
  provenance: z.string().optional(),
  /** true when the visitor typed the figures in (we hold none for the unit). */
  entered: z.boolean().optional(),
});
export type LocalExemptions = z.output<typeof localExemptionsSchema>;
export const unitStatusSchema = z.enum(UNIT_STATUSES);
/** The tax year a unit's rate is for and where it stands, as every bill line names it. */
const rateYearFields = {
  /** Tax year of the unit's rate: the product year once the unit published, else its newest earlier year. */
  taxYear: z.int(),
  status: unitStatusSchema,
  /** true when the figure was read in a copy relaying the publisher's own (a repository, a digest). */
  viaCopy: z.literal(true).optional(),
};
/** One taxing unit of a Texas bill. */
const billUnitSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  part: z.enum(['school', 'county', 'city', 'special']),
  ratePct: pct,
  /** null: we hold no local-option figures for this unit. */
  local: localExemptionsSchema.nullable(),
  /** Absent for a stand-in line (a part of a combined rate) or a unit typed in by the visitor. */
  taxYear: rateYearFields.taxYear.optional(),
  status: rateYearFields.status.optional(),
  viaCopy: rateYearFields.viaCopy,
});
export type BillUnit = z.output<typeof billUnitSchema>;
const components = z.strictObject({
  school: pct.optional(),
  county: pct.optional(),
  city: pct.optional(),
  special: pct.optional(),
});
export type RateComponents = z.output<typeof components>;
/** One county's rate as the calculator uses it. */
export const countyRateSchema = z.strictObject({
  fips,
  name: z.string(),
  slug,
  kind: rateKind,
  basis: rateBasis,
  /** Combined rate, percent. */
  ratePct: pct,
  /**
   * Parts of the combined rate where the source gives them; null means unknown (engines use the state's default split).
   */
  components: components.nullable(),
  /** California: the 1 % general levy, the known part of the rate. */
  generalLevyPct: pct.optional(),
  /** New York: the county is one of the five NYC boroughs, computed with the NYC class engine. */
  nycClass: z.literal(true).optional(),
  /** Who published the figure, for visitors. */
  source: z.string(),
  /**
   * For maintainers: the copy the figure was read from (repository, commit, extraction), when not the publisher's own
   * file.
   */
  provenance: z.string().optional(),
  /** The data's own year as the source states it ("2025", "2024-25", "2020-2024"). */
  sourceYear: z.string(),
  confidence,
  /** true when the figure is computed by this project (the method says how), not copied from a source. */
  derived: z.boolean(),
  /** How the figure was obtained; pages word it from this code and the record's own data in each language. */
  method: z.enum(RATE_METHODS),
  /** What the method's template cannot say (a correction, a gap in the source), in both languages. */
  remark: localized.nullable(),
  /** Year of the sources/rates/<state>/<year>.csv table the record came from. */
  tableYear: z.int(),
  status: rateStatus,
  /**
   * Texas: the taxing units the combined rate adds up (county, county-wide districts, the typical school district),
   * each with its own exemptions.
   */
  bill: z.array(billUnitSchema).optional(),
  /** Texas: how many rated school districts the county has (the typical one is the middle one by rate). */
  schoolDistricts: z.int().optional(),
});
export type CountyRate = z.output<typeof countyRateSchema>;
/** Texas county funds (general fund, road & bridge, farm-to-market / flood control) with their M&O and I&S rates. */
const unitFundSchema = z.strictObject({ fund: z.enum(FUND_CODES), moPct: pct, isPct: pct });
export type UnitFund = z.output<typeof unitFundSchema>;
/** A Texas taxing unit (county, city, ISD, special district) with its own rate. */
export const taxingUnitSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  type: unitType,
  /**
   * For school and special districts: a code of site/i18n/district-types.ts (mud, esd, hospital …); '' for counties and
   * cities.
   */
  districtType: z.enum(['', ...DISTRICT_TYPE_CODES]),
  /** null when the unit reported no rate. */
  ratePct: pct.nullable(),
  moPct: pct.nullable(),
  isPct: pct.nullable(),
  /** Share of the county's market value inside the unit (special districts only). */
  countyValueShare: z.number().min(0).nullable(),
  /** Applies to the whole county (county itself; special districts covering ≥ 99 % of county value). */
  countywide: z.boolean(),
  confidence,
  source: z.string(),
  /** For maintainers: the report or copy that confirmed or corrected the figure. */
  provenance: z.string().optional(),
  sourceYear: z.string(),
  flags: z.array(z.enum(UNIT_FLAGS)),
  /** Counties: the rate per fund, where the Comptroller's file gives it. */
  funds: z.array(unitFundSchema),
  remark: localized.nullable(),
  /** The unit's local-option homestead exemptions where a source gives them; null when we hold none. */
  local: localExemptionsSchema.nullable().optional(),
  ...rateYearFields,
  /** The publisher's page or document, where known. */
  url: z.string().optional(),
  /** When the figure was read (YYYY-MM-DD), where recorded. */
  readOn: z.string().optional(),
  /** The unit's rate of the year before `taxYear`, when it has one: what changed since last year. */
  previous: z.strictObject({ taxYear: z.int(), ratePct: pct.nullable(), status: unitStatusSchema }).optional(),
});
export type TaxingUnit = z.output<typeof taxingUnitSchema>;
/** generated/rates/<state>.json: the product year's county records and, for Texas, every county's taxing units. */
export const stateRatesSchema = z.strictObject({
  state: z.enum(STATE_CODES),
  productYear: z.int(),
  counties: z.array(countyRateSchema),
  /** County FIPS → its taxing units (Texas). */
  units: z.record(fips, z.array(taxingUnitSchema)).optional(),
});
export type StateRates = z.output<typeof stateRatesSchema>;

// ---------- the national table (generated/rates/us.json) ----------

/** A national-table county (every US county), from the Census survey. */
export const nationalCountySchema = z.strictObject({
  fips,
  /** Two-letter code, upper case. */
  state: z.string().regex(/^[A-Z]{2}$/),
  stateName: z.string(),
  name: z.string(),
  slug,
  medianHomeValue: z.number().nullable(),
  medianTaxesPaid: z.number().nullable(),
  effectiveRatePct: z.number().nullable(),
  population: z.int().nullable(),
  taxesTopcoded: z.boolean(),
  taxesBottomcoded: z.boolean(),
  /** Publisher of the home values and taxes paid. */
  source: z.string(),
  sourceYear: z.string(),
  /** Publisher of the population figure and its year. */
  populationSource: z.string(),
  populationYear: z.int().nullable(),
});
export type NationalCounty = z.output<typeof nationalCountySchema>;
export const nationalFileSchema = z.strictObject({ counties: z.array(nationalCountySchema) });

// ---------- New York City (generated/nyc/class-rates.json) ----------

/** One fiscal year of New York City class tax rates. */
export const nycClassRateSchema = z.strictObject({
  fiscalYear: z.int(),
  /** As the table names the year ("FY2026"). */
  label: z.string(),
  class1Pct: z.number(),
  class2Pct: z.number(),
  class3Pct: z.number(),
  class4Pct: z.number(),
  source: z.string(),
});
export type NycClassRate = z.output<typeof nycClassRateSchema>;
export const nycFileSchema = z.strictObject({ rates: z.array(nycClassRateSchema) });
