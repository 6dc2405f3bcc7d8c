// The one place that knows where things live under a project root, so tests can point every
// stage at a temporary copy.
import { join } from 'node:path';
import type { StateCode } from '../schema/codes.ts';

import { STATE_CODES as STATES } from '../schema/codes.ts';
export { STATES };

export function isStateCode(s: string): s is StateCode {
  return (STATES as readonly string[]).includes(s);
}

export interface Layout {
  root: string;
  sources: string;
  generated: string;
}

export function layout(root: string): Layout {
  return { root, sources: join(root, 'sources'), generated: join(root, 'generated') };
}

/** Paths relative to the root, as they appear in messages and generated file maps. */
export const rel = {
  product: 'sources/product.json',
  national: 'sources/national/counties.csv',
  nyc: 'sources/nyc/class-rates.csv',
  rateTable: (state: string, year: number | string) => `sources/rates/${state}/${year}.csv`,
  units: (year: number | string) => `sources/units/tx/${year}.csv`,
  stateConfig: (name: string) => `sources/states/${name}.json`,
  localExemptions: 'sources/exemptions/tx-local-options.csv',
  diff: (state: string, from: number, to: number, ext: 'md' | 'json') =>
    `generated/diffs/${state}-${from}-${to}.${ext}`,
};
