// sources/history/*.csv and the 2022 Census table: older series for the county pages' rate-history
// charts, joined with every state's rate tables, the national table and NYC's class rates.
import { STATES } from '../../paths.ts';
import {
  HARRIS_UNIT_COLUMNS,
  HISTORY_FILES,
  NY_OVERALL_COLUMNS,
  SURVEY_COLUMNS,
  historyFor,
} from '../../validate/history.ts';
import { historyFileSchema } from '../../../schema/index.ts';
import type { HistorySeries } from '../sources.ts';
import { type SourceKind, pathPattern } from '../kind.ts';

export type { HistorySeries };

const SCOPES = [...STATES, 'us'] as const;

export const history: SourceKind<HistorySeries> = {
  paths: Object.values(HISTORY_FILES),
  columns: 'one table per series (validate/history.ts)',
  reads: [],
  async load(ctx) {
    // Absent files give no series.
    return {
      nyOverall: await ctx.readTable(HISTORY_FILES.nyOverall, NY_OVERALL_COLUMNS, false),
      harrisUnits: await ctx.readTable(HISTORY_FILES.harrisUnits, HARRIS_UNIT_COLUMNS, false),
      survey2022: await ctx.readTable(HISTORY_FILES.survey2022, SURVEY_COLUMNS, false),
    };
  },
  emits: [
    {
      path: 'generated/history/<scope>.json',
      owns: pathPattern('generated/history/<scope>.json', { scope: SCOPES }),
      removeStale: true,
      from: ['history', 'national', 'rates', 'nyc'],
      schema: historyFileSchema,
      plan(s, out) {
        for (const scope of SCOPES) {
          const { file, issues } = historyFor(scope, {
            national: s.national,
            rates: s.rates,
            nyc: s.nyc,
            ...s.history,
          });
          out.issues.push(...issues);
          // No file for a scope without any series (a state with one table year and no older series).
          if (Object.keys(file.counties).length) out.put(`generated/history/${scope}.json`, file);
        }
      },
    },
  ],
};
