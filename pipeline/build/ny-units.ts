// New York county pages: the county's units for the bill builder (town or city, village, school
// segment), in a hashed data file loaded after the page, as the Texas pages load theirs.
import type { NyUnitsFile } from '../../site/calc/types.ts';
import type { NyPageUnit } from '../../site/components/calculator/ny-bill.ts';

export function nyUnitsPayload(file: NyUnitsFile | null | undefined, fips: string): { units: NyPageUnit[] } | null {
  const units = file?.counties[fips];
  if (!units) return null;
  return {
    units: units.map(({ id, name, type, municipalityId, ratePct, taxYear, status, viaCopy, taxableFullValue }) => ({
      id,
      name,
      type,
      municipalityId,
      ratePct,
      taxYear,
      status,
      ...(viaCopy ? { viaCopy } : {}),
      taxableFullValue,
    })),
  };
}
