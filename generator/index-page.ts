import type { Variant } from '../schema/codes.ts';
import type { BuildOptions } from './options.ts';

const LABELS: Record<Variant, string> = {
  hub: 'National hub',
  tx: 'Texas',
  ca: 'California',
  fl: 'Florida',
  ny: 'New York',
};

/** The local server's front page: one link per built site, in both languages. */
export function indexPage(title: string, plan: Record<Variant, BuildOptions>): string {
  const items = (Object.keys(plan) as Variant[])
    .map(
      (v) => `<li><a href="${plan[v].base}">${LABELS[v]}</a> · <a href="${plan[v].base}es" lang="es">español</a></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}: local sites</title></head><body><main><h1>${title}: local sites</h1><ul>\n${items}\n</ul></main></body></html>`;
}
