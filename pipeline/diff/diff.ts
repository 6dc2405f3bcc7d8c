// Stage 3: one state's table of one year against another, county by county. Pure data; the
// report (diff-report.ts) only formats what is computed here.
import type { RateRecord } from '../validate/rate-table.ts';
import { median, round6 } from '../shared/format.ts';
import { cmp } from '../validate/units.ts';

/** `pending`: absent from a `to` table that is still filling up (the product year or later), so not
 * removed: the site keeps the county's `from` rate as an estimate until its new rate is imported. */
export type DiffStatus = 'changed' | 'unchanged' | 'added' | 'removed' | 'pending';

export interface DiffRow {
  fips: string;
  name: string;
  slug: string;
  status: DiffStatus;
  fromPct: number | null;
  toPct: number | null;
  /** New minus old, percentage points. */
  changePts: number | null;
  /** Relative change in percent of the old rate; null when there is no old rate or it is 0. */
  changePct: number | null;
  flagged: boolean;
  /** Why a row is flagged, in words a reviewer reads. */
  reasons: string[];
}

export interface DiffSummary {
  compared: number;
  changed: number;
  unchanged: number;
  added: number;
  removed: number;
  pending: number;
  flagged: number;
  medianChangePts: number | null;
  medianChangePct: number | null;
}

export interface RateDiff {
  state: string;
  from: number;
  to: number;
  thresholdPct: number;
  /** The `to` year is the product year or later: its table may be partial, absent counties are pending. */
  openYear: boolean;
  summary: DiffSummary;
  rows: DiffRow[];
}

function compareRow(
  fips: string,
  a: RateRecord | undefined,
  b: RateRecord | undefined,
  thresholdPct: number,
  openYear: boolean,
): DiffRow {
  const base = { fips, name: (b ?? a)!.name, slug: (b ?? a)!.slug };
  if (!a || !b) {
    return {
      ...base,
      status: a ? (openYear ? 'pending' : 'removed') : 'added',
      fromPct: a?.ratePct ?? null,
      toPct: b?.ratePct ?? null,
      changePts: null,
      changePct: null,
      flagged: false,
      reasons: [],
    };
  }
  const changePts = round6(b.ratePct - a.ratePct);
  const changePct = a.ratePct > 0 ? round6((changePts / a.ratePct) * 100) : null;
  const reasons: string[] = [];
  if (changePct !== null && Math.abs(changePct) > thresholdPct) reasons.push(`change beyond ±${thresholdPct} %`);
  if (a.ratePct === 0 && b.ratePct !== 0) reasons.push('rate was 0');
  if (a.kind !== b.kind) reasons.push(`kind ${a.kind} → ${b.kind}`);
  if (a.basis !== b.basis) reasons.push(`basis ${a.basis} → ${b.basis}`);
  return {
    ...base,
    status: changePts === 0 ? 'unchanged' : 'changed',
    fromPct: a.ratePct,
    toPct: b.ratePct,
    changePts,
    changePct,
    flagged: reasons.length > 0,
    reasons,
  };
}

export function diffTables(
  state: string,
  from: number,
  to: number,
  oldRecords: readonly RateRecord[],
  newRecords: readonly RateRecord[],
  thresholdPct: number,
  openYear = false,
): RateDiff {
  const oldBy = new Map(oldRecords.map((r) => [r.fips, r]));
  const newBy = new Map(newRecords.map((r) => [r.fips, r]));
  const fipsAll = [...new Set([...oldBy.keys(), ...newBy.keys()])];
  const rows = fipsAll
    .map((f) => compareRow(f, oldBy.get(f), newBy.get(f), thresholdPct, openYear))
    .sort((x, y) => cmp(x.name, y.name) || cmp(x.fips, y.fips));
  const both = rows.filter((r) => r.status === 'changed' || r.status === 'unchanged');
  const count = (s: DiffStatus) => rows.filter((r) => r.status === s).length;
  const summary: DiffSummary = {
    compared: both.length,
    changed: count('changed'),
    unchanged: count('unchanged'),
    added: count('added'),
    removed: count('removed'),
    pending: count('pending'),
    flagged: rows.filter((r) => r.flagged).length,
    medianChangePts: median(both.map((r) => r.changePts!)),
    medianChangePct: median(both.map((r) => r.changePct).filter((p): p is number => p !== null)),
  };
  return { state, from, to, thresholdPct, openYear, summary, rows };
}
