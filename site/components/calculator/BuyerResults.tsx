import type { BuyerResult } from '../../calc/buyer.ts';
import type { Lang } from '../../calc/types.ts';
import { buyerStepText } from '../../i18n/buyer-text.ts';
import { formatCurrency } from '../../i18n/format.ts';

type Tx = (key: string, vars?: Record<string, string | number>) => string;

/** Year one against year two, monthly: two bars whose lengths are the escrow payments. */
function EscrowChart({ result, tx, lang }: { result: BuyerResult; tx: Tx; lang: Lang }) {
  const rows = [
    { key: 'one', label: tx('calculator.buyer.chartYearOne'), value: result.escrowMonthlyYearOne },
    { key: 'two', label: tx('calculator.buyer.chartYearTwo'), value: result.escrowMonthlyYearTwo },
  ];
  const max = Math.max(...rows.map((r) => r.value), 1);
  return (
    <figure className="buyer-chart" data-buyer-chart>
      <figcaption>{tx('calculator.buyer.chartTitle')}</figcaption>
      <svg viewBox="0 0 300 64" width="100%" role="img" aria-label={rows.map((r) => `${r.label}: ${formatCurrency(r.value, lang)}`).join('; ')}>
        {rows.map((r, i) => (
          <g key={r.key} transform={`translate(0 ${i * 32})`}>
            <rect x="0" y="4" height="22" width={Math.max(2, (r.value / max) * 200)} className={`buyer-bar buyer-bar-${r.key}`} />
            <text x={Math.max(2, (r.value / max) * 200) + 6} y="20" className="buyer-bar-label">{formatCurrency(r.value, lang)}</text>
          </g>
        ))}
      </svg>
    </figure>
  );
}

/** What buying does to the bill: the two years, California's supplemental bills, escrow and the steps. */
export function BuyerResults({ result, tx, lang }: { result: BuyerResult; tx: Tx; lang: Lang }) {
  const money = (n: number) => formatCurrency(n, lang);
  return (
    <div className="buyer-results" data-buyer-results>
      <h3>{tx('calculator.buyer.title')}</h3>
      <div className="table-scroll">
      <table>
        <tbody>
          <tr><th scope="row">{tx('calculator.buyer.yearOne')}</th><td className="num" data-buyer="year-one">{money(result.yearOne)}</td></tr>
          <tr><th scope="row">{tx('calculator.buyer.yearTwo')}</th><td className="num" data-buyer="year-two">{money(result.yearTwo)}</td></tr>
          {(result.supplemental ?? []).map((s) => (
            <tr key={s.roll}><th scope="row">{tx('calculator.buyer.supplemental', { year: s.fiscalYear })}</th><td className="num" data-buyer={`supplemental-${s.roll}`}>{s.cancelled ? tx('calculator.buyer.supplementalCancelled') : money(s.amount)}</td></tr>
          ))}
          <tr><th scope="row">{tx('calculator.buyer.escrowOne')}</th><td className="num" data-buyer="escrow-one">{money(result.escrowMonthlyYearOne)}</td></tr>
          <tr><th scope="row">{tx('calculator.buyer.escrowTwo')}</th><td className="num" data-buyer="escrow-two">{money(result.escrowMonthlyYearTwo)}</td></tr>
          <tr><th scope="row">{tx('calculator.buyer.shortage')}</th><td className="num" data-buyer="shortage">{money(result.shortage)}</td></tr>
        </tbody>
      </table>
      </div>
      <EscrowChart result={result} tx={tx} lang={lang} />
      <h4>{tx('calculator.buyer.stepsTitle')}</h4>
      <ol className="buyer-steps">
        {result.steps.map((s, i) => <li key={`${s.code}-${i}`} data-step={s.code}>{buyerStepText(s, lang)}</li>)}
      </ol>
      <h4>{tx('calculator.buyer.yearTwoDetail')}</h4>
    </div>
  );
}
