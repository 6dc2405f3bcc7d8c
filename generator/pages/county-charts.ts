// The figures of a county page's charts, all from generated/ data through the engine: a typical
// bill split by taxing unit, the rate history we hold, and the county beside its neighbours and
// its state's median. The chart components only draw what this returns.
import { calculate } from '../../states/estimate/index.ts';
import { median } from '../../engine/median.ts';
import type { CountyRate, NationalCounty, NycClassRate, Unit } from '../../schema/index.ts';
import type { HistoryFile, HistorySeries } from '../../browser/charts/history-types.ts';
import { lineLabel } from '../../browser/report/line-label.ts';
import type { MapData } from '../../browser/components/maps/types.ts';
import type { PageContext } from '../../browser/components/page-context.ts';
import type { Breakdown, CountyCharts, NeighbourRow } from '../../browser/components/charts/data.ts';
import { recordsBy, tableFigure } from '../../engine/reads.ts';

/**
 * A typical bill at the calculator's default value, no exemptions. Texas counties with their units
 * are itemised unit by unit (the county, the county-wide districts and the median-rate school
 * district, as the county's typical bill is formed); elsewhere by the parts of the rate table.
 */
export function billBreakdown(
  ctx: PageContext,
  county: CountyRate,
  units: Unit[] | null,
  nycRates: NycClassRate[],
): Breakdown | null {
  const config = ctx.config!;
  const { t, lang } = ctx;
  const value = ctx.product.display.defaultHomeValue;
  const out = calculate({
    state: config.stateCode,
    input: { homeValue: value, county: county.slug },
    config,
    counties: [county],
    nycRates,
  });
  if (!out.ok) return null;
  const r = out.result;
  // New York City levies one class rate for the whole city: the bill is one part.
  if (r.kind === 'nyc')
    return {
      value,
      parts: [{ key: 'city', label: t('nyc.cityTax'), ratePct: r.classRatePct, tax: r.annualTax }],
      total: r.annualTax,
    };
  // Every other bill line by line: its units where the county's bill names them, else the county's parts.
  const survey = r.rate.split === 'survey';
  const parts = r.units.map((u) => ({
    key: u.kind === 'part' ? u.part : u.id,
    label: lineLabel(u, config, survey, t, lang),
    ratePct: u.ratePct ?? 0,
    tax: u.tax,
  }));
  return parts.length ? { value, parts, total: r.annualTax } : null;
}

/** Every series held for the county: the state's own (tables, published series) and the survey's. */
export function countyHistory(
  history: Partial<Record<string, HistoryFile>> | undefined,
  scope: string,
  fips: string,
): HistorySeries[] {
  const own = scope === 'us' ? [] : (history?.[scope]?.counties[fips] ?? []);
  return [...own, ...(history?.us?.counties[fips] ?? [])];
}

/** The county, its neighbours within the same table (state sites) or across state lines (hub), and the state median. */
export function neighbourRows(
  maps: MapData | undefined,
  self: { fips: string; name: string; ratePct: number | null },
  find: (fips: string) => { fips: string; name: string; ratePct: number | null; href: string } | undefined,
  stateMedian: number | null,
  medianLabel: string,
): NeighbourRow[] | null {
  if (!maps || self.ratePct === null) return null;
  const near = (maps.neighbours[self.fips] ?? []).flatMap((f) => {
    const c = find(f);
    return c && c.ratePct !== null
      ? [{ fips: c.fips, name: c.name, href: c.href, ratePct: c.ratePct, role: 'neighbour' as const }]
      : [];
  });
  const med = stateMedian;
  const rows: NeighbourRow[] = [
    { fips: self.fips, name: self.name, href: null, ratePct: self.ratePct, role: 'self' },
    ...near.sort((a, b) => b.ratePct - a.ratePct),
  ];
  if (med !== null) rows.push({ fips: 'median', name: medianLabel, href: null, ratePct: med, role: 'median' });
  return rows.length > 2 ? rows : null;
}

export function stateCountyCharts(
  ctx: PageContext,
  county: CountyRate,
  counties: readonly CountyRate[],
  units: Unit[] | null,
  nycRates: NycClassRate[],
  maps: MapData | undefined,
  history: Partial<Record<string, HistoryFile>> | undefined,
): CountyCharts {
  const state = ctx.config!.stateName[ctx.lang];
  return {
    breakdown: billBreakdown(ctx, county, units, nycRates),
    history: countyHistory(history, ctx.config!.stateCode, county.fips),
    neighbours: neighbourRows(
      maps,
      county,
      (f) => {
        const c = recordsBy(counties, 'fips', f)[0];
        return c && { fips: c.fips, name: c.name, ratePct: c.ratePct, href: ctx.href(`/county/${c.slug}`) };
      },
      stateMedianRate(counties),
      ctx.t('visual.chart.stateMedian', { state }),
    ),
  };
}

export function hubCountyCharts(
  ctx: PageContext,
  county: NationalCounty,
  national: readonly NationalCounty[],
  maps: MapData | undefined,
  history: Partial<Record<string, HistoryFile>> | undefined,
): CountyCharts {
  const stateMedian = stateMedianSurveyRate(national, county.state);
  const find = (f: string) => {
    const c = nationalCounty(national, f);
    return (
      c && {
        fips: c.fips,
        name: c.state === county.state ? c.name : `${c.name}, ${c.state}`,
        ratePct: c.effectiveRatePct,
        href: ctx.href(`/county/${c.state.toLowerCase()}/${c.slug}`),
      }
    );
  };
  return {
    breakdown: null,
    history: countyHistory(history, 'us', county.fips),
    neighbours: neighbourRows(
      maps,
      { fips: county.fips, name: county.name, ratePct: county.effectiveRatePct },
      find,
      stateMedian,
      ctx.t('visual.chart.stateMedian', { state: county.stateName }),
    ),
  };
}

/** A county of the national table by FIPS code, through an index made once per table (not a scan per page). */
export function nationalCounty(national: readonly NationalCounty[], fips: string): NationalCounty | undefined {
  return recordsBy(national, 'fips', fips)[0];
}

// A state's median, the same on each of its counties' pages: a page reads the figure, not every county of the table.
const stateMedianRate = tableFigure('state median rate', (counties: readonly CountyRate[]) =>
  median(counties.map((c) => c.ratePct)),
);
const stateMedianSurveyRate = tableFigure('state median survey rate', (national: readonly NationalCounty[], state) =>
  median(national.flatMap((c) => (c.state === state && c.effectiveRatePct !== null ? [c.effectiveRatePct] : []))),
);
