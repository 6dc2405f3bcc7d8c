import type { Unit } from '../../schema/index.ts';

/**
 * Above this many districts covering only part of a county (Harris has over 500), the county page
 * links to their list on a page of its own instead of carrying it: the heaviest page stays as light
 * as the others, and the list still works without JavaScript.
 */
export const INLINE_DISTRICTS_MAX = 60;

export const localDistricts = (units: readonly Unit[]): Unit[] =>
  units.filter((u) => u.type === 'special' && !u.countywide);

export const hasDistrictsPage = (units: readonly Unit[] | null | undefined): boolean =>
  Boolean(units && localDistricts(units).length > INLINE_DISTRICTS_MAX);
