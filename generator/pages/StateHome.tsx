import type { CountyRate } from '../../schema/index.ts';
import { Calculator } from '../../browser/components/calculator/Calculator.tsx';
import { FormsIsland } from '../../browser/components/forms/islands.tsx';
import type { CalculatorProps } from '../../browser/components/calculator/props.ts';
import { Island } from '../../browser/components/Island.tsx';
import { Layout } from '../../browser/components/Layout.tsx';
import { siteName } from '../../i18n/site-name.ts';
import type { PageContext } from '../../browser/components/page-context.ts';
import { RateStatusCard } from './RateStatus.tsx';
import { STATE_SLUG } from '../../i18n/content/catalogue.ts';
import { StateRateMap } from '../../browser/components/maps/StateRateMap.tsx';
import type { MapData } from '../../browser/components/maps/types.ts';
import { SearchBox } from '../../browser/components/search/SearchBox.tsx';

/** A state site's home: hero, calculator, rate status with the four-step timeline, links onward. */
export function StateHome({
  ctx,
  counties,
  calculator,
  maps,
}: {
  ctx: PageContext;
  counties: readonly CountyRate[];
  calculator: CalculatorProps;
  maps?: MapData;
}) {
  const { t, lang } = ctx;
  const config = ctx.config!;
  return (
    <Layout ctx={ctx} hasCalculator>
      <section className="hero">
        <div className="wrap">
          <h1>{siteName(ctx)}</h1>
          <p>{t('site.tagline')}</p>
          <SearchBox ctx={ctx} id="hero-search" />
        </div>
      </section>
      <div className="wrap grid-2">
        <Island name="calculator" id="calculator-island" props={calculator}>
          <Calculator {...calculator} />
        </Island>
        <div className="stack">
          <RateStatusCard ctx={ctx} counties={counties} />
          {counties.some((c) => c.status === 'estimate') && <FormsIsland ctx={ctx} kind="notify" id="notify-form" />}
          <section className="card" aria-labelledby="how-it-works">
            <h2 id="how-it-works">{t('home.howItWorks', { state: config.stateName[lang] })}</h2>
            <ol>
              {config.howItWorks.map((step, i) => (
                <li key={i}>{step[lang]}</li>
              ))}
            </ol>
            <p>{config.taxSystem[lang]}</p>
          </section>
        </div>
      </div>
      {maps && (
        <div className="wrap">
          <StateRateMap ctx={ctx} counties={counties} maps={maps} />
        </div>
      )}
      <div className="wrap">
        <h2>{t('home.exploreHeading')}</h2>
        <ul className="link-list">
          <li>
            <a href={ctx.href('/counties')}>{t('counties.title')}</a>
          </li>
          <li>
            <a href={ctx.href('/calculator')}>{t('calculator.title')}</a>
          </li>
          <li>
            <a href={ctx.href(`/guides/${STATE_SLUG[config.stateCode]}-property-taxes-explained`)}>
              {t('content.related.explained')}
            </a>
          </li>
          <li>
            <a href={ctx.href(`/guides/${STATE_SLUG[config.stateCode]}-property-tax-exemptions`)}>
              {t('content.related.exemptions')}
            </a>
          </li>
          <li>
            <a href={ctx.href(`/guides/${STATE_SLUG[config.stateCode]}-property-tax-appeal`)}>
              {t('content.related.appeal')}
            </a>
          </li>
          <li>
            <a href={ctx.href('/guides/county-assessor-directory')}>{t('local.countyOfficeDirectory')}</a>
          </li>
          <li>
            <a href={ctx.href('/tax-guides')}>{t('guides.indexTitle')}</a>
          </li>
        </ul>
        <p className="disclaimer">{t('disclaimer.long')}</p>
      </div>
      <FormsIsland ctx={ctx} kind="popup" id="newsletter-popup" />
    </Layout>
  );
}
