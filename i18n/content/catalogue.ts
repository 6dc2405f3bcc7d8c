// Which content pages each site has, where they live and how the guides index groups them.
// The page texts are in sources/content/<scope>/<id>.<lang>.md; their frontmatter path must
// equal the path here (a unit test checks it), and the Spanish path comes from i18n/paths.ts.
import { STATE_CODES, type StateCode, type Variant } from '../../schema/codes.ts';
import { GUIDE_STATES, type GuideState, STATES } from '../../states/index.ts';

export type ContentScope = 'us' | StateCode;
/** Where a page is built: every site, the hub only, every state site, or one state's site. */
export type Audience = 'all' | 'hub' | 'states' | StateCode;
/**
 * guide: under Tax Guides in breadcrumbs and the index; reference: FAQ, glossary, how it works; site: about, legal,
 * contact.
 */
export type Group = 'state-guide' | 'guide' | 'tool' | 'reference' | 'site' | 'index';

export interface CatalogueEntry {
  id: string;
  scope: ContentScope;
  path: string;
  on: Audience;
  group: Group;
}

export const STATE_SLUG = Object.fromEntries(STATE_CODES.map((c) => [c, STATES[c].guideSlug])) as Record<
  StateCode,
  GuideState
>;
const STATE_OF_SLUG = Object.fromEntries(Object.entries(STATE_SLUG).map(([code, slug]) => [slug, code])) as Record<
  GuideState,
  StateCode
>;

const STATE_GUIDE_SUFFIXES = [
  'property-taxes-explained',
  'property-tax-exemptions',
  'property-tax-appeal',
  'tax-saving-strategies',
  'county-tax-guide',
] as const;

const page = (id: string, scope: ContentScope, on: Audience, group: Group, path = `/guides/${id}`): CatalogueEntry => ({
  id,
  scope,
  path,
  on,
  group,
});

export const CATALOGUE: readonly CatalogueEntry[] = [
  page('tax-guides', 'us', 'all', 'index', '/tax-guides'),
  ...GUIDE_STATES.flatMap((slug) =>
    STATE_GUIDE_SUFFIXES.map((suffix) =>
      page(`${slug}-${suffix}`, STATE_OF_SLUG[slug], STATE_OF_SLUG[slug], 'state-guide'),
    ),
  ),
  ...GUIDE_STATES.map((slug) => page(`${slug}-home-buyers-guide`, STATE_OF_SLUG[slug], STATE_OF_SLUG[slug], 'tool')),
  page('texas-payment-guide', 'tx', 'tx', 'tool'),
  page('mud-pid-guide', 'tx', 'tx', 'tool'),
  page('california-2025-updates', 'ca', 'ca', 'tool'),
  page('prop-13-calculator', 'ca', 'ca', 'tool'),
  page('mello-roos-finder', 'ca', 'ca', 'tool'),
  page('california-glossary', 'ca', 'ca', 'tool'),
  page('florida-tax-shock-calculator', 'fl', 'fl', 'tool'),
  page('florida-save-our-homes', 'fl', 'fl', 'tool'),
  page('county-assessor-directory', 'us', 'states', 'tool'),
  page('understanding-property-taxes', 'us', 'all', 'guide'),
  page('exemptions-guide', 'us', 'all', 'guide'),
  page('how-to-protest', 'us', 'all', 'guide'),
  page('tax-saving-strategies', 'us', 'all', 'guide'),
  page('common-mistakes', 'us', 'all', 'guide'),
  page('county-guide', 'us', 'hub', 'guide'),
  page('how-it-works', 'us', 'all', 'reference', '/how-it-works'),
  page('faq', 'us', 'all', 'reference', '/faq'),
  page('glossary', 'us', 'all', 'reference', '/glossary'),
  page('about', 'us', 'all', 'site', '/about'),
  page('contact', 'us', 'all', 'site', '/contact'),
  page('disclaimer', 'us', 'all', 'site', '/disclaimer'),
  page('privacy-policy', 'us', 'all', 'site', '/privacy-policy'),
  page('terms-of-service', 'us', 'all', 'site', '/terms-of-service'),
  page('affiliate-disclosure', 'us', 'all', 'site', '/affiliate-disclosure'),
];

export function builtOn(entry: CatalogueEntry, variant: Variant): boolean {
  switch (entry.on) {
    case 'all':
      return true;
    case 'hub':
      return variant === 'hub';
    case 'states':
      return variant !== 'hub';
    default:
      return entry.on === variant;
  }
}

/** The catalogue entries of one site, in catalogue order. */
export function pagesOf(variant: Variant): CatalogueEntry[] {
  return CATALOGUE.filter((e) => builtOn(e, variant));
}

export function entryById(id: string): CatalogueEntry {
  const entry = CATALOGUE.find((e) => e.id === id);
  if (!entry) throw new Error(`no content page with id ${id}`);
  return entry;
}

/** The site's own page at `path`, if it builds one (for links between pages). */
export function hasPage(variant: Variant, path: string): boolean {
  return pagesOf(variant).some((e) => e.path === path);
}
