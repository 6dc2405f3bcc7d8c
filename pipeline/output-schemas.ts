// zod schemas of everything emit writes. They validate state configs at the boundary, check at
// compile time that emitted shapes match site/calc/types.ts, and become the JSON Schemas in
// generated/schema/.
import { STATE_CODES } from '../site/calc/types.ts';
import { z } from 'zod';
import {
  type CountyRate, FUND_CODES, type NationalCounty, type NycClassRate as SharedNycClassRate, RATE_METHODS, type StateConfig,
  type TaxingUnit, UNIT_FLAGS,
} from '../site/calc/types.ts';
import { DISTRICT_TYPE_CODES } from '../site/i18n/district-types.ts';
import { confidence, fips, rateBasis, rateKind, slug, unitType } from './schemas.ts';

const localized = z.strictObject({ en: z.string().min(1), es: z.string().min(1) });
const exemptionLevel = z.strictObject({
  id: z.string().min(1), label: localized, minPct: z.number().min(0).max(100), maxPct: z.number().min(0).max(100),
  amount: z.number().nonnegative().nullable(), full: z.boolean().optional(),
});
const exemption = z.strictObject({
  id: z.string().min(1), label: localized, description: localized, amount: z.number().nonnegative().nullable(),
  appliesTo: z.enum(['school', 'non-school', 'all']), levels: z.array(exemptionLevel).optional(),
});
const deadline = ['ratesSetting', 'ratesAvailable', 'protestDeadline', 'exemptionApplication', 'taxDue'] as const;

const constantUnit = z.enum(['usd', 'usd-billion', 'percent', 'percent-per-month', 'ratio', 'factor', 'days', 'months', 'years', 'age', 'count', 'date', 'month-day', 'month', 'text']);
export const sourcedConstantSchema = z.strictObject({
  label: localized.nullable(),
  key: z.string(), value: z.union([z.number(), z.string()]).nullable(), unit: constantUnit, taxYear: z.string(),
  publisher: z.string().min(1), document: z.string().min(1), url: z.string(), readOn: z.string(), confidence, note: z.string(),
  standIn: z.boolean(),
});

/** A state config as written in sources/states/, after its citations are filled in. */
export const stateConfigSourceSchema = z.strictObject({
  stateCode: z.enum(STATE_CODES),
  stateName: localized,
  taxSystem: localized,
  exemptions: z.record(z.string(), exemption),
  stats: z.strictObject({
    countyCount: z.int().positive(),
    averageRatePct: z.number().min(0).max(10).nullable(),
    /** Set by emit when the average is derived rather than published. */
    averageRateNote: z.string().optional(),
    /** How many counties' survey rates the average is the median of, and the survey years. */
    averageRateCounties: z.int().optional(),
    averageRateYears: z.string().optional(),
    minExemption: z.number().nonnegative(),
    taxDueDate: localized,
  }),
  deadlines: z.strictObject(Object.fromEntries(deadline.map((d) => [d, localized])) as Record<(typeof deadline)[number], typeof localized>),
  howItWorks: z.array(localized).min(1),
  calc: z.record(z.string(), z.unknown()),
  facts: z.record(z.string(), z.unknown()),
});
/** A state config as emitted: with the sourced constants it cites and where it cites them. */
export const stateConfigSchema = stateConfigSourceSchema.extend({
  constants: z.record(z.string(), sourcedConstantSchema),
  constantPaths: z.record(z.string(), z.string()),
});
/** StateConfig as validated; stats may carry a note on a derived average. */
export type StateConfigOut = z.output<typeof stateConfigSchema>;
/** The hub's config is passed through; it only has to be a JSON object. */
export const hubConfigSchema = z.looseObject({ variant: z.literal('hub') });

const pct = z.number().min(0).max(10);
const localExemptionsSchema = z.strictObject({
  homesteadPct: z.number().min(0).max(100).nullable(), homesteadFlat: z.number().nonnegative().nullable(),
  over65Amount: z.number().nonnegative().nullable(), disabledAmount: z.number().nonnegative().nullable(),
  taxYear: z.string(), source: z.string(), url: z.string(), confidence, provenance: z.string().optional(), entered: z.boolean().optional(),
});
const billUnitSchema = z.strictObject({
  id: z.string(), name: z.string(), part: z.enum(['school', 'county', 'city', 'special']), ratePct: pct, local: localExemptionsSchema.nullable(),
});
const components = z.strictObject({ school: pct.optional(), county: pct.optional(), city: pct.optional(), special: pct.optional() });
export const countyRateSchema = z.strictObject({
  fips, name: z.string(), slug, kind: rateKind, basis: rateBasis, ratePct: pct, components: components.nullable(),
  generalLevyPct: pct.optional(), nycClass: z.literal(true).optional(), source: z.string(), provenance: z.string().optional(), sourceYear: z.string(),
  confidence, derived: z.boolean(), method: z.enum(RATE_METHODS), remark: localized.nullable(), tableYear: z.int(),
  status: z.enum(['estimate', 'official']), bill: z.array(billUnitSchema).optional(), schoolDistricts: z.int().optional(),
});
export const taxingUnitSchema = z.strictObject({
  id: z.string(), name: z.string(), type: unitType, districtType: z.enum(['', ...DISTRICT_TYPE_CODES]), ratePct: pct.nullable(),
  moPct: pct.nullable(), isPct: pct.nullable(), countyValueShare: z.number().min(0).nullable(), countywide: z.boolean(),
  confidence, source: z.string(), provenance: z.string().optional(), sourceYear: z.string(), flags: z.array(z.enum(UNIT_FLAGS)),
  funds: z.array(z.strictObject({ fund: z.enum(FUND_CODES), moPct: pct, isPct: pct })), remark: localized.nullable(),
  local: localExemptionsSchema.nullable().optional(),
});
export const stateRatesSchema = z.strictObject({
  state: z.enum(STATE_CODES),
  productYear: z.int(),
  counties: z.array(countyRateSchema),
  units: z.record(fips, z.array(taxingUnitSchema)).optional(),
});
export const nationalCountySchema = z.strictObject({
  fips, state: z.string().regex(/^[A-Z]{2}$/), stateName: z.string(), name: z.string(), slug,
  medianHomeValue: z.number().nullable(), medianTaxesPaid: z.number().nullable(), effectiveRatePct: z.number().nullable(),
  population: z.int().nullable(), taxesTopcoded: z.boolean(), taxesBottomcoded: z.boolean(), source: z.string(), sourceYear: z.string(),
  populationSource: z.string(), populationYear: z.int().nullable(),
});
export const nycClassRateSchema = z.strictObject({
  fiscalYear: z.int(), label: z.string(), class1Pct: z.number(), class2Pct: z.number(), class3Pct: z.number(),
  class4Pct: z.number(), source: z.string(),
});
export type NycClassRate = z.output<typeof nycClassRateSchema>;

/** Which schema file describes which emitted JSON. */
export const JSON_SCHEMAS = {
  'state-rates.schema.json': stateRatesSchema,
  'national.schema.json': z.strictObject({ counties: z.array(nationalCountySchema) }),
  'state-config.schema.json': stateConfigSchema,
  'nyc-class-rates.schema.json': z.strictObject({ rates: z.array(nycClassRateSchema) }),
} as const;

// Compile-time guard: the emitted shapes stay assignable to the shared types the site reads.
type Assignable<A, B extends A> = B;
export type _Checks = [
  Assignable<CountyRate, z.output<typeof countyRateSchema>>,
  Assignable<TaxingUnit, z.output<typeof taxingUnitSchema>>,
  Assignable<NationalCounty, z.output<typeof nationalCountySchema>>,
  Assignable<StateConfig, z.output<typeof stateConfigSchema>>,
  Assignable<SharedNycClassRate, NycClassRate>,
];
