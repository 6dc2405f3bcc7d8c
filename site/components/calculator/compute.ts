import { type BuyerOutcome, buyerEstimate } from '../../calc/buyer.ts';
import { calculate, type GeneralRequest } from '../../calc/index.ts';
import type { CalcError, CalcOutcome, ExtraUnit, GeneralInput, GeneralResult, NycResult } from '../../calc/model.ts';
import { checkboxInputs } from '../../calc/exemption-inputs.ts';
import { ERROR_MESSAGES } from '../../calc/messages.ts';
import { calcState, CHECKBOX_EXEMPTIONS } from '../../calc/states/index.ts';
import { valueInputs } from '../../calc/value-exemptions.ts';
import type { BillUnit, CountyRate, LocalExemptions, StateConfig } from '../../calc/types.ts';
import type { CalculatorProps, CountyListEntry, PickUnit } from './props.ts';
import type { FormState } from './state.ts';
import { ticked } from './checkboxes.ts';
import { type NyPageUnit, withNyUnits } from './ny-bill.ts';
import type { AreaPickUnit } from '../../calc/area-units.ts';
import { withArea } from './area-bill.ts';

const num = (text: string): number | null => (text.trim() === '' ? null : Number(text.replace(/[^0-9.-]/g, '')));

export function generalInput(form: FormState): GeneralInput {
  return {
    homeValue: form.value,
    county: form.county,
    ...checkboxInputs((c) => ticked(form, c), CHECKBOX_EXEMPTIONS),
    ...valueInputs(form),
  };
}

const enteredNumber = (text: string | undefined): number | null => {
  const t = (text ?? '').trim();
  if (t === '') return null;
  const n = Number(t.replace(/[^0-9.]/g, ''));
  return Number.isFinite(n) ? n : null;
};

/** The unit's own exemptions: ours when we hold them, else what the visitor typed (marked as entered), else none. */
export function localFor(u: PickUnit, form: FormState): LocalExemptions | null {
  if (u.local) return u.local;
  const typed = form.localEntered[u.id];
  const pct = enteredNumber(typed?.pct),
    over65 = enteredNumber(typed?.over65);
  if (pct === null && over65 === null) return null;
  return {
    homesteadPct: pct,
    homesteadFlat: null,
    over65Amount: over65,
    disabledAmount: over65,
    taxYear: '',
    source: '',
    url: '',
    confidence: 'low',
    entered: true,
  };
}

/** A typed percentage above what the law allows is refused rather than trimmed. */
export function enteredErrors(form: FormState, maxPct: number): CalcError[] {
  return Object.entries(form.localEntered).flatMap(([id, typed]) => {
    const pct = enteredNumber(typed.pct);
    if (pct === null || pct <= maxPct) return [];
    return [
      {
        field: `local-${id}`,
        code: 'invalid-value' as const,
        message: ERROR_MESSAGES['invalid-value'],
        detail: `expected a homestead percentage from 0 to ${maxPct}, found ${pct}`,
      },
    ];
  });
}

/** The rate's year and status where the unit list carries them. */
const yearOf = (u: PickUnit): Pick<BillUnit, 'taxYear' | 'status' | 'viaCopy'> => ({
  ...(u.taxYear !== undefined ? { taxYear: u.taxYear } : {}),
  ...(u.status !== undefined ? { status: u.status } : {}),
  ...(u.viaCopy ? { viaCopy: u.viaCopy } : {}),
});

/**
 * Texas: the county's own units with the chosen school district, the chosen city and districts added, each with its own
 * exemptions.
 */
export function texasBill(
  county: CountyListEntry,
  units: PickUnit[],
  form: FormState,
): { county: CountyRate; extra: ExtraUnit[] } {
  const rated = (u: PickUnit): u is PickUnit & { ratePct: number } => u.ratePct !== null;
  const countyUnit = units.find((u) => u.type === 'county' && rated(u));
  const school = units.find((u) => u.id === form.schoolId && rated(u));
  if (!countyUnit || !school || county.kind !== 'nominal') return { county: county as CountyRate, extra: [] };
  const bill: BillUnit[] = [];
  const extra: ExtraUnit[] = [];
  const add = (u: PickUnit & { ratePct: number }, part: BillUnit['part']) =>
    bill.push({ id: u.id, name: u.name, part, ratePct: u.ratePct, local: localFor(u, form), ...yearOf(u) });
  add(countyUnit as PickUnit & { ratePct: number }, 'county');
  for (const u of units) if (rated(u) && u.type === 'special' && u.countywide) add(u, 'special');
  add(school as PickUnit & { ratePct: number }, 'school');
  for (const u of units) {
    if (!rated(u)) continue;
    if (u.type === 'special' && !u.countywide && form.districtIds.includes(u.id))
      extra.push({
        id: u.id,
        name: u.name,
        ratePct: u.ratePct,
        part: 'special',
        local: localFor(u, form),
        ...yearOf(u),
      });
    if (u.type === 'city' && u.id === form.cityId)
      extra.push({ id: u.id, name: u.name, ratePct: u.ratePct, part: 'city', local: localFor(u, form), ...yearOf(u) });
  }
  const sum = (part: BillUnit['part']) => bill.filter((b) => b.part === part).reduce((s, b) => s + b.ratePct, 0);
  const components = { school: sum('school'), county: sum('county'), city: 0, special: sum('special') };
  return {
    county: {
      ...(county as CountyRate),
      ratePct: components.school + components.county + components.special,
      components,
      bill,
    },
    extra,
  };
}

/** Buyer mode on the same request the calculator makes: the seller's year, the buyer's, and escrow. */
export function runBuyerCalculation(
  props: CalculatorProps,
  config: StateConfig,
  counties: CountyListEntry[] | null,
  form: FormState,
  units: PickUnit[] | null,
  nyUnits: NyPageUnit[] | null = null,
  areaUnits: AreaPickUnit[] | null = null,
): BuyerOutcome {
  const request = calculationRequest(props, config, counties, form, units, nyUnits, areaUnits);
  if ('errors' in request) return { ok: false, errors: request.errors };
  return buyerEstimate(request, {
    price: form.value,
    closing: form.closing,
    sellerBill: num(form.sellerBill),
    sellerAssessed: num(form.sellerAssessed),
    portability: num(form.portability),
  });
}

export function runCalculation(
  props: CalculatorProps,
  config: StateConfig,
  counties: CountyListEntry[] | null,
  form: FormState,
  units: PickUnit[] | null,
  nyUnits: NyPageUnit[] | null = null,
  areaUnits: AreaPickUnit[] | null = null,
): CalcOutcome<GeneralResult | NycResult> {
  const request = calculationRequest(props, config, counties, form, units, nyUnits, areaUnits);
  return 'errors' in request ? { ok: false, errors: request.errors } : calculate(request);
}

function calculationRequest(
  props: CalculatorProps,
  config: StateConfig,
  counties: CountyListEntry[] | null,
  form: FormState,
  units: PickUnit[] | null,
  nyUnits: NyPageUnit[] | null,
  areaUnits: AreaPickUnit[] | null = null,
): GeneralRequest | { errors: CalcError[] } {
  const input = generalInput(form);
  let list = counties as CountyRate[] | null;
  const selected = counties?.find((c) => c.slug === form.county);
  const builder = calcState(props.state).form?.billBuilder;
  if (builder === 'tx-units' && units && selected && selected.slug === props.initialCounty?.slug) {
    const refused = enteredErrors(form, Number(config.calc.localHomesteadMaxPct));
    if (refused.length) return { errors: refused };
    const bill = texasBill(selected, units, form);
    list = [bill.county];
    input.extraUnits = bill.extra;
  }
  // New York: the chosen town or city, village and school segment, on the page's own county only.
  if (builder === 'ny-units' && nyUnits && selected && selected.slug === props.initialCounty?.slug) {
    const refused = withNyUnits(input, nyUnits, form);
    if (refused.length) return { errors: refused };
  }
  // Florida and California: the chosen city, unincorporated area or tax rate area, on the page's own county only.
  if (areaUnits && selected && selected.slug === props.initialCounty?.slug) {
    const refused = withArea(input, areaUnits, form);
    if (refused.length) return { errors: refused };
  }
  return {
    state: props.state,
    input,
    config,
    counties: list,
    typicalRateChangePct: props.typicalChangePct,
    productYear: props.productYear,
    nycRates: props.nycRates,
  };
}
