// zod schemas of everything emit writes into generated/: the one definition of those shapes.
// - The types the engines and pages use are derived from them (z.output); site/calc/types.ts
//   re-exports them as types only, so no zod reaches a browser bundle.
// - They validate state configs at the boundary (configs.ts), every file read back from
//   generated/ (generated-data.ts), and become the JSON Schemas in generated/schema/.
// Rates are in percent of the value they apply to (2.0 means 2 %), never fractions.
import { z } from 'zod';
import { FUND_CODES, RATE_METHODS, STATE_CODES, UNIT_FLAGS } from '../../site/calc/types.ts';
import { DISTRICT_TYPE_CODES } from '../../site/i18n/district-types.ts';
import type { ContentScopeData } from '../../site/pages/content/types.ts';
import type { HubConfig, ProductInfo } from '../../site/pages/context.ts';
import { confidence, fips, rateBasis, rateKind, slug, unitType } from '../validate/schemas.ts';

const localized = z.strictObject({ en: z.string().min(1), es: z.string().min(1) });
/** A text in both languages. */
export type Localized = z.output<typeof localized>;
export type Confidence = z.output<typeof confidence>;
/** nominal: a levy on taxable/assessed/full value; effective: taxes paid ÷ market value (Census survey). */
export type RateKind = z.output<typeof rateKind>;
/** What value the rate is applied to. */
export type RateBasis = z.output<typeof rateBasis>;
export type UnitType = z.output<typeof unitType>;
const rateStatus = z.enum(['estimate', 'official']);
/** estimate: last year's rate standing in for the product year; official: the product year's published rate. */
export type RateStatus = z.output<typeof rateStatus>;

// ---------- state configs (generated/config/<state>.json) ----------

const exemptionLevel = z.strictObject({
  id: z.string().min(1),
  label: localized,
  /** Disability percentage range covered by this level, inclusive. */
  minPct: z.number().min(0).max(100),
  maxPct: z.number().min(0).max(100),
  /** Dollar amount; null with full = true for a full exemption. */
  amount: z.number().nonnegative().nullable(),
  full: z.boolean().optional(),
});
export type ExemptionLevel = z.output<typeof exemptionLevel>;
const exemption = z.strictObject({
  id: z.string().min(1),
  label: localized,
  description: localized,
  /** Dollar amount off the value (null when it depends on a level or is a share). */
  amount: z.number().nonnegative().nullable(),
  /** Which part of the rate the exemption reduces. */
  appliesTo: z.enum(['school', 'non-school', 'all']),
  levels: z.array(exemptionLevel).optional(),
});
export type ExemptionDef = z.output<typeof exemption>;
const deadline = ['ratesSetting', 'ratesAvailable', 'protestDeadline', 'exemptionApplication', 'taxDue'] as const;

const constantUnit = z.enum([
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
]);
/** What a constant's number or text measures; it decides how the value is checked and shown. */
export type ConstantUnit = z.output<typeof constantUnit>;
/**
 * One figure of law or statistics (an exemption amount, a limit, a deadline, a fee) as
 * sources/constants/<scope>.csv gives it for the product year: the value and where it comes from.
 */
export const sourcedConstantSchema = z.strictObject({
  /** What the figure is, in both languages (sources/constants/labels.csv). */
  label: localized.nullable(),
  key: z.string(),
  /** null: no source could be found, so the figure is unknown and shown as such. */
  value: z.union([z.number(), z.string()]).nullable(),
  unit: constantUnit,
  /** The tax year(s) the figure applies to, as written: "2025", "2024-2026", "2021-" (from 2021 on). */
  taxYear: z.string(),
  publisher: z.string().min(1),
  /** The page or document the figure was read in. */
  document: z.string().min(1),
  url: z.string(),
  /** When the figure was read (YYYY-MM-DD). */
  readOn: z.string(),
  confidence,
  note: z.string(),
  /** The figure's years do not reach the product year: the newest earlier figure stands in. */
  standIn: z.boolean(),
});
export type SourcedConstant = z.output<typeof sourcedConstantSchema>;

/** A state config as written in sources/states/, after its citations are filled in. */
export const stateConfigSourceSchema = z.strictObject({
  stateCode: z.enum(STATE_CODES),
  stateName: localized,
  taxSystem: localized,
  exemptions: z.record(z.string(), exemption),
  stats: z.strictObject({
    countyCount: z.int().positive(),
    /** The median county effective rate of the state (Census survey), the same figure the hub shows. */
    averageRatePct: z.number().min(0).max(10).nullable(),
    /** Set by emit when the average is derived rather than published. */
    averageRateNote: z.string().optional(),
    /** How many counties' survey rates the average is the median of, and the survey years. */
    averageRateCounties: z.int().optional(),
    averageRateYears: z.string().optional(),
    minExemption: z.number().nonnegative(),
    taxDueDate: localized,
  }),
  deadlines: z.strictObject(
    Object.fromEntries(deadline.map((d) => [d, localized])) as Record<(typeof deadline)[number], typeof localized>,
  ),
  howItWorks: z.array(localized).min(1),
  /**
   * Constants the engine reads (splits, caps, limits); everything a rule needs and no page retypes. Checked by the
   * engines at emit.
   */
  calc: z.record(z.string(), z.unknown()),
  /** Everything else the spec gives for the state (fees, schedules, timelines), read by guides. */
  facts: z.record(z.string(), z.unknown()),
});
/** A state config as emitted: with the sourced constants it cites and where it cites them. */
export const stateConfigSchema = stateConfigSourceSchema.extend({
  /** Every sourced constant the config cites, by key, for the product year. */
  constants: z.record(z.string(), sourcedConstantSchema),
  /** Where each cited constant sits in the config (dotted path → key), so a page can name a figure's source. */
  constantPaths: z.record(z.string(), z.string()),
});
export type StateConfig = z.output<typeof stateConfigSchema>;
/** The hub's config as written in sources/states/hub.json; passed through, it only has to be the hub's object. */
export const hubConfigSchema = z.looseObject({ variant: z.literal('hub') });
/**
 * generated/config/hub.json: what the pages read of the hub's config, with the national reference average emit adds.
 */
export const hubConfigOutSchema = z.object({
  variant: z.literal('hub'),
  siteName: localized,
  scope: localized,
  stateSites: z.array(z.enum(STATE_CODES)),
  displayAverageRatePct: z.number().min(0).max(10),
  displayAverageRateSource: z.string(),
});

// ---------- county rates (generated/rates/<state>.json) ----------

const pct = z.number().min(0).max(10);
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
/** One taxing unit of a Texas bill. */
const billUnitSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  part: z.enum(['school', 'county', 'city', 'special']),
  ratePct: pct,
  /** null: we hold no local-option figures for this unit. */
  local: localExemptionsSchema.nullable(),
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

// ---------- product, facts, constants, content, history, ZIP tables ----------

/**
 * generated/product.json: the product settings the pages read (keys only the pipeline reads, such as
 * diffFlagThresholdPct, are not kept).
 */
export const productSchema = z.object({
  productName: z.string().min(1),
  productYear: z.int(),
  ratesYear: z.int(),
  typicalAnnualRateChangePct: z.number(),
  officialRatesExpected: localized,
  display: z.object({
    defaultHomeValue: z.number(),
    exampleHomeValues: z.array(z.number()),
    directoryExampleValue: z.number(),
    calculationDelayMs: z.number(),
    toastDefaultMs: z.number(),
    toastMaxVisible: z.number(),
    calculatedToastMs: z.number(),
    selectedToastMs: z.number(),
    failureToastMs: z.number(),
    savingsHintSharePct: z.number(),
    newsletterPopupDelayMs: z.number(),
    successAutoCloseMs: z.number(),
  }),
});

/** generated/facts/<scope>.json: topic → its figures (resolved and checked at emit; each topic names its source). */
export const factsFileSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

/** Every year span of a constant on file, as generated/constants/<scope>.json lists them under history. */
const constantHistoryRow = sourcedConstantSchema
  .omit({ standIn: true })
  .extend({ fromYear: z.int(), toYear: z.int().nullable() });
/** generated/constants/<scope>.json: each key's product-year figure with its source, and every row on file. */
export const constantsFileSchema = z.strictObject({
  productYear: z.int(),
  constants: z.record(z.string(), sourcedConstantSchema),
  history: z.record(z.string(), z.array(constantHistoryRow)),
});

const contentPage = z.strictObject({
  title: z.string(),
  description: z.string(),
  breadcrumb: z.string(),
  /** The page's path in this language (English path for en, its Spanish twin for es). */
  path: z.string(),
  /** Markdown with {{placeholders}} and ::directive lines. */
  body: z.string(),
});
/** generated/content/<scope>.json: guide texts as written, FAQ and glossary entries. */
export const contentFileSchema = z.strictObject({
  pages: z.record(z.string(), z.strictObject({ en: contentPage, es: contentPage })),
  faq: z
    .strictObject({
      entries: z.array(
        z.strictObject({
          id: z.string(),
          category: z.enum(['general', 'calculations', 'exemptions', 'payments', 'appeals']),
          question: localized,
          answer: localized,
        }),
      ),
    })
    .optional(),
  glossary: z
    .strictObject({
      categories: z.array(z.strictObject({ id: z.string(), label: localized })),
      entries: z.array(z.strictObject({ id: z.string(), category: z.string(), term: localized, body: localized })),
    })
    .optional(),
});

/**
 * What a rate history series measures; the page names it in the visitor's language from this kind.
 * table: the state's own rate table, one point per table year; ny-overall: New York's published
 * overall full-value rate (all levies ÷ full value); nyc-class1: New York City's class 1 rate by
 * fiscal year; survey: the Census survey's effective rate, one point per 5-year period; unit: one
 * taxing unit's own rate.
 */
const seriesKind = z.enum(['table', 'ny-overall', 'nyc-class1', 'survey', 'unit']);
export type SeriesKind = z.output<typeof seriesKind>;
const historyPoint = z.strictObject({
  /** Where the point sits on the time axis: the (end) year. */
  x: z.number(),
  /** How the period is written: "2024", "FY2026", "2020-2024". */
  period: z.string(),
  ratePct: z.number(),
});
export type HistoryPoint = z.output<typeof historyPoint>;
const historySeries = z.strictObject({
  kind: seriesKind,
  /** For units: the unit's name as published (English). */
  name: z.string().optional(),
  source: z.string(),
  points: z.array(historyPoint),
});
export type HistorySeries = z.output<typeof historySeries>;
/** generated/history/<scope>.json: county FIPS → its series, oldest point first. */
export const historyFileSchema = z.strictObject({ counties: z.record(fips, z.array(historySeries)) });
export type HistoryFile = z.output<typeof historyFileSchema>;

/**
 * generated/ca-zip-counties.json (the Mello-Roos finder): county FIPS → the ZIP codes that lie (at least partly) in it.
 */
export const zipCountyTableSchema = z.strictObject({
  source: z.string(),
  counties: z.record(fips, z.array(z.string().regex(/^\d{5}$/))),
});
export type ZipCountyTable = z.output<typeof zipCountyTableSchema>;
/** generated/zip-counties.json: the ZIP → county crosswalk for every state, grouped by county. */
export const allZipsSchema = z.strictObject({
  source: z.string(),
  /** County FIPS → its ZIP codes, space-separated. */
  counties: z.record(z.string(), z.string()),
  /** County codes the national table does not have (Connecticut's old counties): their ZIPs, kept to explain them. */
  unmatched: z.record(z.string(), z.strictObject({ name: z.string(), state: z.string(), zips: z.string() })),
});
export type AllZips = z.output<typeof allZipsSchema>;

/** Which schema file describes which emitted JSON. */
export const JSON_SCHEMAS = {
  'state-rates.schema.json': stateRatesSchema,
  'national.schema.json': nationalFileSchema,
  'state-config.schema.json': stateConfigSchema,
  'nyc-class-rates.schema.json': nycFileSchema,
} as const;

// Compile-time guard for the shapes the pages still declare themselves (site/pages/context.ts and
// site/pages/content/types.ts): the checked output and the page type must match both ways.
type Assignable<A, B extends A> = B;
type Product = z.output<typeof productSchema>;
type Hub = Omit<z.output<typeof hubConfigOutSchema>, 'variant' | 'displayAverageRateSource'>;
type Content = z.output<typeof contentFileSchema>;
export type _Checks = [
  Assignable<ProductInfo, Product>,
  Assignable<Product, ProductInfo>,
  Assignable<HubConfig, Hub>,
  Assignable<Hub, HubConfig>,
  Assignable<ContentScopeData, Content>,
  Assignable<Content, ContentScopeData>,
];
