// Links between guides: the tax guides index and the "related guides" block.
import type { StateCode } from '../../../schema/codes.ts';
import type { GuideGroup, GuideLink } from '../../../browser/components/content/GuideList.tsx';
import { type CatalogueEntry, pagesOf, STATE_SLUG } from '../../../i18n/content/catalogue.ts';
import type { DirectiveEnv } from './directive-env.ts';
import { pageText } from './page-text.ts';

const TOPIC_SUFFIX = {
  explained: 'property-taxes-explained',
  exemptions: 'property-tax-exemptions',
  appeal: 'property-tax-appeal',
  strategies: 'tax-saving-strategies',
  county: 'county-tax-guide',
} as const;
type Topic = keyof typeof TOPIC_SUFFIX;

function link(env: DirectiveEnv, e: CatalogueEntry): GuideLink {
  const text = pageText(env.data, e.id, env.ctx.lang, env.root);
  return { href: env.ctx.href(e.path), title: text.title, description: text.description };
}

export function guideIndex(env: DirectiveEnv): GuideGroup[] {
  const { ctx } = env;
  const { t, variant } = ctx;
  const pages = pagesOf(variant);
  const of = (group: CatalogueEntry['group']) => pages.filter((e) => e.group === group).map((e) => link(env, e));
  const groups: GuideGroup[] = [];
  if (ctx.config)
    groups.push({
      id: 'state',
      heading: t('content.index.stateGuides', { state: ctx.config.stateName[ctx.lang] }),
      links: of('state-guide'),
    });
  groups.push({ id: 'tools', heading: t('content.index.tools'), links: of('tool') });
  groups.push({ id: 'general', heading: t('content.index.general'), links: of('guide') });
  groups.push({ id: 'reference', heading: t('content.index.reference'), links: of('reference') });
  if (variant === 'hub') {
    groups.push({
      id: 'state-sites',
      heading: t('content.index.stateSites'),
      links: ctx.hub.stateSites.map((code) => ({
        href: ctx.siteHref(code, `/guides/${STATE_SLUG[code]}-${TOPIC_SUFFIX.explained}`),
        title: t('content.related.onStateSite', {
          state: ctx.stateNames[code][ctx.lang],
          guide: t('content.related.explained'),
        }),
      })),
    });
  }
  return groups;
}

/** On a state site: its own guide on the topic. On the hub: that guide on every state site. */
export function relatedLinks(env: DirectiveEnv, topic: string): GuideLink[] {
  if (!(topic in TOPIC_SUFFIX))
    throw new Error(`unknown related topic ${topic} (expected one of ${Object.keys(TOPIC_SUFFIX).join(', ')})`);
  const suffix = TOPIC_SUFFIX[topic as Topic];
  const { ctx } = env;
  if (ctx.config) {
    const entry = pagesOf(ctx.variant).find((e) => e.id === `${STATE_SLUG[ctx.config!.stateCode]}-${suffix}`);
    return entry ? [link(env, entry)] : [];
  }
  return ctx.hub.stateSites.map((code: StateCode) => ({
    href: ctx.siteHref(code, `/guides/${STATE_SLUG[code]}-${suffix}`),
    title: ctx.t('content.related.onStateSite', {
      state: ctx.stateNames[code][ctx.lang],
      guide: ctx.t(`content.related.${topic}`),
    }),
  }));
}
