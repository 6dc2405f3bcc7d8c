// Renders content routes the way the build does (same data, context and translator), in memory.
import { renderToStaticMarkup } from 'react-dom/server';
import type { Lang, Variant } from '../../../schema/codes.ts';
import { createTranslator } from '../../../i18n/index.ts';
import { localizePath } from '../../../i18n/paths.ts';
import { pageContext } from '../../../generator/index.ts';
import { loadSiteData, type SiteData } from '../../../generator/data.ts';
import { sitePlan } from '../../../generator/plan.ts';
import type { PageContext } from '../../../browser/components/page-context.ts';
import { renderContent } from '../../../generator/pages/content/render.tsx';
import { figureRoot, type FigureRoot } from '../../../i18n/content/figures.ts';

export const ROOT = process.cwd();
let cached: SiteData | null = null;
export const siteData = (): SiteData => (cached ??= loadSiteData(ROOT));

export function contextFor(variant: Variant, lang: Lang, path: string): PageContext {
  const opts = sitePlan(ROOT, {})[variant];
  const t = createTranslator(lang, variant === 'hub' ? undefined : variant).t;
  return pageContext(opts, siteData(), opts.base, `${opts.origin}${opts.base}`, lang, path, t, {
    countyList: null,
    units: null,
  });
}

export function rootFor(variant: Variant): FigureRoot {
  const data = siteData();
  const config = variant === 'hub' ? null : data.configs[variant]!;
  return figureRoot(variant, {
    product: data.product,
    hub: data.hub,
    facts: data.facts,
    config,
    counties: config ? data.states[config.stateCode]!.counties : null,
    units: config ? data.units[config.stateCode]?.counties : undefined,
    national: data.national,
    nycRates: data.nycRates,
    constants: data.constants,
  });
}

export interface RenderedContent {
  html: string;
  title: string;
  description: string;
  islands: string[];
  url: string;
}

export function renderPage(variant: Variant, id: string, path: string, lang: Lang): RenderedContent {
  const ctx = contextFor(variant, lang, path);
  const parts = renderContent({ kind: 'content', path, id }, ctx, siteData());
  return {
    html: renderToStaticMarkup(parts.element),
    title: parts.title,
    description: parts.description,
    islands: parts.islands,
    url: localizePath(path, lang, ctx.base),
  };
}
