// What each page is made from, so its hash changes exactly when something it shows changes.
import type { StateCode, Variant } from '../../site/calc/types.ts';
import type { RouteSpec } from '../../site/pages/routes.ts';
import type { SiteData } from './data.ts';
import { hashOf } from './cache.ts';
import { median } from '../../site/pages/county-charts.ts';

/** Data every page of a variant shows (header, footer, site names, product settings). */
export function sharedInputs(site: SiteData, variant: Variant): string {
  return hashOf(
    site.product,
    site.hub,
    Object.fromEntries(Object.entries(site.configs).map(([k, c]) => [k, c!.stateName])),
    variant === 'hub' ? null : site.configs[variant],
  );
}

/** The county tables a content page can cite: the state's rates (or the national table on the hub). */
export function variantInputs(site: SiteData, variant: Variant): string {
  const scope = variant === 'hub' ? null : variant;
  return hashOf(scope ? site.states[scope] : site.national, site.nycRates);
}

// A guide lists counties when it embeds a county table or tool, or cites a figure computed from the rates.
const CITES_COUNTIES =
  /::(tool|county-directory|major-counties|tax-impact|assessor-directory|state-table)\b|\{\{\s*rates\.|\{\{\s*national\.|\{\{\s*nyc\./;

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

/** `neighbours`: county FIPS → bordering FIPS (the boundary file), for the county pages' neighbour charts. */
export function routeInputs(
  route: RouteSpec,
  site: SiteData,
  variant: Variant,
  all: () => string,
  neighbours: Readonly<Record<string, string[]>> = {},
): unknown {
  const state = variant === 'hub' ? null : site.states[variant]!;
  switch (route.kind) {
    case 'county': {
      const county = state!.counties.find((c) => c.slug === route.slug);
      // The charts show the county's history, its neighbours' rates and the state median; the help section names the
      // county's office from the state's office facts.
      const history = county
        ? [
            site.history?.[variant as StateCode]?.counties[county.fips] ?? null,
            site.history?.us?.counties[county.fips] ?? null,
          ]
        : null;
      const near = county
        ? (neighbours[county.fips] ?? []).map((f) => state!.counties.find((c) => c.fips === f)?.ratePct ?? null)
        : null;
      return [
        county,
        county ? (state!.units?.[county.fips] ?? null) : null,
        variant === 'ny' ? site.nycRates : null,
        near,
        median(state!.counties.map((c) => c.ratePct)),
        history,
        site.facts[variant]?.offices ?? null,
      ];
    }
    case 'home':
      // The map shades every county by its rate.
      return state!.counties.map((c) => [c.status, c.fips, c.slug, c.name, c.ratePct]);
    case 'directory':
      return [
        state!.counties,
        site.national.filter((c) => c.state === variant.toUpperCase()).map((c) => [c.fips, c.population]),
        variant === 'ny' ? site.nycRates : null,
      ];
    case 'hub-county':
      // Neighbours can lie across state lines, and the state median takes every county: the whole table.
      return [site.national.find((c) => c.fips === route.fips), all(), site.history?.us?.counties[route.fips] ?? null];
    case 'hub-state':
      // Its map and county table, and each county's ZIP codes (the search's page without JavaScript).
      return [
        site.national
          .filter((c) => c.state.toLowerCase() === route.state.toLowerCase())
          .map((c) => [c, site.allZips?.counties[c.fips] ?? null]),
        site.allZips?.source ?? null,
      ];
    case 'hub-home':
      // The national map's legend and the states table use every county's rate.
      return all();
    case 'districts': {
      const county = state!.counties.find((c) => c.slug === route.slug);
      return [county, county ? (state!.units?.[county.fips] ?? null) : null];
    }
    case 'search':
      // The county list with each county's ZIP codes.
      return [
        variant === 'hub'
          ? site.national.map((c) => [c.state, c.stateName])
          : state!.counties.map((c) => [c.fips, c.slug, c.name]),
        site.allZips?.source ?? null,
        variant === 'hub' ? null : state!.counties.map((c) => site.allZips?.counties[c.fips] ?? null),
      ];
    case 'calculator':
    case 'not-found':
      return null;
    case 'content': {
      const { text, citesCounties } = contentInputs(site, variant, route.id);
      return [text, site.facts, citesCounties ? all() : null];
    }
  }
}
