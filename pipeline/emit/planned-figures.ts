// The figures each site's texts may cite, read from emit's planned outputs (the data the pages
// will be built from), so the pipeline resolves placeholders against what the pages will see.
// emit hands over the objects it serialises (plain data: the JSON reads back equal); a file given
// only as text is parsed. No schema pass: emit has just written them from checked data, and the
// build's reader checks them again from disk. Sites emit plans no files for are left out.
import { STATE_CODES, VARIANTS, type StateCode, type Variant } from '../../schema/codes.ts';
import { type FigureData, type FigureRoot, siteFigureRoot } from '../../i18n/content/figures.ts';
import { CONSTANT_SCOPES } from '../validate/constants.ts';
import { FACT_SCOPES } from '../validate/facts.ts';
import type { HubConfigFile as HubConfig, ProductFile as ProductInfo } from '../../schema/index.ts';
import type {
  NationalCounty,
  NycClassRate,
  SourcedConstant,
  StateConfig,
  StateRates,
  UnitsFile,
} from '../../schema/index.ts';

/** `only`: the sites whose roots are wanted (every site emit plans files for when absent). */
export function plannedFigureRoots(
  files: ReadonlyMap<string, string>,
  values: ReadonlyMap<string, unknown> = new Map(),
  only?: readonly Variant[],
): Partial<Record<Variant, FigureRoot>> {
  const has = (file: string) => files.has(file);
  if (!['product.json', 'config/hub.json', 'rates/us.json', 'nyc/class-rates.json'].every((f) => has(`generated/${f}`)))
    return {};
  const json = <T>(file: string): T | null => {
    const path = `generated/${file}`;
    if (values.has(path)) return values.get(path) as T;
    const text = files.get(path);
    return text === undefined ? null : (JSON.parse(text) as T);
  };
  const states = STATE_CODES.filter((s) => has(`generated/config/${s}.json`) && has(`generated/rates/${s}.json`));
  const scoped = <T>(scopes: readonly string[], read: (s: string) => T | null): Record<string, T> =>
    Object.fromEntries(
      scopes.flatMap((s) => {
        const value = read(s);
        return value === null ? [] : [[s, value]];
      }),
    );
  const lazily = <T>(scopes: readonly string[], read: (s: string) => T | null): Record<string, T> => {
    const out: Record<string, T> = {};
    for (const s of scopes) {
      let value: T | null | undefined;
      Object.defineProperty(out, s, { enumerable: true, get: () => (value === undefined ? (value = read(s)) : value) });
    }
    return out;
  };
  const data: FigureData = {
    product: json<ProductInfo>('product.json')!,
    hub: json<HubConfig>('config/hub.json')!,
    facts: scoped(FACT_SCOPES, (s) => json<Record<string, unknown>>(`facts/${s}.json`)),
    configs: Object.fromEntries(states.map((s) => [s, json<StateConfig>(`config/${s}.json`)!])),
    states: Object.fromEntries(states.map((s) => [s, json<StateRates>(`rates/${s}.json`)!])),
    // Read when a site's root asks: a state's units file is the largest, and only its own site reads it.
    units: lazily(STATE_CODES, (s) => json<UnitsFile>(`units/${s}.json`)),
    // Read when a text cites the national counts (the hub's guides): the file is 1.5 MB.
    get national() {
      return json<{ counties: NationalCounty[] }>('rates/us.json')!.counties;
    },
    nycRates: json<{ rates: NycClassRate[] }>('nyc/class-rates.json')!.rates,
    constants: scoped(
      CONSTANT_SCOPES,
      (s) => json<{ constants: Record<string, SourcedConstant> }>(`constants/${s}.json`)?.constants ?? null,
    ),
  };
  const sites: Variant[] = VARIANTS.filter(
    (v) => (v === 'hub' || states.includes(v as StateCode)) && (!only || only.includes(v)),
  );
  return Object.fromEntries(sites.map((v) => [v, siteFigureRoot(v, data)]));
}
