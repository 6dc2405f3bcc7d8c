// The rate history the pipeline emits (generated/history/<scope>.json) and the county pages chart.
// Types only: the site reads the JSON the build hands it.

/** What a series measures; the page names it in the visitor's language from this kind. */
export type SeriesKind =
  /** The state's own rate table, one point per table year (Florida 2024–2025, any imported year). */
  | 'table'
  /** New York's published overall full-value rate (all levies ÷ full value), 2000–2021. */
  | 'ny-overall'
  /** New York City's class 1 (one- to three-family homes) rate by fiscal year. */
  | 'nyc-class1'
  /** The Census survey's effective rate (median taxes ÷ median value), one point per 5-year period. */
  | 'survey'
  /** One taxing unit's own rate (Harris County's units, 2019–2025). */
  | 'unit';

export interface HistoryPoint {
  /** Where the point sits on the time axis: the (end) year. */
  x: number;
  /** How the period is written: "2024", "FY2026", "2020-2024". */
  period: string;
  ratePct: number;
}

export interface HistorySeries {
  kind: SeriesKind;
  /** For units: the unit's name as published (English). */
  name?: string;
  source: string;
  points: HistoryPoint[];
}

/** generated/history/<scope>.json: county FIPS → its series, oldest point first. */
export interface HistoryFile {
  counties: Record<string, HistorySeries[]>;
}
