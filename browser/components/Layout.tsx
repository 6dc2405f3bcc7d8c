import type { ReactNode } from 'react';
import type { StateCode } from '../../schema/codes.ts';
import type { PageContext } from './page-context.ts';
import { switchLanguagePath } from '../../i18n/paths.ts';
import { shortSiteName, siteName } from '../../i18n/site-name.ts';
import { AnalyticsIsland } from './AnalyticsIsland.tsx';
import { SharedPart } from './SharedPart.tsx';

export interface Crumb {
  label: string;
  href?: string;
}

interface LayoutProps {
  ctx: PageContext;
  children: ReactNode;
  breadcrumbs?: Crumb[];
  /** Whether the page itself holds the calculator (the skip link then stays on the page). */
  hasCalculator?: boolean;
}

/** The frame of every page: skip links, header with navigation and language switch, footer with the disclaimer. */
export function Layout({ ctx, children, breadcrumbs, hasCalculator }: LayoutProps) {
  const { t, lang } = ctx;
  const otherLang = lang === 'en' ? 'es' : 'en';
  // A 404 has no twin page: its switch leads to the other language's home.
  const twin = switchLanguagePath(ctx.href(ctx.path === '/404' ? '/' : ctx.path), otherLang, ctx.base);
  const calculatorTarget = hasCalculator
    ? '#calculator'
    : ctx.variant === 'hub'
      ? null
      : `${ctx.href('/calculator')}#calculator`;
  return (
    <>
      {/* The same on every page of a build in one language but for the skip link's target; the menu and the
          footer likewise (SharedPart: rendered once). */}
      <SharedPart
        name={`skip-links ${lang} ${calculatorTarget ?? ''}`}
        part={() => (
          <nav className="skip-links" aria-label={t('skipLinks.mainContent')}>
            <a href="#main">{t('skipLinks.mainContent')}</a>
            <a href="#nav">{t('skipLinks.navigation')}</a>
            {calculatorTarget && <a href={calculatorTarget}>{t('skipLinks.calculator')}</a>}
            <a href="#footer">{t('skipLinks.footer')}</a>
          </nav>
        )}
      />
      <header className="site-header">
        <div className="wrap header-row">
          {/* Each label in two lengths, one shown per screen size (site.css), so what is read is what is seen. */}
          <SharedPart
            name={`brand ${lang}`}
            part={() => (
              <a className="brand" href={ctx.href('/')}>
                <span className="wide-only">{siteName(ctx)}</span>
                <span className="narrow-only">{shortSiteName(ctx)}</span>
              </a>
            )}
          />
          <a className="lang-switch" href={twin} hrefLang={otherLang} lang={otherLang} data-lang-switch={otherLang}>
            <span className="wide-only">{t('language.switchTo')}</span>
            <span className="narrow-only">{t(otherLang === 'es' ? 'language.spanish' : 'language.english')}</span>
          </a>
          {/* On phones the links fold behind a Menu button that needs no script (a disclosure); from
              64rem they stand in the row and the button is hidden (site.css). */}
          <SharedPart
            name={`menu ${lang}`}
            part={() => (
              <details className="site-menu">
                <summary>{t('nav.menu')}</summary>
                <nav id="nav" className="site-nav" aria-label={t('nav.label')} tabIndex={-1}>
                  <ul>
                    <li>
                      <a href={ctx.href('/')}>{t('nav.home')}</a>
                    </li>
                    {ctx.variant !== 'hub' && (
                      <li>
                        <a href={ctx.href('/calculator')}>{t('nav.calculator')}</a>
                      </li>
                    )}
                    {ctx.variant !== 'hub' && (
                      <li>
                        <a href={ctx.href('/counties')}>{t('nav.counties')}</a>
                      </li>
                    )}
                    <li>
                      <a href={ctx.href('/tax-guides')}>{t('nav.taxGuides')}</a>
                    </li>
                    <li>
                      <a href={ctx.href('/faq')}>{t('nav.faq')}</a>
                    </li>
                    <li>
                      <a href={ctx.href('/glossary')}>{t('nav.glossary')}</a>
                    </li>
                  </ul>
                </nav>
              </details>
            )}
          />
        </div>
      </header>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav className="breadcrumbs wrap" aria-label={t('nav.breadcrumb')}>
          <ol>
            {breadcrumbs.map((c, i) => (
              <li key={i}>{c.href ? <a href={c.href}>{c.label}</a> : <span aria-current="page">{c.label}</span>}</li>
            ))}
          </ol>
        </nav>
      )}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {/* The analytics island says which kind of page it is on: with analytics, the footer is the page's own. */}
      <SharedPart
        name={ctx.analytics ? null : `footer ${lang}`}
        part={() => (
          <footer id="footer" className="site-footer" tabIndex={-1}>
            <div className="wrap">
              <p>
                <strong>{t('disclaimer.short')}</strong> {t('disclaimer.notAdvice')}
              </p>
              <p className="small">
                {t('footer.dataNote')}
                {ctx.variant !== 'hub' && (
                  <>
                    {' '}
                    <a href={ctx.href('/sources')}>{t('sources.link')}</a>.
                  </>
                )}
              </p>
              <nav aria-label={t('footer.legal')}>
                <ul>
                  {(
                    [
                      'about',
                      'contact',
                      'privacyPolicy',
                      'termsOfService',
                      'disclaimer',
                      'affiliateDisclosure',
                    ] as const
                  ).map((key) => (
                    <li key={key}>
                      <a href={ctx.href(FOOTER_PATHS[key])}>{t(`footer.${key}`)}</a>
                    </li>
                  ))}
                </ul>
              </nav>
              <nav aria-label={t('footer.otherSites')}>
                <ul>
                  {ctx.variant !== 'hub' && (
                    <li>
                      <a href={ctx.siteHref('hub', '/')}>{ctx.hub.siteName[lang]}</a>
                    </li>
                  )}
                  {ctx.hub.stateSites
                    .filter((s) => s !== ctx.variant)
                    .map((s) => (
                      <li key={s}>
                        <a href={ctx.siteHref(s, '/')}>{t('site.stateName', { state: stateLabel(ctx, s) })}</a>
                      </li>
                    ))}
                </ul>
              </nav>
              <AnalyticsIsland ctx={ctx} />
            </div>
          </footer>
        )}
      />
    </>
  );
}

const FOOTER_PATHS = {
  about: '/about',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  disclaimer: '/disclaimer',
  affiliateDisclosure: '/affiliate-disclosure',
} as const;

export function stateLabel(ctx: PageContext, code: StateCode): string {
  return ctx.stateNames[code][ctx.lang];
}
