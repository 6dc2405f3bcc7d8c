// generated/zips/<state>.json: every ZIP the package's crosswalk gives the state, with its counties, mailing city
// and centre, and where it is a Census ZIP area, its school districts per level joined to the project's units.
// A ZIP the package has no centre for is left out (the schema holds a centre for every ZIP), and so is a ZIP area
// the crosswalk does not give the state (a neighbouring state's ZIP that one of its districts reaches into).
import type { ZipEntry, ZipFile, ZipSchool } from '../../schema/index.ts';
import { ZIP_FILE, ZIP_PACKAGE } from './zip-county.ts';
import { type DistrictRow, type ZipState, byZcta, zipRules } from './zip-districts.ts';
import { KERN } from './zip-join.ts';
import { type LevelShare, levels } from './zip-levels.ts';
import type { StateJoin } from './zip-match.ts';
import { CENTRE_FILE, type ZipPackage } from './zip-package.ts';
import { cmp } from './units.ts';

const NCES =
  'NCES EDGE School District Geographic Relationship Files, 2021 vintage (GRF21), table LEA ↔ ZCTA ' +
  '(grf21_lea_zcta5ce20), https://nces.ed.gov/programs/edge/Geographic/RelationshipFiles, read through GitHub ' +
  'dobrowski/TKenroll grf21_lea_zcta5ce20.xlsx @77fd52a962a366582c7136c1bcd55a0f334972d1';
const TEA =
  'TEA county-district numbers from NCES CCD 2013-14 (texastribune/scuole-data ccd/tx-districts-ccd.csv ' +
  '@22b0bbc9200a6ce80bf022ff10f84ecd75fbf041)';
export const BOUNDARIES =
  'school year 2020-21 district boundaries, 2020 ZIP code areas (ZCTAs); shares are of land, not of homes';

export function zipSource(state: ZipState, version: string): string {
  return [
    NCES,
    ...(zipRules(state).join === 'tea-districts' ? [TEA] : []),
    `counties from npm package ${ZIP_PACKAGE}@${version} ${ZIP_FILE} (the HUD USPS ZIP–county crosswalk), mailing city and centre from its ${CENTRE_FILE}`,
  ].join('; ');
}

export interface ZipCounts {
  /** ZIPs written. */
  zips: number;
  /** Of those, ZIP areas with districts. */
  withArea: number;
  /** ZIP areas of the table the crosswalk does not give the state. */
  notListed: number;
  /** ZIPs of the crosswalk with no centre in the package, left out. */
  noCentre: string[];
}

export function zipFile(
  state: ZipState,
  rows: readonly DistrictRow[],
  join: StateJoin,
  pkg: ZipPackage,
): { file: ZipFile; counts: ZipCounts } {
  const areas = byZcta(rows);
  const listed = pkg.counties[state];
  const zips: Record<string, ZipEntry> = {};
  const noCentre: string[] = [];
  let withArea = 0;
  for (const zip of [...listed.keys()].sort(cmp)) {
    const counties = listed.get(zip)!;
    const centre = pkg.centres.get(zip);
    if (!centre) {
      noCentre.push(zip);
      continue;
    }
    const area = areas.get(zip);
    if (area) withArea++;
    const level = area ? levels(state, area) : { schools: [] };
    const school = (s: LevelShare): ZipSchool => {
      const d = join.districts.get(s.leaid);
      const group = d?.group && counties.includes(KERN) ? { group: d.group } : {};
      return { ...s, units: counties.flatMap((c) => d?.units.get(c) ?? []), ...group };
    };
    zips[zip] = {
      counties: [...counties],
      city: centre.city,
      lat: centre.lat,
      lon: centre.lon,
      zcta: area !== undefined,
      schools: level.schools.map(school),
      ...(level.high ? { high: level.high.map(school) } : {}),
    };
  }
  const notListed = [...areas.keys()].filter((z) => !listed.has(z)).length;
  const file: ZipFile = { state, source: zipSource(state, pkg.version), boundaries: BOUNDARIES, zips };
  return { file, counts: { zips: Object.keys(zips).length, withArea, notListed, noCentre } };
}
