// What each page is made from, so its hash changes exactly when something it shows changes.
import type { Variant } from '../../site/calc/types.ts';
import type { RouteSpec } from '../../site/pages/routes.ts';
import type { SiteData } from './data.ts';
import { hashOf } from './cache.ts';

/** Data every page of a variant shows (header, footer, site names, product settings). */
export function sharedInputs(site: SiteData, variant: Variant): string {
  return hashOf(site.product, site.hub, Object.fromEntries(Object.entries(site.configs).map(([k, c]) => [k, c!.stateName])), variant === 'hub' ? null : site.configs[variant]);
}

/** Content pages cite facts, configs and county tables freely: they depend on all of the variant's data. */
export function variantInputs(site: SiteData, variant: Variant): string {
  const scope = variant === 'hub' ? null : variant;
  return hashOf(site.facts, (site as { content?: unknown }).content ?? null, scope ? site.states[scope] : site.national, site.nycRates);
}

export function routeInputs(route: RouteSpec, site: SiteData, variant: Variant, all: () => string): unknown {
  const state = variant === 'hub' ? null : site.states[variant]!;
  switch (route.kind) {
    case 'county': {
      const county = state!.counties.find((c) => c.slug === route.slug);
      return [county, county ? state!.units?.[county.fips] ?? null : null, variant === 'ny' ? site.nycRates : null];
    }
    case 'home':
      return state!.counties.map((c) => c.status);
    case 'directory':
      return [state!.counties, site.national.filter((c) => c.state === variant.toUpperCase()).map((c) => [c.fips, c.population]), variant === 'ny' ? site.nycRates : null];
    case 'hub-county':
      return site.national.find((c) => c.fips === route.fips);
    case 'hub-state':
      return site.national.filter((c) => c.state.toLowerCase() === route.state.toLowerCase());
    case 'hub-home':
      return site.national.map((c) => [c.state, c.stateName]);
    case 'calculator':
    case 'not-found':
      return null;
    case 'content':
      return all();
  }
}
