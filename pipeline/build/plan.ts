import { join } from 'node:path';
import type { Variant } from '../../site/calc/types.ts';
import type { BuildOptions } from './index.ts';

import { VARIANTS as ALL_VARIANTS } from '../../site/calc/types.ts';
export { ALL_VARIANTS };
export const LOCAL_ORIGIN = 'http://localhost:4173';

/**
 * Where each variant lives. Locally (npm start) all five share one origin under /<variant>/.
 * A deployment names each site's URL in SITE_URL_<VARIANT> (e.g. SITE_URL_TX=https://tx.example.org/),
 * which sets that site's origin and base and every link to it.
 */
export function sitePlan(root: string, env: NodeJS.ProcessEnv, override?: { variant: Variant; base?: string; origin?: string }): Record<Variant, BuildOptions> {
  const urls = Object.fromEntries(ALL_VARIANTS.map((v) => [v, new URL(env[`SITE_URL_${v.toUpperCase()}`] ?? `${LOCAL_ORIGIN}/${v}/`)])) as Record<Variant, URL>;
  if (override?.base !== undefined || override?.origin !== undefined) {
    const u = urls[override.variant];
    urls[override.variant] = new URL(override.base ?? u.pathname, override.origin ?? u.origin);
  }
  const link = (v: Variant): string => (urls[v].origin === LOCAL_ORIGIN ? urls[v].pathname : urls[v].href);
  const siteLinks = Object.fromEntries(ALL_VARIANTS.map((v) => [v, link(v)])) as Record<Variant, string>;
  return Object.fromEntries(ALL_VARIANTS.map((v) => [v, {
    root, variant: v, base: urls[v].pathname, outDir: join(root, 'dist', v), origin: urls[v].origin, siteLinks,
  }])) as Record<Variant, BuildOptions>;
}
