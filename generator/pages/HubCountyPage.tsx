import { countyLabel, stateNameIn } from '../../i18n/place-names.ts';
import { calculateNational } from '../../states/estimate/index.ts';
import { SourceCitation } from '../../browser/components/SourceCitation.tsx';
import { leavesOut } from '../../i18n/leaves-out.ts';
import { STATE_CODES, type StateCode } from '../../schema/codes.ts';
import type { NationalCounty } from '../../schema/index.ts';
import { DataTable } from '../../browser/components/DataTable.tsx';
import { Layout } from '../../browser/components/Layout.tsx';
import { SharedPart } from '../../browser/components/SharedPart.tsx';
import { money, percent } from '../../browser/components/Money.tsx';
import { formatInteger } from '../../i18n/format.ts';
import type { PageContext } from '../../browser/components/page-context.ts';
import { CountyCharts } from '../../browser/components/charts/CountyCharts.tsx';
import type { CountyCharts as CountyChartsData } from '../../browser/components/charts/data.ts';

// A national county's postal code ("TX") names the state site that has its own page, when there is one.
const STATE_SITES: Record<string, StateCode> = Object.fromEntries(STATE_CODES.map((c) => [c.toUpperCase(), c]));

/** A hub county page: the survey's medians and effective rate, and what that rate gives at a few home values. */
export function HubCountyPage({
  ctx,
  county,
  examples,
  charts,
}: {
  ctx: PageContext;
  county: NationalCounty;
  examples: readonly number[];
  charts?: CountyChartsData;
}) {
  const { t, lang } = ctx;
  const na = t('states.notAvailable');
  const stateSite = STATE_SITES[county.state];
  const values =
    county.medianHomeValue === null
      ? examples
      : [...new Set([...examples, county.medianHomeValue])].sort((a, b) => a - b);
  const rows = values.flatMap((value) => {
    const out = calculateNational({
      state: 'us',
      input: { homeValue: value, county: county.fips },
      counties: [county],
    });
    return out.ok ? [{ value, result: out.result }] : [];
  });
  return (
    <Layout
      ctx={ctx}
      breadcrumbs={[
        { label: t('nav.home'), href: ctx.href('/') },
        { label: stateNameIn(county.stateName, lang), href: ctx.href(`/states/${county.state.toLowerCase()}`) },
        { label: countyLabel(county.name, lang) },
      ]}
    >
      <div className="wrap">
        <h1>{t('hub.countyHeading', { county: county.name, state: county.stateName })}</h1>
        <div className="result-figures">
          <dl className="figure">
            <dt>{t('states.effectiveRate')}</dt>
            <dd>{county.effectiveRatePct === null ? na : percent(county.effectiveRatePct, lang)}</dd>
          </dl>
          <dl className="figure">
            <dt>{t('states.medianHomeValue')}</dt>
            <dd>{county.medianHomeValue === null ? na : money(county.medianHomeValue, lang)}</dd>
          </dl>
          <dl className="figure">
            <dt>{t('states.medianTaxesPaid')}</dt>
            <dd>{county.medianTaxesPaid === null ? na : money(county.medianTaxesPaid, lang)}</dd>
          </dl>
          <dl className="figure">
            <dt>{t('counties.columns.population')}</dt>
            <dd>{county.population === null ? na : formatInteger(county.population, lang)}</dd>
          </dl>
        </div>
        {county.taxesTopcoded && <p className="notice">{t('hub.topcoded')}</p>}
        {county.taxesBottomcoded && <p className="notice">{t('hub.bottomcoded')}</p>}
        {rows.length > 0 ? (
          <>
            <h2>{t('county.exampleTaxesHeading')}</h2>
            <p className="muted">{t('hub.typicalNote')}</p>
            <DataTable
              label={t('county.exampleTaxesHeading')}
              rows={rows}
              rowKey={(r) => r.value}
              // On a phone each home value is a card, its tax and monthly share side by side (site.css).
              tableProps={{ 'data-cards': 'pairs' }}
              columns={[
                {
                  header: t('county.homeValue'),
                  cell: ({ value }) => (
                    <>
                      {money(value, lang)}
                      {value === county.medianHomeValue ? ` (${t('hub.median')})` : ''}
                    </>
                  ),
                },
                {
                  header: t('county.annualTax'),
                  num: true,
                  cellProps: { 'data-label': t('county.annualTax') },
                  cell: ({ result }) => money(result.annualTax, lang),
                },
                {
                  header: t('county.monthly'),
                  num: true,
                  cellProps: { 'data-label': t('county.monthly') },
                  cell: ({ result }) => money(result.monthlyTax, lang),
                },
              ]}
            />
          </>
        ) : (
          <p className="notice">{t('hub.noData')}</p>
        )}
        {charts && <CountyCharts ctx={ctx} data={charts} county={county.name} hub />}
        {stateSite && (
          <p>
            <a className="btn" href={ctx.siteHref(stateSite, `/county/${county.slug}`)}>
              {t('hub.stateSiteLink', { county: county.name })}
            </a>
          </p>
        )}
        <h2>{t('county.leavesOutHeading')}</h2>
        {/* The same list on every county page in one language. */}
        <SharedPart
          name={`hub leaves-out ${lang}`}
          part={() => (
            <ul className="leaves-out" data-leaves-out="hub">
              {leavesOut('hub', lang).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        />
        <h2>{t('county.dataSourceHeading')}</h2>
        <SourceCitation label={t('hub.valuesSource')} source={county.source} year={county.sourceYear} />
        {county.populationSource && (
          <SourceCitation
            label={t('hub.populationSource')}
            source={county.populationSource}
            year={county.populationYear}
          />
        )}
        <p className="small muted" data-measure="">
          {t('hub.measureNote')}
          {stateSite ? ` ${t('hub.measureOtherSite', { state: county.stateName })}` : ''}
        </p>
      </div>
    </Layout>
  );
}
