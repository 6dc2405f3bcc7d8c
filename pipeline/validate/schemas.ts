// zod schemas for every CSV row kind. Each field schema reads the raw string and states, as its
// error, what it expected; rows.ts adds the column, position and the value found.
import { z } from 'zod';
import {
  DISTRICT_TYPE_CODES,
  FUND_CODES,
  RATE_METHODS,
  UNIT_FLAGS,
  UNIT_STATUSES,
  type UnitFlag,
  type UnitStatus,
} from '../../schema/codes.ts';
import { confidence, fips, oneOf, rateBasis, rateKind, slug } from '../../schema/fields.ts';
import { RATE_UNITS, UNIT_TYPES } from '../../schema/units.ts';
import type { UnitFund } from '../../schema/index.ts';
import type { ColumnSpec } from '../ingest/ingest.ts';
import { TEXT_LIMITS, freeText } from './free-text.ts';

export { confidence, fips, rateBasis, rateKind, slug };

const NUM_RE = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

const name = (required: string) => freeText({ max: TEXT_LIMITS.name, required });
const publisher = (required: string) => freeText({ max: TEXT_LIMITS.source, required });
const note = freeText({ max: TEXT_LIMITS.note, multiline: true });

function num(min: number, max: number, unit: string) {
  const expect = `a number between ${min} and ${max} (${unit})`;
  return (
    z
      .string()
      .regex(NUM_RE, { error: expect })
      .transform(Number)
      // "-0" reads as a number at the minimum; a sign on a zero is a typing slip, never a figure.
      .pipe(
        z
          .number()
          .min(min, { error: expect })
          .max(max, { error: expect })
          .refine((v) => !Object.is(v, -0), expect),
      )
  );
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
const optFlag = z.enum(['', '0', '1'], { error: '0, 1 or nothing' }).transform((v) => v === '1');
const int = (what: string) => z.string().regex(/^\d+$/, { error: what }).transform(Number);

const sourceYear = z
  .string()
  .regex(/^\d{4}(?:-\d{2}|-\d{4})?$/, { error: 'a year such as 2025, 2024-25 or 2020-2024' });
const rate = num(0, 10, 'percent');
/** A county's combined rate: its units always levy something, and a 0 would publish $0 bills. */
const combinedRate = rate.refine(
  (v) => v > 0 || Object.is(v, -0),
  'a combined rate above 0 (a county whose units levy nothing is not published)',
);
const optRate = optional(rate);

export const RATE_COLUMNS: ColumnSpec = {
  required: ['fips', 'county_name', 'slug', 'kind', 'basis', 'rate_pct', 'source', 'source_year', 'confidence'],
  optional: [
    'school_pct',
    'county_pct',
    'city_pct',
    'special_pct',
    'general_levy_pct',
    'nyc_class',
    'derived',
    'method',
    'note',
    'note_es',
    'provenance',
    'units',
  ],
};
/** How the rate was obtained; a table without the column holds rates as their publishers state them. */
const method = z
  .enum(['', ...RATE_METHODS], { error: oneOf(RATE_METHODS) })
  .transform((v) => (v === '' ? 'published' : v));
export const rateRow = z.object({
  fips,
  county_name: name('a county name'),
  slug,
  kind: rateKind,
  basis: rateBasis,
  rate_pct: combinedRate,
  source: publisher('the publisher of the figure'),
  source_year: sourceYear,
  confidence,
  school_pct: optRate,
  county_pct: optRate,
  city_pct: optRate,
  special_pct: optRate,
  general_levy_pct: optRate,
  nyc_class: optFlag,
  derived: optFlag,
  method,
  note,
  note_es: note,
  provenance: note,
  // Texas: the taxing units (ids of sources/units/tx) whose rates the combined rate adds up, separated by ";".
  units: z
    .string()
    .regex(/^(?:[A-Za-z0-9-]+(?:;[A-Za-z0-9-]+)*)?$/, {
      error: 'unit ids of sources/units/tx separated by ";" (or nothing)',
    })
    .transform((v) => (v === '' ? [] : v.split(';'))),
});
export type RateRow = z.output<typeof rateRow>;

const STATUS_VALUES = [...UNIT_STATUSES, ...UNIT_STATUSES.map((s) => `${s}-secondary`)];
/**
 * A unit rate's status; the suffix `-secondary` says the figure was read in a copy that relays the publisher's own
 * (a repository, a newsletter, a news digest), as in ../shared/data/rates-2026-found.
 */
export const unitStatus = z
  .string()
  .refine((v) => STATUS_VALUES.includes(v), {
    error: `one of ${UNIT_STATUSES.join(', ')}, with -secondary when read in a copy (adopted-secondary)`,
  })
  .transform((v) => ({ status: v.replace(/-secondary$/, '') as UnitStatus, viaCopy: v.endsWith('-secondary') }));
export const readOn = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'the date it was read, as YYYY-MM-DD' });
export const webAddress = z.string().regex(/^(?:https?:\/\/\S+)?$/, {
  error: 'an address starting with https:// or http:// (or nothing when none is known)',
});
const flagList = z.string().transform((v, ctx): UnitFlag[] => {
  const codes = v === '' ? [] : v.split(';');
  const bad = codes.filter((c) => !(UNIT_FLAGS as readonly string[]).includes(c));
  if (bad.length)
    ctx.addIssue({ code: 'custom', message: `codes of ${UNIT_FLAGS.join(', ')} separated by ";" (or nothing)` });
  return codes as UnitFlag[];
});
const FUND_RE = new RegExp(`^(${FUND_CODES.join('|')}) (\\d+(?:\\.\\d+)?)\\+(\\d+(?:\\.\\d+)?)$`);
const fundList = z.string().transform((v, ctx): UnitFund[] => {
  const funds: UnitFund[] = [];
  for (const part of v === '' ? [] : v.split('; ')) {
    const m = FUND_RE.exec(part);
    if (!m) {
      ctx.addIssue({
        code: 'custom',
        message: `funds as "GF 0.44+0.03; R&B 0.05+0" (fund ${FUND_CODES.join(', ')}, then M&O+I&S rates)`,
      });
      return z.NEVER;
    }
    funds.push({ fund: m[1] as UnitFund['fund'], moPct: Number(m[2]), isPct: Number(m[3]) });
  }
  return funds;
});
/**
 * sources/units/<state>/<year>.csv, one header for every state (sources/README.md); a state's table uses the optional
 * columns it needs.
 */
export const UNIT_COLUMNS: ColumnSpec = {
  required: [
    'fips',
    'county_name',
    'unit_id',
    'unit_name',
    'unit_type',
    'rate',
    'rate_unit',
    'tax_year',
    'status',
    'source',
    'url',
    'read_on',
    'confidence',
  ],
  optional: [
    'unit_name_es',
    'district_type',
    'parent_id',
    'countywide',
    'levy_name',
    'levy_name_es',
    'mo',
    'is',
    'source_year',
    'county_value_share',
    'taxable_value',
    'flags',
    'funds',
    'group',
    'group_es',
    'aliases',
    'document',
    'provenance',
    'note',
    'note_es',
  ],
};
/** A rate as its publisher prints it: plain digits with a decimal point, or nothing when none was reported. */
const publishedRate = z.string().regex(/^(?:\d+(?:\.\d+)?)?$/, {
  error: 'a rate as published, digits with a decimal point (0.493907), or nothing when none was reported',
});
export const unitRow = z.object({
  fips,
  county_name: name('a county name'),
  unit_id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,79}$/, {
    error: 'an id of letters, digits, "-" and "." (at most 80)',
  }),
  // New York school segments carry their district's long name and the town or city in brackets.
  unit_name: publisher('a unit name'),
  unit_name_es: publisher(''),
  unit_type: z.enum(UNIT_TYPES, { error: oneOf(UNIT_TYPES) }),
  district_type: z.enum(['', ...DISTRICT_TYPE_CODES], {
    error: `nothing (county, city) or a district type code: ${DISTRICT_TYPE_CODES.join(', ')}`,
  }),
  parent_id: z.string(),
  countywide: optFlag,
  levy_name: name(''),
  levy_name_es: name(''),
  rate: publishedRate,
  rate_unit: z.enum(RATE_UNITS, { error: oneOf(RATE_UNITS) }),
  mo: publishedRate,
  is: publishedRate,
  tax_year: int('a 4-digit tax year'),
  source_year: z
    .string()
    .regex(/^(?:\d{4}(?:-\d{2}|-\d{4})?)?$/, { error: 'a year such as 2025 or 2024-25 (or nothing: the tax year)' }),
  status: unitStatus,
  county_value_share: optional(num(0, 1.01, 'share of county value, a little over 1 from rounding')),
  taxable_value: z
    .string()
    .regex(/^\d*$/, { error: 'whole dollars, or nothing' })
    .transform((v) => (v === '' ? null : Number(v))),
  flags: flagList,
  funds: fundList,
  group: name(''),
  group_es: name(''),
  aliases: z
    .string()
    .regex(/^[^;]*(?:;[^;]+)*$/, { error: 'other spellings separated by ";" (or nothing)' })
    .transform((v) => (v === '' ? [] : v.split(';'))),
  source: publisher('the publisher of the figure'),
  document: publisher(''),
  url: webAddress,
  read_on: optional(readOn),
  confidence,
  provenance: note,
  note,
  note_es: note,
});
export type UnitRow = z.output<typeof unitRow>;

export const NATIONAL_COLUMNS: ColumnSpec = {
  required: [
    'fips',
    'state',
    'state_name',
    'county_name',
    'slug',
    'median_home_value',
    'median_taxes_paid',
    'effective_rate_pct',
    'population',
    'population_year',
    'taxes_topcoded',
    'taxes_bottomcoded',
    'source',
    'source_year',
  ],
  optional: ['population_source'],
};
const dollars = optional(num(0, 1e8, 'dollars'));
export const nationalRow = z.object({
  fips,
  state: z.string().regex(/^[A-Z]{2}$/, { error: 'a 2-letter upper-case state code' }),
  state_name: name('a state name'),
  county_name: name('a county name'),
  slug,
  median_home_value: dollars,
  median_taxes_paid: dollars,
  effective_rate_pct: optRate,
  population: optional(int('a whole number of people')),
  population_year: optional(int('a year such as 2023')),
  taxes_topcoded: optFlag,
  taxes_bottomcoded: optFlag,
  source: publisher('the publisher of the home values and taxes'),
  source_year: sourceYear,
  population_source: publisher(''),
});
export type NationalRow = z.output<typeof nationalRow>;

export const NYC_COLUMNS: ColumnSpec = {
  required: ['fiscal_year', 'label', 'class1_pct', 'class2_pct', 'class3_pct', 'class4_pct', 'source'],
  optional: [],
};
const classRate = num(0, 100, 'percent');
export const nycRow = z.object({
  fiscal_year: int('a fiscal year such as 2026'),
  label: name('a label such as FY2026'),
  class1_pct: classRate,
  class2_pct: classRate,
  class3_pct: classRate,
  class4_pct: classRate,
  source: publisher('the publisher of the rates'),
});
export type NycRow = z.output<typeof nycRow>;

export const product = z.looseObject({
  productYear: z.int().min(2000).max(2100),
  diffFlagThresholdPct: z.number().positive(),
});
export type Product = z.output<typeof product>;
