// Typed views of a state config's exemption amounts and `calc` constants. The engines never
// retype a number: every amount, split and limit comes from here, read once per config object.
import type { Part } from './model.ts';
import type { ExemptionLevel, StateConfig } from './types.ts';

/** A config that lacks a constant an engine needs is a bug in the data, not a user error. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface LevelRule {
  id: string;
  amount: number;
  full: boolean;
}

export interface TexasRules {
  split: Record<Part, number>;
  homestead: number;
  over65: number;
  disabled: number;
  veteranLevels: readonly LevelRule[];
}

export interface FloridaRules {
  split: Record<Part, number>;
  homestead: number;
  additionalHomestead: number;
  additionalHomesteadFloor: number;
  /** The senior exemption as the calculation counts it: the config amount capped by over65CalcCap. */
  over65: number;
  disabled: number;
  veteranLevels: readonly LevelRule[];
}

export interface CaliforniaRules {
  split: Record<Part, number>;
  homeowner: number;
  veteranLevels: readonly LevelRule[];
}

export interface NewYorkRules {
  split: Record<Part, number>;
  starBasic: number;
  starEnhanced: number;
  enhancedStarIncomeLimit: number;
  seniorValuePct: number;
  veteranValuePct: number;
}

export interface NycVeteranBandRule {
  id: string;
  multiplier: number;
  full: boolean;
}

export interface NycRules {
  assessmentRatio: Record<string, number>;
  schoolShare: Record<string, number>;
  starRatePct: Record<string, number>;
  starClasses: readonly string[];
  abatement: { assessedThreshold: number; lowerPct: number; upperPct: number };
  veteranValuePct: number;
  veteranBands: readonly NycVeteranBandRule[];
  marketValueMax: number;
  starBasic: number;
  starEnhanced: number;
  enhancedStarIncomeLimit: number;
}

function obj(v: unknown, where: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ConfigError(`${where}: expected an object`);
  return v as Record<string, unknown>;
}

function num(v: unknown, where: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) {
    throw new ConfigError(`${where}: expected a non-negative number, found ${JSON.stringify(v)}`);
  }
  return v;
}

function exemptionAmount(config: StateConfig, id: string): number {
  return num(config.exemptions[id]?.amount, `${config.stateCode}.exemptions.${id}.amount`);
}

/** A split must cover the whole rate, or the parts would not add up to the bill. */
function split(v: unknown, where: string): Record<Part, number> {
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

function levels(config: StateConfig): LevelRule[] {
  const list: readonly ExemptionLevel[] = config.exemptions.disabledVeteran?.levels ?? [];
  return list.map((l) => {
    const full = l.full === true;
    return { id: l.id, full, amount: full ? 0 : num(l.amount, `${config.stateCode}.disabledVeteran.levels.${l.id}.amount`) };
  });
}

function cached<R>(build: (c: StateConfig) => R): (c: StateConfig) => R {
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

export const texasRules = cached(
  (c): TexasRules => ({
    split: split(c.calc.defaultSplitPct, 'tx.calc.defaultSplitPct'),
    homestead: exemptionAmount(c, 'homestead'),
    over65: exemptionAmount(c, 'over65'),
    disabled: exemptionAmount(c, 'disabled'),
    veteranLevels: levels(c),
  }),
);

export const floridaRules = cached(
  (c): FloridaRules => ({
    split: split(c.calc.defaultSplitPct, 'fl.calc.defaultSplitPct'),
    homestead: exemptionAmount(c, 'homestead'),
    additionalHomestead: exemptionAmount(c, 'additionalHomestead'),
    additionalHomesteadFloor: num(c.calc.additionalHomesteadFloor, 'fl.calc.additionalHomesteadFloor'),
    over65: Math.min(exemptionAmount(c, 'over65'), num(c.calc.over65CalcCap, 'fl.calc.over65CalcCap')),
    disabled: exemptionAmount(c, 'disabled'),
    veteranLevels: levels(c),
  }),
);

export const californiaRules = cached(
  (c): CaliforniaRules => ({
    split: split(c.calc.defaultSplitPct, 'ca.calc.defaultSplitPct'),
    homeowner: exemptionAmount(c, 'homeowner'),
    veteranLevels: levels(c),
  }),
);

export const newYorkRules = cached((c): NewYorkRules => {
  const schoolPct = num(c.calc.schoolSharePct, 'ny.calc.schoolSharePct');
  const rest = split({ school: 0, ...obj(c.calc.nonSchoolSplitPct, 'ny.calc.nonSchoolSplitPct') }, 'ny.calc.nonSchoolSplitPct');
  const other = (100 - schoolPct) / 100;
  return {
    // The school share comes off the top; the rest is split among county, city and village.
    split: { school: schoolPct, county: rest.county * other, city: rest.city * other, special: rest.special * other },
    starBasic: exemptionAmount(c, 'starBasic'),
    starEnhanced: exemptionAmount(c, 'starEnhanced'),
    enhancedStarIncomeLimit: num(c.calc.enhancedStarIncomeLimit, 'ny.calc.enhancedStarIncomeLimit'),
    seniorValuePct: num(c.calc.seniorValueReductionPct, 'ny.calc.seniorValueReductionPct'),
    veteranValuePct: num(c.calc.veteranValuePct, 'ny.calc.veteranValuePct'),
  };
});

function classTable(v: unknown, where: string): Record<string, number> {
  const o = obj(v, where);
  const out: Record<string, number> = {};
  for (const k of ['class1', 'class2', 'class3', 'class4']) out[k] = num(o[k], `${where}.${k}`);
  return out;
}

export const nycRules = cached((c): NycRules => {
  const nyc = obj(c.calc.nyc, 'ny.calc.nyc');
  const abatement = obj(nyc.class2Abatement, 'ny.calc.nyc.class2Abatement');
  const veteran = obj(nyc.veteran, 'ny.calc.nyc.veteran');
  const bands = veteran.bands;
  if (!Array.isArray(bands)) throw new ConfigError('ny.calc.nyc.veteran.bands: expected a list');
  const starClasses = nyc.starClasses;
  if (!Array.isArray(starClasses)) throw new ConfigError('ny.calc.nyc.starClasses: expected a list');
  return {
    assessmentRatio: classTable(nyc.assessmentRatio, 'ny.calc.nyc.assessmentRatio'),
    schoolShare: classTable(nyc.schoolShare, 'ny.calc.nyc.schoolShare'),
    starRatePct: classTable(nyc.starRatePct, 'ny.calc.nyc.starRatePct'),
    starClasses: starClasses.map(String),
    abatement: {
      assessedThreshold: num(abatement.assessedThreshold, 'ny.calc.nyc.class2Abatement.assessedThreshold'),
      lowerPct: num(abatement.lowerPct, 'ny.calc.nyc.class2Abatement.lowerPct'),
      upperPct: num(abatement.upperPct, 'ny.calc.nyc.class2Abatement.upperPct'),
    },
    veteranValuePct: num(veteran.assessedValuePct, 'ny.calc.nyc.veteran.assessedValuePct'),
    veteranBands: bands.map((b: unknown, i) => {
      const band = obj(b, `ny.calc.nyc.veteran.bands[${i}]`);
      const full = band.full === true;
      return { id: String(band.id), full, multiplier: full ? 0 : num(band.multiplier, `ny.calc.nyc.veteran.bands[${i}].multiplier`) };
    }),
    marketValueMax: num(nyc.marketValueWarningAbove, 'ny.calc.nyc.marketValueWarningAbove'),
    starBasic: exemptionAmount(c, 'starBasic'),
    starEnhanced: exemptionAmount(c, 'starEnhanced'),
    enhancedStarIncomeLimit: num(c.calc.enhancedStarIncomeLimit, 'ny.calc.enhancedStarIncomeLimit'),
  };
});
