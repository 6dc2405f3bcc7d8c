import type { FormState } from '../calculator/state.ts';

/** The wizard's steps, in order (spec §2). */
export const WIZARD_STEPS = ['propertyValue', 'location', 'exemptions', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Spec §5: step 1 needs a value above 0, step 2 a county, step 3 nothing, step 4 both. */
export function stepValid(step: WizardStep, form: Pick<FormState, 'value' | 'county'>): boolean {
  switch (step) {
    case 'propertyValue': return form.value > 0;
    case 'location': return form.county !== '';
    case 'exemptions': return true;
    case 'review': return form.value > 0 && form.county !== '';
  }
}

/** The message that says why a step cannot move on (the calculator's own texts). */
export function stepProblem(step: WizardStep, form: Pick<FormState, 'value' | 'county'>): string | null {
  if (stepValid(step, form)) return null;
  if (form.value <= 0 && step !== 'location') return 'calculator.validation.enterValidValue';
  return 'calculator.validation.selectCounty';
}
