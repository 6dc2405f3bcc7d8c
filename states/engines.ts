// The engine side of the state registry: each state's calc module (states/<code>/calc.ts), by
// code, from the list `rates emit` writes (engine-list.ts). It is a file of its own because the
// browser's scripts take only this side: a county page's islands load the engines, and the pages'
// words and data (states/index.ts) stay in the chunks that need them (the bundler splits by file).
// A code without its folder, or a folder whose engine side is incomplete, fails the typecheck.
import type { StateCode } from '../schema/codes.ts';
import { checkboxesOf, type CheckboxExemption } from '../engine/exemption-inputs.ts';
import type { CalcStateModule } from '../engine/state-module.ts';
import { ENGINE_LIST } from './engine-list.ts';

export const ENGINES = ENGINE_LIST satisfies Record<StateCode, CalcStateModule>;

/** A state's engine side: its engine, checkbox exemptions, buyer rule and unit rules. */
export const calcState = (code: StateCode): CalcStateModule => ENGINES[code];

/** Each state's engine side, by code. */
export const CALC_STATE_MODULES = ENGINES;

/** Every checkbox exemption's form field: FormState has one boolean for each. */
export type CheckboxId = (typeof ENGINES)[StateCode]['exemptions'][number]['id'];

/** Every state's checkbox exemptions, each once: the command line's flags and a share link's keys. */
export const CHECKBOX_EXEMPTIONS: readonly CheckboxExemption[] = checkboxesOf(
  Object.values(ENGINES).map((s) => s.exemptions),
);

export type { CalcStateModule, StateEngine } from '../engine/state-module.ts';
