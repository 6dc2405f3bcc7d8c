// generated/units/ny.json: the New York unit table of the product year, or of the newest earlier
// year when the product year has none yet (the Comptroller publishes a year or more behind).
import type { NyUnit, NyUnitsFile } from '../../schema/ny-units.ts';

export const NY_UNITS_OUTPUT = 'generated/units/ny.json';

export function nyUnitsOutput(
  tables: ReadonlyMap<number, Record<string, NyUnit[]>> | undefined,
  productYear: number,
): NyUnitsFile | null {
  if (!tables) return null;
  const year = [...tables.keys()].filter((y) => y <= productYear).sort((a, b) => b - a)[0];
  if (year === undefined) return null;
  return { state: 'ny', year, counties: tables.get(year)! };
}
