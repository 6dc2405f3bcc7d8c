// The incremental build's skip conditions, one test each, and what a one-county change touches.
import { describe, expect, it } from 'vitest';
import { needsRender, orphans, reusableAssets, emptyCache } from '../../../generator/cache.ts';
import { loadAtlas, mapData } from '../../../generator/maps.ts';
import { loadSiteData, type SiteData } from '../../../generator/data.ts';
import { declareInputs, fingerprinter, murmur128 } from '../../../generator/fingerprint.ts';
import { pageContext } from '../../../generator/pages.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { createTranslator } from '../../../i18n/index.ts';
import { pageParts } from '../../../generator/pages/render.tsx';
import type { AssetManifest } from '../../../generator/assets.ts';
import type { RouteSpec } from '../../../generator/pages/routes.ts';

describe('needsRender', () => {
  const prev = { input: 'abc', size: 1200 };
  it('renders a page the cache has never seen', () => expect(needsRender(undefined, 'abc', 1200)).toBe(true));
  it('renders when the inputs changed', () => expect(needsRender(prev, 'abd', 1200)).toBe(true));
  it('renders when the file is gone', () => expect(needsRender(prev, 'abc', null)).toBe(true));
  it('renders when the file was altered since it was written', () => expect(needsRender(prev, 'abc', 1199)).toBe(true));
  it('skips a page whose inputs and file are unchanged', () => expect(needsRender(prev, 'abc', 1200)).toBe(false));
});

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
  travis.ratePct += 0.01;
  const maps = mapData(loadAtlas(process.cwd()), { national: site.national, hub: false, writeFile: () => '' });
  const opts = sitePlan(process.cwd(), { NODE_ENV: 'production' }).tx;
  const t = declareInputs(createTranslator('en', 'tx').t, 'en');
  const asset = { countyList: '/tx/data/counties.json', units: null, search: null };
  // The cache key's page part: the fingerprint of the element tree before rendering (pages.ts).
  const hash = (data: SiteData, route: RouteSpec) =>
    fingerprinter()(
      pageParts(route, pageContext(opts, data, '/tx/', 'http://x/tx/', 'en', route.path, t, asset), { ...data, maps })
        .element,
    );
  const county = (slug: string): RouteSpec => ({ kind: 'county', path: `/county/${slug}`, slug });

  it("changes the inputs of that county's page and of the directory that lists it", () => {
    expect(hash(changed, county('travis'))).not.toBe(hash(site, county('travis')));
    expect(hash(changed, { kind: 'directory', path: '/counties' })).not.toBe(
      hash(site, { kind: 'directory', path: '/counties' }),
    );
  });

  it('changes the pages of its neighbours (their charts show its rate) and the home (its map shades it)', () => {
    expect(hash(changed, county('williamson'))).not.toBe(hash(site, county('williamson')));
    expect(hash(changed, { kind: 'home', path: '/' })).not.toBe(hash(site, { kind: 'home', path: '/' }));
  });

  it('leaves every other county page and the calculator page as they were', () => {
    for (const slug of ['harris', 'bexar', 'dallas'])
      expect(hash(changed, county(slug))).toBe(hash(site, county(slug)));
    expect(hash(changed, { kind: 'calculator', path: '/calculator' })).toBe(
      hash(site, { kind: 'calculator', path: '/calculator' }),
    );
  });

  it('a status flip to official changes the home page (its rate status)', () => {
    travis.status = 'official';
    expect(hash(changed, { kind: 'home', path: '/' })).not.toBe(hash(site, { kind: 'home', path: '/' }));
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
