import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatInteger,
  formatMoneyInput,
  formatNumber,
  formatPercent,
  formatRate,
  parseMoneyInput,
} from '../../../i18n/format.ts';

describe('display formats (spec §9)', () => {
  it('shows USD with no decimals in both languages', () => {
    expect(formatCurrency(350000, 'en')).toBe('$350,000');
    expect(formatCurrency(350000, 'es')).toBe('$350,000');
    expect(formatCurrency(1234567.89, 'en')).toBe('$1,234,568');
    expect(formatCurrency(1234567.89, 'es')).toBe('$1,234,568');
    expect(formatCurrency(5880.5, 'en')).toBe('$5,881');
    expect(formatCurrency(0, 'es')).toBe('$0');
    expect(formatCurrency(999, 'en')).toBe('$999');
    expect(formatCurrency(-1234, 'en')).toBe('-$1,234');
    expect(formatCurrency(-1234, 'es')).toBe('-$1,234');
    expect(formatCurrency(-0.4, 'en')).toBe('$0');
    expect(formatCurrency(Number.NaN, 'en')).toBe('$0');
  });

  it('shows percent with 2 decimals, rates with 3', () => {
    expect(formatPercent(1.68, 'en')).toBe('1.68%');
    expect(formatPercent(1.68, 'es')).toBe('1.68%');
    expect(formatPercent(0.98, 'es')).toBe('0.98%');
    expect(formatPercent(2, 'en')).toBe('2.00%');
    expect(formatPercent(1.6849, 'en')).toBe('1.68%');
    expect(formatPercent(1.685, 'en')).toBe('1.69%');
    expect(formatPercent(-3, 'es')).toBe('-3.00%');
    expect(formatPercent(3, 'en', 0)).toBe('3%');
    expect(formatRate(2.18345, 'en')).toBe('2.183%');
    expect(formatRate(20.085, 'es')).toBe('20.085%');
  });

  it('shows integers with thousands separators', () => {
    expect(formatInteger(4731145, 'en')).toBe('4,731,145');
    expect(formatInteger(4731145, 'es')).toBe('4,731,145');
    expect(formatInteger(254, 'es')).toBe('254');
    expect(formatInteger(1234.6, 'en')).toBe('1,235');
    expect(formatNumber(1234.5, 'es', 1)).toBe('1,234.5');
  });

  it('keeps digits only in the home value input; empty is 0 (spec §5)', () => {
    expect(parseMoneyInput('')).toBe(0);
    expect(parseMoneyInput('abc')).toBe(0);
    expect(parseMoneyInput('350,000')).toBe(350000);
    expect(parseMoneyInput('$1,234,567')).toBe(1234567);
    expect(parseMoneyInput('-5000')).toBe(5000);
    expect(parseMoneyInput('00042')).toBe(42);
    expect(parseMoneyInput('9'.repeat(30))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('formats the home value input with thousands separators', () => {
    expect(formatMoneyInput(350000, 'en')).toBe('350,000');
    expect(formatMoneyInput(350000, 'es')).toBe('350,000');
    expect(formatMoneyInput(12000000, 'es')).toBe('12,000,000');
    expect(formatMoneyInput(0, 'en')).toBe('');
    expect(formatMoneyInput(-5, 'en')).toBe('');
    expect(formatMoneyInput(parseMoneyInput('1234567'), 'en')).toBe('1,234,567');
  });
});

describe('digits written without Intl.NumberFormat', () => {
  // The browser never builds a NumberFormat (its locale data is the slowest part of hydrating the
  // calculator), so the hand-written digits must be what Intl would print, ties included.
  // One NumberFormat per locale and digit count: building one costs far more than formatting with it.
  const formats = new Map<string, Intl.NumberFormat>();
  const intl = (x: number, d: number, locale: string) => {
    const key = `${locale} ${d}`;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, { useGrouping: true, minimumFractionDigits: d, maximumFractionDigits: d });
      formats.set(key, format);
    }
    return format.format(x);
  };

  it('rounds ties on the shortest decimal form, as Intl does', () => {
    expect(formatNumber(1.005, 'en', 2)).toBe('1.01');
    expect(formatNumber(2.675, 'es', 2)).toBe('2.68');
    expect(formatNumber(999.995, 'en', 2)).toBe('1,000.00');
    expect(formatNumber(0.5, 'en', 0)).toBe('1');
    expect(formatNumber(-0.004, 'en', 2)).toBe('0.00');
  });

  it('matches Intl for en-US and es-MX on 20,000 values at 0 to 3 decimals', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const misses: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const x = (Math.round(next() * 10 ** (next() * 9)) / 10 ** Math.floor(next() * 5)) * (next() < 0.2 ? -1 : 1);
      for (const d of [0, 1, 2, 3]) {
        for (const [lang, locale] of [
          ['en', 'en-US'],
          ['es', 'es-MX'],
        ] as const) {
          const t = intl(Math.abs(x), d, locale);
          const want = x < 0 && /[1-9]/.test(t) ? `-${t}` : t;
          if (formatNumber(x, lang, d) !== want)
            misses.push(`${x} ${d} ${lang}: ${want} vs ${formatNumber(x, lang, d)}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });
});
