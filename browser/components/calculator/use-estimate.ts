import { useEffect, useRef, useState } from 'react';
import type { BuyerResult } from '../../../states/estimate/buyer.ts';
import type { CalcError, CalcWarning, GeneralResult, Notice, NycResult } from '../../../engine/model.ts';
import type { Lang } from '../../../schema/codes.ts';
import type { StateConfig } from '../../../schema/index.ts';
import type { lookup } from '../text.ts';
import { runBuyerCalculation, runCalculation } from './compute.ts';
import { plainFormNumbers } from './form-numbers.ts';
import { calcState } from '../../../states/engines.ts';
import type { CalculatorProps, CountyListEntry, PickUnit } from './props.ts';
import { reportCalculated, reportFailed } from './report-calculation.ts';
import type { FormState, Phase } from './state.ts';
import type { CalculatorNotices } from './use-calculator-notices.ts';

interface EstimateInputs {
  props: CalculatorProps;
  config: StateConfig;
  t: ReturnType<typeof lookup>;
  lang: Lang;
  form: FormState;
  counties: CountyListEntry[] | null;
  units: PickUnit[] | null;
  /** Whether the result stands beside the form, and whether the visitor has edited the form themselves. */
  beside: boolean;
  edited: boolean;
  say: CalculatorNotices;
  /** Notices a result gets for the picks it was computed with (what a ZIP chose). */
  notes?: (picks: FormState['picks']) => Notice[];
}

/**
 * The estimate shown and how it came: `calculate` (Calculate, a shared link, the wizard) runs after
 * the spec's short delay with a notice and a log line; beside the form, each edit refills it at once.
 */
export function useEstimate(inputs: EstimateInputs) {
  const { props, config, t, lang, form, counties, units, beside, edited, say } = inputs;
  const { state } = props;
  const rate = calcState(state).units.rate;
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<GeneralResult | NycResult | null>(null);
  const [buyerResult, setBuyerResult] = useState<BuyerResult | null>(null);
  const [errors, setErrors] = useState<CalcError[]>([]);
  // What the shown result was computed with but the visitor should check (a typed rate far from the usual one).
  const [warnings, setWarnings] = useState<CalcWarning[]>([]);
  // The form the shown result came from (the report and the share link describe that result).
  const [calculated, setCalculated] = useState<FormState | null>(null);
  // Whether the shown result followed typing (it stays where it is) rather than a Calculate.
  const [live, setLive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const county = counties?.find((c) => c.slug === form.county) ?? null;
  const canCalculate = form.county !== '' && form.value > 0 && phase !== 'calculating';

  const compute = (used: FormState) => {
    // Buyer mode shows the buyer's first own bill as the result, with the seller's year and escrow above it.
    const bought = used.buyer ? runBuyerCalculation(props, config, counties, used, units) : null;
    const outcome = bought
      ? bought.ok
        ? { ok: true as const, result: bought.result.yearTwoResult, warnings: [] as CalcWarning[] }
        : bought
      : runCalculation(props, config, counties, used, units);
    if (outcome.ok && outcome.result.kind === 'general' && inputs.notes)
      outcome.result.notices.push(...inputs.notes(used.picks));
    return { bought, outcome };
  };

  // Beside the form, the result follows each edit at once, quietly: no delay, no announcement, no
  // log (Calculate still does all three). An edit that does not compute leaves the last result.
  useEffect(() => {
    if (!beside || !edited || phase === 'calculating' || !canCalculate || !county) return;
    // Typed amounts not yet readable leave the last result; Calculate names the field.
    const plain = plainFormNumbers(form, lang, t, rate);
    if ('errors' in plain) return;
    const { bought, outcome } = compute(plain.form);
    if (!outcome.ok) return;
    setWarnings(outcome.warnings);
    setResult(outcome.result);
    setBuyerResult(bought?.ok ? bought.result : null);
    setCalculated(plain.form);
    setErrors([]);
    setPhase('done');
    setLive(true);
    // Only the form's own edits drive this; the rest is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [beside, edited, form, units, counties]);

  const calculate = (): void => {
    if (!canCalculate) return;
    // Typed amounts are read once here; a refusal shows on its own field and nothing is calculated.
    const plain = plainFormNumbers(form, lang, t, rate);
    if ('errors' in plain) {
      setResult(null);
      setBuyerResult(null);
      setErrors(plain.errors);
      setPhase('failed');
      return;
    }
    const used = plain.form;
    setPhase('calculating');
    setResult(null);
    setBuyerResult(null);
    setErrors([]);
    setLive(false);
    timer.current = setTimeout(() => {
      const { bought, outcome } = compute(used);
      if (outcome.ok) {
        setWarnings(outcome.warnings);
        setResult(outcome.result);
        setBuyerResult(bought?.ok ? bought.result : null);
        setCalculated(used);
        setPhase('done');
        reportCalculated(state, county, used, outcome.result);
        say.calculated(outcome.result, county?.name ?? '');
        return;
      }
      setErrors(outcome.errors);
      setPhase('failed');
      reportFailed(state, used, outcome.errors);
      if (outcome.errors.some((e) => e.code === 'calculation-failed')) say.calculationFailed(calculate);
    }, props.timing.calculationMs);
  };

  return { phase, result, buyerResult, errors, warnings, calculated, live, county, canCalculate, calculate };
}
