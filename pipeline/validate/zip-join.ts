// Florida and California, and every state's join from one call. Florida bills no school unit (the school board
// is the county), so its districts join nothing but are checked against the ZIP's counties. California bills
// tax rate areas, not districts; in Kern the rate book groups the areas outside the cities by school district
// ("Outside the cities: Beardsley"), and that group is what a district joins.
import type { NationalCounty } from '../../schema/index.ts';
import type { Issue } from '../result.ts';
import { fmtCount } from '../shared/format.ts';
import { type DistrictRow, type TeaRecord, type ZipState, STATE_FIPS, zipRules } from './zip-districts.ts';
import type { ZipRules } from '../../states/index.ts';
import { joinNewYork } from './zip-join-ny.ts';
import { joinTexas } from './zip-join-tx.ts';
import { type JoinedDistrict, type ProjectUnit, type StateJoin, matchNames, ownDistricts } from './zip-match.ts';
import { californiaKey, floridaKey } from './zip-names.ts';
import type { NamePair } from './zip-pairs.ts';
import { cmp } from './units.ts';

export interface JoinInput {
  state: ZipState;
  rows: readonly DistrictRow[];
  /** The state's hand pairs (none for California). */
  pairs: readonly NamePair[];
  pairsFile: string;
  tea: ReadonlyMap<string, TeaRecord>;
  /** The state's units, newest row of each. */
  units: readonly ProjectUnit[];
  national: readonly NationalCounty[];
  /** ZIP → its counties; null where the package is not installed. */
  zipCounties: ReadonlyMap<string, readonly string[]> | null;
}

/** The joins a state's module may name (states/types.ts ZipRules). */
const JOINS: Record<ZipRules['join'], (input: JoinInput) => { join: StateJoin; issues: Issue[] }> = {
  'tea-districts': (input) => joinTexas({ ...input, tea: input.tea }),
  'towns-and-villages': joinNewYork,
  'county-board': joinFlorida,
  'rate-areas': (input) => ({ join: joinCalifornia(input), issues: [] }),
};

export function joinState(input: JoinInput): { join: StateJoin; issues: Issue[] } {
  return JOINS[zipRules(input.state).join](input);
}

export const KERN = '06029';
const OUTSIDE = 'Outside the cities: ';

/** Florida: each district is a county's; how many of its ZIP rows lie in that county by the ZIP crosswalk. */
function joinFlorida(input: JoinInput): { join: StateJoin; issues: Issue[] } {
  const counties = new Map(
    input.national
      .filter((c) => c.state === 'FL')
      .map((c) => [floridaKey(c.name), { name: c.name, billed: true, fips: c.fips }]),
  );
  const own = ownDistricts(input.rows, STATE_FIPS.fl);
  const nces = new Map([...own].map(([leaid, name]) => [leaid, { name, keys: [floridaKey(name)] }]));
  const m = matchNames({
    nces,
    projects: counties,
    pairs: input.pairs,
    projectKey: floridaKey,
    file: input.pairsFile,
    noun: 'county',
  });
  const home = new Map([...m.byLeaid].map(([leaid, keys]) => [leaid, counties.get(keys[0]!)!.fips]));
  const districts = new Map<string, JoinedDistrict>([...home.keys()].map((l) => [l, { units: new Map() }]));
  const notes: string[] = [];
  if (input.zipCounties) {
    const placed = input.rows.filter((r) => input.zipCounties!.has(r.zcta) && home.has(r.leaid));
    const inside = placed.filter((r) => input.zipCounties!.get(r.zcta)!.includes(home.get(r.leaid)!));
    notes.push(
      `${fmtCount(inside.length)} of ${fmtCount(placed.length)} ZIP rows have their district's county among the ZIP's counties; the other ${fmtCount(placed.length - inside.length)} lie over a county the crosswalk does not give the ZIP`,
    );
  }
  return {
    join: { districts, ncesCount: own.size, joined: m.byLeaid.size, paired: m.paired, exceptions: m.exceptions, notes },
    issues: m.issues,
  };
}

/** Kern's rate-book groups outside the cities, by key; of two spellings of one district the one of more areas. */
function kernGroups(units: readonly ProjectUnit[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const u of units)
    if (u.fips === KERN && u.group?.startsWith(OUTSIDE)) counts.set(u.group, (counts.get(u.group) ?? 0) + 1);
  const best = new Map<string, [string, number]>();
  for (const [label, n] of [...counts].sort(([a], [b]) => cmp(a, b))) {
    const key = californiaKey(label.slice(OUTSIDE.length));
    const held = best.get(key);
    if (!held || n > held[1]) best.set(key, [label, n]);
  }
  return new Map([...best].map(([key, [label]]) => [key, label]));
}

/** California: the districts over Kern's ZIP areas that name a rate-book group (every district without the package). */
function joinCalifornia(input: JoinInput): StateJoin {
  const groups = kernGroups(input.units);
  const own = ownDistricts(input.rows, STATE_FIPS.ca);
  const inKern = input.zipCounties
    ? new Set(input.rows.filter((r) => input.zipCounties!.get(r.zcta)?.includes(KERN)).map((r) => r.leaid))
    : new Set(own.keys());
  const districts = new Map<string, JoinedDistrict>();
  const used = new Set<string>();
  for (const leaid of [...inKern].sort(cmp)) {
    const name = own.get(leaid);
    const group = name === undefined ? undefined : groups.get(californiaKey(name));
    if (!group) continue;
    districts.set(leaid, { units: new Map(), group });
    used.add(group);
  }
  const unused = [...groups.values()].filter((g) => !used.has(g)).map((g) => g.slice(OUTSIDE.length));
  const notes = groups.size
    ? [
        `Kern: ${districts.size} of ${inKern.size} districts over its ZIP areas name a rate-book group` +
          (unused.length ? `; groups named for no such district: ${unused.join(', ')}` : ''),
      ]
    : [];
  return { districts, ncesCount: own.size, joined: districts.size, paired: [], exceptions: [], notes };
}
