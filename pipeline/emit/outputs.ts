// Pure: validated sources → the complete content of every file `rates emit` owns, keyed by path
// relative to the root. emit.ts writes or checks this map; nothing here touches the disk.
import { z } from 'zod';
import type { CountyRate, LocalExemptions, NationalCounty, StateConfig, TaxingUnit } from '../../site/calc/types.ts';
import { renderUnitDiffJson, renderUnitDiffMarkdown, unitDiff, unitDiffPath } from '../diff/unit-diff.ts';
import type { Sources } from '../validate/load-sources.ts';
import { type Issue, type Result, fail, ok } from '../result.ts';
import { STATES } from '../paths.ts';
import { resolveState } from './resolve.ts';
import { JSON_SCHEMAS } from '../../schema/index.ts';
import { median, round6, toJson, toRecordJson } from '../shared/format.ts';
import { cmp } from '../validate/units.ts';
import { ZIP_OUTPUT } from '../validate/zip-county.ts';
import { currentLocal } from '../validate/local-exemptions.ts';
import { billOf } from './texas-bills.ts';
import { currentUnits } from './unit-years.ts';
import { type ConstantTable, constantFor } from '../validate/constants.ts';
import { historyFor } from '../validate/history.ts';
import { placeholderIssues } from '../validate/placeholder-check.ts';
import { plannedFigureRoots } from './planned-figures.ts';
import type { Content } from '../validate/content.ts';
import { ALL_ZIP_OUTPUT } from '../validate/zip-all.ts';
import { NY_UNITS_OUTPUT, nyUnitsOutput } from './ny-units.ts';
import { areaUnitsFile, areaUnitsOutput } from './area-units.ts';
import { AREA_STATES } from '../../schema/area-units.ts';

/**
 * One state average per state, the same figure on the state site and the hub: the median of the
 * state's county effective rates in the national table (median taxes paid ÷ median home value,
 * Census survey), named with its source and method. No state publishes a single comparable average.
 */
export function withDerivedAverage(config: StateConfig, national: readonly NationalCounty[]): StateConfig {
  const counties = national.filter((c) => c.state === config.stateCode.toUpperCase());
  const average = medianEffectiveRate(counties);
  if (average === null) return { ...config, stats: { ...config.stats, averageRatePct: null } };
  const { countyCount, minExemption, taxDueDate } = config.stats;
  return {
    ...config,
    stats: {
      countyCount,
      averageRatePct: average.ratePct,
      averageRateNote: average.note,
      averageRateCounties: average.count,
      averageRateYears: counties[0]?.sourceYear ?? '',
      minExemption,
      taxDueDate,
    },
  };
}

/**
 * The median county effective rate of a list of national-table counties, rounded to 2 decimals, with how it was formed.
 */
export function medianEffectiveRate(
  counties: readonly NationalCounty[],
): { ratePct: number; note: string; count: number } | null {
  const rates = counties.map((c) => c.effectiveRatePct).filter((r): r is number => r !== null);
  const value = median(rates);
  if (value === null) return null;
  const survey = surveyName(counties[0]?.source ?? '', counties[0]?.sourceYear ?? '');
  return {
    ratePct: round6(Math.round(value * 100) / 100),
    count: rates.length,
    note: `Median of the effective rates (median real estate taxes paid ÷ median home value) of ${rates.length} counties, ${survey}; computed by this project, since no agency publishes one average comparable across counties.`,
  };
}

/** "U.S. Census Bureau, American Community Survey 5-year estimates 2020-2024", from a national record's source text. */
function surveyName(source: string, year: string): string {
  const acs = /U\.S\. Census Bureau, American Community Survey[^,]*/.exec(source)?.[0];
  return `${acs ?? 'Census survey'} ${year}`.trim();
}

/** Every county's units as the product year sees them (pipeline/emit/unit-years.ts), each with its own exemptions. */
function unitsFor(s: Sources, local: ReadonlyMap<string, LocalExemptions>) {
  const table = currentUnits(s.units, s.product.productYear);
  if (!table) return undefined;
  return Object.fromEntries(
    Object.entries(table).map(([fips, list]) => [
      fips,
      list.map((u) => ({ ...u, local: local.get(`${fips}/${u.id}`) ?? null })),
    ]),
  );
}

/** The per-unit diff of the product year against the year before, once any unit has a product-year rate. */
function unitDiffFiles(s: Sources, units: Record<string, TaxingUnit[]>, counties: CountyRate[]): [string, string][] {
  const to = s.product.productYear;
  const from = [...s.units.keys()].filter((y) => y < to).sort((a, b) => b - a)[0];
  if (!s.units.has(to) || from === undefined) return [];
  const home = (s.product.display as { defaultHomeValue?: number } | undefined)?.defaultHomeValue ?? 0;
  const d = unitDiff(units, counties, from, to, home);
  return [
    [unitDiffPath(from, to, 'md'), renderUnitDiffMarkdown(d)],
    [unitDiffPath(from, to, 'json'), renderUnitDiffJson(d)],
  ];
}

export function planOutputs(s: Sources): Result<Map<string, string>> {
  const files = new Map<string, string>();
  // What the guides' figures read, kept as written: the placeholder check reads these objects rather than
  // parsing back megabytes of the JSON just made from them.
  const values = new Map<string, unknown>();
  const put = (path: string, value: unknown, write: (v: unknown) => string = toJson): void => {
    values.set(path, value);
    files.set(path, write(value));
  };
  const issues: Issue[] = [];
  const { productYear } = s.product;
  const local = currentLocal(s.localExemptions, productYear);
  const txUnits = unitsFor(s, local);
  // A county row's typed parts were written from the units as they stood in its table's year.
  const asOf = new Map<number, ReturnType<typeof currentUnits>>();
  const unitsAsOf = (year: number) => {
    if (!asOf.has(year)) asOf.set(year, currentUnits(s.units, year));
    return asOf.get(year);
  };
  for (const state of STATES) {
    const tables = s.rates[state];
    if (!tables) continue;
    const billFor =
      state === 'tx'
        ? (r: Parameters<typeof billOf>[0]) => billOf(r, txUnits?.[r.fips], local, unitsAsOf(r.tableYear)?.[r.fips])
        : undefined;
    const resolved = resolveState(state, tables, productYear, s.national, billFor);
    if (!resolved.ok) {
      issues.push(...resolved.errors);
      continue;
    }
    const units = state === 'tx' ? txUnits : undefined;
    const data = { state, productYear, counties: resolved.value, ...(units ? { units } : {}) };
    put(`generated/rates/${state}.json`, data, toRecordJson);
    if (units) for (const [path, content] of unitDiffFiles(s, units, resolved.value)) files.set(path, content);
  }
  // Product settings (year, display constants) reach the site through generated/ like everything else.
  put('generated/product.json', s.product);
  const national = [...s.national].sort((a, b) => cmp(a.fips, b.fips));
  put('generated/rates/us.json', { counties: national }, toRecordJson);
  for (const state of STATES) {
    const config = s.configs.states[state];
    if (!config) continue;
    const data = withDerivedAverage(config, s.national);
    put(`generated/config/${state}.json`, data);
  }
  if (s.configs.hub) {
    // The hub's reference average is the same measure over every county of the national table.
    const national = medianEffectiveRate(s.national);
    const hub = {
      ...s.configs.hub,
      displayAverageRatePct: national?.ratePct ?? null,
      displayAverageRateSource: national?.note ?? '',
    };
    put('generated/config/hub.json', hub);
  }
  if (s.nyc) {
    put('generated/nyc/class-rates.json', { rates: s.nyc });
  }
  const ny = nyUnitsOutput(s.nyUnits, productYear);
  if (ny) files.set(NY_UNITS_OUTPUT, toRecordJson(ny));
  for (const st of AREA_STATES) {
    const areas = areaUnitsFile(st, s.areaUnits?.[st], productYear);
    if (areas && Object.keys(areas.counties).length) files.set(areaUnitsOutput(st), toRecordJson(areas));
  }
  for (const [scope, topics] of Object.entries(s.facts)) {
    put(`generated/facts/${scope}.json`, Object.fromEntries(Object.entries(topics).sort(([a], [b]) => cmp(a, b))));
  }
  // Guide texts as written (Markdown with placeholders); the site renders them with the data.
  for (const [scope, content] of Object.entries(s.content)) {
    const pages = Object.fromEntries(
      Object.entries(content.pages)
        .sort(([a], [b]) => cmp(a, b))
        .map(([id, langs]) => [
          id,
          Object.fromEntries(Object.entries(langs).map(([lang, { bodyLine: _line, ...page }]) => [lang, page])),
        ]),
    );
    files.set(
      `generated/content/${scope}.json`,
      toJson({
        pages,
        ...(content.faq ? { faq: content.faq } : {}),
        ...(content.glossary ? { glossary: content.glossary } : {}),
      }),
    );
  }
  // Every sourced constant, per scope: the product year's figure of each key with its source, and every
  // year on file, so a page can name any figure's source and year and a reviewer sees the whole history.
  for (const [scope, table] of Object.entries(s.constants)) {
    put(`generated/constants/${scope}.json`, constantsOutput(table, productYear));
  }
  // The Mello-Roos finder's ZIP table (pipeline/validate/zip-county.ts), fetched by the browser on the first search.
  if (s.zipCounties) files.set(ZIP_OUTPUT, toJson(s.zipCounties));
  // The county search's ZIP table, every state (pipeline/validate/zip-all.ts).
  if (s.allZips) files.set(ALL_ZIP_OUTPUT, toJson(s.allZips));
  // Rate history per county for the county pages' charts (pipeline/validate/history.ts).
  if (s.history) {
    for (const scope of [...STATES, 'us'] as const) {
      const { file, issues: bad } = historyFor(scope, {
        national: s.national,
        rates: s.rates,
        nyc: s.nyc,
        ...s.history,
      });
      issues.push(...bad);
      // No file for a scope without any series (a state with one table year and no older series).
      if (Object.keys(file.counties).length) files.set(`generated/history/${scope}.json`, toJson(file));
    }
  }
  for (const [name, schema] of Object.entries(JSON_SCHEMAS)) {
    const { $schema, ...rest } = z.toJSONSchema(schema, { target: 'draft-07', io: 'output' });
    files.set(`generated/schema/${name}`, toJson({ $schema, $id: name, ...rest }));
  }
  // Guide texts cite figures of these very files: an unknown or unformattable one is refused here.
  if (!issues.length) issues.push(...citedFigureIssues(s.content, files, values));
  return issues.length ? fail(issues) : ok(new Map([...files].sort(([a], [b]) => cmp(a, b))));
}

/** generated/constants/<scope>.json: each key's figure for the product year, and all its rows. */
function constantsOutput(table: ConstantTable, productYear: number) {
  const keys = [...table.keys()].sort(cmp);
  const current: Record<string, unknown> = {};
  const history: Record<string, unknown[]> = {};
  for (const key of keys) {
    const now = constantFor(table, key, productYear);
    if (now) {
      const { valueAt: _at, ...rest } = now;
      current[key] = rest;
    }
    history[key] = table.get(key)!.map(({ valueAt: _at, ...row }) => row);
  }
  return { productYear, constants: current, history };
}

/** Placeholder findings; none to check where sources hold no guide texts (the test fixtures). */
function citedFigureIssues(
  content: Content,
  files: ReadonlyMap<string, string>,
  values: ReadonlyMap<string, unknown>,
): Issue[] {
  if (!Object.values(content).some((scope) => Object.keys(scope?.pages ?? {}).length)) return [];
  return placeholderIssues(content, plannedFigureRoots(files, values));
}
