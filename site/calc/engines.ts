// Which engine and which constants serve a state: the only place that maps a state code to its rules.
import { californiaBill } from './california-units.ts';
import { floridaBill } from './florida-units.ts';
import type { GeneralInput, GeneralResult, Part, RateUsed } from './model.ts';
import { newYorkBill } from './ny-units.ts';
import { californiaRules, floridaRules, newYorkRules, texasRules, type LevelRule } from './rules.ts';
import { texasTax } from './texas.ts';
import type { StateCode, StateConfig } from './types.ts';

export interface StateEngine {
  split: Record<Part, number>;
  veteranLevels: readonly LevelRule[];
  run(input: GeneralInput, rate: RateUsed, rangeChangePct: number | null, productYear?: number | null): GeneralResult;
}

const engines = new WeakMap<StateConfig, Partial<Record<StateCode, StateEngine>>>();

/** Throws ConfigError when the config lacks a constant the state's rules need. Built once per config. */
export function stateEngine(state: StateCode, config: StateConfig): StateEngine {
  let byState = engines.get(config);
  if (byState === undefined) {
    byState = {};
    engines.set(config, byState);
  }
  return (byState[state] ??= build(state, config));
}

function build(state: StateCode, config: StateConfig): StateEngine {
  switch (state) {
    case 'tx': {
      const r = texasRules(config);
      return {
        split: r.split,
        veteranLevels: r.veteranLevels,
        run: (i, rate, pct, year) => texasTax(i, rate, r, pct, year ?? null),
      };
    }
    case 'fl': {
      const r = floridaRules(config);
      return { split: r.split, veteranLevels: r.veteranLevels, run: (i, rate, pct) => floridaBill(i, rate, r, pct) };
    }
    case 'ca': {
      const r = californiaRules(config);
      return {
        split: r.split,
        veteranLevels: r.veteranLevels,
        run: (i, rate, pct) => californiaBill(i, rate, r, r.split, pct),
      };
    }
    case 'ny': {
      const r = newYorkRules(config);
      return {
        split: r.split,
        veteranLevels: [],
        run: (i, rate, pct, year) => newYorkBill(i, rate, r, pct, year ?? null),
      };
    }
  }
}
