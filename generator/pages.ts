// Rendering a share of a site's pages, the same on the main thread and in a worker (workers.ts):
// a page is rendered inside a collection of what it reads of the site's data (read-tracking.ts),
// so its record keeps exactly the records its HTML was made from; a later build keeps the page
// without rendering it while those records, the code and the page's context are as they were.
import type { Lang } from '../schema/codes.ts';
import { analyticsFromEnv } from '../browser/analytics/config.ts';
import { createTranslator, localizePath, normalizeBase } from '../i18n/index.ts';
import type { PageContext } from '../browser/components/page-context.ts';
import { type PageData, pageParts } from './pages/render.tsx';
import type { RouteSpec } from './pages/routes.ts';
import type { AssetManifest } from './assets.ts';
import { hashOf, type PageRecord } from './cache.ts';
import type { SiteData } from './data.ts';
import type { BuildEffects } from './effects.ts';
import { type Fingerprint, declareInputs, fingerprinter } from './fingerprint.ts';
import { collectReads } from '../engine/reads.ts';
import { settledReads, trackedData } from './read-tracking.ts';
import type { Digester } from './record-digests.ts';
import type { BuildOptions } from './options.ts';
import { LANGS, outputFile } from './routes.ts';
import { loadShell } from './shell.ts';
import { sharedPartRenderer } from './shared-parts.ts';
import { linkScanner } from './self-check.ts';

/** What every page of one variant's build shares; plain data, so a worker can be given it. */
export interface PageJob {
  opts: Omit<BuildOptions, 'routes'>;
  code: string;
  assets: AssetManifest;
  links: {
    countyList: string | null;
    zipCounties: string | null;
    search: string | null;
    zipCentres: string | null;
    mapZips: string | null;
  };
  /** County slug → URL of its units JSON (the bill builder's data). */
  units: Record<string, string | null>;
  /** County slug → URL of its ZIP codes' JSON (the ZIP field's data). */
  zips: Record<string, string | null>;
  csp: string;
}

export interface PageResult {
  rel: string;
  record: PageRecord;
  rendered: boolean;
  /** It was rendered again, whether or not its file changed (false: its reads were unchanged, read-tracking.ts). */
  built?: boolean;
  /** A page rendered now: its internal links, taken from its HTML here for the build's self-check (self-check.ts). */
  links?: string[];
}

export interface PageUrls {
  en: string;
  es: string;
}

// A build asks for a route's addresses several times (its page list, the sitemap, the self-check, the page itself):
// the hub's 3,214 routes took its main thread a tenth of a second of localized paths. Made once per route and base.
const urlsOf = new WeakMap<RouteSpec, { base: string; urls: Readonly<PageUrls> }>();

export function routeUrls(route: RouteSpec, base: string): Readonly<PageUrls> {
  const known = urlsOf.get(route);
  if (known?.base === base) return known.urls;
  const urls = Object.freeze({ en: localizePath(route.path, 'en', base), es: localizePath(route.path, 'es', base) });
  urlsOf.set(route, { base, urls });
  return urls;
}

export const pageFile = (url: string, base: string): string => outputFile(url.slice(base.length - 1));

export interface PageRenderer {
  (
    route: RouteSpec,
    prev: (rel: string) => PageRecord | undefined,
    /** A page file's size on disk, where the caller knows it without asking the disk (a worker's chunk). */
    known?: (rel: string) => number | null | undefined,
  ): PageResult[];
  /**
   * Both pages of `route` when their records keep them at a glance: the same context, every read's digest the last
   * build's and the file as it was. Null when a page needs more (its shortcut worked out, or the page rendered).
   */
  kept(route: RouteSpec, prev: (rel: string) => PageRecord | undefined): PageResult[] | null;
}

/**
 * A renderer for one variant's pages: translators, the shell template and the fingerprint memo are made once, then
 * each call renders (or skips) one route in both languages and queues its files on `fx`.
 */
export function pageRenderer(
  job: PageJob,
  site: SiteData,
  pageData: PageData,
  fx: BuildEffects,
  /** A digester of records by read key over pageData (record-digests.ts), given this renderer's fingerprinter. */
  digesterWith: (fingerprint: Fingerprint) => Digester,
): PageRenderer {
  const { opts } = job;
  const base = normalizeBase(opts.base);
  const origin = opts.origin.replace(/\/$/, '');
  const siteUrl = `${origin}${base}`;
  const shell = loadShell(opts.root, fx);
  const fingerprint = fingerprinter();
  const digestOf = digesterWith(fingerprint);
  const renderBody = sharedPartRenderer();
  const scanLinks = linkScanner();
  const translators = Object.fromEntries(
    LANGS.map((lang) => {
      const t = createTranslator(lang, opts.variant === 'hub' ? undefined : opts.variant);
      return [lang, declareInputs(t.t, 'translator', lang, opts.variant)];
    }),
  ) as Record<Lang, PageContext['t']>;
  const shared = Object.fromEntries(
    LANGS.map((lang) => [lang, languageContext(opts, site, base, siteUrl, lang, translators[lang])]),
  ) as Record<Lang, LanguageContext>;
  const out = (rel: string): string => `${opts.outDir}/${rel}`;
  // Pages read the data through proxies that note what they read (read-tracking.ts).
  const tracked = trackedData(pageData);
  // What a page is made from besides its reads: the code, the job but its per-county addresses and where its files go,
  // and the settings every page's context takes from the site whole (languageContext).
  const { units: _units, zips: _zips, opts: _opts, ...common } = job;
  const { variant, base: siteBase, origin: siteOrigin, siteLinks, env } = opts;
  const settings = hashOf(common, variant, siteBase, siteOrigin, siteLinks, env, site.product, site.configs, site.hub);
  const contextOf = (route: RouteSpec, lang: Lang, unitsUrl: string | null, zipsUrl: string | null) =>
    fingerprint([settings, route, lang, unitsUrl, zipsUrl]);
  const shortcutOf = (context: string, reads: string[]) => fingerprint([context, reads, reads.map(digestOf)]);
  const addresses = (route: RouteSpec) => ({
    urls: routeUrls(route, base),
    unitsUrl: route.kind === 'county' ? (job.units[route.slug] ?? null) : null,
    zipsUrl: route.kind === 'county' ? (job.zips[route.slug] ?? null) : null,
  });
  const kept: PageRenderer['kept'] = (route, prev) => {
    const { urls, unitsUrl, zipsUrl } = addresses(route);
    const results: PageResult[] = [];
    for (const lang of LANGS) {
      const rel = pageFile(urls[lang], base);
      const before = prev(rel);
      if (
        !before?.reads ||
        before.context !== contextOf(route, lang, unitsUrl, zipsUrl) ||
        !digestOf.kept(before.reads) ||
        fx.size(out(rel)) !== before.size
      )
        return null;
      results.push({ rel, record: before, rendered: false });
    }
    return results;
  };
  const render = (
    route: RouteSpec,
    prev: (rel: string) => PageRecord | undefined,
    known?: (rel: string) => number | null | undefined,
  ): PageResult[] => {
    const onDisk = (rel: string): number | null => {
      const size = known?.(rel);
      return size === undefined ? fx.size(out(rel)) : size;
    };
    const { urls, unitsUrl, zipsUrl } = addresses(route);
    return LANGS.map((lang) => {
      const rel = pageFile(urls[lang], base);
      const before = prev(rel);
      const context = contextOf(route, lang, unitsUrl, zipsUrl);
      // Read the same records as last time, which are as they were: the page is unchanged, and not rendered. With
      // the same context and every read's digest the last build's (its file unchanged), the shortcut is the same too.
      if (
        before?.reads &&
        ((before.context === context && digestOf.kept(before.reads)) ||
          before.shortcut === shortcutOf(context, before.reads)) &&
        onDisk(rel) === before.size
      )
        return { rel, record: before.context === context ? before : { ...before, context }, rendered: false };
      const ctx = pageContext(
        opts,
        site,
        base,
        siteUrl,
        lang,
        route.path,
        translators[lang],
        {
          countyList: job.links.countyList,
          units: unitsUrl,
          zipCounties: job.links.zipCounties,
          search: job.links.search,
          zips: zipsUrl,
          zipCentres: job.links.zipCentres,
          mapZips: job.links.mapZips,
        },
        shared[lang],
      );
      // Rendered inside the collection: the page reads what its components read as they write it, shared parts
      // included (shared-parts.ts notes theirs again on every page that takes them).
      const made = collectReads(() => {
        const parts = pageParts(route, ctx, tracked);
        return { page: parts, body: renderBody(parts.element) };
      });
      const { page, body } = made.value;
      const reads = settledReads(made.reads);
      const shortcut = shortcutOf(context, reads);
      const frame = {
        htmlLang: lang === 'es' ? 'es-MX' : 'en-US',
        title: page.title,
        description: page.description,
        canonical: `${origin}${urls[lang]}`,
        alternates: [
          { hreflang: 'en', href: `${origin}${urls.en}` },
          { hreflang: 'es', href: `${origin}${urls.es}` },
          { hreflang: 'x-default', href: `${origin}${urls.en}` },
        ],
        stylesheet: job.assets.stylesheet,
        favicon: job.assets.favicon,
        scripts: page.islands.map((name) => job.assets.scripts[name]),
        csp: job.csp,
        robotsNoindex: route.kind === 'not-found',
      };
      const html = shell({ ...frame, body });
      const size = Buffer.byteLength(html);
      // Made again from changed records, a page may come out byte for byte as it was (a record changed
      // where the page shows nothing of it): it is left as it is, so a deploy carries only the pages that
      // changed and a reviewer sees only those.
      const same = before !== undefined && fx.size(out(rel)) === size && fx.read(out(rel)) === html;
      if (!same) fx.write(out(rel), html);
      return {
        rel,
        record: { size, reads, shortcut, context },
        rendered: !same,
        built: true,
        links: scanLinks(html),
      };
    });
  };
  return Object.assign(render, { kept });
}

/** What the context of every page of one language shares; a renderer makes it once per language. */
export type LanguageContext = Omit<PageContext, 'path' | 'asset'>;

export function languageContext(
  opts: Omit<BuildOptions, 'routes'>,
  site: SiteData,
  base: string,
  siteUrl: string,
  lang: Lang,
  t: PageContext['t'],
): LanguageContext {
  // Every page links to the same few paths (home, its state, the nav): each is localised once.
  const localized = new Map<string, string>();
  return {
    variant: opts.variant,
    lang,
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
    href: declareInputs(
      (englishPath: string) => {
        let url = localized.get(englishPath);
        if (url === undefined) localized.set(englishPath, (url = localizePath(englishPath, lang, base)));
        return url;
      },
      'href',
      lang,
      base,
    ),
    siteHref: declareInputs(
      (variant: keyof BuildOptions['siteLinks'], englishPath: string) =>
        localizePath(englishPath, lang, normalizeBase(opts.siteLinks[variant])),
      'siteHref',
      lang,
      opts.siteLinks,
    ),
    apiBase: opts.env.apiBase,
    analytics: analyticsSetup(opts, site),
  };
}

export function pageContext(
  opts: Omit<BuildOptions, 'routes'>,
  site: SiteData,
  base: string,
  siteUrl: string,
  lang: Lang,
  path: string,
  t: PageContext['t'],
  asset: PageContext['asset'],
  shared: LanguageContext = languageContext(opts, site, base, siteUrl, lang, t),
): PageContext {
  return { ...shared, path, asset };
}

/** ANALYTICS_GTM_ID[_<VARIANT>] and ERROR_DSN[_<VARIANT>]: unset, the pages carry no analytics at all. */
export function analyticsSetup(opts: Omit<BuildOptions, 'routes'>, site: SiteData): PageContext['analytics'] {
  return analyticsFromEnv(opts.env.analytics, opts.variant, {
    productName: site.product.productName,
    siteLinks: opts.siteLinks,
    origin: opts.origin,
  });
}
