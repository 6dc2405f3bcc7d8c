import { countyLabel } from '../../../i18n/place-names.ts';
import { formatRate } from '../../../i18n/format.ts';
import type { PageContext } from '../page-context.ts';
import type { NeighbourRow } from './data.ts';

/**
 * The county beside its neighbours and its state's median: a table whose last column draws each
 * rate as a bar from zero, so the table is both the chart and its text.
 */
export function NeighboursChart({
  ctx,
  rows,
  title,
  note,
}: {
  ctx: PageContext;
  rows: NeighbourRow[];
  title: string;
  note: string;
}) {
  const { t, lang } = ctx;
  const max = Math.max(...rows.map((r) => r.ratePct));
  return (
    <section className="chart" aria-labelledby="neighbours-chart-title" data-chart="neighbours">
      <h2 id="neighbours-chart-title">{title}</h2>
      <p className="small muted">{note}</p>
      <table className="bar-table">
        <thead>
          <tr>
            <th scope="col">{t('visual.chart.county')}</th>
            <th scope="col" className="num">
              {t('visual.chart.rate')}
            </th>
            <th scope="col" className="bar-cell">
              <span className="sr-only">{t('visual.chart.rate')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.fips} className={`bar-${r.role}`}>
              <th scope="row">
                {r.href ? (
                  <a href={r.href}>{countyLabel(r.name, ctx.lang)}</a>
                ) : r.role === 'self' ? (
                  t('visual.chart.thisCounty', { county: r.name })
                ) : (
                  countyLabel(r.name, ctx.lang)
                )}
              </th>
              <td className="num">{formatRate(r.ratePct, lang)}</td>
              <td className="bar-cell" aria-hidden="true">
                <svg viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
                  <rect x="0" y="1" height="8" width={max > 0 ? (r.ratePct / max) * 100 : 0} />
                </svg>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
