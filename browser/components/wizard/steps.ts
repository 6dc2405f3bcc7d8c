import { closingParts, closingProblem } from '../../../engine/closing-date.ts';
import type { Localized } from '../../../schema/index.ts';
import type { FormState } from '../calculator/state.ts';

/** The wizard's steps, in order (spec §2). */
export const WIZARD_STEPS = ['propertyValue', 'location', 'exemptions', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

type StepForm = Pick<FormState, 'value' | 'county'> & Partial<Pick<FormState, 'buyer' | 'closing'>>;
/** A buyer's closing date passes buyer mode's own check (closing-date.ts), on `today`. */
const hasClosing = (form: StepForm, today: Date): boolean =>
  !form.buyer || closingProblem(form.closing ?? '', today) === null;

/**
 * Spec §5: step 1 needs a value above 0, step 2 a county, step 3 nothing, step 4 both. Step 1 first
 * asks whether the visitor is buying; a buyer also gives the closing date there.
 */
export function stepValid(step: WizardStep, form: StepForm, today: Date = new Date()): boolean {
  switch (step) {
    case 'propertyValue':
      return form.value > 0 && hasClosing(form, today);
    case 'location':
      return form.county !== '';
    case 'exemptions':
      return true;
    case 'review':
      return form.value > 0 && form.county !== '' && hasClosing(form, today);
  }
}

/**
 * Why a step cannot move on: a key of the calculator's own texts, or, for a closing date out of
 * range, buyer mode's message, which names the dates allowed.
 */
export function stepProblem(step: WizardStep, form: StepForm, today: Date = new Date()): string | Localized | null {
  if (stepValid(step, form, today)) return null;
  if (form.value <= 0 && step !== 'location') return 'calculator.validation.enterValidValue';
  if (step !== 'location' && !hasClosing(form, today))
    return closingParts(form.closing ?? '')
      ? closingProblem(form.closing!, today)!.message
      : 'calculator.buyer.closingRequired';
  return 'calculator.validation.selectCounty';
}
