import { type BuyerOutcome, buyerEstimate } from '../../../states/estimate/buyer.ts';
import { calculate, type GeneralRequest } from '../../../states/estimate/index.ts';
import type {
  CalcError,
  CalcOutcome,
  CalcWarning,
  GeneralInput,
  GeneralResult,
  NycResult,
} from '../../../engine/model.ts';
import { checkboxInputs } from '../../../engine/exemption-inputs.ts';
import { ERROR_MESSAGES } from '../../../engine/messages.ts';
import { calcState, CHECKBOX_EXEMPTIONS } from '../../../states/engines.ts';
import { valueInputs } from '../../../states/value-exemptions.ts';
import type { CountyRate, LocalExemptions, StateConfig } from '../../../schema/index.ts';
import { chooseUnits } from '../../../engine/unit-choice.ts';
import type { CalculatorProps, CountyListEntry, PickUnit } from './props.ts';
import type { FormState } from './state.ts';
import { ticked } from './checkboxes.ts';

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

/** What the visitor typed of the exemptions of units we hold none for, by unit id (marked as entered). */
export function typedLocals(form: FormState): Record<string, LocalExemptions> {
  const out: Record<string, LocalExemptions> = {};
  for (const [id, typed] of Object.entries(form.localEntered)) {
    const pct = enteredNumber(typed.pct),
      over65 = enteredNumber(typed.over65);
    if (pct === null && over65 === null) continue;
    out[id] = {
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
  return out;
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

/** Buyer mode on the same request the calculator makes: the seller's year, the buyer's, and escrow. */
export function runBuyerCalculation(
  props: CalculatorProps,
  config: StateConfig,
  counties: CountyListEntry[] | null,
  form: FormState,
  units: PickUnit[] | null,
): BuyerOutcome {
  const request = calculationRequest(props, config, counties, form, units);
  if ('errors' in request) return { ok: false, errors: request.errors };
  return buyerEstimate(request.request, {
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
): CalcOutcome<GeneralResult | NycResult> {
  const request = calculationRequest(props, config, counties, form, units);
  if ('errors' in request) return { ok: false, errors: request.errors };
  const outcome = calculate(request.request);
  return outcome.ok ? { ...outcome, warnings: [...request.warnings, ...outcome.warnings] } : outcome;
}

function calculationRequest(
  props: CalculatorProps,
  config: StateConfig,
  counties: CountyListEntry[] | null,
  form: FormState,
  units: PickUnit[] | null,
): { request: GeneralRequest; warnings: CalcWarning[] } | { errors: CalcError[] } {
  const input = generalInput(form);
  const selected = counties?.find((c) => c.slug === form.county);
  const warnings: CalcWarning[] = [];
  // The home's own units, on the page's own county only (its units file is the one loaded).
  if (units && selected && selected.slug === props.initialCounty?.slug) {
    const refused = enteredErrors(form, Number(config.calc.localHomesteadMaxPct));
    if (refused.length) return { errors: refused };
    const rules = calcState(props.state).units;
    const ids = rules.slots.flatMap((s) => form.picks[s.key] ?? []);
    const typed = Object.fromEntries(
      Object.entries(form.unitRates)
        .filter(([, r]) => r !== '')
        .map(([id, r]) => [id, Number(r)]),
    );
    const chosen = chooseUnits(
      rules,
      units,
      selected as CountyRate,
      { ids, typed, typedLocal: typedLocals(form) },
      props.productYear,
    );
    if (chosen && 'errors' in chosen) return { errors: chosen.errors };
    if (chosen) {
      input.units = chosen.units;
      warnings.push(...chosen.warnings);
    }
  }
  return {
    warnings,
    request: {
      state: props.state,
      input,
      config,
      counties: counties as CountyRate[] | null,
      typicalRateChangePct: props.typicalChangePct,
      productYear: props.productYear,
      nycRates: props.nycRates,
    },
  };
}
