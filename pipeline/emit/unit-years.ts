// Units publish their rates one by one, over months: each unit's rate for the product year is its own
// newest row up to that year (sources/units/<state>/<year>.csv), so a year file may hold any number of
// units and a unit without a row for the new year keeps last year's rate as the estimate.
import type { Unit } from '../../schema/index.ts';
import type { UnitRules } from '../../engine/state-module.ts';
import { orderUnits } from '../validate/units.ts';

export type UnitsByYear = ReadonlyMap<number, Readonly<Record<string, readonly Unit[]>>>;

/**
 * County FIPS → its units as the product year sees them, each with the year before its own where there is one. A
 * county's units keep the order of the table that first lists them (a later row takes its unit's place), or the
 * rules' type-and-name order.
 */
export function currentUnits(
  byYear: UnitsByYear,
  productYear: number,
  rules: Pick<UnitRules, 'order' | 'types'>,
): Record<string, Unit[]> | undefined {
  const years = [...byYear.keys()].filter((y) => y <= productYear).sort((a, b) => a - b);
  if (years.length === 0) return undefined;
  // Oldest year first: each later row of a unit replaces the one before and remembers it.
  const byCounty = new Map<string, Map<string, Unit>>();
  for (const year of years) {
    for (const [fips, list] of Object.entries(byYear.get(year)!)) {
      const units = byCounty.get(fips) ?? new Map<string, Unit>();
      for (const u of list) {
        const before = units.get(u.id);
        units.set(
          u.id,
          before ? { ...u, previous: { taxYear: before.taxYear, ratePct: before.ratePct, status: before.status } } : u,
        );
      }
      byCounty.set(fips, units);
    }
  }
  const out: Record<string, Unit[]> = {};
  for (const fips of [...byCounty.keys()].sort())
    out[fips] = orderUnits([...byCounty.get(fips)!.values()], rules as UnitRules);
  return out;
}
