import { join } from 'node:path';
import type { Lang, Variant } from '../../site/calc/types.ts';
import { localizePath, normalizeBase } from '../../site/i18n/paths.ts';
import { createTranslator } from '../../site/i18n/index.ts';
import type { PageContext } from '../../site/pages/context.ts';
import { renderRoute } from '../../site/pages/render.tsx';
import { buildAssets, writeHashedJson } from './assets.ts';
import { countyListData } from './county-list.ts';
import { type SiteData, loadSiteData } from './data.ts';
import { type BuildEffects, diskEffects } from './effects.ts';
import { LANGS, listRoutes, outputFile } from './routes.ts';
import { loadShell } from './shell.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

export const VARIANTS: readonly Variant[] = ['hub', 'tx', 'ca', 'fl', 'ny'];

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
}

export interface BuildReport {
  pages: number;
  ms: number;
}

/** Builds one variant: assets first, then every page rendered and written one at a time. */
export async function buildVariant(opts: BuildOptions, fx: BuildEffects = diskEffects(), data?: SiteData): Promise<BuildReport> {
  const started = performance.now();
  const site = data ?? loadSiteData(opts.root);
  const base = normalizeBase(opts.base);
  const siteUrl = `${opts.origin.replace(/\/$/, '')}${base}`;
  fx.remove(opts.outDir);

  // Assets and lazily loaded data carry content hashes, so pages can point at them before they render.
  const assets = await buildAssets(opts.root, opts.outDir, base, fx);
  const countyList = opts.variant === 'hub' ? null
    : writeHashedJson(opts.outDir, base, `counties-${opts.variant}`, countyListData(site, opts.variant), fx);
  const shell = loadShell(opts.root);
  const translators = Object.fromEntries(LANGS.map((lang) => [lang, createTranslator(lang, opts.variant === 'hub' ? undefined : opts.variant)]));

  const pairs: { en: string; es: string }[] = [];
  let pages = 0;
  for (const route of listRoutes(opts.variant, site)) {
    const urls = { en: localizePath(route.path, 'en', base), es: localizePath(route.path, 'es', base) };
    const unitsUrl = route.kind === 'county' ? writeUnits(opts, site, base, route.slug, fx) : null;
    for (const lang of LANGS) {
      const ctx = pageContext(opts, site, base, siteUrl, lang, route.path, translators[lang]!.t, { countyList, units: unitsUrl });
      const page = renderRoute(route, ctx, site);
      const html = shell({
        htmlLang: lang === 'es' ? 'es-MX' : 'en-US',
        title: page.title,
        description: page.description,
        canonical: `${opts.origin.replace(/\/$/, '')}${urls[lang]}`,
        alternates: [
          { hreflang: 'en', href: `${opts.origin.replace(/\/$/, '')}${urls.en}` },
          { hreflang: 'es', href: `${opts.origin.replace(/\/$/, '')}${urls.es}` },
          { hreflang: 'x-default', href: `${opts.origin.replace(/\/$/, '')}${urls.en}` },
        ],
        stylesheet: assets.stylesheet,
        favicon: assets.favicon,
        scripts: page.islands.map((name) => assets.scripts[name]),
        body: page.body,
        robotsNoindex: route.kind === 'not-found',
      });
      fx.write(join(opts.outDir, outputFile(urls[lang].slice(base.length - 1))), html);
      pages += 1;
    }
    if (route.kind !== 'not-found') pairs.push({ en: `${opts.origin.replace(/\/$/, '')}${urls.en}`, es: `${opts.origin.replace(/\/$/, '')}${urls.es}` });
  }
  fx.write(join(opts.outDir, 'sitemap.xml'), sitemapXml(pairs));
  fx.write(join(opts.outDir, 'robots.txt'), robotsTxt(siteUrl));
  const ms = performance.now() - started;
  return { pages, ms };
}

export function pageContext(opts: BuildOptions, site: SiteData, base: string, siteUrl: string, lang: Lang, path: string, t: PageContext['t'], asset: PageContext['asset']): PageContext {
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
    stateNames: Object.fromEntries(Object.entries(site.configs).map(([code, c]) => [code, c!.stateName])) as PageContext['stateNames'],
    t,
    href: (englishPath) => localizePath(englishPath, lang, base),
    siteHref: (variant, englishPath) => localizePath(englishPath, lang, normalizeBase(opts.siteLinks[variant])),
    asset,
  };
}

/** Texas county pages: the county's taxing units for the bill builder, loaded after the page. */
function writeUnits(opts: BuildOptions, site: SiteData, base: string, slug: string, fx: BuildEffects): string | null {
  if (opts.variant !== 'tx') return null;
  const rates = site.states.tx!;
  const county = rates.counties.find((c) => c.slug === slug);
  const units = county ? rates.units?.[county.fips] : undefined;
  if (!units) return null;
  const slim = units.map(({ id, name, type, districtType, ratePct, countywide }) => ({ id, name, type, districtType, ratePct, countywide }));
  return writeHashedJson(opts.outDir, base, `units-${slug}`, { units: slim }, fx);
}

export function formatBuildLine(report: BuildReport): string {
  const each = report.pages ? report.ms / report.pages : 0;
  return `Wrote ${report.pages} pages in ${(report.ms / 1000).toFixed(2)} s (${each.toFixed(2)} ms each)`;
}
