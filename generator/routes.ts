import type { Lang, Variant } from '../schema/codes.ts';
import type { RouteSpec } from './pages/routes.ts';
import type { SiteData } from './data.ts';
import { contentRoutes } from './pages/content/routes.ts';
import { hasDistrictsPage } from './pages/district-list.ts';
import { entryFigure } from '../engine/entry-figures.ts';

export const LANGS: readonly Lang[] = ['en', 'es'];

/**
 * Every page of a variant, in a fixed order (English path; the Spanish twin comes from the path map). Without
 * `districts`, a state site's counties' pages of districts are left out: only they read its units.
 */
export function listRoutes(variant: Variant, data: SiteData, districts = true): RouteSpec[] {
  if (variant === 'hub') {
    const states = [...new Set(data.national.map((c) => c.state))].sort();
    return [
      { kind: 'hub-home', path: '/' },
      ...states.map((state): RouteSpec => ({ kind: 'hub-state', path: `/states/${state.toLowerCase()}`, state })),
      ...data.national.map((c): RouteSpec => ({
        kind: 'hub-county',
        path: `/county/${c.state.toLowerCase()}/${c.slug}`,
        fips: c.fips,
      })),
      { kind: 'search', path: '/search' },
      ...contentRoutes(variant),
      { kind: 'not-found', path: '/404' },
    ];
  }
  const rates = data.states[variant]!;
  return [
    { kind: 'home', path: '/' },
    { kind: 'calculator', path: '/calculator' },
    { kind: 'directory', path: '/counties' },
    { kind: 'search', path: '/search' },
    ...rates.counties.map((c): RouteSpec => ({ kind: 'county', path: `/county/${c.slug}`, slug: c.slug })),
    { kind: 'sources', path: '/sources' },
    ...(districts ? rates.counties : [])
      .filter((c) => {
        const counties = data.units[variant]?.counties;
        return counties !== undefined && districtsPage(counties, c.fips);
      })
      .map((c): RouteSpec => ({ kind: 'districts', path: `/county/${c.slug}/districts`, slug: c.slug })),
    ...contentRoutes(variant),
    { kind: 'not-found', path: '/404' },
  ];
}

/** Whether a county has a page of its districts, by its units' digest where they were read county by county. */
const districtsPage = entryFigure('districts page', hasDistrictsPage);

/** Where a page's HTML goes inside dist/<variant>/: clean URLs as folders with index.html. */
export function outputFile(path: string): string {
  if (path === '/') return 'index.html';
  if (path === '/404' || path === '/es/404') return `${path.slice(1)}.html`;
  return `${path.slice(1)}/index.html`;
}
