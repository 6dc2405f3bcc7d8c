// The product settings, facts, constants, guide texts, rate history and ZIP tables of generated/.
import { z } from 'zod';
import { fips } from './fields.ts';
import { localized } from './common.ts';
import { sourcedConstantSchema } from './config.ts';

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
