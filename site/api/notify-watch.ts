// What a notify-me request watches: the rate lines of its county (or of every county of its state)
// as the site showed them when the request was made. The API stores that snapshot with the request;
// `subscribers notify` compares it with the data of the latest deploy. The data itself is read
// outside site/ (pipeline/notify/rate-snapshot.ts) and handed to the API as a CountyCatalog.
import type { ApiLanguage, ApiState } from './contract.ts';

/** One line of a bill or a county record: a rate, the tax year it is for, and how final it is. */
export interface RateLine {
  /** Stable across deploys: 'county' for the county's own record, 'unit:<id>', or 'county:<slug>' state-wide. */
  key: string;
  kind: 'record' | 'unit' | 'county';
  /** The unit's or the county's name as the data gives it ('' for the county's own record). */
  name: string;
  /** Percent of value; null when the source gives no rate. */
  ratePct: number | null;
  /** Tax year of the rate ("2025"). */
  year: string;
  /** 'estimate' | 'official' for county records; a unit's status ('proposed', 'adopted' …) where the data has one. */
  status: string | null;
}

export interface RateSnapshot {
  lines: RateLine[];
}

export interface RateChange {
  key: string;
  kind: RateLine['kind'];
  name: string;
  before: RateLine | null;
  after: RateLine | null;
}

/** A county a notify-me request may name. */
export interface WatchedCounty {
  slug: string;
  /** The county's name as the data gives it ("Travis County"). */
  name: string;
}

export interface CountyCatalog {
  /**
   * The county of `state` that `text` names (its slug, or its name in English or Spanish, any case), or undefined. Only
   * the four state sites have counties.
   */
  find(state: ApiState, text: string): WatchedCounty | undefined;
  /** The rate lines a request for this county (or, with null, for the whole state) watches, from the current data. */
  snapshot(state: ApiState, county: string | null): RateSnapshot;
  /** The place inside a sentence per language ("Travis County", "el condado de Travis"; state-wide the state). */
  place(state: ApiState, county: string | null): Record<ApiLanguage, string>;
}

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
