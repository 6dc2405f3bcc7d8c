// The build checks itself as it ends: a page linking to a path no build produces fails the build,
// naming the page and the link; the pages are measured per kind for the table `cli.ts build` prints.
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { memoryEffects } from '../../../generator/effects.ts';
import { buildVariant } from '../../../generator/index.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { checkBuiltSite, formatSizeTable, internalLinks, linkScanner } from '../../../generator/self-check.ts';
import { smallSite } from './small-site.ts';

const root = process.cwd();

describe('checkBuiltSite on a tiny fixture site', () => {
  const files = new Map([
    ['index.html', '<a href="/tx/county/harris">Harris</a> <link href="/tx/assets/site-1a2b3c4d.css">'],
    [
      'county/harris/index.html',
      '<a href="/tx/">Home</a> <a href="/tx/county/travis?x=1#y">Travis</a> <img src="/tx/data/map.svg">' +
        ' <a href="/hub/county/tx/harris">Hub</a> <a href="/hub/assets/other-99.css">x</a>' +
        ' <a href="https://example.org/">out</a> <form action="/api/contact"></form> <a href="/api/notify">API</a>',
    ],
    ['county/travis/index.html', '<a href="/tx/county/nowhere/">Gone</a> <a href="/elsewhere">Off site</a>'],
  ]);
  const pages = [
    { rel: 'index.html', url: '/tx/', kind: 'home' },
    { rel: 'county/harris/index.html', url: '/tx/county/harris', kind: 'county' },
    { rel: 'county/travis/index.html', url: '/tx/county/travis', kind: 'county' },
  ];
  const sites = [
    { base: '/tx/', files: new Set([...files.keys(), 'assets/site-1a2b3c4d.css', 'data/map.svg']) },
    { base: '/hub/', files: new Set(['county/tx/harris/index.html']), pagesOnly: true },
  ];
  const check = checkBuiltSite(pages, (rel) => files.get(rel)!, sites);

  it('finds each link to a page or file nothing produces, and only those', () => {
    expect(check.broken).toEqual([
      { page: '/tx/county/travis', link: '/tx/county/nowhere/' },
      { page: '/tx/county/travis', link: '/elsewhere' },
    ]);
  });

  it('measures the pages per kind: count, total, median and the largest', () => {
    const county = check.sizes.find((s) => s.kind === 'county')!;
    const bytes = [...files].filter(([rel]) => rel.startsWith('county/')).map(([, html]) => Buffer.byteLength(html));
    expect(county).toEqual({
      kind: 'county',
      pages: 2,
      bytes: bytes[0]! + bytes[1]!,
      median: (bytes[0]! + bytes[1]!) / 2,
      largest: { url: '/tx/county/harris', bytes: Math.max(...bytes) },
    });
    const table = formatSizeTable(check.sizes);
    expect(table[0]).toMatch(/^kind\s+pages\s+total\s+median\s+largest$/);
    expect(table[1]).toMatch(/^county\s+2\s+.*kB \/tx\/county\/harris$/);
  });

  it('finds the same in pages scanned where they were rendered, without reading them back', () => {
    const scan = linkScanner();
    const scanned = pages.map((page) => {
      const html = files.get(page.rel)!;
      return { ...page, scanned: { bytes: Buffer.byteLength(html), links: scan(html) } };
    });
    const read = (rel: string): string => {
      throw new Error(`read back ${rel}`);
    };
    expect(checkBuiltSite(scanned, read, sites)).toEqual(check);
  });

  it("keeps no page's HTML once its links are taken: only the links, each once", () => {
    // A link matched in a page is a slice of it; held (in a list, or as a key) it holds the whole page. Heap measured
    // after full collections: two hundred pages of 100 kB, each with a link of its own, would hold 20 MB.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const scan = linkScanner();
    const held: string[][] = [];
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 200; i++) {
      const page = `<a href="/tx/county/page-${i}">x</a> <a href="/tx/">home</a> ${'<p>text</p>'.repeat(9000)}`;
      held.push(scan(page));
    }
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(held[199]).toEqual(['/tx/county/page-199', '/tx/']);
    expect(held[0]![1]).toBe(held[1]![1]);
    expect(grown).toBeLessThan(2_000_000);
  });

  it("lists a page's internal links in order, a repeated one each time, and only internal ones", () => {
    const html = files.get('county/harris/index.html')! + ' <a href="/tx/">Again</a> <a href="//cdn.example/x.js">';
    expect(internalLinks(html)).toEqual([
      '/tx/',
      '/tx/county/travis',
      '/tx/data/map.svg',
      '/hub/county/tx/harris',
      '/hub/assets/other-99.css',
      '/api/notify',
      '/tx/',
    ]);
  });
});

describe('the build refuses a broken internal link', () => {
  const site = loadSiteData(root);
  const opts = {
    ...sitePlan(root, { NODE_ENV: 'production' }).fl,
    routes: (r: { path: string }) => r.path === '/about',
  };

  it('fails naming the page and the link when a page links to a page no build produces', async () => {
    const data = smallSite(site);
    const about = data.content.us!.pages.about!;
    about.en.body += '\n\nSee [our county map](/county-map) for more.\n';
    const build = buildVariant(opts, memoryEffects(), data);
    await expect(build).rejects.toThrow(
      /build fl: refused, 1 internal link .*\n {2}\/fl\/about links to \/fl\/county-map\n/,
    );
  });

  it('reads back a page kept from the last build: an edit there since (same size) linking nowhere is refused', async () => {
    const fx = memoryEffects();
    const data = smallSite(site);
    await buildVariant(opts, fx, data);
    const about = join(opts.outDir, 'about/index.html');
    const html = fx.read(about);
    expect(html).toContain('href="/fl/sources"');
    fx.files.set(about, html.replace('href="/fl/sources"', 'href="/fl/sourcez"'));
    const again = buildVariant(opts, fx, data);
    await expect(again).rejects.toThrow(
      /build fl: refused, 1 internal link .*\n {2}\/fl\/about links to \/fl\/sourcez\n/,
    );
  });

  it('takes a kept page’s links from its record while its file is as the check last saw it: none is read back', async () => {
    const fx = memoryEffects();
    const data = smallSite(site);
    await buildVariant(opts, fx, data);
    const read = fx.read;
    const readBack: string[] = [];
    fx.read = (path) => {
      if (path.endsWith('.html')) readBack.push(path);
      return read(path);
    };
    const again = await buildVariant(opts, fx, data);
    expect(again.rendered).toBe(0);
    expect(again.sizes!.reduce((n, s) => n + s.pages, 0)).toBe(again.pages);
    expect(readBack).toEqual([]);
  });

  it('builds the real mini Florida site (every kind of page) without one, and measures each kind', async () => {
    const report = await buildVariant(sitePlan(root, { NODE_ENV: 'production' }).fl, memoryEffects(), smallSite(site));
    const kinds = new Map(report.sizes!.map((s) => [s.kind, s]));
    expect([...kinds.keys()].sort()).toEqual(
      expect.arrayContaining(['calculator', 'content', 'county', 'directory', 'home', 'not-found', 'sources']),
    );
    expect(kinds.get('county')!.pages).toBe(14);
    expect(kinds.get('county')!.largest.url).toMatch(/^\/fl\/(es\/condado|county)\//);
  });
});
