// Placeholders in guide texts: {{key}}, {{key|format}}, {{key|format:arg}}, {{a+b|format}}.
// A key is a dotted path into the figures of the site (see figures.ts); formats are language-aware.
// Numbers need a format (so nothing prints as a bare float); text and {en, es} pairs print as text.
// An unknown key or format throws: a guide never shows a figure the data does not have.
import type { Lang } from '../schema/codes.ts';
import { formatCurrency, formatInteger, formatNumber, formatPercent, formatRate } from './format.ts';
import { MONTH_NAMES } from './month-names.ts';

export const PLACEHOLDER =
  /\{\{\s*([A-Za-z0-9_.-]+(?:\s*\+\s*[A-Za-z0-9_.-]+)*)\s*(?:\|\s*([a-z]+)(?::([a-z0-9]+))?\s*)?\}\}/g;

export class PlaceholderError extends Error {}

/** The value at a dotted path ('config.exemptions.homestead.amount'); array items by index. */
export function lookupKey(root: unknown, key: string): unknown {
  let v: unknown = root;
  for (const part of key.split('.')) {
    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, part))
      throw new PlaceholderError(`unknown key ${key} (no "${part}")`);
    v = (v as Record<string, unknown>)[part];
  }
  if (v === undefined || v === null) throw new PlaceholderError(`key ${key} has no value`);
  return v;
}

const isLocalized = (v: unknown): v is { en: string; es: string } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { en?: unknown }).en === 'string' &&
  typeof (v as { es?: unknown }).es === 'string';

/** As few decimals as the figure has (up to 3): 2 → '2%', 2.25 → '2.25%', 0.5 → '0.5%'. */
function shortPercent(n: number, lang: Lang): string {
  const decimals = [0, 1, 2, 3].find((d) => Math.abs(Number(n.toFixed(d)) - n) < 1e-9) ?? 3;
  return formatPercent(n, lang, decimals);
}

// Dates as en-US and es-MX write them with Intl.DateTimeFormat (long month, in UTC), written out: creating the first
// Intl date format loads ICU's calendar data, a fiftieth of a second of each check and build that shows a date.
// tests/unit/i18n/date-words.test.ts holds them to Intl's for every day.

/** The parts of a date shown: the whole date, the month and day, or the month alone. */
export type DateParts = 'date' | 'monthday' | 'month';

/** `at` (a UTC day) as Intl.DateTimeFormat writes `parts` of it in `lang`; an invalid date throws as Intl does. */
export function dateWords(at: Date, lang: Lang, parts: DateParts): string {
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid time value');
  const month = MONTH_NAMES[lang][at.getUTCMonth()]!;
  if (parts === 'month') return month;
  const day = at.getUTCDate();
  const year = parts === 'date' ? at.getUTCFullYear() : null;
  if (lang === 'es') return `${day} de ${month}${year === null ? '' : ` de ${year}`}`;
  return `${month} ${day}${year === null ? '' : `, ${year}`}`;
}

function dateText(iso: string, lang: Lang, parts: DateParts): string {
  const m = /^(\d{4}|-?-?)-?(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new PlaceholderError(`expected a date as YYYY-MM-DD or MM-DD, found ${JSON.stringify(iso)}`);
  const year = /^\d{4}$/.test(m[1]!) ? Number(m[1]) : 2001;
  return dateWords(new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3]))), lang, parts);
}

type Formatter = (v: unknown, lang: Lang, arg: string | undefined) => string;

const num =
  (f: (n: number, lang: Lang, arg: string | undefined) => string): Formatter =>
  (v, lang, arg) => {
    if (typeof v === 'number') return f(v, lang, arg);
    if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number'))
      return `${f(v[0] as number, lang, arg)}–${f(v[1] as number, lang, arg)}`;
    throw new PlaceholderError(`expected a number or a [low, high] pair, found ${JSON.stringify(v)}`);
  };
/** Dates come as 'YYYY-MM-DD', 'MM-DD' or { month, day } (the shape the payment facts use). */
const str =
  (f: (s: string, lang: Lang) => string): Formatter =>
  (v, lang) => {
    if (
      typeof v === 'object' &&
      v !== null &&
      typeof (v as { month?: unknown }).month === 'number' &&
      typeof (v as { day?: unknown }).day === 'number'
    ) {
      const { month, day } = v as { month: number; day: number };
      return f(`${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, lang);
    }
    if (typeof v !== 'string') throw new PlaceholderError(`expected a date, found ${JSON.stringify(v)}`);
    return f(v, lang);
  };

export const FORMATS: Record<string, Formatter> = {
  // USD without decimals (spec §9); money:2 for fees quoted in cents.
  money: num((n, lang, arg) =>
    arg === undefined ? formatCurrency(n, lang) : `${n < 0 ? '-' : ''}$${formatNumber(Math.abs(n), lang, Number(arg))}`,
  ),
  percent: num((n, lang, arg) => formatPercent(n, lang, arg === undefined ? 2 : Number(arg))),
  pct: num((n, lang) => shortPercent(n, lang)),
  /** A fraction shown as a percent: 0.06 → '6%'. */
  ratio: num((n, lang) => shortPercent(n * 100, lang)),
  rate: num((n, lang) => formatRate(n, lang)),
  integer: num((n, lang) => formatInteger(n, lang)),
  number: num((n, lang, arg) => formatNumber(n, lang, arg === undefined ? 0 : Number(arg))),
  year: num((n) => String(Math.trunc(n))),
  date: str((s, lang) => dateText(s, lang, 'date')),
  monthday: str((s, lang) => dateText(s, lang, 'monthday')),
  month: num((n, lang) => dateWords(new Date(Date.UTC(2001, n - 1, 1)), lang, 'month')),
  text: (v, lang) => {
    if (typeof v === 'string') return v;
    if (isLocalized(v)) return v[lang];
    throw new PlaceholderError(`expected text or an {en, es} pair, found ${JSON.stringify(v)}`);
  },
};

/** One placeholder's text: `expr` is 'a.b' or 'a.b+c.d', `format` a FORMATS name. */
export function resolveOne(
  root: unknown,
  expr: string,
  format: string | undefined,
  arg: string | undefined,
  lang: Lang,
): string {
  const keys = expr.split('+').map((k) => k.trim());
  const values = keys.map((k) => lookupKey(root, k));
  let value: unknown = values[0];
  if (keys.length > 1) {
    if (!values.every((v) => typeof v === 'number')) throw new PlaceholderError(`expected numbers to add in ${expr}`);
    value = (values as number[]).reduce((a, b) => a + b, 0);
  }
  const name = format ?? (typeof value === 'number' || Array.isArray(value) ? undefined : 'text');
  if (!name) throw new PlaceholderError(`expected a format (money, pct, integer …) for the number at ${expr}`);
  const formatter = FORMATS[name];
  if (!formatter)
    throw new PlaceholderError(`unknown format ${name} (expected one of ${Object.keys(FORMATS).join(', ')})`);
  return formatter(value, lang, arg);
}

/** Replaces every placeholder in `text`; `escape` prepares each value for its context (Markdown or plain). */
export function fillPlaceholders(
  text: string,
  root: unknown,
  lang: Lang,
  escape: (s: string) => string = (s) => s,
): string {
  return text.replace(PLACEHOLDER, (whole, expr: string, format?: string, arg?: string) => {
    try {
      return escape(resolveOne(root, expr, format, arg, lang));
    } catch (e) {
      if (e instanceof PlaceholderError) throw new PlaceholderError(`${whole}: ${e.message}`);
      throw e;
    }
  });
}

/** Backslash-escapes ASCII punctuation so a value is shown as text, never read as Markdown. */
export const escapeMarkdown = (s: string): string => s.replace(/[!-/:-@[-`{-~]/g, '\\$&');
