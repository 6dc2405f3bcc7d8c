// The incremental build's skip conditions, one test each, and what a one-county change touches.
import { describe, expect, it } from 'vitest';
import { hashOf, needsRender, orphans, reusableAssets, emptyCache } from '../../../pipeline/build/cache.ts';
import { loadAtlas, mapData } from '../../../pipeline/build/maps.ts';
import { loadSiteData, type SiteData } from '../../../pipeline/build/data.ts';
import { routeInputs } from '../../../pipeline/build/inputs.ts';
import type { AssetManifest } from '../../../pipeline/build/assets.ts';
import type { RouteSpec } from '../../../site/pages/routes.ts';

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
    files: ['assets/a.js', 'assets/s.css'],
  };
  const cache = { ...emptyCache('code1'), assets };
  it('reuses the assets when the code is the same and every file is there', () =>
    expect(reusableAssets(cache, 'code1', () => true)).toBe(assets));
  it('rebuilds them when the code changed', () => expect(reusableAssets(cache, 'code2', () => true)).toBeNull());
  it('rebuilds them when a file is missing', () =>
    expect(reusableAssets(cache, 'code1', (f) => f !== 'assets/s.css')).toBeNull());
  it('rebuilds them with no cache', () => expect(reusableAssets(null, 'code1', () => true)).toBeNull());
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
  const { neighbours } = mapData(loadAtlas(process.cwd()), {
    national: site.national,
    hub: false,
    writeFile: () => '',
  });
  const hash = (data: SiteData, route: RouteSpec) => hashOf(routeInputs(route, data, 'tx', () => 'all', neighbours));
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
