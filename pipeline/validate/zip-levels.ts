// One share per level. Where a high-school district lies over elementary ones, NCES lists both over the same
// land, so each level's share of the published total is about halved (README of sources/zips, "Known limits").
// The elementary-or-unified level (one district per place) drops the secondary rows; California's high-school
// level keeps the secondary rows and the unified districts. Each level is divided by its own land total.
import { type DistrictRow, type ZipState, zipRules } from './zip-districts.ts';
import { cmp } from './units.ts';

// NCES names of parts of a unified district that serve high-school students only: "… (9-12)".
const GRADE_SPAN = /\((9|7|6)-12\)$/;

/** Whether a district serves only the upper grades over other districts' land (dropped at the first level). */
export function isSecondary(state: ZipState, leaid: string, name: string): boolean {
  const rules = zipRules(state);
  if (rules.secondaryIds.includes(leaid)) return true;
  return rules.highSchoolLevel === true && (name.includes('High School District') || GRADE_SPAN.test(name));
}

/** A district at one level: its share of that level's land. */
export interface LevelShare {
  leaid: string;
  name: string;
  share: number;
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
const byShare = (a: LevelShare, b: LevelShare) => b.share - a.share || cmp(a.leaid, b.leaid);

/**
 * `rows` divided by their own total, largest first. Rows that are the whole published total keep their published
 * shares (already of that total), as do rows whose shares all round to zero (no total to divide by).
 */
function level(rows: readonly DistrictRow[], whole: boolean): LevelShare[] {
  const total = rows.reduce((s, r) => s + r.share, 0);
  return rows
    .map((r) => ({
      leaid: r.leaid,
      name: r.name,
      share: whole || total === 0 ? r.share : round4(r.share / total),
    }))
    .sort(byShare);
}

const sameMembers = (a: readonly LevelShare[], b: readonly LevelShare[]) =>
  a.length === b.length && a.every((x) => b.some((y) => y.leaid === x.leaid));

/**
 * One ZIP area's districts per level: `schools` the elementary-or-unified level; `high` the high-school
 * level where the state has one (California), only where it holds other districts than `schools` and any at all.
 */
export function levels(state: ZipState, rows: readonly DistrictRow[]): { schools: LevelShare[]; high?: LevelShare[] } {
  const first = rows.filter((r) => !isSecondary(state, r.leaid, r.name));
  const schools = level(first, first.length === rows.length);
  if (zipRules(state).highSchoolLevel !== true) return { schools };
  const upper = rows.filter(
    (r) => isSecondary(state, r.leaid, r.name) || (r.name.includes('Unified') && !GRADE_SPAN.test(r.name)),
  );
  const high = level(upper, upper.length === rows.length);
  return high.length && !sameMembers(high, schools) ? { schools, high } : { schools };
}
