// District names as join keys. NCES, the CCD and the project's own tables spell one district in different
// ways (long or abbreviated, with or without a nickname, "St." or "Saint"); each state's rule turns both
// sides into the same key and nothing more, so two different districts never meet by accident.

/** Upper case without accents, "&" read as AND, every run of punctuation one space (spaces kept: S AND S ≠ SANDS). */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

// The CCD abbreviates where the Comptroller's list spells out (FT DAVIS, EAGLE MT-SAGINAW).
const CCD_WORDS: readonly [RegExp, string][] = [
  [/\bFT\b/g, 'FORT'],
  [/\bMT\b/g, 'MOUNT'],
];

// NCES spells the kind of district out; the Comptroller's list abbreviates it, longest form first.
const NCES_SUFFIXES: readonly [RegExp, string][] = [
  [/ CONSOLIDATED INDEPENDENT SCHOOL DISTRICT$/, ' CISD'],
  [/ INDEPENDENT SCHOOL DISTRICT$/, ' ISD'],
  [/ CONSOLIDATED COMMON SCHOOL DISTRICT$/, ' CCSD'],
  [/ COMMON SCHOOL DISTRICT$/, ' CSD'],
];

/** Texas: the keys a district's CCD name (abbreviated, upper case) and NCES name (spelled out) may match. */
export function texasKeys(ccdName: string | undefined, ncesName: string): string[] {
  const keys = new Set<string>();
  if (ccdName) {
    const k = nameKey(ccdName);
    keys.add(k);
    keys.add(CCD_WORDS.reduce((s, [re, to]) => s.replace(re, to), k));
  }
  keys.add(NCES_SUFFIXES.reduce((s, [re, to]) => s.replace(re, to), nameKey(ncesName)));
  return [...keys];
}

/** New York: the project's segment name without its " (segment in …)", the district's own name. */
export const nyDistrictName = (segmentName: string): string => segmentName.replace(/ \(segment in [^)]*\)$/, '');

/**
 * New York: NCES adds a nickname in brackets ("(Lake Shore)") and a seat ("… at Jamestown"), writes "St.", puts
 * Valley Stream's number last and cuts Springville-Griffith Institute's name short.
 */
export function nyKey(name: string): string {
  const k = nameKey(
    name
      .replace(/\s*\([^)]*\)\s*$/, '')
      .replace(/ at .*$/i, '')
      .replace(/\bSt\.\s*/gi, 'Saint '),
  );
  return k
    .replace(/^VALLEY STREAM UNION FREE SCHOOL DISTRICT (\d+)$/, 'VALLEY STREAM $1 UNION FREE SCHOOL DISTRICT')
    .replace(/ CENTRAL SCHOOL$/, ' CENTRAL SCHOOL DISTRICT');
}

/** Florida: a county's name without "County" (and NCES's "County School District"), spaces dropped (DeSoto). */
export const floridaKey = (name: string): string =>
  nameKey(name.replace(/ County( School District)?$/, '')).replace(/ /g, '');

// Kern's rate book names an area's school district in short ("Rosedale", "Rosedale Union", "Mc Kittrick").
const CA_DROPPED = new Set(['ELEMENTARY', 'SCHOOL', 'DISTRICT', 'JOINT', 'UNION', 'UNIFIED', 'CITY', 'COUNTY']);

/** California: a district's name or a rate-book group's, without the words of its kind and without spaces. */
export const californiaKey = (name: string): string =>
  nameKey(name)
    .split(' ')
    .filter((w) => !CA_DROPPED.has(w))
    .join('');
