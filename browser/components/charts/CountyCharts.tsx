import type { PageContext } from '../page-context.ts';
import type { CountyCharts as Data } from './data.ts';
import { BillBreakdownChart } from './BillBreakdownChart.tsx';
import { NeighboursChart } from './NeighboursChart.tsx';
import { RateHistoryChart } from './RateHistoryChart.tsx';

/**
 * A county page's charts, prerendered: the typical bill by unit, the rate history, the neighbours. Outside any island.
 */
export function CountyCharts({
  ctx,
  data,
  county,
  hub,
}: {
  ctx: PageContext;
  data: Data;
  county: string;
  hub?: boolean;
}) {
  const { t } = ctx;
  const state = ctx.config?.stateName[ctx.lang] ?? '';
  return (
    <div className="charts">
      {data.breakdown && <BillBreakdownChart ctx={ctx} data={data.breakdown} />}
      {data.history.length > 0 && <RateHistoryChart ctx={ctx} series={data.history} />}
      {data.neighbours && (
        <NeighboursChart
          ctx={ctx}
          rows={data.neighbours}
          title={t('visual.chart.neighboursTitle', { county })}
          note={
            hub ? t('visual.chart.neighboursNoteHub', { county }) : t('visual.chart.neighboursNote', { county, state })
          }
        />
      )}
    </div>
  );
}
