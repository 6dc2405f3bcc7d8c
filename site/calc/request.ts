// Flags as a person types them (the `cli.ts calc` options) → one CalcRequest for the engines, or
// every refusal as a CalcError. The data comes through `RequestData`, asked for only when the
// request needs it, so a Florida estimate never reads the Texas units.
import type { BuyerInput } from './buyer.ts';
import { checkboxInputs, flagAttribute } from './exemption-inputs.ts';
import type { CalcRequest, GeneralRequest } from './index.ts';
import { error } from './messages.ts';
import { plainNumberFlags } from './number-flags.ts';
import { parseNumber } from './parse-number.ts';
import { withSchool } from './school-choice.ts';
import type { CalcError, ExtraUnit, GeneralInput, NycClass, NycInput, StarForm, StarType } from './model.ts';
import type {
  CountyRate,
  NationalCounty,
  NycClassRate,
  AreaState,
  AreaUnitsFile,
  NyUnitsFile,
  StateCode,
  StateConfig,
  StateRates,
} from './types.ts';
import { nyChoiceFromFlags } from './ny-choice.ts';
import { areaChoiceFromFlags } from './area-units.ts';
import { calcState, CHECKBOX_EXEMPTIONS } from './states/index.ts';
import { STATE_CODES } from './types.ts';

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
  /** New York outside NYC unit by unit (generated/units/ny.json); absent or null when not available. */
  nyUnits?(): NyUnitsFile | null;
  /** Florida and California by the home's area (generated/units/<state>.json); absent or null when not available. */
  areaUnits?(state: AreaState): AreaUnitsFile | null;
  /** product.json typicalAnnualRateChangePct: estimate records get a low/high range. */
  typicalRateChangePct(): number | undefined;
  /** product.json productYear: Texas and New York bill lines on an older rate get the range. */
  productYear?(): number | undefined;
}

export type Built<T> = ({ state: CalcState } & T) | { errors: CalcError[] };

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
function checkState(flags: CalcFlags): CalcState | { errors: CalcError[] } {
  const state = CALC_STATES.find((c) => c === flags.state);
  if (state === undefined)
    return {
      errors: [
        error(
          'state',
          'invalid-value',
          `expected one of ${CALC_STATES.join(', ')}, found ${JSON.stringify(flags.state)}`,
        ),
      ],
    };
  if (flags.county !== undefined && flags.rate !== undefined)
    return { errors: [error('ratePct', 'invalid-value', 'give --county or --rate, not both')] };
  return state;
}

/** The flags → the request the engines compute (calculate()). */
export function requestFromFlags(typed: CalcFlags, data: RequestData): Built<{ request: CalcRequest }> {
  const state = checkState(typed);
  if (typeof state !== 'string') return state;
  const plain = plainNumberFlags(typed);
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
  const plain = plainNumberFlags(typed);
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
    marketValue: parseAmount(flags.value) ?? Number.NaN,
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

function generalRequest(state: StateCode, flags: CalcFlags, data: RequestData): Built<{ request: GeneralRequest }> {
  const rates = flags.county !== undefined ? data.rates(state) : null;
  const input: GeneralInput = {
    homeValue: parseAmount(flags.value) ?? Number.NaN,
    county: flags.county,
    ...checkboxInputs((c) => flags[flagAttribute(c.flag)] === true, CHECKBOX_EXEMPTIONS),
    seniorIncome: parseAmount(flags.seniorIncome),
    starType: (flags.star ?? 'none') as StarType,
    propertyClass: flags.class as NycClass | undefined,
    assessedValue: parseAmount(flags.assessedValue) ?? null,
    starForm: flags.starForm as StarForm | undefined,
    coopCondoAbatement: flags.abatement !== false,
  };
  const module = calcState(state);
  const builder = module.form?.billBuilder;
  if (flags.veteran !== undefined || flags.veteranService !== undefined) {
    if (!module.veteranRating) input.disabledVeteranExemption = flags.veteran;
    else {
      // New York (a borough included) takes the rating and the kind of service.
      input.veteranDisabilityPct = parseAmount(flags.veteran) ?? 0;
      input.veteranService = (flags.veteranService ?? 'wartime') as 'wartime' | 'combat';
    }
  }
  if (builder === 'ny-units') {
    const ny = nyChoiceFromFlags(
      rates?.counties ?? null,
      data.nyUnits?.() ?? null,
      flags.county,
      flags.unit ?? [],
      flags.school,
    );
    if (ny && 'errors' in ny) return ny;
    if (ny) input.nyUnits = ny.choice;
  }
  let specs = flags.unit ?? [];
  if (builder === 'area') {
    // A state whose bill builder is an area table is one of the area states.
    const areaUnits = data.areaUnits?.(state as AreaState) ?? null;
    const area = areaChoiceFromFlags(rates?.counties ?? null, areaUnits, flags.county, specs);
    if (area && 'errors' in area) return area;
    if (area) {
      input.area = area.unit;
      specs = area.rest;
    }
  }
  const units = builder === 'ny-units' ? { list: [] } : extraUnits(specs, rates, flags.county);
  if ('errors' in units) return units;
  if (units.list.length > 0) input.extraUnits = units.list;
  const school =
    builder === 'tx-units' && flags.school !== undefined && rates
      ? withSchool(rates, flags.county, flags.school)
      : null;
  if (school && 'errors' in school) return school;
  return {
    state,
    request: {
      state,
      input,
      config: data.config(state),
      counties: school?.counties ?? rates?.counties ?? null,
      ratePct: parseAmount(flags.rate),
      typicalRateChangePct: data.typicalRateChangePct(),
      productYear: data.productYear?.(),
      nycRates: module.classRates ? data.nycRates() : null,
      fiscalYear: fiscalYear(flags),
    },
  };
}

const fiscalYear = (flags: CalcFlags): number | undefined => parseAmount(flags.fiscalYear ?? flags.year);

/** "Name=PCT[:part]" adds a unit by hand; a bare id picks one of the county's units from the generated list. */
export function extraUnits(
  specs: readonly string[],
  rates: StateRates | null,
  slug: string | undefined,
): { list: ExtraUnit[] } | { errors: CalcError[] } {
  const list: ExtraUnit[] = [];
  const errors: CalcError[] = [];
  specs.forEach((spec, i) => {
    const field = `extraUnits[${i}]`;
    const manual = /^(.+)=([^:]+)(?::(city|special))?$/.exec(spec);
    if (manual) {
      const name = (manual[1] ?? '').trim();
      list.push({
        id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        name,
        ratePct: parseAmount(manual[2]) ?? Number.NaN,
        part: manual[3] === 'special' ? 'special' : 'city',
      });
      return;
    }
    const county = slug === undefined ? undefined : rates?.counties.find((c) => c.slug === slug);
    const unit = county === undefined ? undefined : rates?.units?.[county.fips]?.find((u) => u.id === spec);
    if (unit === undefined || (unit.type !== 'city' && unit.type !== 'special')) {
      const hint = unit?.type === 'school' ? ` (${unit.name} is a school district: name it with --school)` : '';
      errors.push(
        error(
          field,
          'invalid-value',
          `expected a city or special district id of the county's units, or "Name=PCT[:city|special]", found ${JSON.stringify(spec)}${hint}`,
        ),
      );
    } else if (unit.ratePct === null) {
      errors.push(error(field, 'invalid-value', `${unit.name} reported no rate`));
    } else {
      list.push({
        id: unit.id,
        name: unit.name,
        ratePct: unit.ratePct,
        part: unit.type,
        local: unit.local ?? null,
        taxYear: unit.taxYear,
        status: unit.status,
        ...(unit.viaCopy ? { viaCopy: true as const } : {}),
      });
    }
  });
  return errors.length > 0 ? { errors } : { list };
}
