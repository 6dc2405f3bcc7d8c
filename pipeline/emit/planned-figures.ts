// The figures each site's texts may cite, read back from emit's planned outputs through the same
// checked reader the build uses, so the pipeline resolves placeholders against exactly what the
// pages will see. Sites whose files emit does not plan (fixtures without configs) are left out.
import { STATE_CODES, VARIANTS, type StateCode, type Variant } from '../../site/calc/types.ts';
import { type FigureData, type FigureRoot, siteFigureRoot } from '../../site/pages/content/figures.ts';
import { CONSTANT_SCOPES } from '../validate/constants.ts';
import { FACT_SCOPES } from '../validate/facts.ts';
import { generatedDataFrom } from './generated-data.ts';

export function plannedFigureRoots(files: ReadonlyMap<string, string>): Partial<Record<Variant, FigureRoot>> {
  const has = (file: string) => files.has(file);
  if (!['product.json', 'config/hub.json', 'rates/us.json', 'nyc/class-rates.json'].every((f) => has(`generated/${f}`)))
    return {};
  const gen = generatedDataFrom((file) => files.get(file));
  const states = STATE_CODES.filter((s) => has(`generated/config/${s}.json`) && has(`generated/rates/${s}.json`));
  const scoped = <T>(scopes: readonly string[], read: (s: string) => T | null): Record<string, T> =>
    Object.fromEntries(scopes.flatMap((s) => (read(s) === null ? [] : [[s, read(s)!]])));
  const data: FigureData = {
    product: gen.product(),
    hub: gen.hubConfig(),
    facts: scoped(FACT_SCOPES, (s) => gen.facts(s as (typeof FACT_SCOPES)[number])),
    configs: Object.fromEntries(states.map((s) => [s, gen.stateConfig(s)])),
    states: Object.fromEntries(states.map((s) => [s, gen.stateRates(s)])),
    national: gen.national(),
    nycRates: gen.nycRates(),
    constants: scoped(CONSTANT_SCOPES, (s) => gen.constants(s as (typeof CONSTANT_SCOPES)[number])),
  };
  const sites: Variant[] = VARIANTS.filter((v) => v === 'hub' || states.includes(v as StateCode));
  return Object.fromEntries(sites.map((v) => [v, siteFigureRoot(v, data)]));
}
