// generated/units/fl.json and ca.json: a state's area table of the product year, or of the newest
// earlier year when the product year has none yet.
import type { AreaState, AreaUnit, AreaUnitsFile } from '../../schema/area-units.ts';

export const areaUnitsOutput = (state: AreaState): string => `generated/units/${state}.json`;

export function areaUnitsFile(
  state: AreaState,
  tables: ReadonlyMap<number, Record<string, AreaUnit[]>> | undefined,
  productYear: number,
): AreaUnitsFile | null {
  if (!tables) return null;
  const year = [...tables.keys()].filter((y) => y <= productYear).sort((a, b) => b - a)[0];
  if (year === undefined) return null;
  return { state, year, counties: tables.get(year)! };
}
