// Texas units publish their rates one by one, over months: each unit's rate for the product year is
// its own newest row up to that year (sources/units/tx/<year>.csv), so a year file may hold any
// number of units and a unit without a row for the new year keeps last year's rate as the estimate.
import type { TaxingUnit } from '../../site/calc/types.ts';
import { compareUnits } from '../validate/units.ts';

export type UnitsByYear = ReadonlyMap<number, Readonly<Record<string, readonly TaxingUnit[]>>>;

/** County FIPS → its units as the product year sees them, each with the year before its own where there is one. */
export function currentUnits(byYear: UnitsByYear, productYear: number): Record<string, TaxingUnit[]> | undefined {
  const years = [...byYear.keys()].filter((y) => y <= productYear).sort((a, b) => a - b);
  if (years.length === 0) return undefined;
  // Oldest year first: each later row of a unit replaces the one before and remembers it.
  const byCounty = new Map<string, Map<string, TaxingUnit>>();
  for (const year of years) {
    for (const [fips, list] of Object.entries(byYear.get(year)!)) {
      const units = byCounty.get(fips) ?? new Map<string, TaxingUnit>();
      for (const u of list) {
        const before = units.get(u.id);
        const { previous: _p, ...earlier } = before ?? ({} as Partial<TaxingUnit>);
        units.set(
          u.id,
          before
            ? {
                ...u,
                previous: { taxYear: earlier.taxYear!, ratePct: earlier.ratePct ?? null, status: earlier.status! },
              }
            : u,
        );
      }
      byCounty.set(fips, units);
    }
  }
  const out: Record<string, TaxingUnit[]> = {};
  for (const fips of [...byCounty.keys()].sort()) out[fips] = [...byCounty.get(fips)!.values()].sort(compareUnits);
  return out;
}
