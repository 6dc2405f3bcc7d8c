// `subscribers notify`: after a deploy, each confirmed request still waiting is compared with the
// rates its county has now. A request whose lines changed gets its one update e-mail queued (marked
// and queued in one transaction, under a unique key); one with nothing new keeps waiting.
import type { NotifyRow } from './notify-requests.ts';
import { type CountyCatalog, type RateSnapshot, rateChanges } from './notify-watch.ts';
import type { Store } from './store.ts';

export interface NotifyRunReport {
  /** Update e-mails queued by this run, one per request. */
  queued: { id: number; state: string; county: string | null; changes: number }[];
  /** Confirmed requests whose rates have not changed. */
  waiting: number;
  /** Requests that could not be compared (their county is no longer in the data), with why. */
  problems: string[];
}

function snapshotOf(row: NotifyRow): RateSnapshot | null {
  if (!row.snapshot) return null;
  return JSON.parse(row.snapshot) as RateSnapshot;
}

export async function notifyChanged(store: Store, catalog: CountyCatalog): Promise<NotifyRunReport> {
  const report: NotifyRunReport = { queued: [], waiting: 0, problems: [] };
  for (const row of await store.notify.waiting()) {
    const before = snapshotOf(row);
    let after: RateSnapshot;
    try {
      after = catalog.snapshot(row.state, row.county);
    } catch (err) {
      report.problems.push(`request ${row.id} (${row.state} ${row.county ?? 'state-wide'}): ${(err as Error).message}`);
      continue;
    }
    // A request stored before snapshots existed watches from today on.
    const changes = before ? rateChanges(before, after) : [];
    if (changes.length === 0) {
      report.waiting += 1;
      continue;
    }
    const place = catalog.place(row.state, row.county);
    if (await store.notify.queueUpdate(row, { place, changes }))
      report.queued.push({ id: row.id, state: row.state, county: row.county, changes: changes.length });
  }
  return report;
}
