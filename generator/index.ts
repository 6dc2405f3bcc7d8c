import { dirname, join } from 'node:path';
import type { Variant } from '../schema/codes.ts';
import { normalizeBase } from '../i18n/paths.ts';
import { buildAssets, bundleAssets } from './assets.ts';
import {
  type BuildCache,
  cacheText,
  codeHash,
  emptyCache,
  keptWhole,
  loadCache,
  orphans,
  reusableAssets,
} from './cache.ts';
import { type EntryFigureRecord, collectEntryFigures } from '../engine/entry-figures.ts';
import { countyListData } from './county-list.ts';
import {
  type SiteData,
  dataEntries,
  dataSources,
  firstUseFiles,
  loadSiteData,
  noteFirstUse,
  watchFirstUse,
} from './data.ts';
import { generatedReads } from './generated-reads.ts';
import { type BuildEffects, diskEffects } from './effects.ts';
import { LANGS, listRoutes } from './routes.ts';
import { type PageFiles, pageFiles } from './page-files.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { headersFile, metaContentSecurityPolicy } from './security-headers.ts';
import { contentHash } from './hash.ts';
import { HASHES_FILE, hashesFile } from './hash-list.ts';
import { NATION_FILE, STATE_WIDTH, loadAtlas, mapData, nationalMap } from './maps.ts';
import { mapNotes } from './map-notes.ts';
import { searchData } from './search-data.ts';
import { unitsPayload } from './units-payload.ts';
import { countyZips, mapZips, zipCentres } from './zips-payload.ts';
import { dataFileMaker } from './data-files.ts';
import { recordDigests } from './record-digests.ts';
import { type Memoised, SEP, memoised, recordsBy } from '../engine/reads.ts';
import { statePoints } from './map-geometry.ts';
import { type PageJob, analyticsSetup, pageFile, routeUrls } from './pages.ts';
import { compressedNames } from './precompress.ts';
import { outputDigest } from './stamp.ts';
import { siteFolder } from './site-folder.ts';
import { type KindSize, BrokenLinkError, type LinkSite, checkBuiltSite, scanPage } from './self-check.ts';
import { defaultWorkers, nationalMapOnHelper, renderPages, shareSite, stopWorkers, threaded } from './workers.ts';
export { pageContext } from './pages.ts';
export { formatBuildLine } from './report-line.ts';

import { VARIANTS } from '../schema/codes.ts';
export { VARIANTS };

export type { BuildEnv, BuildOptions } from './options.ts';
import type { BuildOptions } from './options.ts';
import { stateModule } from '../states/index.ts';

export interface BuildReport {
  pages: number;
  /** Pages rendered this time (the rest were unchanged and skipped). */
  rendered?: number;
  /** Pages whose element tree was built to learn whether they changed (the others read only unchanged records). */
  built?: number;
  removed?: number;
  ms: number;
  /** What the build has to say beyond counts: where the boundary file and the rate tables disagree. */
  notes?: string[];
  /** The pages written, measured per page kind (self-check.ts). */
  sizes?: KindSize[];
  /** On disk: the site folder's digest as the build left it (stamp.ts), for its stamp. */
  output?: string;
  /** The data files pages load: how many were made, and how many kept as they were (data-files.ts). */
  dataFiles?: { made: number; kept: number };
  /** Record digests taken from the last build, and made now (of records the next build can take). */
  digests?: { kept: number; made: number };
  /**
   * The files of generated/ this build, or a page or data file it kept, read (generated-reads.ts): the site's stamp
   * takes only the names of the others. Undefined: it may have read any.
   */
  read?: string[];
}

/** Builds one variant: assets first, then every page whose inputs changed, rendered on every core. */
export async function buildVariant(
  options: BuildOptions,
  effects: BuildEffects = diskEffects(console.log, options.precompress ? { served: options.outDir } : {}),
  data?: SiteData,
): Promise<BuildReport> {
  const started = performance.now();
  const site = data ?? loadSiteData(options.root);
  const code = options.code ?? codeHash(options.root, options.env.nodeEnv);
  // Read (beside the site's folder, never in it) while a helper lists the folder: the hub's listing took longer to come
  // than the cache to read.
  const prev = loadCache(cachePathOf(options), effects);
  // What this build reads of the files parsed on first use, noted until it ends (generated-reads.ts), and the figures
  // of single counties it uses (entry-figures.ts: whether one has a page of districts, first of all for its routes).
  const watch = watchFirstUse(site);
  const figures = collectEntryFigures(prev?.codeHash === code ? prev.entryFigures : undefined);
  try {
    return await buildSite(options, effects, site, watch.files, started, { code, prev, figures });
  } finally {
    figures.stop();
    watch.stop();
  }
}

async function buildSite(
  options: BuildOptions,
  effects: BuildEffects,
  site: SiteData,
  firstUseRead: ReadonlySet<string>,
  started: number,
  { code, prev, figures }: { code: string; prev: BuildCache | null; figures: EntryFigureRecord },
): Promise<BuildReport> {
  // The listing is this thread's: the options the page renderers are sent are plain data.
  const { listing, last, ...opts } = options;
  const workers = opts.workers ?? defaultWorkers();
  const forced = opts.workers !== undefined;
  const base = normalizeBase(opts.base);
  const origin = opts.origin.replace(/\/$/, '');
  const siteUrl = `${origin}${base}`;
  const routes = listRoutes(opts.variant, site).filter(opts.routes ?? (() => true));
  const cachePath = cachePathOf(opts);
  // On disk, the site's folder is listed once, before anything is written: kept files are looked up, not stat-ed.
  const folder = effects.threadable ? siteFolder(opts.outDir, effects, effects.threadable.served, await listing) : null;
  const fx = folder?.fx ?? effects;
  const cache = emptyCache(code, base);
  const produced = new Set<string>();
  const out = (rel: string): string => join(opts.outDir, rel);
  // A build with no record of the last (or other code) builds every page: the workers get the site now. Otherwise
  // renderPages starts them only if the pages its records cannot keep are many (one unit's rate builds two).
  const sharing = (forced || prev?.codeHash !== code) && threaded(fx, workers, routes.length, forced, site);
  if (sharing) shareSite(site, opts.root, workers);
  // A record's digest is the last build's while its file's bytes and the code are the same (record-digests.ts).
  const digests = recordDigests(
    prev?.codeHash === code && prev.base === base ? prev.digests : undefined,
    dataSources(site),
    dataEntries(site),
  );
  // The hub's national map takes a third of a second to draw: kept from the last build while its table and file are
  // as they were (drawn only if a page built now needs its outlines), else drawn by a worker while this thread makes
  // the data files, or here.
  const keptNation =
    opts.variant === 'hub' &&
    prev?.nationMap !== undefined &&
    digests.known.has(`maps${SEP}nationUrl`) &&
    fx.size(out(prev.nationMap)) !== null
      ? prev.nationMap
      : null;
  const nation = sharing && opts.variant === 'hub' && !keptNation ? nationalMapOnHelper(site, opts.root) : null;
  // The folders of pages new since the last build are made on libuv's pool while this thread makes the data files.
  fx.prepare?.(
    routes
      .flatMap((route) => {
        const urls = routeUrls(route, base);
        return LANGS.map((lang) => pageFile(urls[lang], base)).filter((rel) => !prev?.pages[rel]);
      })
      .map((rel) => dirname(out(rel))),
  );

  // Assets and lazily loaded data carry content hashes, so pages can point at them before they render. esbuild
  // bundles the islands in its own process meanwhile this thread makes the data files and the maps.
  const assetsReady = Promise.resolve(
    reusableAssets(prev, code, base, (rel) => fx.size(out(rel)) !== null) ??
      buildAssets(opts.root, opts.outDir, base, fx, code),
  );
  // Awaited below; a failure meanwhile (while this thread awaits the national map) is not an unhandled one.
  assetsReady.catch(() => {});
  const variant = opts.variant;
  const files = dataFileMaker({
    site,
    base,
    code,
    outDir: opts.outDir,
    fx,
    prev: prev?.files,
    produced,
    digesterWith: (fingerprint) => digests.over(site, fingerprint),
  });
  const countyList =
    variant === 'hub' ? null : countyManifest(files.file(`counties-${variant}`, (s) => countyListData(s, variant))!);
  // The Mello-Roos finder (California's) fetches the ZIP table on its first search.
  const withZipTable = variant !== 'hub' && stateModule(variant).zipCountyTable === true;
  const zipCounties = withZipTable ? files.file('ca-zip-counties', (s) => s.zipCounties ?? null) : null;
  // The county search: one index per site, the hub's ZIPs in ten files by first digit (made once for all of them).
  const searchMemo = new WeakMap<object, Memoised<ReturnType<typeof searchData> | null>>();
  const searchOf = (s: SiteData) => memoised(searchMemo, s, () => (s.allZips ? searchData(s, variant) : null));
  const shardUrls: Record<string, string> = {};
  for (const digit of '0123456789') {
    const shard = files.file(`zips-${digit}`, (s) => searchOf(s)?.shards?.[digit] ?? null);
    if (shard) shardUrls[digit] = shard;
  }
  const search = files.file(
    `search-${variant}`,
    (s) => {
      const made = searchOf(s);
      return made && (made.shards ? { ...made.index, shards: shardUrls } : made.index);
    },
    shardUrls,
  );
  function countyManifest(listUrl: string): string {
    const rel = 'data/counties.json';
    const text = JSON.stringify({ counties: listUrl });
    if (fx.size(out(rel)) === null || fx.read(out(rel)) !== text) fx.write(out(rel), text);
    produced.add(rel);
    return `${base}${rel}`;
  }
  // Maps: shapes from the boundary file; the hub's national map is a separate cached SVG file.
  const atlas = loadAtlas(opts.root, fx.read);
  const svgFile = (name: string, text: string): string => {
    const rel = `data/${name}-${contentHash(text)}.svg`;
    if (fx.size(out(rel)) === null) fx.write(out(rel), text);
    produced.add(rel);
    if (name === NATION_FILE) cache.nationMap = rel;
    return `${base}${rel}`;
  };
  if (keptNation) {
    produced.add(keptNation);
    cache.nationMap = keptNation;
  }
  const maps = mapData(atlas, {
    national: site.national,
    hub: opts.variant === 'hub',
    writeFile: svgFile,
    nation: keptNation
      ? { url: `${base}${keptNation}`, draw: () => nationalMap(atlas, site.national) }
      : ((await nation) ?? undefined),
  });
  const pageData = { ...site, maps };
  const policy = { apiBase: opts.env.apiBase, analytics: analyticsSetup(opts, site) };
  const units: Record<string, string | null> = {};
  const zips: Record<string, string | null> = {};
  // A county page's units and ZIPs, each found by the page's slug (a lookup that notes that one county).
  const countyOf = (s: SiteData, slug: string) =>
    variant === 'hub' ? undefined : recordsBy(s.states[variant]?.counties ?? [], 'slug', slug)[0];
  for (const route of routes)
    if (route.kind === 'county' && variant !== 'hub') {
      const { slug } = route;
      units[slug] = files.file(`units-${slug}`, (s) => {
        const county = countyOf(s, slug);
        return county ? unitsPayload(variant, s.units[variant], county.fips) : null;
      });
      zips[slug] = files.file(`zips-${slug}`, (s) => {
        const county = countyOf(s, slug);
        return county ? countyZips(s.zips[variant], county.fips) : null;
      });
    }
  const zipCentresUrl =
    variant === 'hub' ? null : files.file(`zip-centres-${variant}`, (s) => zipCentres(s.zips[variant]));
  // The state home's map: a tap snaps to the ZIP centre nearest it, as the map draws them.
  const state = variant === 'hub' ? null : variant;
  const prefix = state && site.states[state]?.counties[0]?.fips.slice(0, 2);
  const mapZipsUrl =
    state && prefix
      ? files.file(
          `map-zips-${state}`,
          (s) => mapZips(s.zips[state], (points) => statePoints(atlas.topology, prefix, STATE_WIDTH, points)),
          prefix,
        )
      : null;
  cache.files = files.records;
  const assets = await assetsReady;
  cache.assets = assets;
  assets.files.forEach((f) => produced.add(f));
  const { routes: _filter, workers: _workers, code: _code, ...plain } = opts;
  const job: PageJob = {
    opts: plain,
    code,
    assets,
    links: { countyList, zipCounties, search, zipCentres: zipCentresUrl, mapZips: mapZipsUrl },
    units,
    zips,
    csp: metaContentSecurityPolicy(policy),
  };
  const results = await renderPages(
    job,
    site,
    pageData,
    routes,
    (rel) => prev?.pages[rel],
    fx,
    workers,
    digests,
    forced,
  );
  if (last) await stopWorkers();
  cache.digests = digests.stored();
  const entryFigures = figures.stored();
  if (Object.keys(entryFigures).length) cache.entryFigures = entryFigures;
  let rendered = 0;
  let built = 0;
  const scanned = new Map<string, { bytes: number; links: string[] }>();
  for (const r of results) {
    cache.pages[r.rel] = r.record;
    produced.add(r.rel);
    if (r.rendered) rendered += 1;
    if (r.built) built += 1;
    if (r.links) scanned.set(r.rel, { bytes: r.record.size, links: r.links });
  }
  const pages = results.length;
  const pairs = routes
    .filter((route) => route.kind !== 'not-found')
    .map((route) => routeUrls(route, base))
    .map((urls) => ({ en: `${origin}${urls.en}`, es: `${origin}${urls.es}` }));
  for (const [rel, text] of [
    ['sitemap.xml', sitemapXml(pairs)],
    ['robots.txt', robotsTxt(siteUrl)],
    ['_headers', headersFile(policy)],
    [HASHES_FILE, hashesFile(assets.sha256)],
  ] as const) {
    if (fx.size(out(rel)) === null || fx.read(out(rel)) !== text) fx.write(out(rel), text);
    produced.add(rel);
  }
  if (fx.threadable?.served)
    for (const rel of [...produced]) for (const copy of compressedNames(rel)) produced.add(copy);
  await fx.flush();
  // Its writes done, what this build did not produce goes (pages that no longer exist, superseded assets; the cache
  // lives outside dist/), and the rest, as listed and written, is what the site's stamp and the self-check read.
  const removed = orphans(folder ? folder.listed() : fx.list(opts.outDir), produced);
  for (const rel of removed) fx.remove(out(rel));
  const left = folder?.after(
    results.filter((r) => r.rendered).map((r) => out(r.rel)),
    removed,
  );
  const stamps = left && new Map(left.map((f) => [f.rel.slice(1), `${f.size}:${f.mtimeMs}`]));
  const stampOf = (rel: string): string | null => (stamps ? (stamps.get(rel) ?? null) : (fx.stamp?.(out(rel)) ?? null));
  // Every page is checked, rendered now (scanned as it was rendered) or kept (it may link to a page this build
  // removed): a kept page by the links taken from it when its file was as it is now, else read back.
  let seenChanged = false;
  const pageList = routes.flatMap((route) => {
    const urls = routeUrls(route, base);
    return LANGS.map((lang) => {
      const rel = pageFile(urls[lang], base);
      const record = cache.pages[rel]!;
      const stamp = stampOf(rel);
      let seen = scanned.get(rel);
      if (!seen && stamp !== null && record.seen?.stamp === stamp)
        seen = { bytes: record.size, links: record.seen.links };
      seen ??= scanPage(fx.read(out(rel)));
      const before = record.seen;
      record.seen = stamp === null ? undefined : { stamp, links: seen.links };
      if (before?.stamp !== record.seen?.stamp || before?.links !== record.seen?.links) seenChanged = true;
      return { url: urls[lang], rel, kind: route.kind, scanned: seen };
    });
  });
  const check = checkBuiltSite(pageList, (rel) => fx.read(out(rel)), linkSites(opts, site, base, produced));
  if (check.broken.length > 0) throw new BrokenLinkError(opts.variant, check.broken);
  // Written once the pages pass: a page refused is built again next time. A cache of the same records is not written.
  const asStored = digests.asStored() && figures.asStored();
  if (seenChanged || !keptWhole(prev, cache, asStored)) fx.write(cachePath, cacheText(cache));
  await fx.flush();
  return {
    pages,
    rendered,
    built,
    removed: removed.length,
    ms: performance.now() - started,
    notes: mapNotes(atlas, opts.variant, site),
    sizes: check.sizes,
    dataFiles: files.counts(),
    digests: digests.counts(),
    ...(left ? { output: outputDigest(opts.outDir, left) } : {}),
    read: generatedReads(dataSources(site), firstUseFiles(site), firstUseRead, [
      ...Object.values(cache.pages),
      ...Object.values(cache.files),
    ]),
  };
}

/**
 * Starts bundling the islands at once (esbuild works in its own process) when some site of this build has no cache
 * yet, so a cold build has them by the time its pages are ready to render. A site with a cache may reuse its assets,
 * and then nothing is bundled before buildVariant asks.
 */
/** `code`: the build's code hash where the caller has it (made from digests it read already). */
export function prepareAssets(
  plans: readonly Pick<BuildOptions, 'root' | 'outDir' | 'variant' | 'env'>[],
  code?: string,
): void {
  const disk = diskEffects(() => {});
  const cold = plans.some((o) => !disk.exists(cachePathOf(o)));
  if (cold && plans[0]) {
    const { root, env } = plans[0];
    // Failure is reported by the build that awaits the bundle.
    bundleAssets(root, code ?? codeHash(root, env.nodeEnv)).catch(() => {});
  }
}

/** Beside the output, never inside it: the cache is not part of the deployed site. */
const cachePathOf = (opts: Pick<BuildOptions, 'outDir' | 'variant'>): string =>
  join(opts.outDir, '..', '.build-cache', `${opts.variant}.json`);

/** Each site's page files, with the files parsed on first use that listing them read (noted again when taken). */
const pageFileMemo = new WeakMap<SiteData, Map<string, { files: PageFiles; read: Set<string> }>>();

/**
 * Where a page's internal links may point: this site's files, the pages a build of only some routes
 * left out, and the pages of the other sites served beside it (from the same data, so known here).
 */
function linkSites(opts: BuildOptions, site: SiteData, base: string, produced: Set<string>): LinkSite[] {
  const pagesOf = (variant: Variant, siteBase: string, districts = true): PageFiles => {
    // Each site's page list is made once per site data: five sites built in one process each check against all five.
    let bySite = pageFileMemo.get(site);
    if (!bySite) pageFileMemo.set(site, (bySite = new Map()));
    const key = `${variant} ${siteBase} ${districts}`;
    let known = bySite.get(key);
    if (!known) {
      const watch = watchFirstUse(site);
      const files = pageFiles(listRoutes(variant, site, districts), siteBase);
      bySite.set(key, (known = { files, read: watch.stop() }));
    } else noteFirstUse(site, known.read);
    return known.files;
  };
  const pages = pagesOf(opts.variant, base);
  const own: LinkSite = { base, files: { has: (file) => produced.has(file) || pages.has(file) } };
  const others = VARIANTS.filter((v) => v !== opts.variant && opts.siteLinks[v]?.startsWith('/')).map((v): LinkSite => {
    const otherBase = normalizeBase(opts.siteLinks[v]);
    const known = v === 'hub' || site.states[v] !== undefined;
    // Another site's pages of districts are looked for only when a link is to a page file none of its other pages
    // have: the list of them reads its state's units, which a build that does not show them (the hub's) never parses.
    const files = known && {
      has: (file: string) =>
        pagesOf(v, otherBase, false).has(file) || (file.endsWith('.html') && pagesOf(v, otherBase).has(file)),
    };
    return { base: otherBase, files: files || null, pagesOnly: true };
  });
  return [own, ...others];
}
