// The calculator's entry points: validate, find the county, pick the engine, and hand back a
// result or every problem as a value. Pages and the CLI call these; the per-state engines stay
// exported for tests and benchmarks.
import { stateEngine } from './engines.ts';
import { error, notice } from '../../engine/messages.ts';
import type {
  CalcError,
  CalcOutcome,
  GeneralInput,
  GeneralResult,
  NationalResult,
  NycInput,
  NycResult,
} from '../../engine/model.ts';
import { findNationalCounty, nationalTax } from '../../engine/national.ts';
import { nycTax, pickFiscalYear } from '../ny/nyc.ts';
import { nycRules } from '../ny/nyc-rules.ts';
import { rateFromCombined, rateFromCounty, rateFromSurvey } from '../../engine/split.ts';
import type { CountyRate } from '../../schema/index.ts';
import { checkHomeValue, checkRate, isFiniteNumber, validateGeneral, valueWarnings } from '../../engine/validate.ts';
import { validateNyc } from '../ny/validate.ts';
import { calcState } from '../engines.ts';

export type { AnyResult, CalcRequest, GeneralRequest, NationalRequest, NycRequest } from '../../engine/requests.ts';
import type { AnyResult, CalcRequest, GeneralRequest, NationalRequest, NycRequest } from '../../engine/requests.ts';
import { recordsBy } from '../../engine/reads.ts';

const fail = (errors: CalcError[]): { ok: false; errors: CalcError[] } => ({ ok: false, errors });
const failed = (detail: string) => fail([error('calculation', 'calculation-failed', detail)]);

/** Any request: a state county page, NYC, or the national hub. */
export function calculate(req: GeneralRequest): CalcOutcome<GeneralResult | NycResult>;
export function calculate(req: NycRequest): CalcOutcome<NycResult>;
export function calculate(req: NationalRequest): CalcOutcome<NationalResult>;
export function calculate(req: CalcRequest): CalcOutcome<AnyResult>;
export function calculate(req: CalcRequest): CalcOutcome<AnyResult> {
  if (req.state === 'nyc') return calculateNyc(req);
  if (req.state === 'us') return calculateNational(req);
  return calculateGeneral(req);
}

export function findCounty(counties: readonly CountyRate[], slug: string): CountyRate | undefined {
  return recordsBy(counties, 'slug', slug)[0];
}

/** Texas, Florida, California and New York; a New York City borough goes to the NYC engine. */
export function calculateGeneral(req: GeneralRequest): CalcOutcome<GeneralResult | NycResult> {
  const { input, config } = req;
  if (config === null || config === undefined)
    return fail([error('state', 'state-data-not-loaded'), ...checkHomeValue(input.homeValue)]);
  try {
    let county: CountyRate | null = null;
    const countyErrors: CalcError[] = [];
    if (req.ratePct !== undefined) {
      countyErrors.push(...checkRate(req.ratePct, 'ratePct'));
    } else if (input.county === undefined || input.county === '') {
      countyErrors.push(error('county', 'county-required'));
    } else if (req.counties === null || req.counties === undefined) {
      countyErrors.push(error('county', 'state-data-not-loaded', 'the county list is not loaded'));
    } else {
      county = findCounty(req.counties, input.county) ?? null;
      if (county === null)
        countyErrors.push(error('county', 'county-not-found', `no county with slug ${JSON.stringify(input.county)}`));
    }
    // A borough is computed by the NYC rules, which validate their own fields.
    if (county?.nycClass) {
      const out = calculateNyc({
        state: 'nyc',
        input: nycInputFrom(input),
        config,
        rates: req.nycRates,
        fiscalYear: req.fiscalYear,
        county,
      });
      return out.ok ? out : fail(out.errors);
    }
    const engine = stateEngine(req.state, config);
    const errors = [...validateGeneral(input, engine.veteranLevels, calcState(req.state).checkInput), ...countyErrors];
    if (errors.length > 0) return fail(errors);

    const changePct = isFiniteNumber(req.typicalRateChangePct) ? req.typicalRateChangePct : null;
    if (county?.kind === 'effective') {
      // Exemptions are already inside a survey rate; subtracting them again would count them twice.
      const plain: GeneralInput = {
        homeValue: input.homeValue,
        county: input.county,
        units: input.units?.filter((u) => u.extra),
      };
      const result = engine.run(plain, rateFromSurvey(county), changePct);
      result.notices.push(notice('survey-rate-includes-exemptions'));
      return { ok: true, result, warnings: valueWarnings(input.homeValue, 'homeValue') };
    }
    const rate =
      county === null ? rateFromCombined(req.ratePct ?? 0, engine.split) : rateFromCounty(county, engine.split);
    const result = engine.run(input, rate, changePct, req.productYear ?? null);
    if (!isFiniteNumber(result.annualTax) || result.annualTax < 0)
      return failed(`annual tax came out as ${result.annualTax}`);
    return { ok: true, result, warnings: valueWarnings(input.homeValue, 'homeValue') };
  } catch (e) {
    return failed(e instanceof Error ? e.message : String(e));
  }
}

/** The general input's NYC fields: an owner on a borough page who ticks nothing gets class 1 without exemptions. */
function nycInputFrom(input: GeneralInput): NycInput {
  return {
    homeValue: input.homeValue,
    assessedValue: input.assessedValue ?? null,
    propertyClass: input.propertyClass ?? 'class1',
    starType: input.starType ?? 'none',
    starForm: input.starForm,
    seniorIncome: input.seniorIncome,
    seniorExemption: input.seniorExemption === true || input.seniorCitizen === true,
    veteranService: input.veteranService ?? 'none',
    veteranDisabilityPct: input.veteranDisabilityPct ?? 0,
    coopCondoAbatement: input.coopCondoAbatement,
  };
}

export function calculateNyc(req: NycRequest): CalcOutcome<NycResult> {
  const { config, rates } = req;
  const input: NycInput = { ...req.input, starType: req.input.starType ?? 'none' };
  if (config === null || config === undefined || rates === null || rates === undefined || rates.length === 0) {
    return fail([
      error('state', 'state-data-not-loaded', config ? 'the NYC class rate table is not loaded' : undefined),
    ]);
  }
  try {
    const rules = nycRules(config);
    const errors = validateNyc(input, rules);
    const row = pickFiscalYear(rates, req.fiscalYear);
    if (row === undefined) {
      const years = rates.map((r) => r.fiscalYear).join(', ');
      errors.push(error('fiscalYear', 'invalid-value', `expected one of ${years}, found ${req.fiscalYear}`));
    }
    if (errors.length > 0 || row === undefined) return fail(errors);
    const result = nycTax(input, row, rules, req.county ?? null);
    if (!isFiniteNumber(result.annualTax)) return failed(`annual tax came out as ${result.annualTax}`);
    return { ok: true, result, warnings: valueWarnings(input.homeValue, 'homeValue') };
  } catch (e) {
    return failed(e instanceof Error ? e.message : String(e));
  }
}

export function calculateNational(req: NationalRequest): CalcOutcome<NationalResult> {
  const { input, counties } = req;
  const errors = checkHomeValue(input.homeValue);
  if (counties === null || counties === undefined) return fail([error('state', 'state-data-not-loaded'), ...errors]);
  if (input.county === undefined || input.county.trim() === '')
    return fail([error('county', 'county-required'), ...errors]);
  const found = findNationalCounty(counties, input.county, input.stateCode);
  if ('problem' in found) {
    const why =
      found.problem === 'ambiguous'
        ? 'the slug is used in several states; give the state (tx/harris or a state code)'
        : undefined;
    return fail([error('county', 'county-not-found', why ?? `no county ${JSON.stringify(input.county)}`), ...errors]);
  }
  const rate = found.county.effectiveRatePct;
  if (!isFiniteNumber(rate) || rate < 0) {
    return fail([
      error(
        'county',
        'no-county-rate',
        `${found.county.name}, ${found.county.state} has no effective rate in the survey`,
      ),
      ...errors,
    ]);
  }
  if (errors.length > 0) return fail(errors);
  return {
    ok: true,
    result: nationalTax(input.homeValue, { ...found.county, effectiveRatePct: rate }),
    warnings: valueWarnings(input.homeValue, 'homeValue'),
  };
}

export type * from '../../engine/model.ts';
export { PARTS, NYC_CLASSES } from '../../engine/model.ts';
export { ERROR_MESSAGES, NOTICE_MESSAGES, WARNING_MESSAGES } from '../../engine/messages.ts';
export { californiaTax } from '../ca/engine.ts';
export { floridaTax } from '../fl/engine.ts';
export { newYorkTax } from '../ny/engine.ts';
export { texasTax } from '../tx/engine.ts';
export { nycTax, pickFiscalYear } from '../ny/nyc.ts';
export { nationalTax, findNationalCounty } from '../../engine/national.ts';
export { rateFromCombined, rateFromCounty, rateFromSurvey } from '../../engine/split.ts';
export { rateRange } from '../../engine/range.ts';
export { stateEngine } from './engines.ts';
export { ConfigError } from '../../engine/rules.ts';
export { californiaRules } from '../ca/rules.ts';
export { floridaRules } from '../fl/rules.ts';
export { newYorkRules } from '../ny/rules.ts';
export { nycRules } from '../ny/nyc-rules.ts';
export { texasRules } from '../tx/rules.ts';
export { valueWarnings, VERY_HIGH_VALUE, VERY_LOW_VALUE_BELOW } from '../../engine/validate.ts';
