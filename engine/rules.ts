// The readers a state's rules are made of (states/<code>/rules.ts): typed views of a config's
// exemption amounts and `calc` constants. The engines never retype a number: every amount, split
// and limit comes through these, read once per config object.
import type { Part } from './model.ts';
import type { ExemptionLevel, StateConfig } from '../schema/index.ts';

/** A config that lacks a constant an engine needs is a bug in the data, not a user error. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface LevelRule {
  id: string;
  amount: number;
  full: boolean;
}

export function obj(v: unknown, where: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ConfigError(`${where}: expected an object`);
  return v as Record<string, unknown>;
}

export function num(v: unknown, where: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) {
    throw new ConfigError(`${where}: expected a non-negative number, found ${JSON.stringify(v)}`);
  }
  return v;
}

export function exemptionAmount(config: StateConfig, id: string): number {
  return num(config.exemptions[id]?.amount, `${config.stateCode}.exemptions.${id}.amount`);
}

/** A split must cover the whole rate, or the parts would not add up to the bill. */
export function split(v: unknown, where: string): Record<Part, number> {
  const o = obj(v, where);
  const s = {
    school: o.school === undefined ? 0 : num(o.school, `${where}.school`),
    county: o.county === undefined ? 0 : num(o.county, `${where}.county`),
    city: o.city === undefined ? 0 : num(o.city, `${where}.city`),
    special: o.special === undefined ? 0 : num(o.special, `${where}.special`),
  };
  const total = s.school + s.county + s.city + s.special;
  if (Math.abs(total - 100) > 1e-6) throw new ConfigError(`${where}: parts add up to ${total}, expected 100`);
  return s;
}

export function levels(config: StateConfig): LevelRule[] {
  const list: readonly ExemptionLevel[] = config.exemptions.disabledVeteran?.levels ?? [];
  return list.map((l) => {
    const full = l.full === true;
    return {
      id: l.id,
      full,
      amount: full ? 0 : num(l.amount, `${config.stateCode}.disabledVeteran.levels.${l.id}.amount`),
    };
  });
}

export function cached<R>(build: (c: StateConfig) => R): (c: StateConfig) => R {
  const cache = new WeakMap<StateConfig, R>();
  return (c) => {
    let r = cache.get(c);
    if (r === undefined) {
      r = build(c);
      cache.set(c, r);
    }
    return r;
  };
}
