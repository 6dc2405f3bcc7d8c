import { useMemo, useState } from 'react';
import { prop13Savings, type Prop13Problem } from '../../../engine/tools/prop13.ts';
import { formatCurrency, formatInteger, formatRate } from '../../../i18n/format.ts';
import { DataTable } from '../DataTable.tsx';
import { lookup } from '../text.ts';
import { MoneyField, pctFigure, useHydrated } from './shared.tsx';
import type { Prop13ToolProps } from './types.ts';

const PROBLEM_KEYS: Record<Prop13Problem, string> = {
  'purchase-price': 'purchasePrice',
  'market-value': 'marketValue',
  'purchase-year': 'purchaseYear',
};

/** Proposition 13 benefits demo (spec §2, §3): what the assessment cap saves since purchase. */
export function Prop13Demo(props: Prop13ToolProps) {
  const { lang, productYear, capPct, baseYear, areas } = props;
  const t = useMemo(() => lookup(props.text), [props.text]);
  const hydrated = useHydrated();
  const [price, setPrice] = useState(props.defaults.purchasePrice);
  const [year, setYear] = useState(props.defaults.purchaseYear);
  const [market, setMarket] = useState(props.defaults.currentMarketValue);
  const [areaId, setAreaId] = useState(props.defaultArea);
  const area = areas.find((a) => a.id === areaId) ?? areas[0]!;
  const outcome = useMemo(
    () =>
      prop13Savings({
        purchasePrice: price,
        purchaseYear: year,
        currentMarketValue: market,
        currentYear: productYear,
        ratePct: area.ratePct,
        capPct,
        minYear: baseYear,
      }),
    [price, year, market, productYear, area.ratePct, capPct, baseYear],
  );
  const m = (n: number): string => formatCurrency(n, lang);
  const problem = (p: Prop13Problem): string | null =>
    !outcome.ok && outcome.problems.includes(p)
      ? t(`tool.prop13.problems.${PROBLEM_KEYS[p]}`, { min: baseYear, max: productYear })
      : null;
  const years = Array.from({ length: productYear - baseYear + 1 }, (_, i) => productYear - i);
  const figure = (key: string, label: string, value: string) => (
    <div className="figure">
      <dt>{label}</dt>
      <dd data-figure={key}>{value}</dd>
    </div>
  );

  return (
    <section
      className="card tool"
      data-tool="prop13-demo"
      data-hydrated={hydrated ? 'true' : undefined}
      aria-labelledby="prop13-title"
    >
      <h2 id="prop13-title">{t('tool.prop13.title')}</h2>
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <MoneyField
          id="prop13-price"
          label={t('tools.prop13.purchasePrice')}
          value={price}
          lang={lang}
          onChange={setPrice}
          error={problem('purchase-price')}
        />
        <label htmlFor="prop13-year">{t('tools.prop13.purchaseYear')}</label>
        <select id="prop13-year" name="purchaseYear" value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <MoneyField
          id="prop13-market"
          label={t('tools.prop13.currentMarketValue')}
          value={market}
          lang={lang}
          onChange={setMarket}
          error={problem('market-value')}
        />
        <label htmlFor="prop13-area">{t('tool.prop13.area')}</label>
        <select id="prop13-area" name="area" value={area.id} onChange={(e) => setAreaId(e.target.value)}>
          {/* One text node: an option's text is its label, with no markers between parts. */}
          {areas.map((a) => (
            <option key={a.id} value={a.id}>{`${a.name} (${formatRate(a.ratePct, lang)})`}</option>
          ))}
        </select>
        <p className="field-hint" data-rate-line="">
          {t('tool.prop13.rateLine', {
            general: pctFigure(area.generalLevyPct, lang),
            debt: formatRate(area.ratePct - area.generalLevyPct, lang),
            rate: formatRate(area.ratePct, lang),
            area: area.name,
            year: area.sourceYear,
          })}
        </p>
      </form>
      {outcome.ok && (
        <div className="results" aria-live="polite">
          <h3>{t('tool.prop13.resultsTitle', { year: productYear })}</h3>
          <dl className="result-figures">
            {figure('original-price', t('tools.prop13.originalPrice'), m(outcome.result.originalPrice))}
            {figure(
              'protected-assessment',
              t('tools.prop13.protectedAssessment'),
              m(outcome.result.protectedAssessment),
            )}
            {figure('market-value', t('tools.prop13.currentMarketValue'), m(outcome.result.currentMarketValue))}
            {figure('tax-without', t('tools.prop13.taxWithoutProp13'), m(outcome.result.taxWithoutProp13))}
            {figure('actual-tax', t('tools.prop13.actualTax'), m(outcome.result.actualTax))}
            {figure('annual-savings', t('tools.prop13.annualSavings'), m(outcome.result.annualSavings))}
            {figure('total-savings', t('tools.prop13.totalSavings'), m(outcome.result.totalSavings))}
            {figure('years-held', t('tools.prop13.yearsHeld'), formatInteger(outcome.result.yearsHeld, lang))}
          </dl>
          {outcome.result.limitedByMarket && (
            <p className="notice" data-note="market-below">
              {t('tool.prop13.limitedByMarket')}
            </p>
          )}
          {outcome.result.years.length > 0 && (
            <details>
              <summary>{t('tool.prop13.byYear')}</summary>
              <DataTable
                label={t('tool.prop13.byYear')}
                rows={outcome.result.years}
                rowKey={(y) => y.year}
                tableProps={{ 'data-table': 'years' }}
                columns={[
                  { header: t('tool.prop13.year'), cell: (y) => y.year },
                  { header: t('tool.prop13.estimatedMarket'), num: true, cell: (y) => m(y.marketValue) },
                  { header: t('tools.prop13.protectedAssessment'), num: true, cell: (y) => m(y.protectedAssessment) },
                  { header: t('tools.prop13.annualSavings'), num: true, cell: (y) => m(y.savings) },
                ]}
              />
            </details>
          )}
        </div>
      )}
      <h3>{t('tool.prop13.methodTitle')}</h3>
      <p data-method="">{t('tool.prop13.method', { cap: pctFigure(capPct, lang), year: productYear })}</p>
      <p className="small muted">{t('tool.prop13.notIncluded')}</p>
    </section>
  );
}
