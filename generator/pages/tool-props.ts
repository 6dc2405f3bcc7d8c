// Builds each guide tool's props from what a page has (PageContext and PageData), so a content
// page only writes renderTool(name, toolProps(name, ctx, data)). Figures come from generated/:
// facts files, state configs, county records, product settings; text is resolved here, in the
// page's language, and travels as a flat table.
import type { StateCode } from '../../schema/codes.ts';
import type { CountyRate } from '../../schema/index.ts';
import type { ToolCounty, ToolName, ToolPropsMap } from '../../browser/components/tools/types.ts';
import { groupText } from '../../browser/components/group-text.ts';
import type { PageContext } from '../../browser/components/page-context.ts';
import type { PageData } from './page-data.ts';
import { glossaryProps, faqProps, type SearchSource } from './tool-search-props.ts';
import { melloRoosFacts, paymentFacts, prop13Facts } from './tool-facts.ts';

export type { SearchSource } from './tool-search-props.ts';

/** What a tool needs beyond ctx and data: the search tools may be told which entries to show. */
export interface ToolExtras {
  'payment-calculator': undefined;
  'prop13-demo': undefined;
  'tax-shock': undefined;
  'mello-roos-finder': undefined;
  'glossary-search': SearchSource<'glossary-search'>;
  'faq-search': SearchSource<'faq-search'>;
}

// Every tool also carries the error texts its boundaries show (browser/components/errors).
const ERROR_TEXT = ['errors.app.', 'errors.component.', 'errors.generic'];
const TEXT_GROUPS: Record<ToolName, string[]> = {
  'payment-calculator': ['tool.common.', 'tool.payment.', 'tools.payment.'],
  'prop13-demo': ['tool.common.', 'tool.prop13.', 'tools.prop13.'],
  'tax-shock': ['tool.common.', 'tool.taxShock.', 'tools.taxShock.'],
  'mello-roos-finder': ['tool.common.', 'tool.melloRoos.', 'melloRoos.', 'common.retry'],
  'glossary-search': ['glossary.', 'tool.search.'],
  'faq-search': ['faq.', 'tool.search.'],
};

export function toolText(ctx: PageContext, name: ToolName) {
  return groupText(ctx, [...TEXT_GROUPS[name], ...ERROR_TEXT]);
}

const slim = ({ source: _s, remark: _r, ...rest }: CountyRate): ToolCounty => rest;

function countiesOf(data: PageData, state: StateCode): CountyRate[] {
  const counties = data.states[state]?.counties;
  if (!counties) throw new Error(`tool props: no county records for ${state} in generated/rates`);
  return counties;
}

/** The state's most populous county (national table), as a tool's starting choice. */
function largestCounty(data: PageData, counties: readonly CountyRate[]): string {
  const population = new Map(data.national.map((c) => [c.fips, c.population ?? 0]));
  return [...counties].sort((a, b) => (population.get(b.fips) ?? 0) - (population.get(a.fips) ?? 0))[0]!.slug;
}

export function toolProps<N extends ToolName>(
  name: N,
  ctx: PageContext,
  data: PageData,
  extra?: ToolExtras[N],
): ToolPropsMap[N] {
  const stateName = ctx.config?.stateName[ctx.lang];
  const base = { lang: ctx.lang, text: toolText(ctx, name), ...(stateName ? { stateName } : {}) };
  const display = ctx.product.display;
  const props = ((): ToolPropsMap[ToolName] => {
    switch (name) {
      case 'payment-calculator':
        return { ...base, facts: paymentFacts(data) };
      case 'prop13-demo': {
        const config = ctx.config!;
        const facts = prop13Facts(data);
        const counties = countiesOf(data, 'ca');
        const levy = (c: CountyRate): number => c.generalLevyPct ?? (config.calc.generalLevyPct as number);
        // The statewide average is carried by the records whose county has no sourced figure of its own
        // (their source is the Board of Equalization's statewide totals); without one, the first county.
        const statewide = counties.find((c) => /statewide/i.test(c.source));
        const areas = [
          ...(statewide
            ? [
                {
                  id: 'statewide',
                  name: ctx.t('tool.prop13.statewide'),
                  ratePct: statewide.ratePct,
                  generalLevyPct: levy(statewide),
                  sourceYear: statewide.sourceYear,
                },
              ]
            : []),
          ...counties.map((c) => ({
            id: c.slug,
            name: c.name,
            ratePct: c.ratePct,
            generalLevyPct: levy(c),
            sourceYear: c.sourceYear,
          })),
        ];
        return {
          ...base,
          productYear: ctx.product.productYear,
          capPct: config.calc.assessmentCapPct as number,
          baseYear: facts.baseYear,
          areas,
          defaultArea: areas[0]!.id,
          defaults: facts.example,
        };
      }
      case 'tax-shock': {
        const config = ctx.config!;
        const counties = countiesOf(data, 'fl');
        const { stateCode, stateName, exemptions, stats, deadlines, calc } = config;
        return {
          ...base,
          config: { stateCode, stateName, exemptions, stats, deadlines, calc },
          counties: counties.map(slim),
          defaultCounty: largestCounty(data, counties),
          defaultPrice: display.defaultHomeValue,
        };
      }
      case 'mello-roos-finder':
        return {
          ...base,
          counties: countiesOf(data, 'ca').map(({ fips, name, slug, ratePct, generalLevyPct, sourceYear }) => ({
            fips,
            name,
            slug,
            ratePct,
            generalLevyPct,
            sourceYear,
          })),
          zipTableUrl: ctx.asset.zipCounties ?? null,
          facts: melloRoosFacts(data),
          exampleValue: display.defaultHomeValue,
          countyHref: ctx.href('/county/{{slug}}'),
        };
      case 'glossary-search':
        return { ...base, ...glossaryProps(ctx, data, extra as SearchSource<'glossary-search'> | undefined) };
      case 'faq-search':
        return { ...base, ...faqProps(ctx, data, extra as SearchSource<'faq-search'> | undefined) };
    }
  })();
  return props as ToolPropsMap[N];
}
