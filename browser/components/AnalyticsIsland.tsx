// Server side of analytics: the island in the footer of every page of a configured build, carrying
// the build's setup for the entry and, when a tag manager is configured, the consent control.
import type { PageContext } from './page-context.ts';
import { Island } from './Island.tsx';
import { isCalculatorPath, isCountyPath } from '../../i18n/paths.ts';
import type { AnalyticsProps } from '../analytics/start.ts';

export function AnalyticsIsland({ ctx }: { ctx: PageContext }) {
  const setup = ctx.analytics;
  if (!setup) return null;
  const pageType = isCalculatorPath(ctx.path) ? 'calculator' : isCountyPath(ctx.path) ? 'county' : 'other';
  const props: AnalyticsProps = { ...setup, lang: ctx.lang, pageType };
  return (
    <Island name="analytics" id="analytics" props={props}>
      {setup.gtmId !== null && <ConsentControl t={ctx.t} reportsErrors={setup.dsn !== null} />}
    </Island>
  );
}

/** Hidden until the entry runs: without JS there is nothing to choose (no analytics runs either). */
function ConsentControl({ t, reportsErrors }: { t: PageContext['t']; reportsErrors: boolean }) {
  return (
    <div className="consent-control" data-consent-control hidden>
      <button
        type="button"
        className="btn btn-secondary"
        aria-expanded="false"
        aria-controls="consent-panel"
        data-consent-toggle
      >
        {t('analytics.consent.button')}
      </button>
      <fieldset id="consent-panel" data-consent-panel hidden>
        <legend>{t('analytics.consent.title')}</legend>
        <p className="small">{t('analytics.consent.intro')}</p>
        <label className="check">
          <input type="checkbox" name="analytics" defaultChecked />
          <span>
            <strong>{t('analytics.consent.analytics')}</strong> {t('analytics.consent.analyticsHelp')}
          </span>
        </label>
        <label className="check">
          <input type="checkbox" name="marketing" />
          <span>
            <strong>{t('analytics.consent.marketing')}</strong> {t('analytics.consent.marketingHelp')}
          </span>
        </label>
        {reportsErrors && <p className="small">{t('analytics.consent.errorReports')}</p>}
        <p className="small" role="status" data-consent-status data-saved={t('analytics.consent.saved')} />
      </fieldset>
    </div>
  );
}
