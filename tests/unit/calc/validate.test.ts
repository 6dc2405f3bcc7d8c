// Spec §5 and §8: what a user can get wrong comes back as values with the spec's texts.
import { describe, expect, it } from 'vitest';
import { calculate, ERROR_MESSAGES, WARNING_MESSAGES } from '../../../states/estimate/index.ts';
import type { StateConfig } from '../../../schema/index.ts';
import { NYC_RATES, county, ny, tx } from './helpers.ts';

const harris = county({ slug: 'harris', ratePct: 2 });
const texas = (input: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  calculate({
    state: 'tx',
    input: { homeValue: 350_000, ...input } as never,
    config: tx,
    counties: [harris],
    ...extra,
  });
const nyc = (input: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  calculate({
    state: 'nyc',
    input: { homeValue: 500_000, propertyClass: 'class1', starType: 'none', ...input } as never,
    config: ny,
    rates: NYC_RATES,
    ...extra,
  });
const codes = (out: ReturnType<typeof calculate>) => (out.ok ? [] : out.errors.map((e) => `${e.field}:${e.code}`));

describe('messages', () => {
  it('carry the spec texts in English and Spanish', () => {
    expect(ERROR_MESSAGES['invalid-value']).toEqual({
      en: 'Please enter a valid value',
      es: 'Por favor ingrese un valor válido',
    });
    expect(ERROR_MESSAGES['county-required']).toEqual({
      en: 'Please select a county',
      es: 'Por favor seleccione un condado',
    });
    expect(ERROR_MESSAGES['calculation-failed']).toEqual({
      en: 'Error calculating taxes',
      es: 'Error al calcular los impuestos',
    });
    expect(ERROR_MESSAGES['county-not-found'].en).toBe('County not found');
    expect(ERROR_MESSAGES['state-data-not-loaded'].en).toBe('State data not loaded');
    expect(ERROR_MESSAGES['market-value-not-positive'].en).toBe('Market value must be greater than 0');
    expect(ERROR_MESSAGES['market-value-too-high'].en).toBe('Market value seems unreasonably high');
    expect(ERROR_MESSAGES['invalid-property-class'].en).toBe('Invalid property class');
    expect(ERROR_MESSAGES['senior-income-required'].en).toBe('Senior income required for Enhanced STAR');
    expect(ERROR_MESSAGES['senior-income-negative'].en).toBe('Senior income cannot be negative');
    for (const m of Object.values(ERROR_MESSAGES)) expect(m.es.length).toBeGreaterThan(0);
    expect(WARNING_MESSAGES['very-high-value'].message.en).toBe('Very high property value detected');
    expect(WARNING_MESSAGES['very-low-value'].message.en).toBe('Very low property value detected');
    expect(WARNING_MESSAGES['very-low-value'].advice.en).toBe(
      'Please verify this amount is correct for accurate calculations',
    );
    expect(WARNING_MESSAGES['very-high-value'].advice).toEqual(WARNING_MESSAGES['very-low-value'].advice);
  });
});

describe('general input', () => {
  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '350000', undefined])(
    'home value %s is refused, never computed',
    (homeValue) => {
      const out = texas({ county: 'harris', homeValue });
      expect(out.ok).toBe(false);
      if (!out.ok)
        expect(out.errors[0]).toMatchObject({
          field: 'homeValue',
          code: 'invalid-value',
          message: { en: 'Please enter a valid value' },
        });
    },
  );

  it('a county is required, must exist, and the list must be loaded', () => {
    expect(codes(texas({}))).toEqual(['county:county-required']);
    expect(codes(texas({ county: 'atlantis' }))).toEqual(['county:county-not-found']);
    expect(codes(texas({ county: 'harris' }, { counties: null }))).toEqual(['county:state-data-not-loaded']);
    expect(codes(texas({ county: 'harris' }, { config: null }))).toEqual(['state:state-data-not-loaded']);
  });

  it('every problem is reported at once', () => {
    expect(codes(texas({ homeValue: -5, disabledVeteranExemption: '5-9' }))).toEqual([
      'homeValue:invalid-value',
      'disabledVeteranExemption:invalid-value',
      'county:county-required',
    ]);
  });

  it('bad rates and units are refused', () => {
    expect(codes(texas({}, { ratePct: -1 }))).toEqual(['ratePct:invalid-value']);
    expect(codes(texas({}, { ratePct: Number.NaN }))).toEqual(['ratePct:invalid-value']);
    expect(
      codes(
        texas({ units: [{ id: 'm', name: 'MUD', ratePct: Number.NaN, part: 'special', extra: true }] }, { ratePct: 2 }),
      ),
    ).toEqual(['units[0].ratePct:invalid-value']);
  });

  it('New York: negative senior income, a bad rating', () => {
    const out = calculate({
      state: 'ny',
      input: { homeValue: 300_000, seniorIncome: -1, veteranDisabilityPct: 120 },
      config: ny,
      ratePct: 3,
    });
    expect(codes(out)).toEqual(['seniorIncome:senior-income-negative', 'veteranDisabilityPct:invalid-value']);
  });

  it('a config without its constants gives "Error calculating taxes"', () => {
    const broken = { ...tx, calc: {} } as StateConfig;
    const out = calculate({ state: 'tx', input: { homeValue: 350_000 }, config: broken, ratePct: 2 });
    expect(out).toMatchObject({
      ok: false,
      errors: [
        {
          code: 'calculation-failed',
          message: { en: 'Error calculating taxes', es: 'Error al calcular los impuestos' },
        },
      ],
    });
  });

  it.each([
    [10_000_001, ['very-high-value']],
    [10_000_000, []],
    [10_000, []],
    [9_999, ['very-low-value']],
    [1, ['very-low-value']],
    [0.5, []],
  ])('value %d warns %j', (homeValue, expected) => {
    const out = texas({ county: 'harris', homeValue });
    if (!out.ok) throw new Error(JSON.stringify(out.errors));
    expect(out.warnings.map((w) => w.code)).toEqual(expected);
  });
});

describe('NYC input', () => {
  it.each([
    [{ homeValue: 0 }, 'homeValue:market-value-not-positive'],
    [{ homeValue: -10 }, 'homeValue:market-value-not-positive'],
    [{ homeValue: Number.NaN }, 'homeValue:invalid-value'],
    [{ homeValue: 50_000_001 }, 'homeValue:market-value-too-high'],
    [{ propertyClass: 'class5' }, 'propertyClass:invalid-property-class'],
    [{ starType: 'enhanced' }, 'seniorIncome:senior-income-required'],
    [{ starType: 'basic', seniorIncome: -1 }, 'seniorIncome:senior-income-negative'],
    [{ veteranService: 'wartime', veteranDisabilityPct: 140 }, 'veteranDisabilityPct:invalid-value'],
    [{ assessedValue: 900_000 }, 'assessedValue:assessed-value-invalid'],
    [{ seniorExemption: true }, 'seniorIncome:senior-income-required'],
  ])('%j → %s', (input, code) => {
    expect(codes(nyc(input))).toEqual([code]);
  });

  it('50,000,000 is still accepted, with the very-high warning', () => {
    const out = nyc({ homeValue: 50_000_000 });
    expect(out.ok && out.warnings.map((w) => w.code)).toEqual(['very-high-value']);
  });

  it('an unknown fiscal year or a missing rate table', () => {
    expect(codes(nyc({}, { fiscalYear: 1999 }))).toEqual(['fiscalYear:invalid-value']);
    expect(codes(nyc({}, { rates: null }))).toEqual(['state:state-data-not-loaded']);
  });
});
