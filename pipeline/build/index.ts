import { join } from 'node:path';
import type { Lang, Variant } from '../../site/calc/types.ts';
import { localizePath, normalizeBase } from '../../site/i18n/paths.ts';
import { createTranslator } from '../../site/i18n/index.ts';
import { analyticsFromEnv } from '../../site/analytics/config.ts';
import type { PageContext } from '../../site/pages/context.ts';
import type { RouteSpec } from '../../site/pages/routes.ts';
import { renderRoute } from '../../site/pages/render.tsx';
import { buildAssets, hashedJsonName } from './assets.ts';
import { codeHash, emptyCache, hashOf, loadCache, needsRender, orphans, reusableAssets } from './cache.ts';
import { routeInputs, sharedInputs, variantInputs } from './inputs.ts';
import { countyListData } from './county-list.ts';
import { type SiteData, loadSiteData } from './data.ts';
import { type BuildEffects, diskEffects } from './effects.ts';
import { LANGS, listRoutes, outputFile } from './routes.ts';
import { loadShell } from './shell.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { headersFile, metaContentSecurityPolicy } from './security-headers.ts';
import { contentHash } from './hash.ts';
import { loadAtlas, mapData } from './maps.ts';
import { mapNotes } from './map-notes.ts';
import { searchData } from './search-data.ts';
import { nyUnitsPayload } from './ny-units.ts';

import { VARIANTS } from '../../site/calc/types.ts';
export { VARIANTS };

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
}

export interface BuildEnv {
  /** API_BASE_URL without its trailing slash; null: the forms have no API in this build. */
  apiBase: string | null;
  /** ANALYTICS_GTM_ID[_<VARIANT>] and ERROR_DSN[_<VARIANT>], as set. */
  analytics: Record<string, string | undefined>;
  /** NODE_ENV, part of the code hash: development and production builds never share a cache. */
  nodeEnv: string;
}

export interface BuildReport {
  pages: number;
  /** Pages rendered this time (the rest were unchanged and skipped). */
  rendered?: number;
  removed?: number;
  ms: number;
  /** What the build has to say beyond counts: where the boundary file and the rate tables disagree. */
  notes?: string[];
}

/** Builds one variant: assets first, then every page whose inputs changed, rendered and written one at a time. */
export async function buildVariant(
  opts: BuildOptions,
  fx: BuildEffects = diskEffects(),
  data?: SiteData,
): Promise<BuildReport> {
  const started = performance.now();
  const site = data ?? loadSiteData(opts.root);
  const base = normalizeBase(opts.base);
  const origin = opts.origin.replace(/\/$/, '');
  const siteUrl = `${origin}${base}`;
  // Beside the output, never inside it: the cache is not part of the deployed site.
  const cachePath = join(opts.outDir, '..', '.build-cache', `${opts.variant}.json`);
  const code = codeHash(opts.root, opts.env.nodeEnv, fx);
  const prev = loadCache(cachePath, fx);
  const cache = emptyCache(code);
  const produced = new Set<string>();
  const out = (rel: string): string => join(opts.outDir, rel);

  // Assets and lazily loaded data carry content hashes, so pages can point at them before they render.
  const assets =
    reusableAssets(prev, code, (rel) => fx.exists(out(rel))) ?? (await buildAssets(opts.root, opts.outDir, base, fx));
  cache.assets = assets;
  assets.files.forEach((f) => produced.add(f));
  const dataFile = (name: string, payload: unknown): string => {
    const { rel, url } = hashedJsonName(base, name, payload);
    if (!fx.exists(out(rel.path))) fx.write(out(rel.path), rel.text);
    produced.add(rel.path);
    return url;
  };
  const countyList =
    opts.variant === 'hub'
      ? null
      : countyManifest(dataFile(`counties-${opts.variant}`, countyListData(site, opts.variant)));
  // The Mello-Roos finder (California) fetches the ZIP table on its first search.
  const zipCounties = opts.variant === 'ca' && site.zipCounties ? dataFile('ca-zip-counties', site.zipCounties) : null;
  // The county search: one index per site, the hub's ZIPs in ten files by first digit.
  const search = site.allZips ? searchFile() : null;
  function searchFile(): string {
    const { index, shards } = searchData(site, opts.variant);
    const shardUrls = shards
      ? Object.fromEntries(Object.entries(shards).map(([digit, shard]) => [digit, dataFile(`zips-${digit}`, shard)]))
      : undefined;
    return dataFile(`search-${opts.variant}`, shardUrls ? { ...index, shards: shardUrls } : index);
  }
  function countyManifest(listUrl: string): string {
    const rel = 'data/counties.json';
    const text = JSON.stringify({ counties: listUrl });
    if (!fx.exists(out(rel)) || fx.read(out(rel)) !== text) fx.write(out(rel), text);
    produced.add(rel);
    return `${base}${rel}`;
  }
  // Maps: shapes from the boundary file; the hub's national map is a separate cached SVG file.
  const atlas = loadAtlas(opts.root, fx.read);
  const svgFile = (name: string, text: string): string => {
    const rel = `data/${name}-${contentHash(text)}.svg`;
    if (!fx.exists(out(rel))) fx.write(out(rel), text);
    produced.add(rel);
    return `${base}${rel}`;
  };
  const maps = mapData(atlas, { national: site.national, hub: opts.variant === 'hub', writeFile: svgFile });
  const pageData = { ...site, maps };
  const shell = loadShell(opts.root, fx);
  const policy = { apiBase: opts.env.apiBase, analytics: analyticsSetup(opts, site) };
  const csp = metaContentSecurityPolicy(policy);
  const translators = Object.fromEntries(
    LANGS.map((lang) => [lang, createTranslator(lang, opts.variant === 'hub' ? undefined : opts.variant)]),
  );
  const shared = hashOf(
    code,
    sharedInputs(site, opts.variant),
    base,
    origin,
    opts.siteLinks,
    opts.env.apiBase,
    analyticsSetup(opts, site),
    assets,
    countyList,
    zipCounties,
    atlas.version,
    maps.nationUrl,
    search,
  );
  let everything: string | null = null;
  const all = (): string => (everything ??= variantInputs(site, opts.variant));

  const pairs: { en: string; es: string }[] = [];
  let pages = 0;
  let rendered = 0;
  for (const route of listRoutes(opts.variant, site).filter(opts.routes ?? (() => true))) {
    const urls = { en: localizePath(route.path, 'en', base), es: localizePath(route.path, 'es', base) };
    const unitsUrl = route.kind === 'county' ? unitsFile(opts, site, route.slug, dataFile) : null;
    const routeHash = hashOf(shared, route, routeInputs(route, site, opts.variant, all, maps.neighbours), unitsUrl);
    for (const lang of LANGS) {
      const rel = outputFile(urls[lang].slice(base.length - 1));
      const input = hashOf(routeHash, lang);
      produced.add(rel);
      pages += 1;
      if (!needsRender(prev?.pages[rel], input, fx.size(out(rel)))) {
        cache.pages[rel] = prev!.pages[rel]!;
        continue;
      }
      const ctx = pageContext(opts, site, base, siteUrl, lang, route.path, translators[lang]!.t, {
        countyList,
        units: unitsUrl,
        zipCounties,
        search,
      });
      const page = renderRoute(route, ctx, pageData);
      const html = shell({
        htmlLang: lang === 'es' ? 'es-MX' : 'en-US',
        title: page.title,
        description: page.description,
        canonical: `${origin}${urls[lang]}`,
        alternates: [
          { hreflang: 'en', href: `${origin}${urls.en}` },
          { hreflang: 'es', href: `${origin}${urls.es}` },
          { hreflang: 'x-default', href: `${origin}${urls.en}` },
        ],
        stylesheet: assets.stylesheet,
        favicon: assets.favicon,
        scripts: page.islands.map((name) => assets.scripts[name]),
        body: page.body,
        csp,
        robotsNoindex: route.kind === 'not-found',
      });
      fx.write(out(rel), html);
      cache.pages[rel] = { input, size: Buffer.byteLength(html) };
      rendered += 1;
    }
    if (route.kind !== 'not-found') pairs.push({ en: `${origin}${urls.en}`, es: `${origin}${urls.es}` });
  }
  for (const [rel, text] of [
    ['sitemap.xml', sitemapXml(pairs)],
    ['robots.txt', robotsTxt(siteUrl)],
    ['_headers', headersFile(policy)],
  ] as const) {
    if (!fx.exists(out(rel)) || fx.read(out(rel)) !== text) fx.write(out(rel), text);
    produced.add(rel);
  }
  // Pages that no longer exist and superseded assets go; the cache lives outside dist/.
  const removed = orphans(fx.list(opts.outDir), produced);
  for (const rel of removed) fx.remove(out(rel));
  fx.write(cachePath, JSON.stringify(cache));
  return {
    pages,
    rendered,
    removed: removed.length,
    ms: performance.now() - started,
    notes: mapNotes(atlas, opts.variant, site),
  };
}

/** Texas and New York county pages: the county's taxing units for the bill builder, loaded after the page. */
function unitsFile(
  opts: BuildOptions,
  site: SiteData,
  slug: string,
  dataFile: (name: string, payload: unknown) => string,
): string | null {
  if (opts.variant === 'ny') {
    const county = site.states.ny!.counties.find((c) => c.slug === slug && !c.nycClass);
    const payload = county ? nyUnitsPayload(site.nyUnits, county.fips) : null;
    return payload ? dataFile(`ny-units-${slug}`, payload) : null;
  }
  if (opts.variant !== 'tx') return null;
  const rates = site.states.tx!;
  const county = rates.counties.find((c) => c.slug === slug);
  const units = county ? rates.units?.[county.fips] : undefined;
  if (!units) return null;
  const slim = units.map(({ id, name, type, districtType, ratePct, countywide, local, taxYear, status, viaCopy }) => ({
    id,
    name,
    type,
    districtType,
    ratePct,
    countywide,
    local: local ?? null,
    taxYear,
    status,
    ...(viaCopy ? { viaCopy } : {}),
  }));
  return dataFile(`units-${slug}`, { units: slim });
}

export function pageContext(
  opts: BuildOptions,
  site: SiteData,
  base: string,
  siteUrl: string,
  lang: Lang,
  path: string,
  t: PageContext['t'],
  asset: PageContext['asset'],
): PageContext {
  return {
    variant: opts.variant,
    lang,
    path,
    base,
    siteUrl,
    siteLinks: opts.siteLinks,
    product: site.product,
    config: opts.variant === 'hub' ? null : site.configs[opts.variant]!,
    hub: site.hub,
    stateNames: Object.fromEntries(
      Object.entries(site.configs).map(([code, c]) => [code, c!.stateName]),
    ) as PageContext['stateNames'],
    t,
    href: (englishPath) => localizePath(englishPath, lang, base),
    siteHref: (variant, englishPath) => localizePath(englishPath, lang, normalizeBase(opts.siteLinks[variant])),
    asset,
    apiBase: opts.env.apiBase,
    analytics: analyticsSetup(opts, site),
  };
}

/** ANALYTICS_GTM_ID[_<VARIANT>] and ERROR_DSN[_<VARIANT>]: unset, the pages carry no analytics at all. */
function analyticsSetup(opts: BuildOptions, site: SiteData): PageContext['analytics'] {
  return analyticsFromEnv(opts.env.analytics, opts.variant, {
    productName: site.product.productName,
    siteLinks: opts.siteLinks,
    origin: opts.origin,
  });
}

export function formatBuildLine(report: BuildReport): string {
  const written = report.rendered ?? report.pages;
  const each = written ? report.ms / written : 0;
  const skipped = report.pages - written;
  return `Wrote ${written} pages in ${(report.ms / 1000).toFixed(2)} s (${each.toFixed(2)} ms each)${skipped ? `; ${skipped} unchanged` : ''}${report.removed ? `; removed ${report.removed}` : ''}`;
}
