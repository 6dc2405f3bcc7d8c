// The engine side of every state, by code: the one place that maps a state code to its rules.
// The codes themselves are STATE_CODES (schema/codes.ts); a state missing here fails the typecheck.
import { checkboxesOf, type CheckboxExemption } from '../exemption-inputs.ts';
import type { StateCode } from '../types.ts';
import { california } from './ca.ts';
import { florida } from './fl.ts';
import { newYork } from './ny.ts';
import { texas } from './tx.ts';
import type { CalcStateModule } from './types.ts';

export const CALC_STATE_MODULES = {
  tx: texas,
  ca: california,
  fl: florida,
  ny: newYork,
} as const satisfies Record<StateCode, CalcStateModule>;

export const calcState = (code: StateCode): CalcStateModule => CALC_STATE_MODULES[code];

/** Every checkbox exemption's form field: FormState has one boolean for each. */
export type CheckboxId = (typeof CALC_STATE_MODULES)[StateCode]['exemptions'][number]['id'];

/** Every state's checkbox exemptions, each once: the command line's flags and a share link's keys. */
export const CHECKBOX_EXEMPTIONS: readonly CheckboxExemption[] = checkboxesOf(
  Object.values(CALC_STATE_MODULES).map((s) => s.exemptions),
);

export type { CalcStateModule, StateEngine } from './types.ts';
