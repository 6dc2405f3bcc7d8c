// Properties every engine keeps, over random homes, rates and exemption choices.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculate,
  type GeneralInput,
  type GeneralResult,
  type NycInput,
  type NycResult,
} from '../../../states/estimate/index.ts';
import type { StateCode } from '../../../schema/codes.ts';
import { NYC_RATES, ca, county, fl, ny, tx } from './helpers.ts';

const CONFIGS = { tx, fl, ca, ny };
const LEVELS: Record<StateCode, string[]> = {
  tx: ['none', '10-29', '30-49', '50-69', '70-99', '100'],
  fl: ['none', '10-99', '100'],
  ca: ['none', 'basic', 'low-income'],
  ny: ['none'],
};
/** Float slack for comparing two computed bills: a millionth of a cent per dollar of tax. */
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
const atMost = (a: number, b: number) => a <= b || close(a, b);

const value = fc.double({ min: 1, max: 60_000_000, noNaN: true });
const rate = fc.double({ min: 0, max: 6, noNaN: true });
const components = fc.option(
  fc.record(
    { school: rate, county: rate, city: fc.option(rate, { nil: undefined }), special: rate },
    { requiredKeys: ['school', 'county'] },
  ),
  { nil: null },
);
const state = fc.constantFrom<StateCode>('tx', 'fl', 'ca', 'ny');
const choices = (s: StateCode) =>
  fc.record({
    homesteadExemption: fc.boolean(),
    over65Exemption: fc.boolean(),
    disabledPersonExemption: fc.boolean(),
    disabledVeteranExemption: fc.constantFrom(...LEVELS[s]),
    schoolTaxCeiling: fc.boolean(),
    seniorCitizen: fc.boolean(),
    starType: fc.constantFrom<'none' | 'basic' | 'enhanced'>('none', 'basic', 'enhanced'),
    seniorIncome: fc.double({ min: 0, max: 300_000, noNaN: true }),
    veteranDisabilityPct: fc.double({ min: 0, max: 100, noNaN: true }),
    extraUnits: fc.array(
      fc.record({
        id: fc.constant('u'),
        name: fc.constant('Unit'),
        ratePct: rate,
        part: fc.constantFrom<'city' | 'special'>('city', 'special'),
      }),
      { maxLength: 3 },
    ),
  });
const scenario = state.chain((s) =>
  fc.record({
    state: fc.constant(s),
    choices: choices(s),
    ratePct: rate,
    components,
    status: fc.constantFrom<'estimate' | 'official'>('estimate', 'official'),
  }),
);
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function run(sc: Scenario, homeValue: number, over: Partial<GeneralInput> = {}): GeneralResult {
  const record = county({ slug: 'c', ratePct: sc.ratePct, components: sc.components, status: sc.status });
  const out = calculate({
    state: sc.state,
    input: { ...sc.choices, homeValue, county: 'c', ...over },
    config: CONFIGS[sc.state],
    counties: [record],
    typicalRateChangePct: 3,
  });
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  if (out.result.kind !== 'general') throw new Error('expected a general result');
  return out.result;
}

describe('general engines: properties', () => {
  it('never negative or NaN; monthly × 12 = annual; parts and savings add up', () => {
    fc.assert(
      fc.property(scenario, value, (sc, v) => {
        const r = run(sc, v);
        for (const x of [
          r.annualTax,
          r.monthlyTax,
          r.effectiveRate,
          r.taxableValue,
          r.exemptionSavings,
          r.finalAssessedValue,
        ]) {
          expect(Number.isFinite(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(0);
        }
        expect(close(r.monthlyTax * 12, r.annualTax)).toBe(true);
        const parts =
          Object.values(r.countyBreakdown).reduce((s, p) => s + p.tax, 0) + r.extraUnits.reduce((s, u) => s + u.tax, 0);
        expect(close(parts, r.annualTax)).toBe(true);
        const savings = r.exemptionBreakdown.reduce((s, e) => s + e.savings, 0);
        expect(Math.abs(savings - r.exemptionSavings)).toBeLessThanOrEqual(1e-9 * Math.max(1, r.taxBeforeExemptions));
        expect(atMost(r.annualTax, r.taxBeforeExemptions)).toBe(true);
        for (const p of Object.values(r.countyBreakdown)) expect(p.taxableValue).toBeGreaterThanOrEqual(0);
        if (r.range) expect(atMost(r.range.low.annualTax, r.range.high.annualTax)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a higher value never gives a lower tax', () => {
    fc.assert(
      fc.property(scenario, value, value, (sc, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(atMost(run(sc, lo).annualTax, run(sc, hi).annualTax)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('adding an exemption never raises the tax', () => {
    fc.assert(
      fc.property(scenario, value, (sc, v) => {
        const flags = [
          'homesteadExemption',
          'over65Exemption',
          'disabledPersonExemption',
          'schoolTaxCeiling',
          'seniorCitizen',
        ] as const;
        for (const f of flags)
          expect(atMost(run(sc, v, { [f]: true }).annualTax, run(sc, v, { [f]: false }).annualTax)).toBe(true);
        const none = run(sc, v, { disabledVeteranExemption: 'none' }).annualTax;
        for (const level of LEVELS[sc.state])
          expect(atMost(run(sc, v, { disabledVeteranExemption: level }).annualTax, none)).toBe(true);
        const noStar = run(sc, v, { starType: 'none' }).annualTax;
        const basic = run(sc, v, { starType: 'basic' }).annualTax;
        const enhanced = run(sc, v, { starType: 'enhanced' }).annualTax;
        expect(atMost(basic, noStar) && atMost(enhanced, basic)).toBe(true);
        const pct = sc.choices.veteranDisabilityPct;
        expect(
          atMost(
            run(sc, v, { veteranDisabilityPct: pct }).annualTax,
            run(sc, v, { veteranDisabilityPct: pct / 2 }).annualTax,
          ),
        ).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('junk input is refused as values, never thrown and never NaN', () => {
    fc.assert(
      fc.property(state, fc.anything(), fc.anything(), fc.anything(), (s, homeValue, ratePct, seniorIncome) => {
        const out = calculate({
          state: s,
          input: { homeValue, seniorIncome, starType: 'enhanced' } as never,
          config: CONFIGS[s],
          ratePct: ratePct as never,
        });
        if (out.ok && out.result.kind === 'general') {
          expect(Number.isFinite(out.result.annualTax) && out.result.annualTax >= 0).toBe(true);
        } else if (!out.ok) {
          expect(out.errors.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });
});

const nycScenario = fc.record({
  propertyClass: fc.constantFrom<NycInput['propertyClass']>('class1', 'class2', 'class3', 'class4'),
  starType: fc.constantFrom<NycInput['starType']>('none', 'basic', 'enhanced'),
  seniorIncome: fc.double({ min: 0, max: 300_000, noNaN: true }),
  starForm: fc.constantFrom<NonNullable<NycInput['starForm']>>('credit', 'exemption'),
  seniorExemption: fc.boolean(),
  veteranService: fc.constantFrom<NonNullable<NycInput['veteranService']>>('none', 'wartime', 'combat'),
  veteranDisabilityPct: fc.integer({ min: 0, max: 100 }),
  coopCondoAbatement: fc.boolean(),
  fiscalYear: fc.constantFrom(2025, 2026),
});
const homeValue = fc.double({ min: 1, max: 50_000_000, noNaN: true });
type NycScenario = typeof nycScenario extends fc.Arbitrary<infer T> ? T : never;

function runNyc({ fiscalYear, ...input }: NycScenario, mv: number, over: Partial<NycInput> = {}): NycResult {
  const out = calculate({
    state: 'nyc',
    input: { ...input, homeValue: mv, ...over },
    config: ny,
    rates: NYC_RATES,
    fiscalYear,
  });
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out.result;
}

describe('NYC engine: properties', () => {
  it('final tax between 0 and base tax; monthly × 12 and quarterly × 4 = final; exemptions within the assessed value', () => {
    fc.assert(
      fc.property(nycScenario, homeValue, (sc, mv) => {
        const r = runNyc(sc, mv);
        expect(Number.isFinite(r.finalTax) && r.finalTax >= 0).toBe(true);
        expect(atMost(r.finalTax, r.baseTax)).toBe(true);
        expect(r.taxableValue >= 0 && atMost(r.taxableValue, r.assessedValue)).toBe(true);
        expect(close(r.monthlyPayment * 12, r.finalTax) && close(r.quarterlyPayment * 4, r.finalTax)).toBe(true);
        expect(close(r.baseTax - r.starSavings - r.veteranSavings - r.scheSavings - r.abatement, r.finalTax)).toBe(
          true,
        );
        if (r.range) expect(atMost(r.range.low, r.range.high)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a higher market value never gives a lower tax', () => {
    fc.assert(
      fc.property(nycScenario, homeValue, homeValue, (sc, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(atMost(runNyc(sc, lo).finalTax, runNyc(sc, hi).finalTax)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('adding an exemption never raises the tax', () => {
    fc.assert(
      fc.property(nycScenario, homeValue, (sc, mv) => {
        expect(
          atMost(
            runNyc(sc, mv, { veteranService: 'wartime' }).finalTax,
            runNyc(sc, mv, { veteranService: 'none', veteranDisabilityPct: 0 }).finalTax,
          ),
        ).toBe(true);
        expect(
          atMost(
            runNyc(sc, mv, { starType: 'basic', starForm: 'exemption' }).finalTax,
            runNyc(sc, mv, { starType: 'none' }).finalTax,
          ),
        ).toBe(true);
        expect(
          atMost(
            runNyc(sc, mv, { coopCondoAbatement: true }).finalTax,
            runNyc(sc, mv, { coopCondoAbatement: false }).finalTax,
          ),
        ).toBe(true);
        const ratings = [10, 30, 50, 70, 90, 100];
        const taxes = ratings.map(
          (p) => runNyc(sc, mv, { veteranService: 'wartime', veteranDisabilityPct: p }).finalTax,
        );
        for (let i = 1; i < taxes.length; i++) expect(atMost(taxes[i] ?? 0, taxes[i - 1] ?? 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
