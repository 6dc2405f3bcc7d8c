// Flags as a person types them (the `cli.ts calc` options) → one CalcRequest for the engines, or
// every refusal as a CalcError. The data comes through `RequestData`, asked for only when the
// request needs it, so a Florida estimate never reads the Texas units.
import type { BuyerInput } from './buyer.ts';
import { checkboxInputs, flagAttribute } from '../../engine/exemption-inputs.ts';
import type { CalcRequest, GeneralRequest } from './index.ts';
import { error } from '../../engine/messages.ts';
import { plainNumberFlags } from '../../engine/number-flags.ts';
import { numberMessage, parseNumber } from '../../engine/parse-number.ts';
import type {
  BillUnit,
  CalcError,
  CalcWarning,
  GeneralInput,
  NycClass,
  NycInput,
  StarForm,
  StarType,
} from '../../engine/model.ts';
import type { StateCode } from '../../schema/codes.ts';
import type {
  CountyRate,
  NationalCounty,
  NycClassRate,
  StateConfig,
  StateRates,
  UnitsFile,
  ZipFile,
} from '../../schema/index.ts';
import { pickUnit } from '../../engine/pick-unit.ts';
import { type Assumed, chooseUnits } from '../../engine/unit-choice.ts';
import { type ZipResolved, resolveZip } from './zip-request.ts';
import { calcState, CHECKBOX_EXEMPTIONS, ENGINES } from '../engines.ts';
import { RATE_UNIT_SHIFT, STATE_CODES } from '../../schema/codes.ts';

/** What `--state` takes: a state, New York City's class rules, or the national table. */
export const CALC_STATES = [...STATE_CODES, 'nyc', 'us'] as const;
export type CalcState = (typeof CALC_STATES)[number];

/** The request's flags, as typed (money and rates are strings: "350,000", "$350000", "2.1%"). */
export interface CalcFlags {
  state: string;
  county?: string;
  rate?: string;
  value?: string;
  veteran?: string;
  veteranService?: string;
  star?: string;
  starForm?: string;
  assessedValue?: string;
  seniorIncome?: string;
  /** --senior: also New York City's SCHE (the state's senior exemption is one of the checkbox exemptions). */
  senior?: boolean;
  class?: string;
  fiscalYear?: string;
  year?: string;
  /** false with --no-abatement. */
  abatement?: boolean;
  unit?: string[];
  /** Texas: the home's school district, by id, in place of the county's typical one; New York: the school
   * district segment of the home's town or city (ids from `rates units`). */
  school?: string;
  /** "ID=RATE": a unit's rate from the home's notice, in the state's published unit (repeatable). */
  unitRate?: string[];
  /** The home's ZIP code: its county (when --county is left out) and the units it picks (zip-request.ts). */
  zip?: string;
  stateCode?: string;
  /** Buyer mode and its figures. */
  buyer?: boolean;
  price?: string;
  closing?: string;
  sellerBill?: string;
  sellerAssessed?: string;
  portability?: string;
  /** The language of the numbers typed (and of the messages): "2,5" is 2.5 % in Spanish and refused in English. */
  lang?: string;
  /** The checkbox exemptions' flags (--homestead, --school-tax-ceiling …) by commander's name (exemption-inputs.ts). */
  [checkboxFlag: string]: unknown;
}

/** The generated/ data a request may need (null: not available). */
export interface RequestData {
  config(state: StateCode): StateConfig | null;
  rates(state: StateCode): StateRates | null;
  national(): readonly NationalCounty[] | null;
  nycRates(): readonly NycClassRate[] | null;
  /** A state's taxing units by county (generated/units/<state>.json); absent or null when not available. */
  units?(state: StateCode): UnitsFile | null;
  /** product.json typicalAnnualRateChangePct: estimate records get a low/high range. */
  typicalRateChangePct(): number | undefined;
  /** product.json productYear: Texas and New York bill lines on an older rate get the range. */
  productYear?(): number | undefined;
  /** A state's ZIP table (generated/zips/<state>.json); absent or null when not available. */
  zips?(state: StateCode): ZipFile | null;
}

export type Built<T> =
  | ({ state: CalcState; assumed?: Assumed[]; warnings?: CalcWarning[]; zip?: ZipResolved } & T)
  | { errors: CalcError[] };

/**
 * Money and rates as people type them in English: "350,000", "$350000", "2.1%". Anything else is NaN, which the
 * engines refuse; the flags themselves are read with their language and refused by name first (number-flags.ts).
 */
export function parseAmount(s: string | undefined): number | undefined {
  if (s === undefined) return undefined;
  const read = parseNumber(s, 'en', s.trim().endsWith('%') ? 'percent' : 'money');
  return read.ok ? read.value : Number.NaN;
}

/** The state, and the refusals that come before any data is read. */
/** Whether `--veteran` is a disability rating there: New York's rule, which its city shares. */
const ratesVeterans = (state: CalcState): boolean =>
  state === 'nyc' || (state !== 'us' && calcState(state).veteranRating === true);

function checkState(flags: CalcFlags): CalcState | { errors: CalcError[] } {
  // The registry's states, not a list of codes: a state is known once its module is registered.
  const states = [...Object.keys(ENGINES), 'nyc', 'us'];
  if (!states.includes(flags.state))
    return {
      errors: [
        error('state', 'invalid-value', `expected one of ${states.join(', ')}, found ${JSON.stringify(flags.state)}`),
      ],
    };
  const state = flags.state as CalcState;
  if (flags.county !== undefined && flags.rate !== undefined)
    return { errors: [error('ratePct', 'invalid-value', 'give --county or --rate, not both')] };
  return state;
}

/** The flags → the request the engines compute (calculate()). */
export function requestFromFlags(typed: CalcFlags, data: RequestData): Built<{ request: CalcRequest }> {
  const state = checkState(typed);
  if (typeof state !== 'string') return state;
  const plain = plainNumberFlags(typed, ratesVeterans(state));
  if ('errors' in plain) return plain;
  const flags = plain.flags;
  if (state === 'us') {
    return {
      state,
      request: {
        state,
        input: {
          homeValue: parseAmount(flags.value) ?? Number.NaN,
          county: flags.county ?? '',
          stateCode: flags.stateCode,
        },
        counties: data.national(),
      },
    };
  }
  if (state === 'nyc') return nycRequest(flags, data);
  return generalRequest(state, flags, data);
}

/** Buyer mode: the request for the home at its purchase price, and the buyer's own figures (buyerEstimate()). */
export function buyerRequestFromFlags(
  typed: CalcFlags,
  data: RequestData,
): Built<{ request: GeneralRequest; buyer: BuyerInput }> {
  const state = checkState(typed);
  if (typeof state !== 'string') return state;
  const plain = plainNumberFlags(typed, ratesVeterans(state));
  if ('errors' in plain) return plain;
  const flags = plain.flags;
  if (state === 'us' || state === 'nyc')
    return {
      errors: [
        error(
          'state',
          'invalid-value',
          `buyer mode works with ${STATE_CODES.slice(0, -1).join(', ')} or ${STATE_CODES.at(-1)} (a borough with --state ny), found ${state}`,
        ),
      ],
    };
  const errors: CalcError[] = [];
  if (flags.price === undefined) errors.push(error('price', 'invalid-value', 'buyer mode needs --price'));
  if (flags.closing === undefined)
    errors.push(error('closing', 'invalid-value', 'buyer mode needs --closing YYYY-MM-DD'));
  if (errors.length) return { errors };
  const built = generalRequest(state, { ...flags, value: flags.price }, data);
  if ('errors' in built) return built;
  const buyer: BuyerInput = {
    price: parseAmount(flags.price) ?? Number.NaN,
    closing: flags.closing!,
    sellerBill: parseAmount(flags.sellerBill),
    sellerAssessed: parseAmount(flags.sellerAssessed),
    portability: parseAmount(flags.portability),
  };
  return { state, request: built.request, buyer };
}

function nycRequest(flags: CalcFlags, data: RequestData): Built<{ request: CalcRequest }> {
  let county: CountyRate | null = null;
  if (flags.county !== undefined) {
    county = data.rates('ny')?.counties.find((c) => c.slug === flags.county && c.nycClass) ?? null;
    if (county === null)
      return {
        errors: [error('county', 'county-not-found', `${JSON.stringify(flags.county)} is not a New York City borough`)],
      };
  }
  const input: NycInput = {
    homeValue: parseAmount(flags.value) ?? Number.NaN,
    assessedValue: parseAmount(flags.assessedValue) ?? null,
    propertyClass: (flags.class ?? 'class1') as NycClass,
    starType: (flags.star ?? 'none') as StarType,
    starForm: flags.starForm as StarForm | undefined,
    seniorIncome: parseAmount(flags.seniorIncome),
    seniorExemption: flags.senior === true,
    veteranService: (flags.veteranService ??
      (flags.veteran !== undefined ? 'wartime' : 'none')) as NycInput['veteranService'],
    veteranDisabilityPct: parseAmount(flags.veteran) ?? 0,
    coopCondoAbatement: flags.abatement !== false,
  };
  return {
    state: 'nyc',
    request: {
      state: 'nyc',
      input,
      config: data.config('ny'),
      rates: data.nycRates(),
      fiscalYear: fiscalYear(flags),
      county,
    },
  };
}

function generalRequest(state: StateCode, given: CalcFlags, data: RequestData): Built<{ request: GeneralRequest }> {
  let flags = given;
  const zip = given.zip === undefined ? undefined : resolveZip(state, given, data);
  if (zip && 'errors' in zip) return zip;
  if (zip) flags = { ...given, county: zip.county, unit: [...(given.unit ?? []), ...zip.ids] };
  const rates = flags.county !== undefined ? data.rates(state) : null;
  const input: GeneralInput = {
    homeValue: plain(flags.value) ?? Number.NaN,
    county: flags.county,
    ...checkboxInputs((c) => flags[flagAttribute(c.flag)] === true, CHECKBOX_EXEMPTIONS),
    seniorIncome: plain(flags.seniorIncome),
    starType: (flags.star ?? 'none') as StarType,
    propertyClass: flags.class as NycClass | undefined,
    assessedValue: plain(flags.assessedValue) ?? null,
    starForm: flags.starForm as StarForm | undefined,
    coopCondoAbatement: flags.abatement !== false,
  };
  const module = calcState(state);
  if (flags.veteran !== undefined || flags.veteranService !== undefined) {
    if (!module.veteranRating) input.disabledVeteranExemption = flags.veteran;
    else {
      // New York (a borough included) takes the rating and the kind of service.
      input.veteranDisabilityPct = plain(flags.veteran) ?? 0;
      input.veteranService = (flags.veteranService ?? 'wartime') as 'wartime' | 'combat';
    }
  }
  const chosen = homeUnits(state, flags, rates, data);
  if ('errors' in chosen) return chosen;
  if (chosen.units.length > 0) input.units = chosen.units;
  return {
    state,
    assumed: chosen.assumed,
    warnings: chosen.warnings,
    ...(zip ? { zip } : {}),
    request: {
      state,
      input,
      config: data.config(state),
      counties: rates?.counties ?? null,
      ratePct: plain(flags.rate),
      typicalRateChangePct: data.typicalRateChangePct(),
      productYear: data.productYear?.(),
      nycRates: module.classRates ? data.nycRates() : null,
      fiscalYear: fiscalYear(flags),
    },
  };
}

/** A number flag already read with its language (number-flags.ts): plain digits, exact as typed. */
const plain = (s: string | undefined): number | undefined => (s === undefined ? undefined : Number(s));
const fiscalYear = (flags: CalcFlags): number | undefined => plain(flags.fiscalYear ?? flags.year);

/**
 * --unit, --school and --unit-rate → the home's units by the one chooser (engine/unit-choice.ts); "Name=PCT[:part]"
 * adds a unit typed in by hand.
 */
function homeUnits(
  state: StateCode,
  flags: CalcFlags,
  rates: StateRates | null,
  data: RequestData,
): { units: BillUnit[]; assumed: Assumed[]; warnings: CalcWarning[] } | { errors: CalcError[] } {
  const specs = [...(flags.unit ?? []), ...(flags.school ? [flags.school] : [])];
  const manual = typedByName(
    specs.filter((s) => s.includes('=')),
    flags.lang === 'es' ? 'es' : 'en',
  );
  if ('errors' in manual) return manual;
  const ids = specs.filter((s) => !s.includes('='));
  const typed = typedRates(state, flags.unitRate ?? [], flags.lang === 'es' ? 'es' : 'en');
  if ('errors' in typed) return typed;
  if (ids.length === 0 && Object.keys(typed.rates).length === 0)
    return { units: manual.units, assumed: [], warnings: [] };
  const county = flags.county === undefined ? undefined : rates?.counties.find((c) => c.slug === flags.county);
  if (county === undefined)
    return {
      errors: [
        error(
          'county',
          'county-required',
          '--unit, --school and --unit-rate need --county, the county the units lie in',
        ),
      ],
    };
  if (county.nycClass)
    return {
      errors: [
        error('unit', 'invalid-value', 'New York City is billed by property class, not by town and school district'),
      ],
    };
  const rules = module(state);
  const list = data.units?.(state)?.counties[county.fips];
  if (!list) {
    const held = Object.keys(data.units?.(state)?.counties ?? {});
    const slugs = rates!.counties.filter((c) => held.includes(c.fips)).map((c) => c.slug);
    const shown = slugs.length > 8 ? [...slugs.slice(0, 8), '…'] : slugs;
    return {
      errors: [
        error(
          'unit',
          'unit-not-found',
          `we hold no taxing units for ${county.name}, so its average applies (counties with units: ${shown.join(', ') || 'none'}); a unit typed in by hand reads "Name=PCT"`,
        ),
      ],
    };
  }
  const picks = list.map((u) => pickUnit(u, rules.ownExemptions === true));
  const chosen = chooseUnits(
    rules,
    picks,
    county,
    { ids, typed: typed.rates },
    data.productYear?.() ?? county.tableYear,
  );
  if (chosen === null) return { units: manual.units, assumed: [], warnings: [] };
  if ('errors' in chosen) return chosen;
  return { units: [...chosen.units, ...manual.units], assumed: chosen.assumed, warnings: chosen.warnings };
}

const module = (state: StateCode) => calcState(state).units;

/** "Name=PCT[:city|special]": a unit typed in by hand, on top of the county's bill. */
function typedByName(specs: readonly string[], lang: 'en' | 'es'): { units: BillUnit[] } | { errors: CalcError[] } {
  const units: BillUnit[] = [];
  const errors: CalcError[] = [];
  specs.forEach((spec, i) => {
    const field = `unit[${i}]`;
    const m = /^(.+)=([^:]+)(?::(city|special))?$/.exec(spec);
    if (!m) {
      errors.push(
        error(field, 'invalid-value', `expected "Name=PCT[:city|special]" or a unit id, found ${JSON.stringify(spec)}`),
      );
      return;
    }
    const name = (m[1] ?? '').trim();
    const read = parseNumber(m[2] ?? '', lang, 'percent');
    if (!read.ok) {
      errors.push(
        error(field, 'invalid-value', numberMessage(read.problem, read.found, 'percent', `--unit ${name}`, 'en')),
      );
      return;
    }
    units.push({
      id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name,
      ratePct: read.value,
      part: m[3] === 'special' ? 'special' : 'city',
      extra: true,
      typed: true,
    });
  });
  return errors.length ? { errors } : { units };
}

/** --unit-rate ID=RATE: each rate read in the state's published unit, with as many decimals as its publisher prints. */
function typedRates(
  state: StateCode,
  specs: readonly string[],
  lang: 'en' | 'es',
): { rates: Record<string, number> } | { errors: CalcError[] } {
  const { unit, decimals } = module(state).rate;
  // At most 100 % of the value, in the state's own unit.
  const max = 100 * 10 ** -RATE_UNIT_SHIFT[unit];
  const rates: Record<string, number> = {};
  const errors: CalcError[] = [];
  for (const spec of specs) {
    const m = /^([^=]+)=(.*)$/.exec(spec);
    const field = `unitRate-${m?.[1] ?? spec}`;
    if (!m) {
      errors.push(
        error(
          field,
          'invalid-value',
          `--unit-rate: expected ID=RATE (RATE ${unit} as your notice prints it), found ${JSON.stringify(spec)}`,
        ),
      );
      continue;
    }
    const read = parseNumber(m[2]!, lang, 'percent', { decimals, max });
    if (!read.ok) {
      errors.push(
        error(
          field,
          'invalid-value',
          numberMessage(read.problem, read.found, 'percent', `--unit-rate ${m[1]}`, 'en', { decimals, max }),
        ),
      );
      continue;
    }
    rates[m[1]!.trim()] = read.value;
  }
  return errors.length ? { errors } : { rates };
}
