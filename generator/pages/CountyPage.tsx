import { PARTS } from '../../engine/model.ts';
import { countyLabel } from '../../i18n/place-names.ts';
import type { CountyRate, NationalCounty, Unit } from '../../schema/index.ts';
import { SourceCitation } from '../../browser/components/SourceCitation.tsx';
import { rateNote } from '../../i18n/method-text.ts';
import { showYear } from '../../engine/rate-year.ts';
import { Calculator } from '../../browser/components/calculator/Calculator.tsx';
import { FormsIsland } from '../../browser/components/forms/islands.tsx';
import type { CalculatorProps } from '../../browser/components/calculator/props.ts';
import { partLabel } from '../../browser/components/calculator/Results.tsx';
import { Island } from '../../browser/components/Island.tsx';
import { DataTable } from '../../browser/components/DataTable.tsx';
import { Layout } from '../../browser/components/Layout.tsx';
import { formatCurrency, formatPercent, formatRate } from '../../i18n/format.ts';
import type { PageContext } from '../../browser/components/page-context.ts';
import { type ExampleRow, mainExemption } from './county-examples.ts';
import { UnitTables } from './UnitTables.tsx';
import { UnitChanges } from './UnitChanges.tsx';
import { rateYearBadge } from '../../browser/report/unit-year.ts';
import { CountyHelp } from './CountyHelp.tsx';
import { leavesOut, leavesOutPlace } from '../../i18n/leaves-out.ts';
import { rateBadge } from '../../browser/report/rate-badge.ts';
import { CountyCharts } from '../../browser/components/charts/CountyCharts.tsx';
import type { CountyCharts as CountyChartsData } from '../../browser/components/charts/data.ts';

interface CountyPageProps {
  ctx: PageContext;
  county: CountyRate;
  /**
   * The same county in the national table: its Census survey effective rate, a different measure shown for comparison.
   */
  survey: NationalCounty | null;
  units: Unit[] | null;
  examples: ExampleRow[];
  calculator: CalculatorProps;
  /** The state's facts (offices named for the help section). */
  facts?: Record<string, unknown>;
  /** Prerendered charts (bill by unit, rate history, neighbours), outside the calculator island. */
  charts?: CountyChartsData;
}

/** A county page: its rates by taxing entity with source and year, example taxes, and the calculator prefilled. */
export function CountyPage({ ctx, county, survey, units, examples, calculator, facts, charts }: CountyPageProps) {
  const { t, lang } = ctx;
  const config = ctx.config!;
  const m = (n: number): string => formatCurrency(n, lang);
  const main = mainExemption(config);
  const avg = config.stats.averageRatePct;
  const badge = rateBadge(county, t);
  return (
    <Layout
      ctx={ctx}
      hasCalculator
      breadcrumbs={[
        { label: t('nav.home'), href: ctx.href('/') },
        { label: t('counties.title'), href: ctx.href('/counties') },
        { label: countyLabel(county.name, lang) },
      ]}
    >
      <div className="wrap">
        <h1>{t('county.heading', { county: county.name })}</h1>
        <p className="muted">
          {t('county.subheading', {
            year: ctx.product.productYear,
            county: county.name,
            state: config.stateName[lang],
          })}
        </p>
        <p>
          <span className={badge.className} data-badge-year={county.sourceYear}>
            {badge.text}
          </span>{' '}
          {county.bill && (
            <span className="small" data-rate-year-badge="">
              {rateYearBadge(county.bill, ctx.product.productYear, t)}{' '}
            </span>
          )}
          {county.confidence === 'low' && (
            <span className="badge badge-low">
              {t('county.confidence', { level: t(`county.confidenceLevels.${county.confidence}`) })}
            </span>
          )}
        </p>
      </div>
      <div className="wrap grid-2">
        <Island name="calculator" id="calculator-island" props={calculator}>
          <Calculator {...calculator} />
        </Island>
        <div className="stack">
          <section className="card" aria-labelledby="rates-heading">
            <h2 id="rates-heading">{t('county.ratesHeading', { county: county.name })}</h2>
            <p>
              <strong>{county.kind === 'effective' ? t('county.surveyRate') : t('county.combinedRate')}:</strong>{' '}
              <span data-rate="combined">{formatRate(county.ratePct, lang)}</span>
            </p>
            <p className="small muted">{t(`county.basis.${county.basis}`)}</p>
            {survey && county.kind !== 'effective' && survey.effectiveRatePct !== null && (
              <p className="small" data-survey-rate="">
                {t('county.surveyComparison', {
                  rate: formatPercent(survey.effectiveRatePct, lang),
                  years: showYear(survey.sourceYear),
                })}
              </p>
            )}
            {county.components && (
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('calculator.results.entity')}</th>
                    <th scope="col" className="num">
                      {t('calculator.results.rate')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {PARTS.filter((p) => (county.components?.[p] ?? 0) > 0).map((p) => (
                    <tr key={p}>
                      <th scope="row">{partLabel(config, p, t, lang)}</th>
                      <td className="num">{formatRate(county.components![p]!, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {!county.components && county.generalLevyPct !== undefined && (
              <p className="small">{t('county.generalLevy', { rate: formatRate(county.generalLevyPct, lang) })}</p>
            )}
            <h3>{t('county.dataSourceHeading')}</h3>
            <SourceCitation label={t('county.sourceLabel')} source={county.source} year={county.sourceYear} />
            {county.provenance && (
              <details className="small">
                <summary>{t('county.provenance')}</summary>
                <p>
                  <cite lang="en">{county.provenance}</cite>
                </p>
              </details>
            )}
            <p className="small">
              {t('county.confidence', { level: t(`county.confidenceLevels.${county.confidence}`) })}{' '}
              <a href={ctx.href('/sources')}>{t('sources.link')}</a>
            </p>
            {county.derived && <p className="small">{t('county.derivedNote')}</p>}
            {county.kind === 'effective' && <p className="small">{t('county.effectiveRateNote')}</p>}
            {county.nycClass && <p className="small">{t('county.nycNote')}</p>}
            <h3>{t('county.methodHeading')}</h3>
            <p className="small" data-method={county.method}>
              {rateNote(county, lang)}
            </p>
          </section>
          {county.status === 'estimate' && (
            <FormsIsland ctx={ctx} kind="notify" id="notify-form" county={county.slug} />
          )}
        </div>
      </div>
      {charts && (
        <div className="wrap">
          <CountyCharts ctx={ctx} data={charts} county={county.name} />
        </div>
      )}
      <div className="wrap">
        <h2>{t('county.exampleTaxesHeading')}</h2>
        <DataTable
          label={t('county.exampleTaxesHeading')}
          rows={examples}
          rowKey={(row) => row.value}
          rowProps={(row) => ({ 'data-example': row.value })}
          // On a phone each home value is a card: its tax and monthly share, then the same with the main
          // exemption, each under its column's name (site.css), instead of five columns scrolled sideways.
          tableProps={{ 'data-cards': 'pairs' }}
          columns={[
            { header: t('county.homeValue'), cell: (row) => m(row.value) },
            {
              header: t('county.annualTax'),
              num: true,
              cell: (row) => m(row.annual),
              cellProps: { 'data-label': t('county.annualTax') },
            },
            {
              header: t('county.monthly'),
              num: true,
              cell: (row) => m(row.monthly),
              cellProps: { 'data-label': t('county.monthly') },
            },
            main && {
              header: t('county.withExemption', { exemption: main.def.label[lang] }),
              num: true,
              cell: (row) => (row.withExemption ? m(row.withExemption.annual) : ''),
              cellProps: (row) =>
                row.withExemption
                  ? { 'data-label': t('county.withExemption', { exemption: main.def.label[lang] }) }
                  : { 'data-empty': '' },
            },
            main && {
              header: t('county.monthly'),
              num: true,
              cell: (row) => (row.withExemption ? m(row.withExemption.monthly) : ''),
              cellProps: (row) => (row.withExemption ? { 'data-label': t('county.monthly') } : { 'data-empty': '' }),
            },
          ]}
        />
        <p className="small muted">{t('county.examplesNote')}</p>
        {avg !== null && (
          <p className="small">
            {t('county.stateAverageNote', { state: config.stateName[lang], rate: formatPercent(avg, lang) })}{' '}
            {t('county.stateAverageMethod', {
              count: config.stats.averageRateCounties ?? 0,
              years: showYear(config.stats.averageRateYears ?? ''),
            })}
          </p>
        )}
        {units && <UnitChanges ctx={ctx} units={units} county={county.name} />}
        {units && <UnitTables ctx={ctx} units={units} county={county} />}
        <h2>{t('county.leavesOutHeading')}</h2>
        <ul className="leaves-out" data-leaves-out={leavesOutPlace(config.stateCode, county)}>
          {leavesOut(leavesOutPlace(config.stateCode, county), lang).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h2>{t('county.officeHeading')}</h2>
        <CountyHelp ctx={ctx} county={county} config={config} facts={facts} />
        <p className="disclaimer">{t('disclaimer.long')}</p>
      </div>
      <FormsIsland ctx={ctx} kind="popup" id="newsletter-popup" />
    </Layout>
  );
}
