// Field schemas the generated files share with the source rows they come from: each states, as its
// error, what it expected (the source checks add the column, position and the value found).
import { z } from 'zod';

const CONFIDENCE = ['high', 'medium-high', 'medium', 'medium-low', 'low'] as const;

export const oneOf = (values: readonly string[]) => `one of ${values.join(', ')}`;
export const enumOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: oneOf(values) });

export const fips = z.string().regex(/^\d{5}$/, { error: 'a 5-digit county FIPS code (leading zero kept)' });
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'a slug of lower-case letters, digits and hyphens (e.g. st-johns)' });
export const confidence = enumOf(CONFIDENCE);
export const rateKind = enumOf(['nominal', 'effective']);
export const rateBasis = enumOf(['taxable-value', 'assessed-value', 'full-market-value', 'market-value']);
