// What a notify-me request watches: the rate lines of its county (or of every county of its state)
// as the site showed them when the request was made. The API stores that snapshot with the request;
// `subscribers notify` compares it with the data of the latest deploy. The data itself is read
// outside api/ (pipeline/notify/rate-snapshot.ts) and handed to the API as a CountyCatalog.

export type { CountyCatalog, RateChange, RateLine, RateSnapshot, WatchedCounty } from '../schema/notify.ts';
import type { RateChange, RateLine, RateSnapshot } from '../schema/notify.ts';

/** A renamed unit has no new rate: only the rate, its year and its status count. */
const same = (a: RateLine, b: RateLine): boolean =>
  a.ratePct === b.ratePct && a.year === b.year && a.status === b.status;

/** Every line that was added, removed or changed its rate, year or status, in the newer snapshot's order. */
export function rateChanges(before: RateSnapshot, after: RateSnapshot): RateChange[] {
  const old = new Map(before.lines.map((l) => [l.key, l]));
  const now = new Set(after.lines.map((l) => l.key));
  const changes: RateChange[] = [];
  for (const line of after.lines) {
    const was = old.get(line.key);
    if (!was || !same(was, line))
      changes.push({ key: line.key, kind: line.kind, name: line.name, before: was ?? null, after: line });
  }
  for (const line of before.lines)
    if (!now.has(line.key))
      changes.push({ key: line.key, kind: line.kind, name: line.name, before: line, after: null });
  return changes;
}
