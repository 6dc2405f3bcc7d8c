// What `rates validate` says of the ZIP tables: per state one count line (ZIPs, ZIP areas, districts, joined,
// exceptions), then the join's own notes and each exception with its reason, so a reviewer sees at a glance
// which districts join nothing and why.
import { fmtCount } from '../shared/format.ts';
import { type ZipState, zipRules } from './zip-districts.ts';
import type { ZipCounts } from './zip-entries.ts';
import type { StateJoin } from './zip-match.ts';

export interface ZipReport {
  state: ZipState;
  join: StateJoin;
  /** null where the package is not installed: no file written. */
  counts: ZipCounts | null;
}

const plural = (n: number, word: string) => `${fmtCount(n)} ${word}${n === 1 ? '' : 's'}`;
const list = (zips: readonly string[]) => (zips.length > 6 ? `${zips.slice(0, 6).join(', ')} …` : zips.join(', '));

/** The count line of one state, as the OK line of `rates validate` carries it. */
export function zipCountLine(r: ZipReport): string {
  const { join, counts } = r;
  const zips = counts
    ? `${fmtCount(counts.zips)} ZIPs (${fmtCount(counts.withArea)} with a ZIP area)`
    : 'no ZIP package installed, no file';
  const pairs = join.paired.length ? ` (${join.paired.length} by hand pair)` : '';
  return `zips ${r.state} ${zips}: ${fmtCount(join.ncesCount)} districts, ${fmtCount(join.joined)} joined${pairs}, ${plural(join.exceptions.length, 'exception')}`;
}

/** The lines under the OK line: what was left out, the join's notes, the hand pairs and every exception. */
export function zipNotes(r: ZipReport): string[] {
  const { state, join, counts } = r;
  const out: string[] = [];
  if (counts?.notListed)
    out.push(
      `${state}: ${plural(counts.notListed, 'ZIP area')} of the table the package does not list for ${state.toUpperCase()}, left out`,
    );
  if (counts?.noCentre.length)
    out.push(
      `${state}: ${plural(counts.noCentre.length, 'ZIP')} with no centre in the package, left out (${list(counts.noCentre)})`,
    );
  for (const n of join.notes) out.push(`${state}: ${n}`);
  if (join.paired.length)
    out.push(
      `${state}: joined by hand pair (reasons in ${state}-name-pairs.csv): ${join.paired.map((p) => `${p.leaid} ${p.ncesName} = ${p.projectName}`).join('; ')}`,
    );
  for (const e of join.exceptions) {
    const what = e.side === 'nces' ? `NCES ${e.leaid} ${e.name}` : `${e.billed ? 'billed ' : ''}${e.name}`;
    out.push(`${state}: joins nothing: ${what}: ${e.reason}`);
  }
  if (zipRules(state).join === 'tea-districts' && !join.exceptions.some((e) => e.side === 'project' && e.billed))
    out.push(`${state}: every billed ISD with ZIP-area land joins an NCES district`);
  return out;
}
