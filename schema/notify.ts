// What a notify-me request watches (the API stores it, `subscribers notify` compares it with the latest
// deploy's data): types only, shared by the API (api/notify-watch.ts) and the pipeline's reader of
// generated/ (pipeline/notify/rate-snapshot.ts).
import type { Lang, Variant } from './codes.ts';

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
  find(state: Variant, text: string): WatchedCounty | undefined;
  /** The rate lines a request for this county (or, with null, for the whole state) watches, from the current data. */
  snapshot(state: Variant, county: string | null): RateSnapshot;
  /** The place inside a sentence per language ("Travis County", "el condado de Travis"; state-wide the state). */
  place(state: Variant, county: string | null): Record<Lang, string>;
}
