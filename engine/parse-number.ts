// One reading of a typed number for every way one comes in: the calculator form, a share link and
// `cli.ts calc`. Each language's convention decides what a '.' and a ',' mean:
//   en: ',' groups thousands, '.' starts decimals ("$350,000.00", "2.5");
//   es: both habits are in use by Spanish readers in the US ("350.000,00" and "350,000.00"; the
//       site itself writes "$350,000" and "2.183%" on Spanish pages), so either can be either, and
//       the reading is decided by what a money amount or a rate can be. What stays unclear is refused.
// Everything else a number parser would take (exponents, hex, a grouping comma out of place, a
// figure no home can have) is refused with a message that names the field, never guessed.
import type { Lang } from '../schema/codes.ts';
import type { Localized } from '../schema/index.ts';

/** money: dollars (at most 2 decimals); percent: a rate or share in percent; whole: a count or a year. */
export type NumberKind = 'money' | 'percent' | 'whole';

export type NumberProblem =
  'empty' | 'negative' | 'exponent' | 'hex' | 'separators' | 'ambiguous' | 'decimals' | 'too-large' | 'not-a-number';

export type ParsedNumber = { ok: true; value: number } | { ok: false; problem: NumberProblem; found: string };

/**
 * The largest amount a form, link or flag may carry (issue #24): no home's value or bill comes near a billion dollars,
 * and a pasted run of digits above it would print an absurd bill instead of a refusal.
 */
export const MAX_AMOUNT = 1_000_000_000;
/** A rate or share above 100 % is never a typing of a real one. */
export const MAX_PERCENT = 100;

const MAX_FOR: Record<NumberKind, number> = { money: MAX_AMOUNT, percent: MAX_PERCENT, whole: MAX_AMOUNT };
const MAX_DECIMALS: Record<NumberKind, number> = { money: 2, percent: 6, whole: 0 };

const fail = (problem: NumberProblem, found: string): ParsedNumber => ({ ok: false, problem, found });

/** The integer part with its grouping separators: the first group 1 to 3 digits, every other exactly 3. */
function ungroup(int: string, sep: string | null): string | null {
  if (sep === null || !int.includes(sep)) return /^\d*$/.test(int) ? int : null;
  const groups = int.split(sep);
  const [first, ...rest] = groups;
  if (!/^\d{1,3}$/.test(first ?? '') || rest.some((g) => !/^\d{3}$/.test(g))) return null;
  return groups.join('');
}

/**
 * Which of '.' and ',' is the decimal point in `body` (digits and separators only), or null for none, or a problem.
 * The grouping separator is then the other one.
 */
function decimalMark(body: string, lang: Lang, kind: NumberKind): '.' | ',' | null | NumberProblem {
  const dots = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  if (dots === 0 && commas === 0) return null;
  if (dots > 0 && commas > 0) {
    // Both: the last one is the decimal point and occurs once.
    const last = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    if ((last === '.' ? dots : commas) > 1) return 'separators';
    if (lang === 'en' && last === ',') return 'separators';
    return last;
  }
  const mark = dots > 0 ? '.' : ',';
  if ((mark === '.' ? dots : commas) > 1) {
    // Several of one kind group thousands; English groups only with ','.
    if (lang === 'en' && mark === '.') return 'separators';
    return mark === '.' ? ',' : '.';
  }
  const after = body.length - body.indexOf(mark) - 1;
  if (lang === 'en') return mark === '.' ? '.' : null;
  // Spanish, one separator: a rate never reaches a thousand, so it is a decimal point there; a dollar amount never
  // has three decimals, so three digits after it group thousands. A whole number with one must be grouped.
  if (kind === 'percent') return mark;
  if (after === 3) return mark === '.' ? ',' : '.';
  if (kind === 'whole') return 'ambiguous';
  return mark;
}

/** A rate typed as its publisher prints it may carry more decimals (New York's per $1,000) and reach higher (mills). */
export interface NumberLimits {
  decimals?: number;
  max?: number;
}

/** Reads `text` as `lang` writes a number of this kind; '$' (money) and '%' (percent) are allowed around it. */
export function parseNumber(text: string, lang: Lang, kind: NumberKind, limits: NumberLimits = {}): ParsedNumber {
  const found = text.trim();
  let body = found;
  if (kind === 'money') body = body.replace(/^\$\s*/, '').replace(/^(-|\u2212)\s*\$\s*/, '-');
  if (kind === 'percent') body = body.replace(/\s*%$/, '');
  if (body === '') return fail('empty', found);
  if (/^[-\u2212]/.test(body)) return fail('negative', found);
  if (/^\+?0[xXbBoO]/.test(body)) return fail('hex', found);
  if (/^[\d.,]*\d[eE][-+]?\d/.test(body)) return fail('exponent', found);
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return fail('not-a-number', found);
  const mark = decimalMark(body, lang, kind);
  if (mark !== null && mark !== '.' && mark !== ',') return fail(mark, found);
  const group = mark === null ? (lang === 'en' ? ',' : body.includes('.') ? '.' : ',') : mark === '.' ? ',' : '.';
  const at = mark === null ? -1 : body.lastIndexOf(mark);
  const intPart = at < 0 ? body : body.slice(0, at);
  const frac = at < 0 ? '' : body.slice(at + 1);
  const digits = ungroup(intPart, group);
  if (digits === null || (digits === '' && frac === '')) return fail('separators', found);
  if (frac.length > (limits.decimals ?? MAX_DECIMALS[kind])) return fail('decimals', found);
  const whole = digits.replace(/^0+(?=\d)/, '');
  // Beyond 15 digits a number is no longer exact, and far above any limit anyway.
  if (whole.length > 15) return fail('too-large', found);
  const value = Number(`${whole || '0'}.${frac || '0'}`);
  if (value > (limits.max ?? MAX_FOR[kind])) return fail('too-large', found);
  return { ok: true, value };
}

/** What a refused text was: shortened so a pasted page never floods a message. */
function shown(found: string): string {
  return found.length > 24 ? `${found.slice(0, 23)}…` : found;
}

const EXAMPLE: Record<NumberKind, Localized> = {
  money: { en: '350,000', es: '350,000 o 350.000' },
  percent: { en: '2.5', es: '2.5 o 2,5' },
  whole: { en: '2026', es: '2026' },
};

const LIMIT: Record<NumberKind, Localized> = {
  money: { en: '$1,000,000,000', es: '$1,000,000,000' },
  percent: { en: '100%', es: '100%' },
  whole: { en: '1,000,000,000', es: '1,000,000,000' },
};

/** The refusal in one language, naming the field by `label` (a label on the page, or a flag like --value). */
export function numberMessage(
  problem: NumberProblem,
  found: string,
  kind: NumberKind,
  label: string,
  lang: Lang,
  limits: NumberLimits = {},
): string {
  const decimals = limits.decimals ?? MAX_DECIMALS[kind];
  const limit = limits.max === undefined ? LIMIT[kind] : { en: String(limits.max), es: String(limits.max) };
  const f = JSON.stringify(shown(found));
  const ex = EXAMPLE[kind][lang];
  const en: Record<NumberProblem, string> = {
    empty: `${label}: enter a number, like ${ex}`,
    negative: `${label}: enter a number of 0 or more; found ${f}`,
    exponent: `${label}: write the number in plain digits, like ${ex}; ${f} is not read`,
    hex: `${label}: write the number in plain digits, like ${ex}; ${f} is not read`,
    separators: `${label}: the separators in ${f} are out of place; write thousands as 350,000 and decimals with a point, like 2.5`,
    ambiguous: `${label}: ${f} can be read two ways; write it without separators, like ${ex}`,
    decimals:
      kind === 'whole'
        ? `${label}: enter a whole number, like ${ex}; found ${f}`
        : `${label}: ${f} has too many decimals; write at most ${decimals}`,
    'too-large': `${label}: ${f} is above the largest number accepted here, ${limit.en}`,
    'not-a-number': `${label}: ${f} is not a number; write digits, like ${ex}`,
  };
  const es: Record<NumberProblem, string> = {
    empty: `${label}: ingrese un número, como ${ex}`,
    negative: `${label}: ingrese un número de 0 o más; se encontró ${f}`,
    exponent: `${label}: escriba el número solo con dígitos, como ${ex}; no se puede leer ${f}`,
    hex: `${label}: escriba el número solo con dígitos, como ${ex}; no se puede leer ${f}`,
    separators: `${label}: los separadores de ${f} no están en su lugar; escriba los miles como 350,000 o 350.000 y los decimales como 2.5 o 2,5`,
    ambiguous: `${label}: ${f} se puede leer de dos maneras; escríbalo sin separadores, como ${ex}`,
    decimals:
      kind === 'whole'
        ? `${label}: ingrese un número entero, como ${ex}; se encontró ${f}`
        : `${label}: ${f} tiene demasiados decimales; escriba como máximo ${decimals}`,
    'too-large': `${label}: ${f} supera el número más alto que se acepta aquí, ${limit.es}`,
    'not-a-number': `${label}: ${f} no es un número; escriba dígitos, como ${ex}`,
  };
  return (lang === 'en' ? en : es)[problem];
}
