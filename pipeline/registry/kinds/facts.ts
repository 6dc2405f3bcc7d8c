// sources/facts/<scope>/<topic>.json: the figures guides and tools cite, each constant cited by key.
import { pushAll } from '../../result.ts';
import { FACT_SCOPES, type Facts, loadFacts } from '../../validate/facts.ts';
import { cmp } from '../../validate/units.ts';
import { type SourceKind, pathPattern } from '../kind.ts';

export const facts: SourceKind<Facts> = {
  paths: ['sources/facts/<scope>/<topic>.json'],
  columns: 'JSON: one topic object per file; { "constant": KEY } cites a sourced constant',
  reads: ['product', 'constants'],
  async load(ctx) {
    const product = ctx.get('product');
    if (!product) return {};
    const loaded = await loadFacts(ctx.layout.sources, {
      tables: ctx.get('constants') ?? {},
      year: product.productYear,
    });
    pushAll(ctx.issues, loaded.issues);
    return loaded.facts;
  },
  emits: [
    {
      path: 'generated/facts/<scope>.json',
      owns: pathPattern('generated/facts/<scope>.json', { scope: FACT_SCOPES }),
      removeStale: true,
      from: ['facts'],
      plan(s, out) {
        for (const [scope, topics] of Object.entries(s.facts))
          out.put(
            `generated/facts/${scope}.json`,
            Object.fromEntries(Object.entries(topics).sort(([a], [b]) => cmp(a, b))),
          );
      },
    },
  ],
};
