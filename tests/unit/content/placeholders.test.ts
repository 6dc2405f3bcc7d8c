import { describe, expect, it } from 'vitest';
import { escapeMarkdown, fillPlaceholders, PlaceholderError, resolveOne } from '../../../i18n/placeholders.ts';

const root = {
  config: {
    exemptions: { homestead: { amount: 140000 }, over65: { amount: 60000 } },
    deadlines: { taxDue: { en: 'January 31', es: '31 de enero' } },
    stats: { averageRatePct: 1.68 },
  },
  facts: {
    tx: {
      fees: { card: 2.25, echeck: 1.5, range: [2000, 5000] },
      dates: { election: '2025-11-04', due: '01-31', split: { month: 6, day: 30 }, month: 9 },
      names: ['Harris', 'Bexar'],
    },
  },
  nyc: { ratio: 0.06 },
  rates: { min: 0.602531 },
};
const r = (expr: string, format: string | undefined, lang: 'en' | 'es', arg?: string) =>
  resolveOne(root, expr, format, arg, lang);

describe('placeholder formats', () => {
  it('money: USD without decimals in both languages, money:2 for fees in cents', () => {
    expect(r('config.exemptions.homestead.amount', 'money', 'en')).toBe('$140,000');
    expect(r('config.exemptions.homestead.amount', 'money', 'es')).toBe('$140,000');
    expect(r('facts.tx.fees.echeck', 'money', 'en', '2')).toBe('$1.50');
  });

  it('adds keys joined with +: 140,000 + 60,000 = 200,000', () => {
    expect(r('config.exemptions.homestead.amount+config.exemptions.over65.amount', 'money', 'en')).toBe('$200,000');
  });

  it('a [low, high] pair prints as a range with an en dash', () => {
    expect(r('facts.tx.fees.range', 'money', 'en')).toBe('$2,000–$5,000');
  });

  it('percent has 2 decimals (spec §9), pct as many as the figure has, rate 3, ratio turns a fraction into a percent', () => {
    expect(r('config.stats.averageRatePct', 'percent', 'en')).toBe('1.68%');
    expect(r('facts.tx.fees.card', 'pct', 'es')).toBe('2.25%');
    expect(r('facts.tx.dates.month', 'pct', 'en')).toBe('9%');
    expect(r('rates.min', 'rate', 'en')).toBe('0.603%');
    expect(r('nyc.ratio', 'ratio', 'en')).toBe('6%');
  });

  it('dates in the page language: full dates, month-day (string or {month, day}) and month names', () => {
    expect(r('facts.tx.dates.election', 'date', 'en')).toBe('November 4, 2025');
    expect(r('facts.tx.dates.election', 'date', 'es')).toBe('4 de noviembre de 2025');
    expect(r('facts.tx.dates.due', 'monthday', 'en')).toBe('January 31');
    expect(r('facts.tx.dates.due', 'monthday', 'es')).toBe('31 de enero');
    expect(r('facts.tx.dates.split', 'monthday', 'es')).toBe('30 de junio');
    expect(r('facts.tx.dates.month', 'month', 'en')).toBe('September');
    expect(r('facts.tx.dates.month', 'month', 'es')).toBe('septiembre');
  });

  it('text and {en, es} pairs print in the page language without a format', () => {
    expect(r('config.deadlines.taxDue', undefined, 'es')).toBe('31 de enero');
    expect(r('facts.tx.names.1', undefined, 'en')).toBe('Bexar');
  });

  it('refuses an unknown key, an unknown format and a number without a format', () => {
    expect(() => r('config.exemptions.senior.amount', 'money', 'en')).toThrow(PlaceholderError);
    expect(() => r('config.exemptions.homestead.amount', 'dollars', 'en')).toThrow(/unknown format dollars/);
    expect(() => r('config.exemptions.homestead.amount', undefined, 'en')).toThrow(/expected a format/);
  });
});

describe('filling a text', () => {
  it('replaces every placeholder and names the failing one', () => {
    expect(
      fillPlaceholders(
        'Due {{config.deadlines.taxDue}}; save {{ config.exemptions.homestead.amount | money }}.',
        root,
        'en',
      ),
    ).toBe('Due January 31; save $140,000.');
    expect(() => fillPlaceholders('x {{facts.tx.nope|money}}', root, 'en')).toThrow(
      /\{\{facts\.tx\.nope\|money\}\}: unknown key/,
    );
  });

  it('escapes values for Markdown so a figure is never read as markup', () => {
    expect(escapeMarkdown('1.68% (est.) *x*')).toBe('1\\.68\\% \\(est\\.\\) \\*x\\*');
  });
});
