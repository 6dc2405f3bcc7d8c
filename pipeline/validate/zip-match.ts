// The name join between NCES districts and the project's own districts, with the hand pairs of
// sources/zips/<state>-name-pairs.csv: every district on either side either joins or is named there with its
// reason. A billed project district that joins nothing without a reason is a problem, as is a hand pair a
// name rule already makes (the list stays the few the rules cannot) and a pair naming what does not exist.
import type { Issue } from '../result.ts';
import { cmp } from './units.ts';
import type { NamePair } from './zip-pairs.ts';

/** A district of the project's tables (Texas an ISD by name, New York a school district's segments). */
export interface ProjectDistrict {
  name: string;
  /** Has a rate in some county: a district the project bills. */
  billed: boolean;
}

/** A district that joins nothing, and why. */
export interface JoinException {
  side: 'nces' | 'project';
  /** Empty for a project district. */
  leaid: string;
  name: string;
  billed: boolean;
  reason: string;
}

export interface NameMatch {
  /** Project key → the NCES districts of that name (more than one where the name repeats across counties). */
  byProject: Map<string, string[]>;
  /** LEAID → the project keys it joins. */
  byLeaid: Map<string, string[]>;
  /** The hand pairs that joined two districts. */
  paired: NamePair[];
  exceptions: JoinException[];
  issues: Issue[];
}

export interface MatchInput {
  /** The state's own NCES districts: LEAID → name and the keys it may match. */
  nces: ReadonlyMap<string, { name: string; keys: readonly string[] }>;
  /** Key → project district. */
  projects: ReadonlyMap<string, ProjectDistrict>;
  pairs: readonly NamePair[];
  /** The key of a project name as the pairs write it. */
  projectKey: (name: string) => string;
  /** The pairs file, where problems of the join are reported. */
  file: string;
  /** What a project district is called in messages ("ISD", "school district"). */
  noun: string;
}

const add = (map: Map<string, string[]>, key: string, value: string) => {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
};

/** Joins by key, then by the pairs; reports what joins nothing and has no reason, and every pair out of place. */
export function matchNames(input: MatchInput): NameMatch {
  const { nces, projects, pairs, file, noun } = input;
  const issues: Issue[] = [];
  const byProject = new Map<string, string[]>();
  const byLeaid = new Map<string, string[]>();
  for (const [leaid, d] of nces)
    for (const key of d.keys)
      if (projects.has(key)) {
        add(byProject, key, leaid);
        add(byLeaid, leaid, key);
      }
  const paired: NamePair[] = [];
  const reasons = { nces: new Map<string, NamePair>(), project: new Map<string, NamePair>() };
  const problem = (p: NamePair, field: 'leaid' | 'projectName', message: string) =>
    issues.push({ where: p.where[field], message });
  for (const p of pairs) {
    const key = p.projectName ? input.projectKey(p.projectName) : '';
    if (key && !projects.has(key)) {
      problem(
        p,
        'projectName',
        `project_name: expected the name of a ${noun} of the project's units, found ${JSON.stringify(p.projectName)}`,
      );
      continue;
    }
    if (p.leaid && !nces.has(p.leaid)) {
      problem(p, 'leaid', `leaid: expected a district of this state (its FIPS code first), found ${p.leaid}`);
      continue;
    }
    if (p.leaid && key) {
      if (byLeaid.get(p.leaid)?.includes(key))
        problem(
          p,
          'leaid',
          `row: expected a pair no name rule makes, found ${p.leaid} and ${JSON.stringify(p.projectName)} already joined by name`,
        );
      add(byProject, key, p.leaid);
      add(byLeaid, p.leaid, key);
      paired.push(p);
    } else if (p.leaid) reasons.nces.set(p.leaid, p);
    else reasons.project.set(key, p);
  }
  const exceptions: JoinException[] = [];
  for (const [leaid, p] of reasons.nces) {
    if (byLeaid.has(leaid))
      problem(
        p,
        'leaid',
        `row: expected a district that joins nothing, found ${leaid} joined to ${byLeaid.get(leaid)!.join(', ')}`,
      );
    else exceptions.push({ side: 'nces', leaid, name: nces.get(leaid)!.name, billed: false, reason: p.reason });
  }
  for (const [key, p] of reasons.project) {
    const d = projects.get(key)!;
    if (byProject.has(key))
      problem(
        p,
        'projectName',
        `row: expected a ${noun} that joins nothing, found ${JSON.stringify(d.name)} joined to ${byProject.get(key)!.join(', ')}`,
      );
    else exceptions.push({ side: 'project', leaid: '', name: d.name, billed: d.billed, reason: p.reason });
  }
  for (const [leaid, d] of nces)
    if (!byLeaid.has(leaid) && !reasons.nces.has(leaid))
      issues.push({
        where: file,
        message: `${leaid} ${JSON.stringify(d.name)}: expected a ${noun} of the project whose name matches, or a row here (leaid, nces_name, reason) saying why it joins none, found neither`,
      });
  for (const [key, d] of projects)
    if (!byProject.has(key) && !reasons.project.has(key) && d.billed)
      issues.push({
        where: file,
        message: `${JSON.stringify(d.name)}: expected an NCES district whose name matches this billed ${noun}, or a row here (project_name, reason) saying why it joins none, found neither`,
      });
    else if (!byProject.has(key) && !reasons.project.has(key))
      exceptions.push({
        side: 'project',
        leaid: '',
        name: d.name,
        billed: false,
        reason: "no rate in the project's tables and no NCES district of its name",
      });
  exceptions.sort((a, b) => cmp(a.side, b.side) || cmp(a.leaid, b.leaid) || cmp(a.name, b.name));
  return { byProject, byLeaid, paired, exceptions, issues };
}

/** A unit of the project's tables, with its county. */
export interface ProjectUnit {
  fips: string;
  id: string;
  name: string;
  type: string;
  billed: boolean;
  /** The picker's group (Kern's rate book). */
  group?: string;
}

/** What an NCES district joins: the project's unit ids county by county, and California's rate-book group. */
export interface JoinedDistrict {
  units: Map<string, string[]>;
  group?: string;
}

/** A state's join: the joined districts, and what the validate report says of it. */
export interface StateJoin {
  districts: Map<string, JoinedDistrict>;
  /** The state's own districts in its table. */
  ncesCount: number;
  /** Of those, how many join a district (Texas, New York), a county (Florida) or a rate-book group (California). */
  joined: number;
  paired: NamePair[];
  exceptions: JoinException[];
  /** Further counts for the report, one sentence each. */
  notes: string[];
}

/** The state's own NCES districts (LEAID prefix = the state's FIPS code) → their names, in LEAID order. */
export function ownDistricts(rows: readonly { leaid: string; name: string }[], prefix: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of rows) if (r.leaid.startsWith(prefix)) out.set(r.leaid, r.name);
  return new Map([...out].sort(([a], [b]) => cmp(a, b)));
}
