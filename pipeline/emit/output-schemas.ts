// zod schemas of everything emit writes into generated/: the one definition of those shapes.
// - The types the engines and pages use are derived from them (z.output); site/calc/types.ts
//   re-exports them as types only, so no zod reaches a browser bundle.
// - They validate state configs at the boundary (configs.ts), every file read back from
//   generated/ (generated-data.ts), and become the JSON Schemas in generated/schema/.
// Rates are in percent of the value they apply to (2.0 means 2 %), never fractions.
import type { z } from 'zod';
import type { ContentScopeData } from '../../site/pages/content/types.ts';
import type { HubConfig, ProductInfo } from '../../site/pages/context.ts';
import { hubConfigOutSchema, stateConfigSchema } from './schemas/config.ts';
import { contentFileSchema, productSchema } from './schemas/files.ts';
import { nationalFileSchema, nycFileSchema, stateRatesSchema } from './schemas/rates.ts';
import { nyUnitsFileSchema } from './schemas/ny-units.ts';
import { areaUnitsFileSchema } from './schemas/area-units.ts';

export * from './schemas/common.ts';
export * from './schemas/config.ts';
export * from './schemas/rates.ts';
export * from './schemas/files.ts';
export * from './schemas/ny-units.ts';
export * from './schemas/area-units.ts';

/** Which schema file describes which emitted JSON. */
export const JSON_SCHEMAS = {
  'state-rates.schema.json': stateRatesSchema,
  'national.schema.json': nationalFileSchema,
  'state-config.schema.json': stateConfigSchema,
  'nyc-class-rates.schema.json': nycFileSchema,
  'ny-units.schema.json': nyUnitsFileSchema,
  'area-units.schema.json': areaUnitsFileSchema,
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
