// Which engine and which constants serve a state: each state's module (states/) builds its engine; this keeps one per
// config.
import { calcState } from '../engines.ts';
import type { StateEngine } from '../../engine/state-module.ts';
import type { StateCode } from '../../schema/codes.ts';
import type { StateConfig } from '../../schema/index.ts';

export type { StateEngine } from '../../engine/state-module.ts';

const engines = new WeakMap<StateConfig, Partial<Record<StateCode, StateEngine>>>();

/** Throws ConfigError when the config lacks a constant the state's rules need. Built once per config. */
export function stateEngine(state: StateCode, config: StateConfig): StateEngine {
  let byState = engines.get(config);
  if (byState === undefined) {
    byState = {};
    engines.set(config, byState);
  }
  return (byState[state] ??= calcState(state).engine(config));
}
