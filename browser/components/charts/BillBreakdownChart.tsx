import { formatCurrency, formatPercent, formatRate } from '../../../i18n/format.ts';
import type { PageContext } from '../page-context.ts';
import type { Breakdown } from './data.ts';
import { DataTable } from '../DataTable.tsx';
import { StackedBar, Swatch } from './StackedBar.tsx';

/** A typical bill as one bar split by taxing unit, with the same figures in the table beneath. */
export function BillBreakdownChart({ ctx, data }: { ctx: PageContext; data: Breakdown }) {
  const { t, lang } = ctx;
  const m = (n: number): string => formatCurrency(n, lang);
  return (
    <section className="chart" aria-labelledby="breakdown-chart-title" data-chart="breakdown">
      <h2 id="breakdown-chart-title">{t('visual.chart.breakdownTitle', { value: m(data.value) })}</h2>
      <StackedBar parts={data.parts.map((p) => ({ key: p.key, value: p.tax }))} />
      <DataTable
        label={t('visual.chart.breakdownTitle', { value: m(data.value) })}
        rows={data.parts}
        rowKey={(p) => p.key}
        // On a phone each unit is a card: its name, then its rate, tax and share under their names (site.css).
        tableProps={{ 'data-cards': '' }}
        columns={[
          {
            header: t('visual.chart.unit'),
            cell: (p, i) => (
              <>
                <Swatch index={i} />
                {p.label}
              </>
            ),
          },
          {
            header: t('visual.chart.rate'),
            num: true,
            cellProps: { 'data-label': t('visual.chart.rate') },
            cell: (p) => (p.ratePct === null ? '' : formatRate(p.ratePct, lang)),
          },
          {
            header: t('visual.chart.tax'),
            num: true,
            cellProps: { 'data-label': t('visual.chart.tax') },
            cell: (p) => m(p.tax),
          },
          {
            header: t('visual.chart.share'),
            num: true,
            cellProps: { 'data-label': t('visual.chart.share') },
            cell: (p) => formatPercent(data.total > 0 ? (p.tax / data.total) * 100 : 0, lang, 0),
          },
        ]}
        foot={
          <tr>
            <th scope="row">{t('visual.chart.total')}</th>
            <td data-empty="" />
            <td className="num" data-label={t('visual.chart.tax')}>
              {m(data.total)}
            </td>
            <td data-empty="" />
          </tr>
        }
      />
      <p className="small muted">{t('visual.chart.breakdownNote')}</p>
    </section>
  );
}
