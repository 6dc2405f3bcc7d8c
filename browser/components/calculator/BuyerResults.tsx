import type { BuyerResult } from '../../../states/estimate/buyer.ts';
import type { Lang } from '../../../schema/codes.ts';
import { buyerStepText } from '../../../i18n/buyer-text.ts';
import { formatCurrency } from '../../../i18n/format.ts';
import { DataTable } from '../DataTable.tsx';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Year one against year two, monthly: two bars whose lengths are the escrow payments. */
function EscrowChart({ result, t, lang }: { result: BuyerResult; t: Translate; lang: Lang }) {
  const rows = [
    { key: 'one', label: t('calculator.buyer.chartYearOne'), value: result.escrowMonthlyYearOne },
    { key: 'two', label: t('calculator.buyer.chartYearTwo'), value: result.escrowMonthlyYearTwo },
  ];
  const max = Math.max(...rows.map((r) => r.value), 1);
  return (
    <figure className="buyer-chart" data-buyer-chart>
      <figcaption>{t('calculator.buyer.chartTitle')}</figcaption>
      <svg
        viewBox="0 0 300 64"
        width="100%"
        role="img"
        aria-label={rows.map((r) => `${r.label}: ${formatCurrency(r.value, lang)}`).join('; ')}
      >
        {rows.map((r, i) => (
          <g key={r.key} transform={`translate(0 ${i * 32})`}>
            <rect
              x="0"
              y="4"
              height="22"
              width={Math.max(2, (r.value / max) * 200)}
              className={`buyer-bar buyer-bar-${r.key}`}
            />
            <text x={Math.max(2, (r.value / max) * 200) + 6} y="20" className="buyer-bar-label">
              {formatCurrency(r.value, lang)}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}

/** What buying does to the bill: the two years, California's supplemental bills, escrow and the steps. */
export function BuyerResults({ result, t, lang }: { result: BuyerResult; t: Translate; lang: Lang }) {
  const money = (n: number) => formatCurrency(n, lang);
  // id: the cell's data-buyer, which the browser tests read.
  const figures = [
    { id: 'year-one', label: t('calculator.buyer.yearOne'), value: money(result.yearOne) },
    { id: 'year-two', label: t('calculator.buyer.yearTwo'), value: money(result.yearTwo) },
    ...(result.supplemental ?? []).map((s) => ({
      id: `supplemental-${s.roll}`,
      label: t('calculator.buyer.supplemental', { year: s.fiscalYear }),
      value: s.cancelled ? t('calculator.buyer.supplementalCancelled') : money(s.amount),
    })),
    { id: 'escrow-one', label: t('calculator.buyer.escrowOne'), value: money(result.escrowMonthlyYearOne) },
    { id: 'escrow-two', label: t('calculator.buyer.escrowTwo'), value: money(result.escrowMonthlyYearTwo) },
    { id: 'shortage', label: t('calculator.buyer.shortage'), value: money(result.shortage) },
  ];
  return (
    <div className="buyer-results" data-buyer-results>
      <h3>{t('calculator.buyer.title')}</h3>
      <DataTable
        label={t('calculator.buyer.title')}
        rows={figures}
        rowKey={(f) => f.id}
        columns={[
          { cell: (f) => f.label },
          { num: true, cellProps: (f) => ({ 'data-buyer': f.id }), cell: (f) => f.value },
        ]}
      />
      <EscrowChart result={result} t={t} lang={lang} />
      <h4>{t('calculator.buyer.stepsTitle')}</h4>
      <ol className="buyer-steps">
        {result.steps.map((s, i) => (
          <li key={`${s.code}-${i}`} data-step={s.code}>
            {buyerStepText(s, lang)}
          </li>
        ))}
      </ol>
      <h4>{t('calculator.buyer.yearTwoDetail')}</h4>
    </div>
  );
}
