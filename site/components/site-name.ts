import type { PageContext } from './page-context.ts';

export function siteName(ctx: Pick<PageContext, 'variant' | 'config' | 'hub' | 'lang' | 't'>): string {
  if (ctx.variant === 'hub' || !ctx.config) return ctx.hub.siteName[ctx.lang];
  return ctx.t('site.stateName', { state: ctx.config.stateName[ctx.lang] });
}

/** The name that fits a phone's header row beside the language switch and the menu. */
export function shortSiteName(ctx: Pick<PageContext, 'variant' | 'config' | 'hub' | 'lang' | 't'>): string {
  if (ctx.variant === 'hub' || !ctx.config) return ctx.hub.siteName[ctx.lang];
  return ctx.t('site.stateShortName', { state: ctx.config.stateName[ctx.lang] });
}
