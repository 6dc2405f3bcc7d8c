import type { StateCode } from '../schema/codes.ts';
import type { CountyRate } from '../schema/index.ts';
import type { SiteData } from './data.ts';

export type CountyListEntry = Omit<CountyRate, 'remark'>;

/** The calculator's lazily loaded county list: every record but its remark (the county page shows that). */
export function countyListData(site: SiteData, state: StateCode): { counties: CountyListEntry[] } {
  const counties = site.states[state]!.counties.map(({ remark: _remark, ...rest }) => rest);
  return { counties };
}
