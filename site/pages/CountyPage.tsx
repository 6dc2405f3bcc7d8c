import type { CountyRate, TaxingUnit } from '../calc/types.ts';
import { Calculator } from '../components/calculator/Calculator.tsx';
import { FormsIsland } from '../components/forms/islands.tsx';
import type { CalculatorProps } from '../components/calculator/props.ts';
import { partLabel } from '../components/calculator/Results.tsx';
import { Island } from '../components/Island.tsx';
import { Layout } from '../components/Layout.tsx';
import { formatCurrency, formatPercent, formatRate } from '../i18n/format.ts';
import type { PageContext } from './context.ts';
import { type ExampleRow, mainExemption } from './county-examples.ts';
import { UnitTables } from './UnitTables.tsx';

const PARTS = ['school', 'county', 'city', 'special'] as const;

interface CountyPageProps {
  ctx: PageContext;
  county: CountyRate;
  units: TaxingUnit[] | null;
  examples: ExampleRow[];
  calculator: CalculatorProps;
}

/** A county page: its rates by taxing entity with source and year, example taxes, and the calculator prefilled. */
export function CountyPage({ ctx, county, units, examples, calculator }: CountyPageProps) {
  const { t, lang } = ctx;
  const config = ctx.config!;
  const m = (n: number): string => formatCurrency(n, lang);
  const main = mainExemption(config);
  const avg = config.stats.averageRatePct;
  const statusText = county.status === 'official'
    ? t('calculator.rateStatus.official', { year: county.tableYear })
    : t('calculator.rateStatus.estimate', { year: county.tableYear });
  return (
    <Layout ctx={ctx} hasCalculator breadcrumbs={[{ label: t('nav.home'), href: ctx.href('/') }, { label: t('counties.title'), href: ctx.href('/counties') }, { label: county.name }]}>
      <div className="wrap">
        <h1>{t('county.heading', { county: county.name })}</h1>
        <p className="muted">{t('county.subheading', { year: ctx.product.productYear, county: county.name, state: config.stateName[lang] })}</p>
        <p>
          <span className={county.status === 'official' ? 'badge badge-official' : 'badge badge-estimate'}>{statusText}</span>{' '}
          {county.confidence === 'low' && <span className="badge badge-low">{t('county.confidence', { level: t(`county.confidenceLevels.${county.confidence}`) })}</span>}
        </p>
      </div>
      <div className="wrap grid-2">
        <Island name="calculator" id="calculator-island" props={calculator}><Calculator {...calculator} /></Island>
        <div className="stack">
          <section className="card" aria-labelledby="rates-heading">
            <h2 id="rates-heading">{t('county.ratesHeading', { county: county.name })}</h2>
            <p><strong>{t('county.combinedRate')}:</strong> <span data-rate="combined">{formatRate(county.ratePct, lang)}</span></p>
            <p className="small muted">{t(`county.basis.${county.basis}`)}</p>
            {county.components && (
              <table>
                <thead><tr><th scope="col">{t('calculator.results.entity')}</th><th scope="col" className="num">{t('calculator.results.rate')}</th></tr></thead>
                <tbody>
                  {PARTS.filter((p) => (county.components?.[p] ?? 0) > 0).map((p) => (
                    <tr key={p}><th scope="row">{partLabel(config, p, t, lang)}</th><td className="num">{formatRate(county.components![p]!, lang)}</td></tr>
                  ))}
                </tbody>
              </table>
            )}
            {!county.components && county.generalLevyPct !== undefined && (
              <p className="small">{t('county.generalLevy', { rate: formatRate(county.generalLevyPct, lang) })}</p>
            )}
              <h3>{t('county.dataSourceHeading')}</h3>
            <p className="small">{t('county.dataSource', { source: county.source, year: county.sourceYear })}</p>
          {county.provenance && (
            <details className="small">
              <summary>{t('county.provenance')}</summary>
              <p lang="en">{county.provenance}</p>
            </details>
          )}
            <p className="small">{t('county.confidence', { level: t(`county.confidenceLevels.${county.confidence}`) })}</p>
            {county.derived && <p className="small">{t('county.derivedNote')}</p>}
            {county.kind === 'effective' && <p className="small">{t('county.effectiveRateNote')}</p>}
            {county.nycClass && <p className="small">{t('county.nycNote')}</p>}
            {county.note && <p className="small muted">{lang === 'es' && <>{t('county.noteInEnglish')} </>}<span lang="en">{county.note}</span></p>}
          </section>
          {county.status === 'estimate' && <FormsIsland ctx={ctx} kind="notify" id="notify-form" county={county.slug} />}
        </div>
      </div>
      <div className="wrap">
        <h2>{t('county.exampleTaxesHeading')}</h2>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('county.homeValue')}</th>
                <th scope="col" className="num">{t('county.annualTax')}</th>
                <th scope="col" className="num">{t('county.monthly')}</th>
                {main && <th scope="col" className="num">{t('county.withExemption', { exemption: main.def.label[lang] })}</th>}
                {main && <th scope="col" className="num">{t('county.monthly')}</th>}
              </tr>
            </thead>
            <tbody>
              {examples.map((row) => (
                <tr key={row.value} data-example={row.value}>
                  <th scope="row">{m(row.value)}</th>
                  <td className="num">{m(row.annual)}</td>
                  <td className="num">{m(row.monthly)}</td>
                  {main && <td className="num">{row.withExemption ? m(row.withExemption.annual) : ''}</td>}
                  {main && <td className="num">{row.withExemption ? m(row.withExemption.monthly) : ''}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="small muted">{t('county.examplesNote')}</p>
        {avg !== null && (
          <p className="small">
            {t('county.stateAverageNote', { state: config.stateName[lang], rate: formatPercent(avg, lang) })}
            {(config.stats as { averageRateNote?: string }).averageRateNote && <span lang="en"> {(config.stats as { averageRateNote?: string }).averageRateNote}</span>}
          </p>
        )}
        {units && <UnitTables ctx={ctx} units={units} county={county} />}
        <h2>{t('county.officeHeading')}</h2>
        <p><strong>{t('local.countyOffice')}:</strong> {t('local.countyOfficeHelp')}</p>
        <p>{t('county.findOffice', { county: county.name, office: t('local.countyOffice') })}</p>
        <p className="disclaimer">{t('disclaimer.long')}</p>
      </div>
      <FormsIsland ctx={ctx} kind="popup" id="newsletter-popup" />
    </Layout>
  );
}
