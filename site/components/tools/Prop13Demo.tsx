import { useMemo, useState } from 'react';
import { prop13Savings, type Prop13Problem } from '../../calc/tools/prop13.ts';
import { formatCurrency, formatInteger, formatRate } from '../../i18n/format.ts';
import { lookup } from '../text.ts';
import { MoneyField, pctFigure, useHydrated } from './shared.tsx';
import type { Prop13ToolProps } from './types.ts';

const PROBLEM_KEYS: Record<Prop13Problem, string> = { 'purchase-price': 'purchasePrice', 'market-value': 'marketValue', 'purchase-year': 'purchaseYear' };

/** Proposition 13 benefits demo (spec §2, §3): what the assessment cap saves since purchase. */
export function Prop13Demo(props: Prop13ToolProps) {
  const { lang, productYear, capPct, baseYear, areas } = props;
  const tx = useMemo(() => lookup(props.text), [props.text]);
  const hydrated = useHydrated();
  const [price, setPrice] = useState(props.defaults.purchasePrice);
  const [year, setYear] = useState(props.defaults.purchaseYear);
  const [market, setMarket] = useState(props.defaults.currentMarketValue);
  const [areaId, setAreaId] = useState(props.defaultArea);
  const area = areas.find((a) => a.id === areaId) ?? areas[0]!;
  const outcome = useMemo(
    () => prop13Savings({ purchasePrice: price, purchaseYear: year, currentMarketValue: market, currentYear: productYear, ratePct: area.ratePct, capPct, minYear: baseYear }),
    [price, year, market, productYear, area.ratePct, capPct, baseYear],
  );
  const m = (n: number): string => formatCurrency(n, lang);
  const problem = (p: Prop13Problem): string | null => (!outcome.ok && outcome.problems.includes(p) ? tx(`tool.prop13.problems.${PROBLEM_KEYS[p]}`, { min: baseYear, max: productYear }) : null);
  const years = Array.from({ length: productYear - baseYear + 1 }, (_, i) => productYear - i);
  const figure = (key: string, label: string, value: string) => (
    <div className="figure"><dt>{label}</dt><dd data-figure={key}>{value}</dd></div>
  );

  return (
    <section className="card tool" data-tool="prop13-demo" data-hydrated={hydrated ? 'true' : undefined} aria-labelledby="prop13-title">
      <h2 id="prop13-title">{tx('tool.prop13.title')}</h2>
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <MoneyField id="prop13-price" label={tx('tools.prop13.purchasePrice')} value={price} lang={lang} onChange={setPrice} error={problem('purchase-price')} />
        <label htmlFor="prop13-year">{tx('tools.prop13.purchaseYear')}</label>
        <select id="prop13-year" name="purchaseYear" value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {years.map((y) => <option key={y} value={y}>{y}</option>)}
        </select>
        <MoneyField id="prop13-market" label={tx('tools.prop13.currentMarketValue')} value={market} lang={lang} onChange={setMarket} error={problem('market-value')} />
        <label htmlFor="prop13-area">{tx('tool.prop13.area')}</label>
        <select id="prop13-area" name="area" value={area.id} onChange={(e) => setAreaId(e.target.value)}>
          {/* One text node: an option's text is its label, with no markers between parts. */}
          {areas.map((a) => <option key={a.id} value={a.id}>{`${a.name} (${formatRate(a.ratePct, lang)})`}</option>)}
        </select>
        <p className="field-hint" data-rate-line="">
          {tx('tool.prop13.rateLine', { general: pctFigure(area.generalLevyPct, lang), debt: formatRate(area.ratePct - area.generalLevyPct, lang), rate: formatRate(area.ratePct, lang), area: area.name, year: area.sourceYear })}
        </p>
      </form>
      {outcome.ok && (
        <div className="results" aria-live="polite">
          <h3>{tx('tool.prop13.resultsTitle', { year: productYear })}</h3>
          <dl className="result-figures">
            {figure('original-price', tx('tools.prop13.originalPrice'), m(outcome.result.originalPrice))}
            {figure('protected-assessment', tx('tools.prop13.protectedAssessment'), m(outcome.result.protectedAssessment))}
            {figure('market-value', tx('tools.prop13.currentMarketValue'), m(outcome.result.currentMarketValue))}
            {figure('tax-without', tx('tools.prop13.taxWithoutProp13'), m(outcome.result.taxWithoutProp13))}
            {figure('actual-tax', tx('tools.prop13.actualTax'), m(outcome.result.actualTax))}
            {figure('annual-savings', tx('tools.prop13.annualSavings'), m(outcome.result.annualSavings))}
            {figure('total-savings', tx('tools.prop13.totalSavings'), m(outcome.result.totalSavings))}
            {figure('years-held', tx('tools.prop13.yearsHeld'), formatInteger(outcome.result.yearsHeld, lang))}
          </dl>
          {outcome.result.limitedByMarket && <p className="notice" data-note="market-below">{tx('tool.prop13.limitedByMarket')}</p>}
          {outcome.result.years.length > 0 && (
            <details>
              <summary>{tx('tool.prop13.byYear')}</summary>
              <div className="table-scroll">
                <table data-table="years">
                  <thead>
                    <tr>
                      <th scope="col">{tx('tool.prop13.year')}</th>
                      <th scope="col" className="num">{tx('tool.prop13.estimatedMarket')}</th>
                      <th scope="col" className="num">{tx('tools.prop13.protectedAssessment')}</th>
                      <th scope="col" className="num">{tx('tools.prop13.annualSavings')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {outcome.result.years.map((y) => (
                      <tr key={y.year}><th scope="row">{y.year}</th><td className="num">{m(y.marketValue)}</td><td className="num">{m(y.protectedAssessment)}</td><td className="num">{m(y.savings)}</td></tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          )}
        </div>
      )}
      <h3>{tx('tool.prop13.methodTitle')}</h3>
      <p data-method="">{tx('tool.prop13.method', { cap: pctFigure(capPct, lang), year: productYear })}</p>
      <p className="small muted">{tx('tool.prop13.notIncluded')}</p>
    </section>
  );
}
