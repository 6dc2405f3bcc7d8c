// The kinds of page the build renders, read from its route list (generator/routes.ts), and the
// pages the accessibility and layout tests open for them: every kind, in both languages, at phone and
// desktop widths. A kind the build adds is opened as soon as it is built; each of those tests also
// fails if its list leaves a kind out (coverageGaps).
import type { Lang, Variant } from '../../schema/codes.ts';
import { CATALOGUE } from '../../i18n/content/catalogue.ts';
import { localizePath } from '../../i18n/paths.ts';
import type { RouteSpec } from '../../generator/pages/routes.ts';
import { loadSiteData } from '../../generator/data.ts';
import { ALL_VARIANTS } from '../../generator/plan.ts';
import { LANGS, listRoutes } from '../../generator/routes.ts';

/** The widths every kind of page is checked at: a phone's and a desktop's. */
export const REQUIRED_WIDTHS = [360, 1280] as const;

/** A route's kind; a content page's is its catalogue group (state guide, guide, tool, reference, site, index). */
export function pageKind(route: RouteSpec): string {
  if (route.kind !== 'content') return route.kind;
  const entry = CATALOGUE.find((e) => e.id === route.id);
  if (!entry) throw new Error(`content page ${route.id} is not in the catalogue`);
  return `content:${entry.group}`;
}

let routes: Record<Variant, RouteSpec[]> | undefined;
/** Every variant's route list, as the build makes it from generated/. */
function routeLists(): Record<Variant, RouteSpec[]> {
  if (!routes) {
    const data = loadSiteData(process.cwd());
    routes = Object.fromEntries(ALL_VARIANTS.map((v) => [v, listRoutes(v, data)])) as Record<Variant, RouteSpec[]>;
  }
  return routes;
}

/** The kinds of page of one variant's route list, in its order. */
export function kindsOf(variant: Variant): string[] {
  return [...new Set(routeLists()[variant].map(pageKind))];
}

/**
 * The page that stands for a kind where the first of the route list would say less: the largest county
 * with the most on its page, the FAQ (its search) for the reference pages, the contact page (its form) for
 * about and the legal pages.
 */
const STANDS_FOR: Partial<Record<Variant, Record<string, string[]>>> = {
  hub: { 'hub-state': ['/states/ct'], 'hub-county': ['/county/tx/harris'] },
  tx: { county: ['/county/harris'] },
  ca: { county: ['/county/los-angeles'] },
  fl: { county: ['/county/miami-dade'] },
  // New York City's calculator and an upstate county's are two different forms.
  ny: { county: ['/county/kings', '/county/albany'] },
};
const STANDS_FOR_ALL: Record<string, string[]> = { 'content:reference': ['/faq'], 'content:site': ['/contact'] };

export interface KindPage {
  kind: string;
  variant: Variant;
  /** English path without the site's base. */
  path: string;
}

/** One page of each kind of a variant's route list (two for New York's county pages), English paths. */
export function pagesOfEachKind(variant: Variant): KindPage[] {
  const list = routeLists()[variant];
  return kindsOf(variant).flatMap((kind) => {
    const paths = STANDS_FOR[variant]?.[kind] ?? STANDS_FOR_ALL[kind] ?? [list.find((r) => pageKind(r) === kind)!.path];
    for (const path of paths)
      if (!list.some((r) => r.path === path && pageKind(r) === kind))
        throw new Error(`${variant}: ${path} is not a ${kind} page of the route list`);
    return paths.map((path) => ({ kind, variant, path }));
  });
}

/** Every content page of a variant (guides, tools, reference, about, legal), with its kind. */
export function contentPages(variant: Variant): KindPage[] {
  const content = routeLists()[variant].filter((r) => r.kind === 'content');
  return content.map((r) => ({ kind: pageKind(r), variant, path: r.path }));
}

/** The address of a page on the harness: its base, its language's path (the 404 page is a file). */
export function pageUrl(page: Pick<KindPage, 'variant' | 'path'>, lang: Lang): string {
  if (page.path === '/404') return `/${page.variant}/${lang === 'es' ? 'es/' : ''}404.html`;
  return localizePath(page.path, lang, `/${page.variant}/`);
}

/** What a check opens: a page of a kind in one language, at some widths. */
export interface Checked {
  kind: string;
  lang: Lang;
  widths: readonly number[];
}

/**
 * The kinds, languages and widths a check leaves out, as "kind (lang) at N px" lines: empty when it
 * opens every one of `kinds` in both languages at both required widths.
 */
export function coverageGaps(kinds: readonly string[], checked: readonly Checked[]): string[] {
  return kinds.flatMap((kind) =>
    LANGS.flatMap((lang) =>
      REQUIRED_WIDTHS.filter(
        (width) => !checked.some((c) => c.kind === kind && c.lang === lang && c.widths.includes(width)),
      ).map((width) => `${kind} (${lang}) at ${width} px`),
    ),
  );
}

/** A page axe-core checks, in one language, at these widths: the layout tests run it as they pass them. */
export interface AxeCheck extends KindPage {
  lang: Lang;
  widths: readonly number[];
}

/**
 * What axe-core checks: one page of each kind of the five route lists (the sites take turns, so each
 * one's pages are opened) in both languages at both required widths, and the other state sites'
 * county pages in English at a desktop's width (each state's calculator has its own fields).
 */
export function axeChecks(): AxeCheck[] {
  const kinds = [...new Set(ALL_VARIANTS.flatMap(kindsOf))];
  const each = kinds.map((kind, i) => {
    const sites = ALL_VARIANTS.filter((v) => kindsOf(v).includes(kind));
    return pagesOfEachKind(sites[i % sites.length]!).find((p) => p.kind === kind)!;
  });
  const counties = ALL_VARIANTS.flatMap(pagesOfEachKind).filter(
    (p) => p.kind === 'county' && !each.some((k) => k.variant === p.variant && k.path === p.path),
  );
  return [
    ...each.flatMap((p) => LANGS.map((lang) => ({ ...p, lang, widths: REQUIRED_WIDTHS }))),
    ...counties.map((p) => ({ ...p, lang: 'en' as const, widths: [1280] })),
  ];
}
