import { renderToString } from './react-render.ts';
import type { IslandName } from '../../browser/components/island-names.ts';
import { CalculatorPage } from './CalculatorPage.tsx';
import { calculatorProps } from './calculator-props.ts';
import { groupText } from '../../browser/components/group-text.ts';
import type { PageContext } from '../../browser/components/page-context.ts';
import { exampleRows } from './county-examples.ts';
import { SourcesPage } from './SourcesPage.tsx';
import { stateModule } from '../../states/index.ts';
import { recordsBy } from '../../engine/reads.ts';
import { findCounty } from '../../states/estimate/index.ts';
import { hubCountyCharts, nationalCounty, stateCountyCharts } from './county-charts.ts';
import { CountyPage } from './CountyPage.tsx';
import { DirectoryPage } from './DirectoryPage.tsx';
import { HubCountyPage } from './HubCountyPage.tsx';
import { HubHome } from './HubHome.tsx';
import { HubStatePage } from './HubStatePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import type { RouteSpec } from './routes.ts';
import { StateHome } from './StateHome.tsx';
import { directoryProps } from './directory-props.ts';
import { renderContent } from './content/render.tsx';
import { formsIslands } from '../../browser/components/forms/islands.tsx';
import { SearchPage } from './SearchPage.tsx';
import { DistrictsPage } from './DistrictsPage.tsx';

export type { PageData, PageParts } from './page-data.ts';
import type { PageData, PageParts } from './page-data.ts';

export interface RenderedPage {
  title: string;
  description: string;
  body: string;
  islands: IslandName[];
}

export function renderRoute(route: RouteSpec, ctx: PageContext, data: PageData): RenderedPage {
  const { element, ...page } = pageParts(route, ctx, data);
  return { ...page, body: renderToString(element) };
}

/**
 * A page before rendering: the element tree (components and their props, nothing run yet), title, description and
 * every island it loads. The build keys its cache on this, so a page renders only when what it is made from changed.
 */
export function pageParts(route: RouteSpec, ctx: PageContext, data: PageData): PageParts {
  const { element, title, description, islands } = pageFor(route, ctx, data);
  // Analytics runs on every page of a configured build, before the islands so its fetch wrapper sees their calls.
  const measured: IslandName[] = ctx.analytics ? ['analytics'] : [];
  return { element, title, description, islands: ['page', ...measured, ...islands] };
}

function pageFor(route: RouteSpec, ctx: PageContext, data: PageData): PageParts {
  const { t, lang } = ctx;
  const site =
    ctx.variant === 'hub' ? ctx.hub.siteName[lang] : t('site.stateName', { state: ctx.config!.stateName[lang] });
  const titled = (page: string): string => t('meta.pageTitle', { page, site });
  switch (route.kind) {
    case 'hub-home':
      return {
        element: <HubHome ctx={ctx} national={data.national} maps={data.maps} />,
        title: t('meta.homeTitle', { site }),
        description: t('meta.homeDescription'),
        islands: [...searchIsland(ctx), ...formsIslands(ctx)],
      };
    case 'hub-state': {
      // A lookup, so the page reads its state's counties and not the whole national table.
      const counties = recordsBy(data.national, 'state', route.state);
      const name = counties[0]?.stateName ?? route.state;
      return {
        element: <HubStatePage ctx={ctx} counties={counties} maps={data.maps} zips={data.allZips} />,
        title: titled(t('states.heading', { state: name })),
        description: t('states.intro', { state: name }),
        islands: [],
      };
    }
    case 'hub-county': {
      const county = nationalCounty(data.national, route.fips)!;
      return {
        element: (
          <HubCountyPage
            ctx={ctx}
            county={county}
            examples={ctx.product.display.exampleHomeValues}
            charts={hubCountyCharts(ctx, county, data.national, data.maps, data.history)}
          />
        ),
        title: titled(t('hub.countyHeading', { county: county.name, state: county.stateName })),
        description: t('hub.countyDescription', { county: county.name, state: county.stateName }),
        islands: [],
      };
    }
    case 'home': {
      const state = ctx.config!.stateCode;
      const calc = calculatorProps(ctx, { state, county: null, unitsUrl: null, nycRates: data.nycRates });
      return {
        element: <StateHome ctx={ctx} counties={data.states[state]!.counties} calculator={calc} maps={data.maps} />,
        title: t('meta.homeTitle', { site }),
        description: t('meta.homeDescription'),
        islands: ['calculator', ...searchIsland(ctx), ...formsIslands(ctx)],
      };
    }
    case 'calculator': {
      const state = ctx.config!.stateCode;
      const calc = calculatorProps(ctx, { state, county: null, unitsUrl: null, nycRates: data.nycRates });
      return {
        element: <CalculatorPage ctx={ctx} calculator={calc} />,
        title: titled(t('calculator.title')),
        description: t('calculator.intro'),
        islands: ['calculator', ...searchIsland(ctx), ...formsIslands(ctx)],
      };
    }
    case 'directory': {
      const props = directoryProps(ctx, data, groupText(ctx, ['counties.']));
      return {
        element: <DirectoryPage ctx={ctx} directory={props} />,
        title: titled(t('counties.title')),
        description: t('counties.intro'),
        islands: ['directory', ...searchIsland(ctx)],
      };
    }
    case 'county': {
      const state = ctx.config!.stateCode;
      const rates = data.states[state]!;
      const county = findCounty(rates.counties, route.slug)!;
      // The county page's own tables of units, where the state lists them there (Texas).
      const units = stateModule(state).unitTables ? (data.units[state]?.counties[county.fips] ?? null) : null;
      const calc = calculatorProps(ctx, { state, county, unitsUrl: ctx.asset.units, nycRates: data.nycRates });
      return {
        element: (
          <CountyPage
            ctx={ctx}
            county={county}
            survey={nationalCounty(data.national, county.fips) ?? null}
            units={units}
            examples={exampleRows(ctx, county, data.nycRates)}
            calculator={calc}
            facts={data.facts[ctx.variant]}
            charts={stateCountyCharts(ctx, county, rates.counties, units, data.nycRates, data.maps, data.history)}
          />
        ),
        title: t('meta.countyTitle', { county: county.name, year: ctx.product.productYear, site }),
        description: t('meta.countyDescription', {
          county: county.name,
          state: ctx.config!.stateName[lang],
          rate: `${county.ratePct.toFixed(3)}%`,
        }),
        islands: ['calculator', ...formsIslands(ctx)],
      };
    }
    case 'sources': {
      const state = ctx.config!.stateCode;
      // A scope kept apart from the state's (New York City's fiscal years) is shown apart.
      const scopes = [state, ...(stateModule(state).subScopes ?? [])]
        .filter((s) => data.constants[s])
        .map((s) => ({ scope: s, constants: data.constants[s]! }));
      return {
        element: <SourcesPage ctx={ctx} scopes={scopes} counties={data.states[state]!.counties} />,
        title: titled(t('sources.title')),
        description: t('sources.description'),
        islands: [],
      };
    }
    case 'districts': {
      const rates = data.states[ctx.config!.stateCode]!;
      const county = findCounty(rates.counties, route.slug)!;
      const name = t('visual.districts.title', { county: county.name });
      return {
        element: (
          <DistrictsPage ctx={ctx} county={county} units={data.units[ctx.config!.stateCode]!.counties[county.fips]!} />
        ),
        title: titled(name),
        description: t('visual.districts.introAll', { county: county.name }),
        islands: [],
      };
    }
    case 'search': {
      const counties = ctx.variant === 'hub' ? null : data.states[ctx.config!.stateCode]!.counties;
      return {
        element: <SearchPage ctx={ctx} counties={counties} national={data.national} zips={data.allZips} />,
        title: titled(t('visual.search.pageTitle')),
        description: t('visual.search.label'),
        islands: searchIsland(ctx),
      };
    }
    case 'content':
      return renderContent(route, ctx, data);
    case 'not-found':
      return {
        element: <NotFoundPage ctx={ctx} />,
        title: titled(t('notFound.title')),
        description: t('notFound.message'),
        islands: [],
      };
  }
}

/** Pages with the county search load its island, when the build made search data. */
function searchIsland(ctx: PageContext): IslandName[] {
  return ctx.asset.search ? ['search'] : [];
}
