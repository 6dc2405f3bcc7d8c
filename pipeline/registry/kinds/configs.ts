// sources/states/<state>.json and hub.json: each site's settings, checked by running its engine;
// figures they cite are checked against the constants of the product year.
import { STATES } from '../../paths.ts';
import { pushAll } from '../../result.ts';
import { type Configs, loadConfigs } from '../../validate/configs.ts';
import { hubConfigOutSchema, stateConfigSchema } from '../../../schema/index.ts';
import { hubOutput, withDerivedAverage } from '../../emit/outputs.ts';
import { type SourceKind, pathPattern } from '../kind.ts';

export const configs: SourceKind<Configs> = {
  paths: ['sources/states/<state>.json', 'sources/states/hub.json'],
  columns: 'JSON: a state config (schema/config.ts stateConfigSourceSchema) or the hub config',
  reads: ['product', 'national', 'constants'],
  async load(ctx) {
    const product = ctx.get('product');
    // Citations are checked against the constants of the product year; without product.json there is no year to cite.
    if (!product) return { states: {}, hub: null };
    const citing = { tables: ctx.get('constants') ?? {}, year: product.productYear };
    const loaded = await loadConfigs(ctx.layout.sources, ctx.get('national') ?? [], citing);
    pushAll(ctx.issues, loaded.issues);
    return loaded.configs;
  },
  emits: [
    {
      // Each state's average is the median of its counties' Census effective rates (emit/outputs.ts).
      path: 'generated/config/<state>.json',
      owns: pathPattern('generated/config/<state>.json', { state: STATES }),
      removeStale: true,
      from: ['configs', 'national'],
      schema: stateConfigSchema,
      plan(s, out) {
        for (const state of STATES) {
          const config = s.configs.states[state];
          if (config) out.put(`generated/config/${state}.json`, withDerivedAverage(config, s.national));
        }
      },
    },
    {
      path: 'generated/config/hub.json',
      owns: pathPattern('generated/config/hub.json'),
      removeStale: true,
      from: ['configs', 'national'],
      schema: hubConfigOutSchema,
      plan(s, out) {
        if (s.configs.hub) out.put('generated/config/hub.json', hubOutput(s.configs.hub, s.national));
      },
    },
  ],
};
