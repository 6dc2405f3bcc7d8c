// The tools' money fields: whole dollars as spec §5 says; tax amounts may carry cents.
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../../browser/components/tools/shared.tsx';

describe('parseAmount', () => {
  it('whole dollars: digits only, thousands separators, empty = 0 (spec §5)', () => {
    expect(parseAmount('$350,000', 'en', false)).toEqual({ value: 350_000, text: '350,000' });
    expect(parseAmount('4000.50', 'en', false)).toEqual({ value: 400_050, text: '400,050' });
    expect(parseAmount('', 'en', false)).toEqual({ value: 0, text: '' });
  });

  it('with cents: the point and two decimals are kept while typing', () => {
    expect(parseAmount('4000.50', 'en', true)).toEqual({ value: 4000.5, text: '4,000.50' });
    expect(parseAmount('4000.', 'en', true)).toEqual({ value: 4000, text: '4,000.' });
    expect(parseAmount('4,000.567', 'en', true)).toEqual({ value: 4000.56, text: '4,000.56' });
    expect(parseAmount('.5', 'en', true)).toEqual({ value: 0.5, text: '0.5' });
    expect(parseAmount('3200', 'es', true)).toEqual({ value: 3200, text: '3,200' });
  });
});
