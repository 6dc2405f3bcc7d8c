// Issue #24: one number reading for the form, the share link and `cli.ts calc`, in each language's convention.
// Every row is what a person types or pastes, and what the field ends up holding (or why it is refused).
import { describe, expect, it } from 'vitest';
import { type NumberKind, type NumberProblem, numberMessage, parseNumber } from '../../../engine/parse-number.ts';
import type { Lang } from '../../../schema/codes.ts';

type Row = [lang: Lang, kind: NumberKind, text: string, expected: number | NumberProblem];

const ROWS: Row[] = [
  // Understood, English.
  ['en', 'money', '350000', 350_000],
  ['en', 'money', '$350,000.00', 350_000],
  ['en', 'money', '$350,000', 350_000],
  ['en', 'money', '  $ 350,000  ', 350_000],
  ['en', 'money', '1,234,567.5', 1_234_567.5],
  ['en', 'money', '350000.', 350_000],
  ['en', 'money', '.5', 0.5],
  ['en', 'money', '007', 7],
  ['en', 'money', '1,000,000,000', 1_000_000_000],
  ['en', 'percent', '2.5', 2.5],
  ['en', 'percent', '2.183%', 2.183],
  ['en', 'whole', '2026', 2026],
  // Understood, Spanish: both habits, decided by what an amount or a rate can be.
  ['es', 'money', '350.000,00', 350_000],
  ['es', 'money', '$350.000', 350_000],
  ['es', 'money', '350,000.00', 350_000],
  ['es', 'money', '$350,000', 350_000],
  ['es', 'money', '1.234.567', 1_234_567],
  ['es', 'money', '1.234.567,89', 1_234_567.89],
  ['es', 'money', '350000', 350_000],
  ['es', 'money', '350000,5', 350_000.5],
  ['es', 'percent', '2,5', 2.5],
  ['es', 'percent', '2.5', 2.5],
  ['es', 'percent', '2,183%', 2.183],
  ['es', 'percent', '2.183', 2.183],
  // Refused, both languages.
  ['en', 'money', '3.5e5', 'exponent'],
  ['es', 'money', '3.5e5', 'exponent'],
  ['en', 'money', '1E9', 'exponent'],
  ['en', 'money', '0x10', 'hex'],
  ['es', 'money', '0x10', 'hex'],
  ['en', 'money', '$1,2,3', 'separators'],
  ['es', 'money', '$1,2,3', 'separators'],
  ['en', 'money', '35,0000', 'separators'],
  ['en', 'money', '350,', 'separators'],
  ['en', 'money', '350.000,00', 'separators'],
  ['en', 'money', '1.234.567', 'separators'],
  ['en', 'percent', '2,5', 'separators'],
  ['es', 'money', '1.2.3', 'separators'],
  ['es', 'money', '1,234.567,8', 'separators'],
  ['en', 'money', '12345678901234567890', 'too-large'],
  ['es', 'money', '12345678901234567890', 'too-large'],
  ['en', 'money', '1,000,000,001', 'too-large'],
  ['es', 'money', '1.000.000.001', 'too-large'],
  ['en', 'percent', '2,500', 'too-large'],
  ['en', 'percent', '100.5', 'too-large'],
  ['en', 'money', '-5', 'negative'],
  ['en', 'money', '-$5', 'negative'],
  ['es', 'percent', '−2,5', 'negative'],
  ['en', 'money', '350000.005', 'decimals'],
  ['es', 'money', '350000,0000', 'decimals'],
  ['en', 'whole', '2026.5', 'decimals'],
  ['es', 'whole', '20,5', 'ambiguous'],
  ['en', 'money', '', 'empty'],
  ['en', 'money', '  $ ', 'empty'],
  ['en', 'money', 'abc', 'not-a-number'],
  ['en', 'money', '350 000', 'not-a-number'],
  ['en', 'money', 'Infinity', 'not-a-number'],
  ['en', 'money', '350_000', 'not-a-number'],
  ['en', 'money', '5%', 'not-a-number'],
  ['en', 'percent', '$5', 'not-a-number'],
];

describe('parseNumber', () => {
  it.each(ROWS)('%s %s %j → %s', (lang, kind, text, expected) => {
    const out = parseNumber(text, lang, kind);
    if (typeof expected === 'number') expect(out).toEqual({ ok: true, value: expected });
    else expect(out).toMatchObject({ ok: false, problem: expected });
  });
});

describe('numberMessage', () => {
  it('names the field and shows what was found, in each language', () => {
    const out = parseNumber('3.5e5', 'en', 'money');
    if (out.ok) throw new Error('expected a refusal');
    expect(numberMessage(out.problem, out.found, 'money', 'Home value', 'en')).toBe(
      'Home value: write the number in plain digits, like 350,000; "3.5e5" is not read',
    );
    expect(numberMessage(out.problem, out.found, 'money', 'Valor de la vivienda', 'es')).toBe(
      'Valor de la vivienda: escriba el número solo con dígitos, como 350,000 o 350.000; no se puede leer "3.5e5"',
    );
  });

  it('has a message for every refusal in both languages, never the raw paste', () => {
    const problems = new Set(ROWS.map((r) => r[3]).filter((e): e is NumberProblem => typeof e === 'string'));
    for (const p of problems)
      for (const lang of ['en', 'es'] as const) {
        const text = numberMessage(p, 'x'.repeat(5000), 'money', '--value', lang);
        expect(text.startsWith('--value: ')).toBe(true);
        expect(text.length).toBeLessThan(220);
      }
  });
});
