import type { OutputFile } from './stamp.ts';
// What one variant's build is given (plan.ts makes it): a leaf of types the build's parts import.
import type { Variant } from '../schema/codes.ts';
import type { RouteSpec } from './pages/routes.ts';

export interface BuildOptions {
  root: string;
  variant: Variant;
  /** Sub-path the site is served under ('/' when deployed at a domain's root). */
  base: string;
  outDir: string;
  /** Origin the site is deployed at, for canonical links and the sitemap. */
  origin: string;
  /** Root URL of every variant, for links between sites. */
  siteLinks: Record<Variant, string>;
  /** What the build takes from the environment, read once in plan.ts. */
  env: BuildEnv;
  /** A site of only the pages this accepts (a preview, a golden test); unset: every page. */
  routes?: (route: RouteSpec) => boolean;
  /** Worker threads rendering beside the main thread (disk builds only); unset: one per further core. */
  workers?: number;
  /**
   * Write `.br` and `.gz` copies beside each text file, for a server that sends precompressed files
   * (nginx's brotli_static). Off by default: GitHub Pages and the local server compress by themselves,
   * and compressing every page took a quarter of the build's time.
   */
  precompress?: boolean;
  /** The code hash (cache.ts codeHash), when the caller worked it out once for all its sites; unset: made here. */
  code?: string;
  /** The site folder's files as listed before the build (folder-listing.ts); unset or undefined: listed here. */
  listing?: Promise<OutputFile[] | undefined>;
  /**
   * No site follows in this process: the page workers are stopped once this site's pages are rendered, so their heaps
   * are let go before the site's checks and cache are made (the hub's build peaked there).
   */
  last?: boolean;
}

export interface BuildEnv {
  /** API_BASE_URL without its trailing slash; null: the forms have no API in this build. */
  apiBase: string | null;
  /** ANALYTICS_GTM_ID[_<VARIANT>] and ERROR_DSN[_<VARIANT>], as set. */
  analytics: Record<string, string | undefined>;
  /** NODE_ENV, part of the code hash: development and production builds never share a cache. */
  nodeEnv: string;
}
