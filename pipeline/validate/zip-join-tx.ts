// Texas: NCES district → the project's ISD. The project lists an ISD once per county it spans
// (48157-isd-katy-isd, 48201-isd-katy-isd …) under the Comptroller's name; NCES spells the name out and the
// CCD abbreviates it (tx-nces-tea.csv), so either may match. Eleven names belong to two districts in different
// counties (Wylie ISD of Taylor and of Collin): each county's row goes to the district whose ZIP areas lie in
// that county, or failing that whose TEA home county it is.
import type { Issue } from '../result.ts';
import { fmtCount } from '../shared/format.ts';
import { type DistrictRow, type TeaRecord, STATE_FIPS, teaHomeCounty } from './zip-districts.ts';
import {
  type JoinedDistrict,
  type ProjectDistrict,
  type ProjectUnit,
  type StateJoin,
  matchNames,
  ownDistricts,
} from './zip-match.ts';
import { nameKey, texasKeys } from './zip-names.ts';
import type { NamePair } from './zip-pairs.ts';

export interface TexasInput {
  rows: readonly DistrictRow[];
  tea: ReadonlyMap<string, TeaRecord>;
  pairs: readonly NamePair[];
  units: readonly ProjectUnit[];
  /** ZIP → its counties (the package's crosswalk); null where the package is not installed. */
  zipCounties: ReadonlyMap<string, readonly string[]> | null;
  pairsFile: string;
}

type Isd = ProjectDistrict & { rows: ProjectUnit[] };

/** The district of `candidates` (of one name) a county's row belongs to; undefined where nothing tells them apart. */
function ownerOf(
  fips: string,
  candidates: readonly string[],
  near: ReadonlyMap<string, ReadonlySet<string>>,
  tea: ReadonlyMap<string, TeaRecord>,
): string | undefined {
  if (candidates.length === 1) return candidates[0];
  const there = candidates.filter((l) => near.get(l)?.has(fips));
  if (there.length === 1) return there[0];
  const home = (there.length ? there : candidates).filter((l) => {
    const t = tea.get(l);
    return t !== undefined && teaHomeCounty(t.tea) === fips;
  });
  return home.length === 1 ? home[0] : undefined;
}

export function joinTexas(input: TexasInput): { join: StateJoin; issues: Issue[] } {
  const { rows, tea, zipCounties } = input;
  const isds = new Map<string, Isd>();
  for (const u of input.units) {
    if (u.type !== 'school') continue;
    const key = nameKey(u.name);
    const isd = isds.get(key) ?? { name: u.name, billed: false, rows: [] };
    isd.billed ||= u.billed;
    isd.rows.push(u);
    isds.set(key, isd);
  }
  const own = ownDistricts(rows, STATE_FIPS.tx);
  const nces = new Map([...own].map(([leaid, name]) => [leaid, { name, keys: texasKeys(tea.get(leaid)?.name, name) }]));
  const m = matchNames({
    nces,
    projects: isds,
    pairs: input.pairs,
    projectKey: nameKey,
    file: input.pairsFile,
    noun: 'ISD',
  });
  const issues = [...m.issues];
  // The counties each district's ZIP areas lie in.
  const near = new Map<string, Set<string>>();
  for (const r of rows)
    for (const c of zipCounties?.get(r.zcta) ?? []) {
      const set = near.get(r.leaid) ?? new Set<string>();
      near.set(r.leaid, set.add(c));
    }
  const districts = new Map<string, JoinedDistrict>();
  let shared = 0;
  const away: string[] = [];
  let counted = 0;
  for (const [key, isd] of isds) {
    const candidates = m.byProject.get(key) ?? [];
    if (candidates.length > 1) shared++;
    for (const u of candidates.length ? isd.rows : []) {
      counted++;
      const owner = ownerOf(u.fips, candidates, near, tea);
      if (!owner) {
        // Without the package the ZIP areas' counties are unknown: only the home county tells districts apart.
        if (zipCounties)
          issues.push({
            where: input.pairsFile,
            message: `${u.id}: expected one NCES district of the name ${JSON.stringify(u.name)} over a ZIP of county ${u.fips}, found ${candidates.length} (${candidates.join(', ')}) and no home county to tell them apart`,
          });
        continue;
      }
      if (zipCounties && !near.get(owner)?.has(u.fips)) away.push(u.id);
      const d = districts.get(owner) ?? { units: new Map<string, string[]>() };
      d.units.set(u.fips, [...(d.units.get(u.fips) ?? []), u.id]);
      districts.set(owner, d);
    }
  }
  const notes = [
    `${fmtCount(isds.size)} ISD names in the project's units (${fmtCount(counted)} county rows joined), ${shared} of them names of two districts told apart by county`,
    ...(away.length
      ? [
          `${away.length} ISD county rows lie in no county of their district's ZIP areas, so no ZIP lists them: ${away.join(', ')}`,
        ]
      : []),
  ];
  return {
    join: {
      districts,
      ncesCount: own.size,
      joined: m.byLeaid.size,
      paired: m.paired,
      exceptions: m.exceptions,
      notes,
    },
    issues,
  };
}
