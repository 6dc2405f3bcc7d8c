// What a county page's charts draw, as the pages compute it (generator/pages/county-charts.ts): the
// chart components only read these shapes.
import type { HistorySeries } from '../../charts/history-types.ts';

export interface BillPart {
  key: string;
  label: string;
  ratePct: number | null;
  tax: number;
}
export interface Breakdown {
  value: number;
  parts: BillPart[];
  total: number;
}
export interface NeighbourRow {
  fips: string;
  name: string;
  href: string | null;
  ratePct: number;
  role: 'self' | 'neighbour' | 'median';
}
export interface CountyCharts {
  breakdown: Breakdown | null;
  history: HistorySeries[];
  neighbours: NeighbourRow[] | null;
}
