// Pure transforms: validated sources → the content of the files of generated/. The registry
// (pipeline/registry/) says which file each makes and from which kinds of source; nothing here
// touches the disk.
import { z } from 'zod';
import { STATE_CODES, type StateCode, type Variant } from '../../schema/codes.ts';
import type { CountyRate, NationalCounty, StateConfig, Unit } from '../../schema/index.ts';
import { calcState } from '../../states/engines.ts';
import { renderUnitDiffJson, renderUnitDiffMarkdown, unitDiff, unitDiffPath } from '../diff/unit-diff.ts';
import { type Issue, type Result, ok } from '../result.ts';
import { resolveState } from './resolve.ts';
import { JSON_SCHEMAS } from '../../schema/index.ts';
import { median, round6, toJson } from '../shared/format.ts';
import { cmp } from '../validate/units.ts';
import { type LocatedLocal, currentLocal } from '../validate/local-exemptions.ts';
import { billOf } from './texas-bills.ts';
import { type UnitsByYear, currentUnits } from './unit-years.ts';
import { unitsFor } from './units.ts';
import { type ConstantTable, constantFor } from '../validate/constants.ts';
import { placeholderIssues } from '../validate/placeholder-check.ts';
import { plannedFigureRoots } from './planned-figures.ts';
import type { Content, ContentScope } from '../validate/content.ts';
import type { RateRecord } from '../validate/rate-table.ts';

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

/** What a Texas county row is billed from: the units of every year and the local exemptions. */
export interface TexasUnitInputs {
  byYear: UnitsByYear;
  localExemptions: readonly LocatedLocal[];
}

/** One state's counties resolved for the product year; Texas's billed from its units, emitted beside them. */
export function resolvedStateRates(
  state: StateCode,
  tables: ReadonlyMap<number, readonly RateRecord[]>,
  productYear: number,
  national: readonly NationalCounty[],
  tx?: TexasUnitInputs,
): Result<{ counties: CountyRate[] }> {
  if (!tx) {
    const resolved = resolveState(state, tables, productYear, national);
    return resolved.ok ? ok({ counties: resolved.value }) : resolved;
  }
  const local = currentLocal(tx.localExemptions, productYear);
  const txUnits = unitsFor(state, tx.byYear, productYear, local);
  // A county row's typed parts were written from the units as they stood in its table's year.
  const asOf = new Map<number, ReturnType<typeof currentUnits>>();
  const unitsAsOf = (year: number) => {
    if (!asOf.has(year)) asOf.set(year, currentUnits(tx.byYear, year, calcState(state).units));
    return asOf.get(year);
  };
  const resolved = resolveState(state, tables, productYear, national, (r) =>
    billOf(r, txUnits?.[r.fips], local, unitsAsOf(r.tableYear)?.[r.fips]),
  );
  if (!resolved.ok) return resolved;
  return ok({ counties: resolved.value });
}

/** The per-unit diff of the product year against the year before, once any unit has a product-year rate. */
export function unitDiffFiles(
  byYear: UnitsByYear,
  productYear: number,
  defaultHomeValue: number,
  units: Record<string, Unit[]>,
  counties: CountyRate[],
): [string, string][] {
  const to = productYear;
  const from = [...byYear.keys()].filter((y) => y < to).sort((a, b) => b - a)[0];
  if (!byYear.has(to) || from === undefined) return [];
  const d = unitDiff(units, counties, from, to, defaultHomeValue);
  return [
    [unitDiffPath(from, to, 'md'), renderUnitDiffMarkdown(d)],
    [unitDiffPath(from, to, 'json'), renderUnitDiffJson(d)],
  ];
}

/** generated/config/hub.json: the hub's reference average, the same measure over every county of the country. */
export function hubOutput(hub: object, national: readonly NationalCounty[]) {
  const average = medianEffectiveRate(national);
  return {
    ...hub,
    displayAverageRatePct: average?.ratePct ?? null,
    displayAverageRateSource: average?.note ?? '',
  };
}

/** generated/content/<scope>.json: guide texts as written (Markdown with placeholders), rendered by the site. */
export function contentOutput(content: ContentScope): Record<string, unknown> {
  const pages = Object.fromEntries(
    Object.entries(content.pages)
      .sort(([a], [b]) => cmp(a, b))
      .map(([id, langs]) => [
        id,
        Object.fromEntries(Object.entries(langs).map(([lang, { bodyLine: _line, ...page }]) => [lang, page])),
      ]),
  );
  return {
    pages,
    ...(content.faq ? { faq: content.faq } : {}),
    ...(content.glossary ? { glossary: content.glossary } : {}),
  };
}

/** generated/schema/<name>: the JSON Schema of each output, for readers outside this code. */
export function jsonSchemaFiles(): [string, string][] {
  return Object.entries(JSON_SCHEMAS).map(([name, schema]) => {
    const { $schema, ...rest } = z.toJSONSchema(schema, { target: 'draft-07', io: 'output' });
    return [`generated/schema/${name}`, toJson({ $schema, $id: name, ...rest })];
  });
}

/** generated/constants/<scope>.json: each key's figure for the product year, and all its rows. */
export function constantsOutput(table: ConstantTable, productYear: number) {
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

/**
 * Placeholder findings; none to check where sources hold no guide texts (the test fixtures). `touched`: the files an
 * incremental plan changed; where they are states' units files only, only those states' sites are checked again (a
 * state's units are read by its own site's figures alone, and the other sites' figures are as the last emit checked).
 */
export function citedFigureIssues(
  content: Content,
  files: ReadonlyMap<string, string>,
  values: ReadonlyMap<string, unknown>,
  touched?: readonly string[],
): Issue[] {
  if (!Object.values(content).some((scope) => Object.keys(scope?.pages ?? {}).length)) return [];
  const unitStates = touched?.map((file) => /^generated\/units\/([a-z]{2})\.json$/.exec(file)?.[1]);
  const only =
    unitStates && unitStates.every((s) => s !== undefined && (STATE_CODES as readonly string[]).includes(s))
      ? (unitStates as Variant[])
      : undefined;
  return placeholderIssues(content, plannedFigureRoots(files, values, only));
}
