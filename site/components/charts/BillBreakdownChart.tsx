import { formatCurrency, formatPercent, formatRate } from '../../i18n/format.ts';
import type { PageContext } from '../../pages/context.ts';
import type { Breakdown } from '../../pages/county-charts.ts';
import { StackedBar, Swatch } from './StackedBar.tsx';

/** A typical bill as one bar split by taxing unit, with the same figures in the table beneath. */
export function BillBreakdownChart({ ctx, data }: { ctx: PageContext; data: Breakdown }) {
  const { t, lang } = ctx;
  const m = (n: number): string => formatCurrency(n, lang);
  return (
    <section className="chart" aria-labelledby="breakdown-chart-title" data-chart="breakdown">
      <h2 id="breakdown-chart-title">{t('visual.chart.breakdownTitle', { value: m(data.value) })}</h2>
      <StackedBar parts={data.parts.map((p) => ({ key: p.key, value: p.tax }))} />
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('visual.chart.unit')}</th>
              <th scope="col" className="num">{t('visual.chart.rate')}</th>
              <th scope="col" className="num">{t('visual.chart.tax')}</th>
              <th scope="col" className="num">{t('visual.chart.share')}</th>
            </tr>
          </thead>
          <tbody>
            {data.parts.map((p, i) => (
              <tr key={p.key}>
                <th scope="row"><Swatch index={i} />{p.label}</th>
                <td className="num">{p.ratePct === null ? '' : formatRate(p.ratePct, lang)}</td>
                <td className="num">{m(p.tax)}</td>
                <td className="num">{formatPercent(data.total > 0 ? (p.tax / data.total) * 100 : 0, lang, 0)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr><th scope="row">{t('visual.chart.total')}</th><td /><td className="num">{m(data.total)}</td><td /></tr>
          </tfoot>
        </table>
      </div>
      <p className="small muted">{t('visual.chart.breakdownNote')}</p>
    </section>
  );
}
