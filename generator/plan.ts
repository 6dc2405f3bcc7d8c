// The one place the build reads its environment: where each site lives (SITE_URL_<VARIANT>), the
// API base, analytics settings and NODE_ENV. Everything downstream takes them from BuildOptions.
import { join } from 'node:path';
import type { Variant } from '../schema/codes.ts';
import type { BuildEnv, BuildOptions } from './options.ts';

import { VARIANTS as ALL_VARIANTS } from '../schema/codes.ts';
export { ALL_VARIANTS };
export const LOCAL_ORIGIN = 'http://localhost:4173';

const ANALYTICS_KEY = /^(ANALYTICS_GTM_ID|ERROR_DSN)(_[A-Z]+)?$/;

/** API_BASE_URL as the forms call it: no trailing slash; unset or blank means no API for this build. */
export function apiBaseFromEnv(value: string | undefined): string | null {
  const base = value?.trim().replace(/\/+$/, '') ?? '';
  return base === '' ? null : base;
}

/** The settings a build takes from the environment, copied so a later change to it cannot leak in. */
export function buildEnv(env: NodeJS.ProcessEnv): BuildEnv {
  return {
    apiBase: apiBaseFromEnv(env.API_BASE_URL),
    analytics: Object.fromEntries(Object.entries(env).filter(([k]) => ANALYTICS_KEY.test(k))),
    nodeEnv: env.NODE_ENV ?? '',
  };
}

/**
 * Where each variant lives. Locally (npm start) all five share one origin under /<variant>/.
 * A deployment names each site's URL in SITE_URL_<VARIANT> (e.g. SITE_URL_TX=https://tx.example.org/),
 * which sets that site's origin and base and every link to it.
 */
export function sitePlan(
  root: string,
  env: NodeJS.ProcessEnv,
  override?: { variant: Variant; base?: string; origin?: string },
): Record<Variant, BuildOptions> {
  const urls = Object.fromEntries(
    ALL_VARIANTS.map((v) => [v, new URL(env[`SITE_URL_${v.toUpperCase()}`] ?? `${LOCAL_ORIGIN}/${v}/`)]),
  ) as Record<Variant, URL>;
  if (override?.base !== undefined || override?.origin !== undefined) {
    const u = urls[override.variant];
    urls[override.variant] = new URL(override.base ?? u.pathname, override.origin ?? u.origin);
  }
  const link = (v: Variant): string => (urls[v].origin === LOCAL_ORIGIN ? urls[v].pathname : urls[v].href);
  const siteLinks = Object.fromEntries(ALL_VARIANTS.map((v) => [v, link(v)])) as Record<Variant, string>;
  const settings = buildEnv(env);
  return Object.fromEntries(
    ALL_VARIANTS.map((v) => [
      v,
      {
        root,
        variant: v,
        base: urls[v].pathname,
        outDir: join(root, 'dist', v),
        origin: urls[v].origin,
        siteLinks,
        env: settings,
      },
    ]),
  ) as Record<Variant, BuildOptions>;
}
