import { DataTable } from '../DataTable.tsx';
import { SourceCitation } from '../SourceCitation.tsx';
import type { HistorySeries, SeriesKind } from '../../charts/history-types.ts';
import { seriesColour } from '../../charts/palette.ts';
import { linear, niceTicks } from '../../charts/scales.ts';
import { formatRate } from '../../../i18n/format.ts';
import type { PageContext } from '../page-context.ts';
import { Swatch } from './StackedBar.tsx';

// The drawing box; small, so the labels stay legible when a phone scales it down.
const W = 360;
const H = 190;
const M = { left: 46, right: 10, top: 10, bottom: 24 };

const KIND_KEY: Record<SeriesKind, string> = {
  table: 'table',
  'ny-overall': 'nyOverall',
  'nyc-class1': 'nycClass1',
  survey: 'survey',
  unit: 'unit',
};

export function seriesLabel(ctx: PageContext, s: HistorySeries): string {
  const state = ctx.config?.stateName[ctx.lang] ?? '';
  return ctx.t(`visual.chart.series.${KIND_KEY[s.kind]}`, { state, name: s.name ?? '' });
}

/** One line chart per kind of series (series of one kind measure the same thing), each with its table. */
export function RateHistoryChart({ ctx, series }: { ctx: PageContext; series: HistorySeries[] }) {
  const { t } = ctx;
  const kinds = [...new Set(series.map((s) => s.kind))];
  return (
    <section className="chart" aria-labelledby="history-chart-title" data-chart="history">
      <h2 id="history-chart-title">{t('visual.chart.historyTitle')}</h2>
      <p className="small muted">{t('visual.chart.historyNote')}</p>
      {kinds.map((kind) => (
        <HistoryGroup key={kind} ctx={ctx} id={`history-${kind}`} series={series.filter((s) => s.kind === kind)} />
      ))}
    </section>
  );
}

function HistoryGroup({ ctx, id, series }: { ctx: PageContext; id: string; series: HistorySeries[] }) {
  const { t, lang } = ctx;
  const rate = (v: number): string => formatRate(v, lang);
  const { x0, x1, yTicks, periods, xTicks, lines, x: xAt, y } = geometry(series);
  const anchor = (v: number): 'start' | 'end' | 'middle' =>
    v === x0 && x0 !== x1 ? 'start' : v === x1 ? 'end' : 'middle';
  const label = (s: HistorySeries): string => seriesLabel(ctx, s);
  const change = (s: HistorySeries): string => {
    const a = s.points[0]!;
    const b = s.points[s.points.length - 1]!;
    const diff = b.ratePct - a.ratePct;
    return t('visual.chart.change', {
      from: rate(a.ratePct),
      fromYear: a.period,
      to: rate(b.ratePct),
      toYear: b.period,
      points: `${diff > 0 ? '+' : diff < 0 ? '−' : ''}${formatRate(Math.abs(diff), lang).replace('%', '')}`,
    });
  };
  const summary = series.map((s) => `${label(s)}: ${change(s)}`).join('; ');
  return (
    <figure className="history" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        {series.length === 1 ? (
          <strong>
            {series[0]!.kind === 'table' ? `${t('visual.chart.changeTitle')}: ` : ''}
            {label(series[0]!)}
          </strong>
        ) : (
          <ul className="chart-legend">
            {series.map((s, i) => (
              <li key={i}>
                <Swatch index={i} />
                {label(s)}
              </li>
            ))}
          </ul>
        )}
      </figcaption>
      <svg className="line-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        {yTicks.map((v) => (
          <g key={v}>
            <line x1={M.left} x2={W - M.right} y1={y(v)} y2={y(v)} className="grid" />
            <text x={M.left - 4} y={y(v) + 4} textAnchor="end">
              {formatRate(v, lang).replace(/\.?0+%$/, '%')}
            </text>
          </g>
        ))}
        {xTicks.map(([v, text]) => (
          <text key={v} x={xAt(v)} y={H - 6} textAnchor={anchor(v)}>
            {text}
          </text>
        ))}
        {series.map((s, i) => (
          <g key={i} stroke={seriesColour(i)} fill={seriesColour(i)}>
            <polyline fill="none" strokeWidth="2" points={lines[i]!.points} />
            {lines[i]!.dots.map((d) => (
              <circle key={d.key} cx={d.cx} cy={d.cy} r="2.5" />
            ))}
          </g>
        ))}
      </svg>
      {series.map((s, i) => (
        <p key={i} className="small">
          {series.length > 1 && <Swatch index={i} />}
          {change(s)}
        </p>
      ))}
      <details>
        <summary>{t('visual.chart.chartAsTable')}</summary>
        <DataTable
          label={series.length === 1 ? label(series[0]!) : t('visual.chart.historyTitle')}
          rows={periods}
          rowKey={([px]) => px}
          // Several series are too many columns for a phone: there each year is a card, its figures two by two
          // under their series' names (site.css).
          tableProps={series.length > 1 ? { 'data-cards': 'pairs' } : undefined}
          columns={[
            { header: t('visual.chart.year'), cell: ([, period]) => period },
            ...series.map((s, i) => ({
              key: `series-${i}`,
              header: label(s),
              num: true,
              cellProps: series.length > 1 ? { 'data-label': label(s) } : undefined,
              cell: ([px]: [number, string]) => {
                const p = s.points.find((q) => q.x === px);
                return p ? rate(p.ratePct) : '–';
              },
            })),
          ]}
        />
        {[...new Set(series.map((s) => s.source))].map((src) => (
          <SourceCitation key={src} className="small muted cite" label={t('county.sourceLabel')} source={src} />
        ))}
      </details>
    </figure>
  );
}

interface Geometry {
  x0: number;
  x1: number;
  yTicks: number[];
  periods: [number, string][];
  xTicks: [number, string][];
  x: (v: number) => number;
  y: (v: number) => number;
  lines: { points: string; dots: { key: number; cx: string; cy: string }[] }[];
}

// The drawing of a group of series is the same in both languages and on every page that shows them: made once.
const drawn = new WeakMap<HistorySeries, { series: HistorySeries[]; geometry: Geometry }[]>();

function geometry(series: HistorySeries[]): Geometry {
  const first = series[0]!;
  const known = drawn.get(first) ?? [];
  const hit = known.find((k) => k.series.length === series.length && k.series.every((s, i) => s === series[i]));
  if (hit) return hit.geometry;
  const points = series.flatMap((s) => s.points);
  const xs = points.map((p) => p.x);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  // From zero, so the slope of a line shows the size of a change honestly.
  const yTicks = niceTicks(0, Math.max(...points.map((p) => p.ratePct)), 4);
  const x = linear([x0, x1], [M.left, W - M.right]);
  const y = linear([0, yTicks[yTicks.length - 1]!], [H - M.bottom, M.top]);
  const periods = [...new Map(points.map((p) => [p.x, p.period])).entries()].sort((a, b) => a[0] - b[0]);
  // A few points (two survey periods): label each as published; a long series: round years.
  const xTicks: [number, string][] =
    periods.length <= 4
      ? periods
      : niceTicks(x0, x1, 5)
          .filter((v) => Number.isInteger(v) && v >= x0 && v <= x1)
          .map((v) => [v, String(v)]);
  const lines = series.map((s) => ({
    points: s.points.map((p) => `${x(p.x).toFixed(1)},${y(p.ratePct).toFixed(1)}`).join(' '),
    dots: s.points.map((p) => ({ key: p.x, cx: x(p.x).toFixed(1), cy: y(p.ratePct).toFixed(1) })),
  }));
  const result = { x0, x1, yTicks, periods, xTicks, x, y, lines };
  drawn.set(first, [...known, { series, geometry: result }]);
  return result;
}
