// What a placeholder may cite on one site: the state config, the facts, the product settings and
// a few figures computed from the rate tables (each computation is named by its key).
import type { CountyRate, NationalCounty, NycClassRate, StateConfig, Variant } from '../../calc/types.ts';
import type { HubConfig, ProductInfo } from '../context.ts';

export interface RateFigures {
  /** Counties in the state's rate table. */
  countyCount: number;
  /** Lowest and highest combined county rate in the table, percent, with the counties' names. */
  minRatePct: number;
  maxRatePct: number;
  minCounty: string;
  maxCounty: string;
  /** Median combined rate of the table's counties (the middle value, or the mean of the two middle ones). */
  medianRatePct: number;
  /** Year of the rates in the table (the newest table year among the counties). */
  year: number;
}

export interface FigureRoot {
  product: ProductInfo;
  hub: HubConfig;
  facts: Record<string, Record<string, unknown>>;
  /** The state site's config; absent on the hub, so national texts cannot cite a state's figure by accident. */
  config?: StateConfig;
  rates?: RateFigures;
  /** Counties in the national table, and the states among them (the District of Columbia not counted). */
  national: { countyCount: number; stateCount: number };
  /** New York site: the newest fiscal year of New York City class rates. */
  nyc?: NycClassRate;
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function rateFigures(counties: readonly CountyRate[]): RateFigures {
  const sorted = [...counties].sort((a, b) => a.ratePct - b.ratePct || a.name.localeCompare(b.name));
  const low = sorted[0]!;
  const high = sorted[sorted.length - 1]!;
  return {
    countyCount: counties.length,
    minRatePct: low.ratePct,
    maxRatePct: high.ratePct,
    minCounty: low.name,
    maxCounty: high.name,
    medianRatePct: median(counties.map((c) => c.ratePct)),
    year: Math.max(...counties.map((c) => c.tableYear)),
  };
}

export interface FigureSources {
  product: ProductInfo;
  hub: HubConfig;
  facts: Record<string, Record<string, unknown>>;
  config: StateConfig | null;
  counties: readonly CountyRate[] | null;
  national: readonly NationalCounty[];
  nycRates: readonly NycClassRate[];
}

export function figureRoot(variant: Variant, src: FigureSources): FigureRoot {
  const root: FigureRoot = {
    product: src.product,
    hub: src.hub,
    facts: src.facts,
    // The District of Columbia is in the table but is not a state; texts name it apart.
    national: { countyCount: src.national.length, stateCount: new Set(src.national.filter((c) => c.state !== 'DC').map((c) => c.state)).size },
  };
  if (variant !== 'hub' && src.config && src.counties?.length) {
    root.config = src.config;
    root.rates = rateFigures(src.counties);
  }
  if (variant === 'ny' && src.nycRates.length) root.nyc = [...src.nycRates].sort((a, b) => b.fiscalYear - a.fiscalYear)[0];
  return root;
}
