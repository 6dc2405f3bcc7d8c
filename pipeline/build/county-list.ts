import type { CountyRate, StateCode } from '../../site/calc/types.ts';
import type { SiteData } from './data.ts';

export type CountyListEntry = Omit<CountyRate, 'note'>;

/** The calculator's lazily loaded county list: every record but its long note (the county page shows that). */
export function countyListData(site: SiteData, state: StateCode): { counties: CountyListEntry[] } {
  const counties = site.states[state]!.counties.map(({ note: _note, ...rest }) => rest);
  return { counties };
}
