// Florida and California county pages: the county's areas for the bill builder (city, unincorporated
// area, tax rate area) in a hashed data file loaded after the page, in the table's order (most common first).
import type { AreaPickUnit } from '../../site/calc/area-units.ts';
import type { AreaUnitsFile } from '../../site/calc/types.ts';

export function areaUnitsPayload(file: AreaUnitsFile | undefined, fips: string): { units: AreaPickUnit[] } | null {
  const units = file?.counties[fips];
  if (!units) return null;
  return {
    units: units.map(({ id, name, type, ratePct, taxYear, status, lines, source, document, url }) => ({
      id,
      name,
      type,
      ratePct,
      taxYear,
      status,
      lines,
      source,
      document,
      url,
    })),
  };
}
