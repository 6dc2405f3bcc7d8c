// The state registry: each state's module (states/<code>/index.ts), by code: its engine side
// and everything its pages need besides. Its engine side alone is in engines.ts, beside this file,
// which the browser's scripts read. Both take their list from a file `rates emit` writes from
// STATE_CODES (schema/codes.ts, which the output schemas read), so a state is one folder and one
// code there. Every list of states derives from these; a code without its folder fails the
// typecheck. Adding a state: docs/data.md.
import type { StateCode } from '../schema/codes.ts';
import { ENGINES } from './engines.ts';
import { MODULE_LIST } from './module-list.ts';
import type { StateModule } from './types.ts';

export const STATES = MODULE_LIST satisfies { [C in StateCode]: StateModule & { calc: (typeof ENGINES)[C] } };

export const stateModule = (code: StateCode): StateModule => STATES[code];

export type GuideState = (typeof STATES)[StateCode]['guideSlug'];

/** The states' guide slugs, in the states' order. */
export const GUIDE_STATES: readonly GuideState[] = Object.values(STATES).map((s) => s.guideSlug);

export {
  CALC_STATE_MODULES,
  CHECKBOX_EXEMPTIONS,
  ENGINES,
  calcState,
  type CalcStateModule,
  type CheckboxId,
  type StateEngine,
} from './engines.ts';
export type {
  CountyHelp,
  LocalWords,
  MethodWords,
  NumberWords,
  StateModule,
  StateStrings,
  TimelineFigure,
  TimelineStep,
  ZipRules,
} from './types.ts';
export { NYC_LEAVES_OUT } from './ny/index.ts';
