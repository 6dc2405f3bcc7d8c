import type { FormState } from '../calculator/state.ts';

/** The wizard's steps, in order (spec §2). */
export const WIZARD_STEPS = ['propertyValue', 'location', 'exemptions', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

type StepForm = Pick<FormState, 'value' | 'county'> & Partial<Pick<FormState, 'buyer' | 'closing'>>;
const hasClosing = (form: StepForm): boolean => !form.buyer || /^\d{4}-\d{2}-\d{2}$/.test(form.closing ?? '');

/**
 * Spec §5: step 1 needs a value above 0, step 2 a county, step 3 nothing, step 4 both. Step 1 first
 * asks whether the visitor is buying; a buyer also gives the closing date there.
 */
export function stepValid(step: WizardStep, form: StepForm): boolean {
  switch (step) {
    case 'propertyValue':
      return form.value > 0 && hasClosing(form);
    case 'location':
      return form.county !== '';
    case 'exemptions':
      return true;
    case 'review':
      return form.value > 0 && form.county !== '' && hasClosing(form);
  }
}

/** The message that says why a step cannot move on (the calculator's own texts). */
export function stepProblem(step: WizardStep, form: StepForm): string | null {
  if (stepValid(step, form)) return null;
  if (form.value <= 0 && step !== 'location') return 'calculator.validation.enterValidValue';
  if (step !== 'location' && !hasClosing(form)) return 'calculator.buyer.closingRequired';
  return 'calculator.validation.selectCounty';
}
