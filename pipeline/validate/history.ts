// Rate history for the county pages' charts: sources/history/*.csv (the State's New York series,
// Harris County's unit rates), every year's rate table of a state, New York City's class rates and
// the national table's two survey periods, gathered per county into generated/history/<scope>.json.
// Pure over parsed tables; the registry's history entry (pipeline/registry/kinds/history.ts) reads the files.
import type { StateCode } from '../../schema/codes.ts';
import type { NationalCounty, NycClassRate } from '../../schema/index.ts';
import type { HistoryFile, HistoryPoint, HistorySeries } from '../../schema/index.ts';
import type { ColumnSpec, CsvTable } from '../ingest/ingest.ts';
import type { RateRecord } from './rate-table.ts';
import type { Issue } from '../result.ts';
import { round6 } from '../shared/format.ts';
import { stateModule } from '../../states/index.ts';

export const HISTORY_FILES = {
  nyOverall: 'sources/history/ny-overall-full-value-rates-2000-2021.csv',
  harrisUnits: 'sources/history/tx-harris-county-unit-rates-2019-2025.csv',
  survey2022: 'sources/national/counties-acs2022.csv',
} as const;

export const NY_OVERALL_COLUMNS: ColumnSpec = {
  required: ['geoid', 'county_name', 'local_fiscal_year', 'overall_full_value_tax_rate_pct', 'source'],
  optional: ['overall_full_value_tax_rate_per_1000', 'source_url'],
};
export const HARRIS_UNIT_COLUMNS: ColumnSpec = {
  required: ['tax_year', 'source'],
  optional: [
    'county_fiscal_year',
    'harris_county_total_per_100',
    'harris_county_mo_per_100',
    'harris_county_is_per_100',
    'flood_control_district_per_100',
    'hospital_district_per_100',
    'port_of_houston_per_100',
    'combined_four_units_per_100',
    'status',
  ],
};
export const SURVEY_COLUMNS: ColumnSpec = {
  required: ['fips', 'effective_rate_pct', 'source', 'source_year'],
  optional: ['state_slug', 'county_name', 'median_home_value', 'median_taxes_paid'],
};

const HARRIS_FIPS = '48201';
/** Harris County's units as the Comptroller names them; the CSV's columns are $ per $100 (= percent). */
const HARRIS_UNITS: [column: string, name: string][] = [
  [
    'combined_four_units_per_100',
    'Harris County + Harris County Flood Control District + Harris Health + Port of Houston Authority',
  ],
  ['harris_county_total_per_100', 'Harris County'],
  ['flood_control_district_per_100', 'Harris County Flood Control District'],
  ['hospital_district_per_100', 'Harris Health'],
  ['port_of_houston_per_100', 'Port of Houston Authority'],
];

export interface HistoryInputs {
  national: readonly NationalCounty[];
  rates: Partial<Record<StateCode, Map<number, RateRecord[]>>>;
  nyc: readonly NycClassRate[] | null;
  nyOverall: CsvTable | null;
  harrisUnits: CsvTable | null;
  survey2022: CsvTable | null;
}

function num(raw: string | undefined, where: string, issues: Issue[]): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > 100) {
    issues.push({ where, message: `rate: expected a percent between 0 and 100, found "${raw}"` });
    return null;
  }
  return round6(n);
}

const byX = (a: HistoryPoint, b: HistoryPoint): number => a.x - b.x;

/** Every county's series for one scope (a state code, or 'us' for the hub). */
export function historyFor(scope: StateCode | 'us', inp: HistoryInputs): { file: HistoryFile; issues: Issue[] } {
  const issues: Issue[] = [];
  const out = new Map<string, HistorySeries[]>();
  const add = (fips: string, s: HistorySeries): void => {
    if (s.points.length === 0) return;
    s.points.sort(byX);
    out.set(fips, [...(out.get(fips) ?? []), s]);
  };
  const inScope = (c: NationalCounty): boolean => scope === 'us' || c.state === scope.toUpperCase();
  const counties = inp.national.filter(inScope);

  // The state's own tables, year by year: two or more years make a line (Florida 2024 → 2025, any imported year).
  if (scope !== 'us') {
    const tables = [...(inp.rates[scope]?.entries() ?? [])].sort(([a], [b]) => a - b);
    if (tables.length > 1) {
      const perCounty = new Map<string, { points: HistoryPoint[]; source: string }>();
      for (const [year, records] of tables) {
        for (const r of records) {
          const entry = perCounty.get(r.fips) ?? { points: [], source: r.source };
          entry.points.push({ x: year, period: String(r.sourceYear ?? year), ratePct: r.ratePct });
          entry.source = r.source;
          perCounty.set(r.fips, entry);
        }
      }
      for (const [fips, e] of perCounty)
        if (e.points.length > 1) add(fips, { kind: 'table', source: e.source, points: e.points });
    }
  }

  const own = scope === 'us' ? [] : (stateModule(scope).historyTables ?? []);
  if (own.includes('ny-overall') && inp.nyOverall) {
    const per = new Map<string, HistorySeries>();
    for (const row of inp.nyOverall.rows) {
      const v = row.values;
      const year = Number(v.local_fiscal_year);
      const rate = num(v.overall_full_value_tax_rate_pct, `${inp.nyOverall.file}:${row.line}`, issues);
      if (!Number.isInteger(year) || rate === null) continue;
      const s = per.get(v.geoid!) ?? { kind: 'ny-overall' as const, source: v.source!, points: [] };
      s.points.push({ x: year, period: String(year), ratePct: rate });
      per.set(v.geoid!, s);
    }
    for (const [fips, s] of per) add(fips, s);
  }

  // New York City's five counties: the class 1 (homes) rate by fiscal year.
  if (own.includes('nyc-class1') && scope !== 'us' && inp.nyc) {
    const nycCounties = [...(inp.rates[scope]?.values() ?? [])].flat().filter((r) => r.nycClass);
    const points = inp.nyc.map((r) => ({ x: r.fiscalYear, period: `FY${r.fiscalYear}`, ratePct: r.class1Pct }));
    const source = inp.nyc[inp.nyc.length - 1]?.source ?? '';
    for (const fips of new Set(nycCounties.map((r) => r.fips)))
      add(fips, { kind: 'nyc-class1', source, points: points.map((p) => ({ ...p })) });
  }

  if (own.includes('harris-units') && inp.harrisUnits) {
    const table = inp.harrisUnits;
    for (const [column, name] of HARRIS_UNITS) {
      if (!table.header.includes(column)) continue;
      const points: HistoryPoint[] = [];
      const sources = new Set<string>();
      for (const row of table.rows) {
        const year = Number(row.values.tax_year);
        const rate = num(row.values[column], `${table.file}:${row.line}`, issues);
        if (!Number.isInteger(year) || rate === null) continue;
        points.push({ x: year, period: String(year), ratePct: rate });
        if (row.values.source) sources.add(row.values.source);
      }
      // Each year has its own source; all of them are named.
      if (points.length > 1) add(HARRIS_FIPS, { kind: 'unit', name, source: [...sources].join('; '), points });
    }
  }

  // The national table's two survey periods, 2018–2022 and the current one: in the hub's file only,
  // which the state sites read too (one copy of 3,144 counties' series is enough).
  if (scope === 'us' && inp.survey2022) {
    const older = new Map(inp.survey2022.rows.map((row) => [row.values.fips!, row]));
    for (const c of counties) {
      const row = older.get(c.fips);
      const points: HistoryPoint[] = [];
      const oldRate = row ? num(row.values.effective_rate_pct, `${inp.survey2022.file}:${row.line}`, issues) : null;
      if (row && oldRate !== null)
        points.push({
          x: Number(row.values.source_year!.slice(-4)),
          period: row.values.source_year!,
          ratePct: oldRate,
        });
      if (c.effectiveRatePct !== null)
        points.push({ x: Number(c.sourceYear.slice(-4)), period: c.sourceYear, ratePct: c.effectiveRatePct });
      // The national source names the population estimates first; the rate comes from the survey part.
      if (points.length > 1)
        add(c.fips, { kind: 'survey', source: c.source.replace(/^.*Home values and taxes:\s*/, ''), points });
    }
  }
  const sorted = Object.fromEntries([...out.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
  return { file: { counties: sorted }, issues };
}
