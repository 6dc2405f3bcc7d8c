// County rates, taxing units, the national table and New York City's class rates
// (generated/rates/<state>.json, generated/rates/us.json, generated/nyc/class-rates.json).
import { z } from 'zod';
import { RATE_METHODS, STATE_CODES } from './codes.ts';
import { confidence, fips, rateBasis, rateKind, slug } from './fields.ts';
import { localized, rateStatus } from './common.ts';
import { BILL_PARTS, localExemptionsSchema, pct, unitStatusSchema } from './units.ts';

// ---------- county rates (generated/rates/<state>.json) ----------

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
  part: z.enum(BILL_PARTS),
  ratePct: pct,
  /** null: we hold no local-option figures for this unit. */
  local: localExemptionsSchema.nullable(),
  /** Absent for a stand-in line (a part of a combined rate) or a unit typed in by the visitor. */
  taxYear: rateYearFields.taxYear.optional(),
  status: rateYearFields.status.optional(),
  viaCopy: rateYearFields.viaCopy,
});
export type CountyBillUnit = z.output<typeof billUnitSchema>;
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
/** generated/rates/<state>.json: the product year's county records (a Texas record's bill names its units). */
export const stateRatesSchema = z.strictObject({
  state: z.enum(STATE_CODES),
  productYear: z.int(),
  counties: z.array(countyRateSchema),
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
