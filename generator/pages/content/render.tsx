import { GuideFrame } from '../../../browser/components/content/GuideFrame.tsx';
import type { Crumb } from '../../../browser/components/Layout.tsx';
import { siteName } from '../../../i18n/site-name.ts';
import type { PageContext } from '../../../browser/components/page-context.ts';
import type { IslandName } from '../../../browser/components/island-names.ts';
import type { PageData, PageParts } from '../page-data.ts';
import type { RouteSpec } from '../routes.ts';
import { builtOn, CATALOGUE, entryById } from '../../../i18n/content/catalogue.ts';
import { renderDirective } from './directives.tsx';
import { siteFigureRoot } from '../../../i18n/content/figures.ts';
import { outline, renderMarkdown } from './markdown.tsx';
import { pageText } from './page-text.ts';

/** Where a Markdown link goes: site paths in the page's language, `site:tx/…` to another site, the web in a new tab. */
export function linkResolver(ctx: PageContext) {
  return (target: string): { href: string; external: boolean } => {
    if (/^https:\/\//.test(target)) return { href: target, external: true };
    if (target.startsWith('#')) return { href: target, external: false };
    const other = /^site:(hub|tx|ca|fl|ny)(\/.*)$/.exec(target);
    if (other) return { href: ctx.siteHref(other[1] as 'hub', other[2]!), external: false };
    if (!target.startsWith('/'))
      throw new Error(`link ${target}: expected a site path (/guides/x), site:<variant>/path or an https address`);
    const path = target.split('#')[0]!;
    const content = CATALOGUE.find((e) => e.path === path);
    if (content && !builtOn(content, ctx.variant))
      throw new Error(`link ${target}: that page is not built on the ${ctx.variant} site`);
    if (ctx.variant === 'hub' && ['/calculator', '/counties'].includes(path))
      throw new Error(`link ${target}: the hub has no ${path} page`);
    return { href: ctx.href(target), external: false };
  };
}

/** Renders a content page (guide, FAQ, glossary, legal page, tool page). */
export function renderContent(
  route: Extract<RouteSpec, { kind: 'content' }>,
  ctx: PageContext,
  data: PageData,
): PageParts {
  const { t, lang } = ctx;
  const entry = entryById(route.id);
  const configs = ctx.config ? { [ctx.config.stateCode]: ctx.config } : {};
  // Named one by one: a spread of the data would read every part of it whole (read-tracking.ts).
  const root = siteFigureRoot(ctx.variant, {
    product: ctx.product,
    hub: ctx.hub,
    configs,
    facts: data.facts,
    states: data.states,
    units: data.units,
    national: data.national,
    nycRates: data.nycRates,
    constants: data.constants,
  });
  const text = pageText(data, route.id, lang, root);
  const islands = new Set<IslandName>();
  const env = { ctx, data, root, islands };
  const body = renderMarkdown(text.body, {
    link: linkResolver(ctx),
    directive: (name, args) => renderDirective(env, name, args),
  });
  const home: Crumb = { label: t('guides.breadcrumbHome'), href: ctx.href('/') };
  const underGuides = entry.group === 'state-guide' || entry.group === 'guide' || entry.group === 'tool';
  const breadcrumbs: Crumb[] = underGuides
    ? [home, { label: t('guides.breadcrumbTaxGuides'), href: ctx.href('/tax-guides') }, { label: text.breadcrumb }]
    : [home, { label: text.breadcrumb }];
  return {
    element: (
      <GuideFrame
        ctx={ctx}
        title={text.title}
        lead={text.description}
        breadcrumbs={breadcrumbs}
        outline={outline(text.body)}
      >
        {body}
      </GuideFrame>
    ),
    title: t('meta.pageTitle', { page: text.title, site: siteName(ctx) }),
    description: text.description,
    islands: [...islands],
  };
}
