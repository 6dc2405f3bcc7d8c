// The incremental build's assets and orphans, what a one-county change touches (by what each page read as it
// rendered), and the fingerprints the build's records are digested with.
import { describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import { orphans, reusableAssets, emptyCache } from '../../../generator/cache.ts';
import { collectReads } from '../../../engine/reads.ts';
import { settledReads, trackedData, valueAt } from '../../../generator/read-tracking.ts';
import { sharedPartRenderer } from '../../../generator/shared-parts.ts';
import { loadAtlas, mapData } from '../../../generator/maps.ts';
import { loadSiteData, type SiteData } from '../../../generator/data.ts';
import { declareInputs, fingerprinter, murmur128 } from '../../../generator/fingerprint.ts';
import { pageContext } from '../../../generator/pages.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { createTranslator } from '../../../i18n/index.ts';
import { pageParts } from '../../../generator/pages/render.tsx';
import type { AssetManifest } from '../../../generator/assets.ts';
import type { RouteSpec } from '../../../generator/pages/routes.ts';

describe('reusableAssets', () => {
  const assets: AssetManifest = {
    scripts: {
      calculator: '/a.js',
      directory: '/d.js',
      page: '/p.js',
      tools: '/t.js',
      forms: '/f.js',
      analytics: '/an.js',
      search: '/se.js',
    },
    stylesheet: '/s.css',
    favicon: '/i.svg',
    sha256: {},
    files: ['assets/a.js', 'assets/s.css'],
  };
  const cache = { ...emptyCache('code1', '/fl/'), assets };
  it('reuses the assets when the code is the same and every file is there', () =>
    expect(reusableAssets(cache, 'code1', '/fl/', () => true)).toBe(assets));
  it('rebuilds them when the code changed', () =>
    expect(reusableAssets(cache, 'code2', '/fl/', () => true)).toBeNull());
  it('rebuilds them when a file is missing', () =>
    expect(reusableAssets(cache, 'code1', '/fl/', (f) => f !== 'assets/s.css')).toBeNull());
  // The pages and the scripts name the assets by the site's base: a site moved to its own domain
  // (SITE_URL_<VARIANT>) needs them made again, or every page links to the old addresses.
  it('rebuilds them when the base changed', () => expect(reusableAssets(cache, 'code1', '/', () => true)).toBeNull());
  it('rebuilds them with no cache', () => expect(reusableAssets(null, 'code1', '/fl/', () => true)).toBeNull());
});

describe('orphans', () => {
  it('lists files the build no longer produces, and only those', () => {
    expect(orphans(['index.html', 'county/old/index.html', 'assets/x-OLD.js'], new Set(['index.html']))).toEqual([
      'county/old/index.html',
      'assets/x-OLD.js',
    ]);
  });
});

describe('a one-county rate change', () => {
  const site = loadSiteData(process.cwd());
  const changed: SiteData = structuredClone(site);
  const travis = changed.states.tx!.counties.find((c) => c.slug === 'travis')!;
  const rateBefore = travis.ratePct;
  travis.ratePct += 0.01;
  const maps = mapData(loadAtlas(process.cwd()), { national: site.national, hub: false, writeFile: () => '' });
  const opts = sitePlan(process.cwd(), { NODE_ENV: 'production' }).tx;
  const t = declareInputs(createTranslator('en', 'tx').t, 'en');
  const asset = { countyList: '/tx/data/counties.json', units: null, search: null };
  const before = { ...site, maps };
  const after = { ...changed, maps };
  const tracked = trackedData(before);
  const render = sharedPartRenderer();
  // What the page read as it rendered (pages.ts keeps it in the page's record), and whether any of it differs after
  // the change: a page none of whose reads changed is kept without being rendered.
  const touched = (route: RouteSpec): boolean => {
    const ctx = pageContext(opts, site, '/tx/', 'http://x/tx/', 'en', route.path, t, asset);
    const { reads } = collectReads(() => render(pageParts(route, ctx, tracked).element));
    return settledReads(reads).some((key) => !isDeepStrictEqual(valueAt(before, key), valueAt(after, key)));
  };
  const county = (slug: string): RouteSpec => ({ kind: 'county', path: `/county/${slug}`, slug });

  it("is read by that county's page and by the directory that lists it", () => {
    expect(touched(county('travis'))).toBe(true);
    expect(touched({ kind: 'directory', path: '/counties' })).toBe(true);
  });

  it('is read by the pages of its neighbours (their charts show its rate) and the home (its map shades it)', () => {
    expect(touched(county('williamson'))).toBe(true);
    expect(touched({ kind: 'home', path: '/' })).toBe(true);
  });

  it('is not read by any other county page, nor by the calculator page', () => {
    for (const slug of ['harris', 'bexar', 'dallas']) expect(touched(county(slug)), slug).toBe(false);
    expect(touched({ kind: 'calculator', path: '/calculator' })).toBe(false);
  });

  it('a status flip to official is read by the home page (its rate status)', () => {
    travis.ratePct = rateBefore;
    travis.status = 'official';
    expect(touched({ kind: 'home', path: '/' })).toBe(true);
    expect(touched(county('harris'))).toBe(false);
  });
});

describe('fingerprints of page props', () => {
  it('refuse a function whose inputs are not declared: it could hide data from the cache key', () => {
    const rate = 1.2;
    expect(() => fingerprinter()({ props: { format: () => rate } })).toThrow(/function format with no declared inputs/);
  });
  it('tell apart props that differ anywhere, and agree on equal ones', () => {
    const fp = fingerprinter();
    const big = Array.from({ length: 500 }, (_, i) => ({ fips: String(i), rate: i / 100 }));
    const other = structuredClone(big);
    other[499]!.rate = 9;
    expect(fp({ a: big })).not.toBe(fp({ a: other }));
    expect(fp({ a: big })).toBe(fingerprinter()({ a: structuredClone(big) }));
  });
  // The tree is hashed as words, not spelled out: values that would run together as text must not.
  it('tell apart values of other kinds, lengths or places that spell alike', () => {
    const pairs: [unknown, unknown][] = [
      [{ a: '1' }, { a: 1 }],
      [{ a: ['ab', 'c'] }, { a: ['a', 'bc'] }],
      [{ a: [1, 2] }, { a: [12] }],
      [{ a: [[1], 2] }, { a: [1, [2]] }],
      [{ ab: 'c' }, { a: 'bc' }],
      [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
      [{ a: null }, { a: undefined }],
      [{ a: true }, { a: 'true' }],
      [{ a: 'x' }, { a: 'x\u0000' }],
      [{ a: {} }, { a: [] }],
      [new Map([['a', 1]]), new Set([['a', 1]])],
    ];
    const fp = fingerprinter();
    for (const [x, y] of pairs) expect(fp(x), JSON.stringify([x, y])).not.toBe(fp(y));
  });
  it('agree on a shared object however often and wherever a page meets it', () => {
    const shared = Array.from({ length: 100 }, (_, i) => ({ slug: `c${i}`, rate: i / 7 }));
    const fp = fingerprinter();
    const once = fp({ list: shared });
    fp({ other: shared, again: shared });
    expect(fp({ list: shared })).toBe(once);
    expect(fingerprinter()({ list: structuredClone(shared) })).toBe(once);
  });
  // Published MurmurHash3 x86_128 values (seed 0), as the murmurhash3js package computes them.
  it.each([
    ['', '00000000000000000000000000000000'],
    ['abcd', '96b6ccaa45afc62e45afc62e45afc62e'],
    ['abcdefghijkl', '738503fef48224c027d4dfadd28ce553'],
    ['The quick brown fox jumps over the lazy dog!', 'a328ec0a13b01fa198f33b21b15df203'],
  ])('hash their words with MurmurHash3 x86_128: %j', (text, expected) => {
    const bytes = Buffer.from(text, 'latin1');
    const words = new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    const out = new Int32Array(4);
    murmur128(words, 0, words.length, out);
    expect([...out].map((x) => (x >>> 0).toString(16).padStart(8, '0')).join('')).toBe(expected);
  });
  it('say where a refused value sits', () => {
    const fp = fingerprinter();
    expect(() => fp({ rows: [{ ok: 1 }, { cell: { render: () => 1 } }] }, 'tx/county/harris')).toThrow(
      'page props at tx/county/harris.rows[1].cell.render: function render with no declared inputs',
    );
    expect(() => fp({ when: new Date(0) })).toThrow('page props at page.when: a Date object; pages take plain data');
  });
});
