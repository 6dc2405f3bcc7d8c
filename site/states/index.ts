// The state registry: one module per state, by code. Every list of states derives from here or
// from STATE_CODES (schema/codes.ts, which the output schemas and the engines read); a code
// without a module fails the typecheck. Adding a state: docs/data.md, "Adding a state".
import type { StateCode } from '../calc/types.ts';
import { california } from './ca/index.ts';
import { florida } from './fl/index.ts';
import { newYork } from './ny/index.ts';
import { texas } from './tx/index.ts';
import type { StateModule } from './types.ts';

export const STATES = {
  tx: texas,
  ca: california,
  fl: florida,
  ny: newYork,
} as const satisfies Record<StateCode, StateModule>;

export const stateModule = (code: StateCode): StateModule => STATES[code];

export type GuideState = (typeof STATES)[StateCode]['guideSlug'];

/** The states' guide slugs, in the states' order. */
export const GUIDE_STATES: readonly GuideState[] = Object.values(STATES).map((s) => s.guideSlug);

export type { CountyHelp, MethodWords, NumberWords, StateModule, TimelineFigure, TimelineStep } from './types.ts';
export { NYC_LEAVES_OUT } from './ny/index.ts';
