// State and hub configs (generated/config/<variant>.json) and the sourced constants they cite.
import { z } from 'zod';
import { CONSTANT_UNITS, STATE_CODES } from './codes.ts';
import { confidence } from './fields.ts';
import { localized } from './common.ts';

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

export const constantUnit = z.enum(CONSTANT_UNITS);
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
