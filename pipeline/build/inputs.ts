// What each page is made from, so its hash changes exactly when something it shows changes.
import type { Variant } from '../../site/calc/types.ts';
import type { RouteSpec } from '../../site/pages/routes.ts';
import type { SiteData } from './data.ts';
import { hashOf } from './cache.ts';

/** Data every page of a variant shows (header, footer, site names, product settings). */
export function sharedInputs(site: SiteData, variant: Variant): string {
  return hashOf(site.product, site.hub, Object.fromEntries(Object.entries(site.configs).map(([k, c]) => [k, c!.stateName])), variant === 'hub' ? null : site.configs[variant]);
}

/** The county tables a content page can cite: the state's rates (or the national table on the hub). */
export function variantInputs(site: SiteData, variant: Variant): string {
  const scope = variant === 'hub' ? null : variant;
  return hashOf(scope ? site.states[scope] : site.national, site.nycRates);
}

// A guide lists counties when it embeds a county table or tool, or cites a figure computed from the rates.
const CITES_COUNTIES = /::(tool|county-directory|major-counties|tax-impact|assessor-directory|state-table)\b|\{\{\s*rates\.|\{\{\s*national\.|\{\{\s*nyc\./;

/** A content page's own text (both languages), and the FAQ/glossary entries when it embeds them. */
function contentInputs(site: SiteData, variant: Variant, id: string): { text: string; citesCounties: boolean } {
  const scopes = [variant === 'hub' ? 'all' : variant, 'all'];
  const page = scopes.map((s) => site.content[s]?.pages?.[id]).find(Boolean) ?? null;
  let text = JSON.stringify(page);
  for (const list of ['faq', 'glossary'] as const) {
    if (text.includes(`::${list}`)) text += JSON.stringify(scopes.map((s) => site.content[s]?.[list] ?? null));
  }
  return { text, citesCounties: CITES_COUNTIES.test(text) };
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
    case 'content': {
      const { text, citesCounties } = contentInputs(site, variant, route.id);
      return [text, site.facts, citesCounties ? all() : null];
    }
  }
}
