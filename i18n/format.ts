// Display formats (spec §9): USD with no decimals, percent with 2 decimals (3 for rates in one
// place), plain integers with thousands separators; locales en-US and es-MX.
//
// The digits are grouped here as en-US and es-MX both write them ('1,234.5'); the '$' and '%'
// signs are added here too. Reason: Intl's es-MX currency output for USD is 'USD 1,234' in current CLDR (and has
// changed
// between ICU versions), and percent spacing differs between CLDR versions, so Node (server
// render) and Chromium (hydration) could disagree. '$1,234' reads naturally to Spanish readers
// in the US and every page is about US taxes, so both languages show '$1,234', '-$1,234', '1.68%'.
//
// Rates and percentages are in percent (1.68 means 1.68 %), as everywhere in engine.
// Browser-safe: no Node imports.

import type { Lang } from '../schema/codes.ts';

export const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-MX' };

/**
 * |n| with `decimals` decimals, rounded half up on its shortest decimal form (as Intl does:
 * 1.005 → '1.01', where toFixed gives '1.00'), grouped in threes with ',' and '.' for decimals,
 * which en-US and es-MX share. Written out rather than through Intl.NumberFormat: creating the
 * first formatter loads locale data, the largest single cost of hydrating a calculator on a phone.
 */
function fixed(abs: number, decimals: number): string {
  const shortest = String(abs);
  // Exponent forms (below 1e-6 or from 1e21) never reach a page; Intl handles them exactly.
  if (shortest.includes('e'))
    return new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
      abs,
    );
  const dot = shortest.indexOf('.');
  const int = dot < 0 ? shortest : shortest.slice(0, dot);
  const frac = dot < 0 ? '' : shortest.slice(dot + 1);
  let kept = int + (frac.length >= decimals ? frac.slice(0, decimals) : frac + '0'.repeat(decimals - frac.length));
  if (frac.length > decimals && frac.charCodeAt(decimals) >= 53) kept = plusOne(kept);
  const cut = kept.length - decimals;
  let whole = kept.slice(0, cut);
  while (whole.length > 1 && whole[0] === '0') whole = whole.slice(1);
  let grouped = whole.slice(0, ((whole.length - 1) % 3) + 1);
  for (let i = grouped.length; i < whole.length; i += 3) grouped += `,${whole.slice(i, i + 3)}`;
  return decimals > 0 ? `${grouped}.${kept.slice(cut)}` : grouped;
}

/** A string of digits plus one, carrying as far as it must ('0999' → '1000', '999' → '1000'). */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String.fromCharCode(digits.charCodeAt(i) + 1) + '0'.repeat(digits.length - 1 - i);
}

/**
 * Formats |n| with grouping, rounded half away from zero; the sign is returned apart
 * (so it is always an ASCII '-' before any symbol, and a value that rounds to 0 has none).
 */
function digits(n: number, _lang: Lang, decimals: number): { negative: boolean; text: string } {
  if (!Number.isFinite(n)) n = 0;
  const text = fixed(Math.abs(n), decimals);
  return { negative: n < 0 && /[1-9]/.test(text), text };
}

/** '1,234,567' (both languages): rounded to a whole number, thousands separators. */
export function formatInteger(n: number, lang: Lang): string {
  const { negative, text } = digits(n, lang, 0);
  return negative ? `-${text}` : text;
}

/** A number with fixed decimals: formatNumber(1234.5, 'en', 1) → '1,234.5'. */
export function formatNumber(n: number, lang: Lang, decimals = 0): string {
  const { negative, text } = digits(n, lang, decimals);
  return negative ? `-${text}` : text;
}

/** US dollars, no decimals: '$350,000', '-$1,234' (en-US and es-MX alike). */
export function formatCurrency(n: number, lang: Lang): string {
  const { negative, text } = digits(n, lang, 0);
  return negative ? `-$${text}` : `$${text}`;
}

/** A percent value with 2 decimals (or `decimals`): formatPercent(1.6843, 'es') → '1.68%'. */
export function formatPercent(pct: number, lang: Lang, decimals = 2): string {
  const { negative, text } = digits(pct, lang, decimals);
  return negative ? `-${text}%` : `${text}%`;
}

/** A tax rate with 3 decimals: formatRate(2.1834, 'en') → '2.183%'. */
export function formatRate(pct: number, lang: Lang): string {
  return formatPercent(pct, lang, 3);
}

/** Home value input (spec §5): digits only; empty → 0. '$350,000' → 350000. */
export function parseMoneyInput(text: string): number {
  const onlyDigits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!onlyDigits) return 0;
  // More than 16 digits cannot be a home value and is not exact as a number; clamp.
  if (onlyDigits.length > 15) return Number.MAX_SAFE_INTEGER;
  return Number(onlyDigits);
}

/** Home value input display: '350,000'; '' for 0 (and below, floored at 0) so the field shows empty. */
export function formatMoneyInput(n: number, lang: Lang): string {
  if (!Number.isFinite(n) || n < 1) return '';
  return formatInteger(Math.floor(n), lang);
}

/** The formatters bound to one language, for components that take `lang` once. */
export function formattersFor(lang: Lang) {
  return {
    integer: (n: number) => formatInteger(n, lang),
    number: (n: number, decimals?: number) => formatNumber(n, lang, decimals),
    currency: (n: number) => formatCurrency(n, lang),
    percent: (pct: number, decimals?: number) => formatPercent(pct, lang, decimals),
    rate: (pct: number) => formatRate(pct, lang),
    moneyInput: (n: number) => formatMoneyInput(n, lang),
  };
}
