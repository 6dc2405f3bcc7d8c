// The rate history the pipeline emits (generated/history/<scope>.json) and the county pages chart.
// Types only, defined once by the schema emit writes and the build reads with; nothing of zod
// reaches the browser.
export type { HistoryFile, HistoryPoint, HistorySeries, SeriesKind } from '../../schema/index.ts';
