// What a placeholder may cite on one site: the state config, the facts, the product settings and
// a few figures computed from the rate tables (each computation is named by its key).
import { median as middle } from '../../engine/median.ts';
import type { StateCode, Variant } from '../../schema/codes.ts';
import type {
  CountyRate,
  NationalCounty,
  NycClassRate,
  SourcedConstant,
  StateConfig,
  Unit,
} from '../../schema/index.ts';
import type { HubConfigFile as HubConfig, ProductFile as ProductInfo } from '../../schema/index.ts';
import { calcState } from '../../states/engines.ts';
import { tableFigure } from '../../engine/reads.ts';
import { entryFigure } from '../../engine/entry-figures.ts';

export interface RateFigures {
  /** Counties in the state's rate table. */
  countyCount: number;
  /** Counties whose record is a levy rate (survey stand-ins are left out of the range and median below). */
  levyCountyCount: number;
  /** Lowest and highest combined county rate in the table, percent, with the counties' names. */
  minRatePct: number;
  maxRatePct: number;
  minCounty: string;
  maxCounty: string;
  /** Median combined rate of the table's counties (the middle value, or the mean of the two middle ones). */
  medianRatePct: number;
  /** Year of the rates in the table (the newest table year among the counties). */
  year: number;
  /**
   * Texas: municipal utility districts with a reported rate, their median rate (percent) and that rate's tax on the
   * directory's example home value.
   */
  mudCount?: number;
  mudMedianRatePct?: number;
  mudMedianTaxOnExample?: number;
  exampleValue?: number;
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
  /**
   * Every sourced constant by scope and key, with its year and publisher: `sourced.tx.protest_reduction_share.taxYear`.
   */
  sourced: Record<string, Record<string, SourcedConstant>>;
}

/** The median of the values (NaN for none, as the figures have always read it). */
export const median = (values: readonly number[]): number => middle(values) ?? Number.NaN;

/**
 * Range and median over the counties' levy rates. A survey rate (taxes paid ÷ market value, after
 * exemptions) measures something else, so it is never mixed into a range of levy rates.
 */
export function rateFigures(
  counties: readonly CountyRate[],
  units?: Record<string, readonly Unit[]>,
  exampleValue?: number,
): RateFigures {
  const out: RateFigures = { ...countyFigures(counties) };
  // Texas: its municipal utility districts, as the Comptroller reports them.
  const mud = units ? mudFigures(units) : null;
  if (mud && exampleValue !== undefined)
    Object.assign(out, {
      mudCount: mud.count,
      mudMedianRatePct: mud.medianRatePct,
      mudMedianTaxOnExample: (exampleValue * mud.medianRatePct) / 100,
      exampleValue,
    });
  return out;
}

// Every content page of a site cites these, and the Texas ones walk every taxing unit: each is a figure of its table
// (engine/reads.ts), worked out once per table, and a page reads the figure, so a unit whose change leaves the figures
// as they were leaves the guides as they were.
const countyFigures = tableFigure('county rate figures', (counties: readonly CountyRate[]) => {
  const levies = counties.filter((c) => c.kind === 'nominal');
  const pool = levies.length ? levies : counties;
  const sorted = [...pool].sort((a, b) => a.ratePct - b.ratePct || a.name.localeCompare(b.name));
  const low = sorted[0]!;
  const high = sorted[sorted.length - 1]!;
  return {
    countyCount: counties.length,
    levyCountyCount: levies.length,
    minRatePct: low.ratePct,
    maxRatePct: high.ratePct,
    minCounty: low.name,
    maxCounty: high.name,
    medianRatePct: median(pool.map((c) => c.ratePct)),
    year: Math.max(...counties.map((c) => c.tableYear)),
  };
});

/**
 * Each of a county's units by id, with its rate where the guides cite it, else null. The guides cite the Comptroller's
 * figures: rates read elsewhere (Fort Bend's tax office) stay out.
 */
const mudRates = entryFigure('mud rates', (units: readonly Unit[] | undefined): [string, number | null][] =>
  (units ?? []).map((u) => [
    u.id,
    u.districtType === 'mud' && u.ratePct !== null && u.source.includes('Comptroller') ? u.ratePct : null,
  ]),
);

const mudFigures = tableFigure('mud rate figures', (units: Record<string, readonly Unit[]>) => {
  // A district spanning counties is listed once per county; counted once, as its last county lists it.
  const byId = new Map<string, number | null>();
  for (const fips of Object.keys(units)) for (const [id, rate] of mudRates(units, fips)) byId.set(id, rate);
  const rates = [...byId.values()].filter((rate) => rate !== null);
  return rates.length ? { count: rates.length, medianRatePct: median(rates) } : null;
});

/** Counties in the national table, and the states among them: the District of Columbia is in it but is not a state. */
const nationalCounts = tableFigure('national counts', (national: readonly NationalCounty[]) => ({
  countyCount: national.length,
  stateCount: new Set(national.filter((c) => c.state !== 'DC').map((c) => c.state)).size,
}));

export interface FigureSources {
  product: ProductInfo;
  hub: HubConfig;
  facts: Record<string, Record<string, unknown>>;
  config: StateConfig | null;
  counties: readonly CountyRate[] | null;
  /** Texas: the taxing units by county (for the MUD figures). */
  units?: Record<string, readonly Unit[]>;
  national: readonly NationalCounty[];
  nycRates: readonly NycClassRate[];
  constants: Record<string, Record<string, SourcedConstant>>;
}

export function figureRoot(variant: Variant, src: FigureSources): FigureRoot {
  const root = {
    product: src.product,
    hub: src.hub,
    facts: src.facts,
    sourced: src.constants,
  } as FigureRoot;
  // The District of Columbia is in the table but is not a state; texts name it apart. Counted when a text cites it
  // (the hub's guides): a state site's check then need not read the national table at all.
  // Worked out on each read (nationalCounts keeps its result by table), so that each page citing it notes its read.
  Object.defineProperty(root, 'national', {
    enumerable: true,
    get: () => nationalCounts(src.national),
  });
  if (variant !== 'hub' && src.config && src.counties?.length) {
    root.config = src.config;
    root.rates = rateFigures(src.counties, src.units, src.product.display.directoryExampleValue);
  }
  // The state whose engine reads New York City's class rates shows their newest year.
  if (variant !== 'hub' && calcState(variant).classRates === true && src.nycRates.length)
    root.nyc = [...src.nycRates].sort((a, b) => b.fiscalYear - a.fiscalYear)[0];
  return root;
}

/** What a site's pages hold, as far as placeholders read it (the build's SiteData, or emit's planned outputs). */
export interface FigureData {
  product: ProductInfo;
  hub: HubConfig;
  facts: Record<string, Record<string, unknown>>;
  configs: Partial<Record<StateCode, StateConfig>>;
  states: Partial<Record<StateCode, { counties: CountyRate[] }>>;
  /** Each state's taxing units by county (generated/units/<state>.json). */
  units: Partial<Record<StateCode, { counties: Record<string, Unit[]> }>>;
  national: readonly NationalCounty[];
  nycRates: readonly NycClassRate[];
  constants: Record<string, Record<string, SourcedConstant>>;
}

/** The figures one site's texts may cite: the same root for the pages and for the pipeline's check. */
export function siteFigureRoot(variant: Variant, data: FigureData): FigureRoot {
  const config = variant === 'hub' ? null : (data.configs[variant] ?? null);
  const rates = config ? data.states[config.stateCode] : undefined;
  return figureRoot(variant, {
    product: data.product,
    hub: data.hub,
    facts: data.facts,
    config,
    counties: rates?.counties ?? null,
    units: config ? data.units[config.stateCode]?.counties : undefined,
    get national() {
      return data.national;
    },
    nycRates: data.nycRates,
    constants: data.constants,
  });
}
