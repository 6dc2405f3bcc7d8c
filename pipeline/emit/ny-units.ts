// generated/units/ny.json: every New York unit billed at its own newest row up to the product year.
// The Comptroller's table lists every unit for one year, a year or more behind; a county, town or
// school district that publishes a newer rate gets a row in a later year's table, and the units
// without one keep their earlier rate, each with its own tax year and status.
import type { NyUnit, NyUnitsFile } from '../../schema/ny-units.ts';

export const NY_UNITS_OUTPUT = 'generated/units/ny.json';

export function nyUnitsOutput(
  tables: ReadonlyMap<number, Record<string, NyUnit[]>> | undefined,
  productYear: number,
): NyUnitsFile | null {
  if (!tables) return null;
  const years = [...tables.keys()].filter((y) => y <= productYear).sort((a, b) => a - b);
  if (years.length === 0) return null;
  // Oldest year first; a later row takes its unit's place, so the order stays the full table's
  // (the county, cities, towns, villages, then school segments).
  const byCounty = new Map<string, Map<string, NyUnit>>();
  for (const year of years)
    for (const [fips, list] of Object.entries(tables.get(year)!)) {
      const units = byCounty.get(fips) ?? new Map<string, NyUnit>();
      for (const u of list) units.set(u.id, u);
      byCounty.set(fips, units);
    }
  const counties: Record<string, NyUnit[]> = {};
  for (const fips of [...byCounty.keys()].sort()) counties[fips] = [...byCounty.get(fips)!.values()];
  return { state: 'ny', year: years[years.length - 1]!, counties };
}
