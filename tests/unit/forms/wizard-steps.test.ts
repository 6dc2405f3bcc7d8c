import { describe, expect, it } from 'vitest';
import { WIZARD_STEPS, stepProblem, stepValid } from '../../../browser/components/wizard/steps.ts';

describe('wizard steps (spec §2, §5)', () => {
  it('are the four steps of the spec, in order', () => {
    expect(WIZARD_STEPS).toEqual(['propertyValue', 'location', 'exemptions', 'review']);
  });

  it('move forward only when valid: step 1 a value above 0, step 2 a county, step 3 always, step 4 both', () => {
    const cases: [value: number, county: string, expected: boolean[]][] = [
      [0, '', [false, false, true, false]],
      [1, '', [true, false, true, false]],
      [0, 'harris', [false, true, true, false]],
      [350000, 'harris', [true, true, true, true]],
    ];
    for (const [value, county, expected] of cases) {
      expect(
        WIZARD_STEPS.map((s) => stepValid(s, { value, county })),
        `${value} ${county}`,
      ).toEqual(expected);
    }
  });

  it("names the calculator's own message for what is missing", () => {
    expect(stepProblem('propertyValue', { value: 0, county: 'harris' })).toBe('calculator.validation.enterValidValue');
    expect(stepProblem('location', { value: 0, county: '' })).toBe('calculator.validation.selectCounty');
    expect(stepProblem('review', { value: 5, county: '' })).toBe('calculator.validation.selectCounty');
    expect(stepProblem('review', { value: 5, county: 'harris' })).toBeNull();
  });

  it('a buyer answers "are you buying?" on step 1 and gives the closing date there', () => {
    expect(stepValid('propertyValue', { value: 400_000, county: '', buyer: true, closing: '' })).toBe(false);
    expect(stepProblem('propertyValue', { value: 400_000, county: '', buyer: true, closing: '' })).toBe(
      'calculator.buyer.closingRequired',
    );
    expect(
      stepValid(
        'propertyValue',
        { value: 400_000, county: '', buyer: true, closing: '2026-06-01' },
        new Date(2026, 0, 1),
      ),
    ).toBe(true);
    expect(stepValid('review', { value: 400_000, county: 'harris', buyer: true, closing: '' })).toBe(false);
    expect(stepValid('propertyValue', { value: 400_000, county: '', buyer: false, closing: '' })).toBe(true);
  });

  it("a closing date more than two years from today stops the wizard with buyer mode's own message", () => {
    const today = new Date(2026, 2, 15);
    const buyer = (closing: string) => ({ value: 400_000, county: 'harris', buyer: true, closing });
    for (const step of ['propertyValue', 'review'] as const) {
      expect(stepValid(step, buyer('2024-03-15'), today)).toBe(true);
      expect(stepValid(step, buyer('2028-03-15'), today)).toBe(true);
      expect(stepValid(step, buyer('2028-03-16'), today)).toBe(false);
      expect(stepProblem(step, buyer('1900-01-01'), today)).toEqual({
        en: 'The closing date must be between 2024-03-15 and 2028-03-15: buyer mode estimates a sale within two years of today',
        es: 'La fecha de cierre debe estar entre el 2024-03-15 y el 2028-03-15: el modo comprador calcula una venta de hasta dos años antes o después de hoy',
      });
    }
  });
});
