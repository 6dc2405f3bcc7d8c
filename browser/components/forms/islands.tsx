// Server side of the forms: the island wrapper and its props, built from the page's context.
// Pages import this; the browser bundle never does (groupText reads the full string tables).
import { groupText } from '../group-text.ts';
import type { PageContext } from '../page-context.ts';
import type { IslandName } from '../island-names.ts';
import { Island } from '../Island.tsx';
import { FormView } from './FormView.tsx';
import type { FormsIslandProps } from './props.ts';

type Kind = FormsIslandProps['kind'];

// Each form carries only its own texts (they travel in every page's HTML).
const ERRORS = ['errors.app.', 'errors.page.', 'errors.component.', 'errors.generic', 'forms.honeypot'];
const EMAIL = [
  'newsletter.email',
  'newsletter.emailPlaceholder',
  'newsletter.emailRequired',
  'newsletter.emailInvalid',
];
const GROUPS: Record<Kind, string[]> = {
  newsletter: ['newsletter.', 'forms.unavailable.signup', ...ERRORS],
  popup: ['newsletter.', ...ERRORS],
  notify: ['notify.', ...EMAIL, 'forms.unavailable.signup', ...ERRORS],
  contact: ['contact.', 'forms.unavailable.contact', ...ERRORS],
};

export function formsProps(
  ctx: PageContext,
  kind: Kind,
  id: string,
  opts: { county?: string | null; boundary?: 'page' | 'component' } = {},
): FormsIslandProps {
  // The national site's forms are about whichever state the reader lives in.
  const stateName = ctx.config ? ctx.config.stateName[ctx.lang] : ctx.t('hub.newsletterPlace');
  const common = {
    id,
    lang: ctx.lang,
    site: ctx.variant,
    stateName,
    apiBase: ctx.apiBase,
    text: groupText(ctx, GROUPS[kind]),
    vars: { state: stateName, year: ctx.product.productYear, month: ctx.product.officialRatesExpected[ctx.lang] },
    ...(opts.boundary ? { boundary: opts.boundary } : {}),
  };
  switch (kind) {
    case 'newsletter':
      return { ...common, kind };
    case 'contact':
      return { ...common, kind };
    case 'notify':
      return { ...common, kind, county: opts.county ?? null };
    case 'popup':
      return {
        ...common,
        kind,
        delayMs: ctx.product.display.newsletterPopupDelayMs,
        closeMs: ctx.product.display.successAutoCloseMs,
      };
  }
}

/**
 * The forms' script, for a page with forms: none when the site has no API (the markup then says so, and nothing can be
 * sent).
 */
export function formsIslands(ctx: PageContext): IslandName[] {
  return ctx.apiBase === null ? [] : ['forms'];
}

/** A 'forms' island: the form's markup and its props. The page lists formsIslands(ctx) among its islands. */
export function FormsIsland({
  ctx,
  kind,
  id,
  county,
  boundary,
}: {
  ctx: PageContext;
  kind: Kind;
  id: string;
  county?: string | null;
  boundary?: 'page' | 'component';
}) {
  // Without an API there is nothing to sign up for, so no popup either.
  if (kind === 'popup' && ctx.apiBase === null) return null;
  const props = formsProps(ctx, kind, id, { county, boundary });
  return (
    <Island name="forms" id={id} props={props}>
      <FormView {...props} />
    </Island>
  );
}

/** The contact page's form; it is the page's main content, so an error in it shows the page-level screen. */
export function ContactFormIsland({ ctx }: { ctx: PageContext }) {
  return <FormsIsland ctx={ctx} kind="contact" id="contact-form" boundary="page" />;
}
