// New York: NCES district → the project's school district, by name. NCES lists whole districts; the project
// bills segments, one per district × town or city (williamsville-csd.town-amherst), so a ZIP's district joins
// its segments in the ZIP's counties and the town still has to be asked.
import type { Issue } from '../result.ts';
import { fmtCount } from '../shared/format.ts';
import { type DistrictRow, STATE_FIPS } from './zip-districts.ts';
import {
  type JoinedDistrict,
  type ProjectDistrict,
  type ProjectUnit,
  type StateJoin,
  matchNames,
  ownDistricts,
} from './zip-match.ts';
import { nyDistrictName, nyKey } from './zip-names.ts';
import type { NamePair } from './zip-pairs.ts';

export interface NewYorkInput {
  rows: readonly DistrictRow[];
  pairs: readonly NamePair[];
  units: readonly ProjectUnit[];
  pairsFile: string;
}

type District = ProjectDistrict & { id: string; segments: ProjectUnit[] };

export function joinNewYork(input: NewYorkInput): { join: StateJoin; issues: Issue[] } {
  const issues: Issue[] = [];
  // A district is the part of its segments' ids before the dot.
  const byId = new Map<string, District>();
  for (const u of input.units) {
    if (u.type !== 'school-segment') continue;
    const id = u.id.split('.')[0]!;
    const d = byId.get(id) ?? { id, name: nyDistrictName(u.name), billed: false, segments: [] };
    d.billed ||= u.billed;
    d.segments.push(u);
    byId.set(id, d);
  }
  const projects = new Map<string, District>();
  for (const d of byId.values()) {
    const key = nyKey(d.name);
    const other = projects.get(key);
    if (other)
      issues.push({
        where: input.pairsFile,
        message: `${d.id}: expected one school district per name, found ${JSON.stringify(d.name)} also for ${other.id}`,
      });
    else projects.set(key, d);
  }
  const own = ownDistricts(input.rows, STATE_FIPS.ny);
  const nces = new Map([...own].map(([leaid, name]) => [leaid, { name, keys: [nyKey(name)] }]));
  const m = matchNames({
    nces,
    projects,
    pairs: input.pairs,
    projectKey: nyKey,
    file: input.pairsFile,
    noun: 'school district',
  });
  const districts = new Map<string, JoinedDistrict>();
  for (const [leaid, keys] of m.byLeaid) {
    const units = new Map<string, string[]>();
    for (const key of keys)
      for (const s of projects.get(key)!.segments) units.set(s.fips, [...(units.get(s.fips) ?? []), s.id]);
    districts.set(leaid, { units });
  }
  const segments = [...projects.values()].reduce((n, d) => n + d.segments.length, 0);
  return {
    join: {
      districts,
      ncesCount: own.size,
      joined: m.byLeaid.size,
      paired: m.paired,
      exceptions: m.exceptions,
      notes: [`${fmtCount(projects.size)} school districts (${fmtCount(segments)} segments) in the project's units`],
    },
    issues: [...issues, ...m.issues],
  };
}
