// A site's name in the page's language: the hub's own, or the state site's from its state's name.
import type { Lang, Variant } from '../schema/codes.ts';
import type { Localized } from '../schema/index.ts';

/** What naming a site needs of a page's context. */
interface Named {
  variant: Variant;
  config: { stateName: Localized } | null | undefined;
  hub: { siteName: Localized };
  lang: Lang;
  t: (key: string, vars?: Record<string, string | number>) => string;
}

export function siteName(ctx: Named): string {
  if (ctx.variant === 'hub' || !ctx.config) return ctx.hub.siteName[ctx.lang];
  return ctx.t('site.stateName', { state: ctx.config.stateName[ctx.lang] });
}

/** The name that fits a phone's header row beside the language switch and the menu. */
export function shortSiteName(ctx: Named): string {
  if (ctx.variant === 'hub' || !ctx.config) return ctx.hub.siteName[ctx.lang];
  return ctx.t('site.stateShortName', { state: ctx.config.stateName[ctx.lang] });
}
