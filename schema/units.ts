// Taxing units, one model for every state (generated/units/<state>.json): each unit of a county with
// the part of the bill it belongs to, its rate for its own newest year up to the product year, its
// status and source, its own exemptions and the value it taxes. Texas lists counties, cities, school
// and special districts; New York its counties, cities, towns, villages and school-district segments;
// Florida its cities and unincorporated areas; California its tax rate areas. Rates in percent of the
// value they tax; `rateUnit` says how the publisher prints them (per $100, per $1,000, mills, percent).
import { z } from 'zod';
import {
  DISTRICT_TYPE_CODES,
  FUND_CODES,
  RATE_UNITS,
  STATE_CODES,
  UNIT_FLAGS,
  UNIT_PARTS,
  UNIT_STATUSES,
  UNIT_TYPES,
} from './codes.ts';

export { BILL_PARTS, PART_OF_TYPE, RATE_UNITS, RATE_UNIT_SHIFT, UNIT_PARTS, UNIT_TYPES } from './codes.ts';
export type { BillPart, RateUnit, UnitPart, UnitType } from './codes.ts';
import { confidence, fips } from './fields.ts';
import { localized } from './common.ts';

export const pct = z.number().min(0).max(10);

/**
 * A taxing unit's own residence-homestead exemptions (Texas: Tax Code §11.13(n) percentage, with its $5,000 floor,
 * and §11.13(d) over-65 and disabled amounts), as the unit adopted them. A field is null when no source gives it:
 * that part is then not included, and the page says so.
 */
export const localExemptionsSchema = z.strictObject({
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

/** One levy of a unit as its publisher set it (a Florida city's operating and its voted debt service are two). */
export const levySchema = z.strictObject({
  /** The levy's name; null when the unit is one published total. */
  name: localized.nullable(),
  ratePct: pct,
  status: unitStatusSchema,
  source: z.string(),
  document: z.string(),
  url: z.string(),
});
export type Levy = z.output<typeof levySchema>;

/** Texas county funds (general fund, road & bridge, farm-to-market / flood control) with their M&O and I&S rates. */
const unitFundSchema = z.strictObject({ fund: z.enum(FUND_CODES), moPct: pct, isPct: pct });
export type UnitFund = z.output<typeof unitFundSchema>;

export const unitSchema = z.strictObject({
  /** Unique within its county; a unit spanning counties is listed once in each. */
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,79}$/),
  /** As the publisher names it. */
  name: z.string(),
  /** The name in Spanish where the source table gives one (Florida and California areas). */
  nameEs: z.string().optional(),
  type: z.enum(UNIT_TYPES),
  part: z.enum(UNIT_PARTS),
  /** School and special districts: a code of i18n/district-types.ts (mud, esd, hospital …); '' otherwise. */
  districtType: z.enum(['', ...DISTRICT_TYPE_CODES]),
  /** New York school segments: the id of the town or city the segment lies in; null for the others. */
  parentId: z.string().nullable(),
  /** Taxes every home of the county (the county itself; Texas districts covering ≥ 99 % of county value). */
  countywide: z.boolean(),
  /** Percent of the value it taxes; null when the unit reported no rate for its year. */
  ratePct: pct.nullable(),
  rateUnit: z.enum(RATE_UNITS),
  /** Texas: maintenance & operations and interest & sinking (debt) parts, where the source gives them. */
  moPct: pct.nullable(),
  isPct: pct.nullable(),
  /** Its levies, each with its own source, when the unit publishes more than one (else empty). */
  levies: z.array(levySchema),
  /** Tax year of the rate: the product year once the unit published, else its newest earlier year. */
  taxYear: z.int(),
  status: unitStatusSchema,
  /** The figure was read in a copy relaying the publisher's own (a repository, a newsletter, a digest). */
  viaCopy: z.literal(true).optional(),
  /** The data's own year when it differs from taxYear (a 2024 rate standing in a 2025 table). */
  sourceYear: z.string(),
  source: z.string(),
  document: z.string(),
  /** The publisher's page or document; empty when the copy it was read through did not record one. */
  url: z.string(),
  /** When the figure was read (YYYY-MM-DD); empty when not recorded. */
  readOn: z.string(),
  confidence,
  /** For maintainers: the copy or report the figure was read in. */
  provenance: z.string().optional(),
  flags: z.array(z.enum(UNIT_FLAGS)),
  /** Texas counties: the rate per fund, where the Comptroller's file gives it. */
  funds: z.array(unitFundSchema),
  remark: localized.nullable(),
  /** The unit's own exemptions where a source gives them; null when we hold none. */
  local: localExemptionsSchema.nullable(),
  /** Texas special districts: share of the county's market value inside the unit. */
  countyValueShare: z.number().min(0).nullable(),
  /** New York: the unit's taxable full value in dollars (which town or city is most common). */
  taxableValue: z.number().nonnegative().nullable(),
  /** How the picker groups the unit, where the source names groups (Kern's rate book: a city, or unincorporated). */
  group: localized.nullable(),
  /** Other spellings a visitor may search for (a rate book's misspelling kept in `name`, its correct form here). */
  aliases: z.array(z.string()),
  /** The unit's rate of the year before `taxYear`, when it has one: what changed since last year. */
  previous: z.strictObject({ taxYear: z.int(), ratePct: pct.nullable(), status: unitStatusSchema }).optional(),
});
export type Unit = z.output<typeof unitSchema>;

export const unitsFileSchema = z.strictObject({
  state: z.enum(STATE_CODES),
  /** The newest sources/units/<state>/<year>.csv table up to the product year; each unit has its own taxYear. */
  year: z.int(),
  /** County FIPS → its units, in the order the county page lists them. */
  counties: z.record(fips, z.array(unitSchema)),
});
export type UnitsFile = z.output<typeof unitsFileSchema>;
