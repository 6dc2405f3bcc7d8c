// The state registry: one module per state, by code. Every list of states derives from here or
// from STATE_CODES (schema/codes.ts, which the output schemas and the engines read); a code
// without a module fails the typecheck. Adding a state: docs/data.md, "Adding a state".
import type { StateCode } from '../../schema/codes.ts';
import { california } from './ca/index.ts';
import { florida } from './fl/index.ts';
import { newYork } from './ny/index.ts';
import { texas } from './tx/index.ts';
import type { StateModule } from './types.ts';
import { checkboxesOf, type CheckboxExemption } from '../calc/exemption-inputs.ts';
import type { CalcStateModule } from '../calc/state-module.ts';

export const STATES = {
  tx: texas,
  ca: california,
  fl: florida,
  ny: newYork,
} as const satisfies Record<StateCode, StateModule>;

export const stateModule = (code: StateCode): StateModule => STATES[code];

/** A state's engine side: its engine, checkbox exemptions, buyer rule and unit rules. */
export const calcState = (code: StateCode): CalcStateModule => STATES[code].calc;

/** Each state's engine side, by code (the calc field of its module). */
export const CALC_STATE_MODULES = Object.fromEntries(Object.entries(STATES).map(([code, s]) => [code, s.calc])) as {
  readonly [C in StateCode]: (typeof STATES)[C]['calc'];
};

/** Every checkbox exemption's form field: FormState has one boolean for each. */
export type CheckboxId = (typeof STATES)[StateCode]['calc']['exemptions'][number]['id'];

/** Every state's checkbox exemptions, each once: the command line's flags and a share link's keys. */
export const CHECKBOX_EXEMPTIONS: readonly CheckboxExemption[] = checkboxesOf(
  Object.values(STATES).map((s) => s.calc.exemptions),
);

export type GuideState = (typeof STATES)[StateCode]['guideSlug'];

/** The states' guide slugs, in the states' order. */
export const GUIDE_STATES: readonly GuideState[] = Object.values(STATES).map((s) => s.guideSlug);

export type { CalcStateModule, StateEngine } from '../calc/state-module.ts';
export type {
  CountyHelp,
  MethodWords,
  NumberWords,
  StateModule,
  TimelineFigure,
  TimelineStep,
  ZipRules,
} from './types.ts';
export { NYC_LEAVES_OUT } from './ny/index.ts';
