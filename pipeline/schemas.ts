// zod schemas for every CSV row kind. Each field schema reads the raw string and states, as its
// error, what it expected; validate.ts adds the column, position and the value found.
import { z } from 'zod';
import type { ColumnSpec } from './ingest.ts';

const NUM_RE = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const CONFIDENCE = ['high', 'medium-high', 'medium', 'medium-low', 'low'] as const;

const oneOf = (values: readonly string[]) => `one of ${values.join(', ')}`;
const text = (expect: string) => z.string().min(1, { error: expect });
const anyText = z.string();
const enumOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: oneOf(values) });

function num(min: number, max: number, unit: string) {
  const expect = `a number between ${min} and ${max} (${unit})`;
  return z.string().regex(NUM_RE, { error: expect }).transform(Number)
    .pipe(z.number().min(min, { error: expect }).max(max, { error: expect }));
}
/** An empty cell means "not given"; anything else must satisfy `schema`, whose message is kept. */
function optional<T>(schema: z.ZodType<T, string>) {
  return z.string().transform((v, ctx): T | null => {
    if (v === '') return null;
    const r = schema.safeParse(v);
    if (r.success) return r.data;
    for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message });
    return z.NEVER;
  });
}
const flag = z.enum(['0', '1'], { error: '0 or 1' }).transform((v) => v === '1');
const optFlag = z.enum(['', '0', '1'], { error: '0, 1 or nothing' }).transform((v) => v === '1');
const int = (what: string) => z.string().regex(/^\d+$/, { error: what }).transform(Number);

export const fips = z.string().regex(/^\d{5}$/, { error: 'a 5-digit county FIPS code (leading zero kept)' });
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'a slug of lower-case letters, digits and hyphens (e.g. st-johns)' });
const sourceYear = z.string().regex(/^\d{4}(?:-\d{2}|-\d{4})?$/, { error: 'a year such as 2025, 2024-25 or 2020-2024' });
const rate = num(0, 10, 'percent');
const optRate = optional(rate);

export const confidence = enumOf(CONFIDENCE);
export const rateKind = enumOf(['nominal', 'effective']);
export const rateBasis = enumOf(['taxable-value', 'assessed-value', 'full-market-value', 'market-value']);
export const unitType = enumOf(['county', 'city', 'school', 'special']);

export const RATE_COLUMNS: ColumnSpec = {
  required: ['fips', 'county_name', 'slug', 'kind', 'basis', 'rate_pct', 'source', 'source_year', 'confidence'],
  optional: ['school_pct', 'county_pct', 'city_pct', 'special_pct', 'general_levy_pct', 'nyc_class', 'derived', 'note', 'provenance'],
};
export const rateRow = z.object({
  fips, county_name: text('a county name'), slug, kind: rateKind, basis: rateBasis, rate_pct: rate,
  source: text('the publisher of the figure'), source_year: sourceYear, confidence,
  school_pct: optRate, county_pct: optRate, city_pct: optRate, special_pct: optRate,
  general_levy_pct: optRate, nyc_class: optFlag, derived: optFlag, note: anyText, provenance: anyText,
});
export type RateRow = z.output<typeof rateRow>;

export const UNIT_COLUMNS: ColumnSpec = {
  required: ['fips', 'county_name', 'unit_id', 'unit_name', 'unit_type', 'district_type', 'rate_pct', 'mo_pct', 'is_pct',
    'county_value_share', 'countywide', 'confidence', 'source', 'source_year', 'note'],
  optional: [],
};
export const unitRow = z.object({
  fips, county_name: text('a county name'), unit_id: text('a unit id'), unit_name: text('a unit name'), unit_type: unitType,
  district_type: anyText, rate_pct: optRate, mo_pct: optRate, is_pct: optRate,
  county_value_share: optional(num(0, 1.01, 'share of county value, a little over 1 from rounding')), countywide: flag, confidence,
  source: text('the publisher of the figure'), source_year: sourceYear, note: anyText,
});
export type UnitRow = z.output<typeof unitRow>;

export const NATIONAL_COLUMNS: ColumnSpec = {
  required: ['fips', 'state', 'state_name', 'county_name', 'slug', 'median_home_value', 'median_taxes_paid', 'effective_rate_pct',
    'population', 'population_year', 'taxes_topcoded', 'taxes_bottomcoded', 'source', 'source_year'],
  optional: [],
};
const dollars = optional(num(0, 1e8, 'dollars'));
export const nationalRow = z.object({
  fips, state: z.string().regex(/^[A-Z]{2}$/, { error: 'a 2-letter upper-case state code' }), state_name: text('a state name'),
  county_name: text('a county name'), slug, median_home_value: dollars, median_taxes_paid: dollars,
  effective_rate_pct: optRate, population: optional(int('a whole number of people')),
  population_year: optional(int('a year such as 2023')), taxes_topcoded: optFlag, taxes_bottomcoded: optFlag,
  source: text('the publisher of the figures'), source_year: sourceYear,
});
export type NationalRow = z.output<typeof nationalRow>;

export const NYC_COLUMNS: ColumnSpec = {
  required: ['fiscal_year', 'label', 'class1_pct', 'class2_pct', 'class3_pct', 'class4_pct', 'source'],
  optional: [],
};
const classRate = num(0, 100, 'percent');
export const nycRow = z.object({
  fiscal_year: int('a fiscal year such as 2026'), label: text('a label such as FY2026'),
  class1_pct: classRate, class2_pct: classRate, class3_pct: classRate, class4_pct: classRate,
  source: text('the publisher of the rates'),
});
export type NycRow = z.output<typeof nycRow>;

export const product = z.looseObject({
  productYear: z.int().min(2000).max(2100),
  diffFlagThresholdPct: z.number().positive(),
});
export type Product = z.output<typeof product>;
