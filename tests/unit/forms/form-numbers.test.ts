// The calculator's typed amounts (issue #24): the home value as it is typed or pasted, and the other amounts read
// once at Calculate, in the page's language, each refusal on its own field.
import { describe, expect, it } from 'vitest';
import { plainFormNumbers, readValueField } from '../../../browser/components/calculator/form-numbers.ts';
import { initialForm } from '../../../browser/components/calculator/state.ts';
import { lookup } from '../../../browser/components/text.ts';
import { BASE_STRINGS } from '../../../i18n/index.ts';
import { nyStringsEn } from '../../../states/ny/strings.en.ts';

const keystroke = { inputType: 'insertText', data: '0' };
const paste = { inputType: 'insertFromPaste', data: null };
/** The English text at a dotted key of the strings table, states' words included, as the page's translator gives it. */
const tEn = (key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], BASE_STRINGS.en) as string;

describe('the home value field', () => {
  it('reads a paste as the language writes it and shows it formatted', () => {
    expect(readValueField('$350,000.00', paste, true, 'en', 'Home value')).toEqual({
      text: '350,000',
      value: 350_000,
      problem: null,
    });
    expect(readValueField('350.000,00', paste, true, 'es', 'Valor de la vivienda').value).toBe(350_000);
  });

  it("ignores the form's own commas when one more digit is typed, but not in a paste", () => {
    expect(readValueField('4,2500', keystroke, true, 'en', 'Home value')).toMatchObject({
      text: '42,500',
      value: 42_500,
    });
    expect(readValueField('4,2500', keystroke, false, 'en', 'Home value').problem).toContain('out of place');
    const pasted = readValueField('$1,2,3', paste, true, 'en', 'Home value');
    expect(pasted).toMatchObject({ text: '$1,2,3', value: 0 });
    expect(pasted.problem).toBe(
      'Home value: the separators in "$1,2,3" are out of place; write thousands as 350,000 and decimals with a point, like 2.5',
    );
  });

  it('empties to 0 without a message', () => {
    expect(readValueField('', { inputType: 'deleteContentBackward' }, true, 'en', 'Home value')).toEqual({
      text: '',
      value: 0,
      problem: null,
    });
  });
});

describe('the other typed amounts, read at Calculate', () => {
  it('become plain digits in each language', () => {
    const form = { ...initialForm(1, 'x'), seniorIncome: '$50,000.00', portability: '120.000', veteranPct: '' };
    const enOut = plainFormNumbers({ ...form, portability: '120,000' }, 'en', tEn);
    expect('form' in enOut && [enOut.form.seniorIncome, enOut.form.portability]).toEqual(['50000', '120000']);
    const esOut = plainFormNumbers(form, 'es', lookup({}));
    expect('form' in esOut && esOut.form.portability).toBe('120000');
    const over65 = plainFormNumbers(
      { ...form, portability: '', localEntered: { u1: { pct: '20', over65: '$25,000' } } },
      'en',
      tEn,
    );
    expect('form' in over65 && over65.form.localEntered).toEqual({ u1: { pct: '20', over65: '25000' } });
  });

  it('refuse what cannot be read on their own field, naming it', () => {
    const out = plainFormNumbers({ ...initialForm(1, 'x'), seniorIncome: '3.5e5', sellerBill: '0x10' }, 'en', tEn);
    expect('errors' in out && out.errors.map((e) => [e.field, e.message.en])).toEqual([
      [
        'seniorIncome',
        `${nyStringsEn.extra.nyc.seniorIncome}: write the number in plain digits, like 350,000; "3.5e5" is not read`,
      ],
      [
        'sellerBill',
        `The seller's latest yearly bill: write the number in plain digits, like 350,000; "0x10" is not read`,
      ],
    ]);
  });
});
