// The real site data with a state's county list cut to a few counties: every kind of page is still
// built (home, calculator, directory, county pages, guides, tools), a third as many of them. For
// tests of how the build behaves, which do not need all 67 Florida counties.
import type { SiteData } from '../../../generator/data.ts';
import type { StateCode } from '../../../schema/codes.ts';

// Marion borders Alachua, so a change to Alachua shows on a neighbour's chart.
export const FL_SAMPLE = ['alachua', 'broward', 'duval', 'liberty', 'marion', 'miami-dade', 'orange'];

export function smallSite(data: SiteData, state: StateCode = 'fl', slugs: readonly string[] = FL_SAMPLE): SiteData {
  const small: SiteData = structuredClone(data);
  const rates = small.states[state]!;
  rates.counties = rates.counties.filter((c) => slugs.includes(c.slug));
  if (rates.counties.length !== slugs.length)
    throw new Error(`smallSite: some of ${slugs.join(', ')} are not ${state} counties`);
  return small;
}
