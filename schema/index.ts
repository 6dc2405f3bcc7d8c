// zod schemas of everything emit writes into generated/: the one definition of those shapes.
// - The types the engines and pages use are derived from them (z.output); they import them from here
//   as types only, so no zod reaches a browser bundle (codes and lists come from the zod-free codes.ts).
// - They validate state configs at the boundary (pipeline/validate/configs.ts), every file read back
//   from generated/ (pipeline/shared/generated-data.ts), and become the JSON Schemas in generated/schema/.
// This folder imports nothing but zod and itself: the pipeline and the site both stand on it.
// Rates are in percent of the value they apply to (2.0 means 2 %), never fractions.
import type { z } from 'zod';
import { hubConfigOutSchema, stateConfigSchema } from './config.ts';
import { contentFileSchema, productSchema } from './files.ts';
import { nationalFileSchema, nycFileSchema, stateRatesSchema } from './rates.ts';
import { unitsFileSchema } from './units.ts';
import { zipFileSchema } from './zips.ts';

export * from './common.ts';
export * from './config.ts';
export * from './rates.ts';
export * from './files.ts';
export * from './units.ts';
export * from './zips.ts';

/** Which schema file describes which emitted JSON. */
export const JSON_SCHEMAS = {
  'state-rates.schema.json': stateRatesSchema,
  'national.schema.json': nationalFileSchema,
  'state-config.schema.json': stateConfigSchema,
  'nyc-class-rates.schema.json': nycFileSchema,
  'units.schema.json': unitsFileSchema,
  'zips.schema.json': zipFileSchema,
} as const;

// The shapes the pages still declare themselves (browser/components/page-context.ts,
// generator/pages/content/types.ts) are checked against these, both ways, where they are declared.
export type ProductFile = z.output<typeof productSchema>;
export type HubConfigFile = Omit<z.output<typeof hubConfigOutSchema>, 'variant' | 'displayAverageRateSource'>;
export type ContentFile = z.output<typeof contentFileSchema>;
