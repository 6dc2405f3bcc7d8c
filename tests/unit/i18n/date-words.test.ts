// Guide dates are written out in both languages (i18n/placeholders.ts dateWords) where Intl.DateTimeFormat wrote them:
// they must read exactly as Intl writes them in en-US and es-MX, for every day, a day past a month's end and an invalid
// date alike.
import { describe, expect, it } from 'vitest';
import { type DateParts, FORMATS, dateWords } from '../../../i18n/placeholders.ts';
import type { Lang } from '../../../schema/codes.ts';

const INTL: Record<DateParts, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  monthday: { month: 'long', day: 'numeric' },
  month: { month: 'long' },
};
const LOCALE: Record<Lang, string> = { en: 'en-US', es: 'es-MX' };
const intl = (at: Date, lang: Lang, parts: DateParts) =>
  new Intl.DateTimeFormat(LOCALE[lang], { ...INTL[parts], timeZone: 'UTC' }).format(at);

describe('dates written out', () => {
  it('read as Intl writes them, every day of a leap year and a common one, in both languages', () => {
    for (const lang of ['en', 'es'] as const)
      for (const parts of ['date', 'monthday', 'month'] as const) {
        const format = new Intl.DateTimeFormat(LOCALE[lang], { ...INTL[parts], timeZone: 'UTC' });
        for (const year of [2001, 2024, 2026])
          for (let day = 0; day < 366; day++) {
            const at = new Date(Date.UTC(year, 0, 1 + day));
            expect(dateWords(at, lang, parts)).toBe(format.format(at));
          }
      }
    expect(dateWords(new Date(Date.UTC(2026, 3, 30)), 'es', 'date')).toBe('30 de abril de 2026');
    expect(dateWords(new Date(Date.UTC(2026, 0, 31)), 'en', 'date')).toBe('January 31, 2026');
  });

  it('give what Intl gave through the guides’ formats, a day past the month’s end and month numbers past 12 too', () => {
    for (const lang of ['en', 'es'] as const) {
      expect(FORMATS.date!('2026-02-30', lang, undefined)).toBe(intl(new Date(Date.UTC(2026, 1, 30)), lang, 'date'));
      expect(FORMATS.monthday!('01-31', lang, undefined)).toBe(intl(new Date(Date.UTC(2001, 0, 31)), lang, 'monthday'));
      expect(FORMATS.monthday!({ month: 12, day: 1 }, lang, undefined)).toBe(
        intl(new Date(Date.UTC(2001, 11, 1)), lang, 'monthday'),
      );
      for (const n of [1, 6, 12, 13, 0, 2.5])
        expect(FORMATS.month!(n, lang, undefined)).toBe(intl(new Date(Date.UTC(2001, n - 1, 1)), lang, 'month'));
    }
  });

  it('throw as Intl does for a date that is no date', () => {
    const invalid = new Date(Number.NaN);
    expect(() => intl(invalid, 'en', 'date')).toThrow(RangeError);
    expect(() => dateWords(invalid, 'en', 'date')).toThrow(RangeError);
    expect(() => FORMATS.date!('2026-1-5', 'en', undefined)).toThrow(/expected a date as YYYY-MM-DD or MM-DD/);
  });
});
