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
  /** A unit's percentage homestead exemption is never less than this (Tax Code §11.13(n)). */
  localHomesteadMin: number;
  /** The highest percentage a unit may grant (§11.13(n)); higher entered figures are refused. */
  localHomesteadMaxPct: number;
}

export interface FloridaRules {
  split: Record<Part, number>;
  homestead: number;
  additionalHomestead: number;
  additionalHomesteadFloor: number;
  /** The senior exemption as the config gives it (the most a county or city may grant). */
  over65: number;
  disabled: number;
  veteranLevels: readonly LevelRule[];
}

export interface CaliforniaRules {
  split: Record<Part, number>;
  homeowner: number;
  veteranLevels: readonly LevelRule[];
}

/** RPTL §458-a: shares of the value and their default maximums (full-value dollars). */
export interface VeteranRules {
  wartimePct: number;
  combatPct: number;
  /** The disability part is this share of the VA rating, as a share of the value (50 % of a 40 % rating = 20 %). */
  disabledShareOfRatingPct: number;
  maxWartime: number;
  maxCombat: number;
  maxDisabled: number;
}

export interface NewYorkRules {
  split: Record<Part, number>;
  starBasic: number;
  starEnhanced: number;
  enhancedStarIncomeLimit: number;
  seniorValuePct: number;
  veteran: VeteranRules;
}

export interface NycRules {
  /** The ratio of market value each class is assessed at when no cap holds it lower (class 1: 6 %, others 45 %). */
  targetRatioPct: Record<string, number>;
  /** Class 1 billable assessed value ÷ market value, citywide, from Finance's roll totals; null when unknown. */
  class1CitywideRatioPct: number | null;
  capAnnualPct: number;
  capFiveYearPct: number;
  /** STAR exemption, in assessed-value dollars, by class and kind (published by the State for NYC). */
  starExemptionAv: Record<string, { basic: number; enhanced: number }>;
  enhancedStarIncomeLimit: number;
  sche: { incomeLimit: number; scale: { maxIncome: number; pct: number }[] };
  veteranShares: { wartimePct: number; combatPct: number; disabledShareOfRatingPct: number };
  veteranMaxAv: Record<string, { wartime: number; combat: number; disabled: number }>;
  abatementTiers: { maxAverageAv: number | null; pct: number }[];
  marketValueMax: number;
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
    return {
      id: l.id,
      full,
      amount: full ? 0 : num(l.amount, `${config.stateCode}.disabledVeteran.levels.${l.id}.amount`),
    };
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

export const texasRules = cached((c): TexasRules => ({
  split: split(c.calc.defaultSplitPct, 'tx.calc.defaultSplitPct'),
  homestead: exemptionAmount(c, 'homestead'),
  over65: exemptionAmount(c, 'over65'),
  disabled: exemptionAmount(c, 'disabled'),
  veteranLevels: levels(c),
  localHomesteadMin: num(c.calc.localHomesteadMinimum, 'tx.calc.localHomesteadMinimum'),
  localHomesteadMaxPct: num(c.calc.localHomesteadMaxPct, 'tx.calc.localHomesteadMaxPct'),
}));

export const floridaRules = cached((c): FloridaRules => ({
  split: split(c.calc.defaultSplitPct, 'fl.calc.defaultSplitPct'),
  homestead: exemptionAmount(c, 'homestead'),
  additionalHomestead: exemptionAmount(c, 'additionalHomestead'),
  additionalHomesteadFloor: num(c.calc.additionalHomesteadFloor, 'fl.calc.additionalHomesteadFloor'),
  over65: exemptionAmount(c, 'over65'),
  disabled: exemptionAmount(c, 'disabled'),
  veteranLevels: levels(c),
}));

export const californiaRules = cached((c): CaliforniaRules => ({
  split: split(c.calc.defaultSplitPct, 'ca.calc.defaultSplitPct'),
  homeowner: exemptionAmount(c, 'homeowner'),
  veteranLevels: levels(c),
}));

export const newYorkRules = cached((c): NewYorkRules => {
  const schoolPct = num(c.calc.schoolSharePct, 'ny.calc.schoolSharePct');
  const rest = split(
    { school: 0, ...obj(c.calc.nonSchoolSplitPct, 'ny.calc.nonSchoolSplitPct') },
    'ny.calc.nonSchoolSplitPct',
  );
  const other = (100 - schoolPct) / 100;
  return {
    // The school share comes off the top; the rest is split among county, city and village.
    split: { school: schoolPct, county: rest.county * other, city: rest.city * other, special: rest.special * other },
    starBasic: exemptionAmount(c, 'starBasic'),
    starEnhanced: exemptionAmount(c, 'starEnhanced'),
    enhancedStarIncomeLimit: num(c.calc.enhancedStarIncomeLimit, 'ny.calc.enhancedStarIncomeLimit'),
    seniorValuePct: num(c.calc.seniorValueReductionPct, 'ny.calc.seniorValueReductionPct'),
    veteran: veteranRules(c.calc.veteran, 'ny.calc.veteran'),
  };
});

function veteranRules(v: unknown, where: string): VeteranRules {
  const o = obj(v, where);
  const n = (k: string) => num(o[k], `${where}.${k}`);
  return {
    wartimePct: n('wartimePct'),
    combatPct: n('combatPct'),
    disabledShareOfRatingPct: n('disabledShareOfRatingPct'),
    maxWartime: n('maxWartime'),
    maxCombat: n('maxCombat'),
    maxDisabled: n('maxDisabled'),
  };
}

function classTable(v: unknown, where: string): Record<string, number> {
  const o = obj(v, where);
  const out: Record<string, number> = {};
  for (const k of ['class1', 'class2', 'class3', 'class4']) out[k] = num(o[k], `${where}.${k}`);
  return out;
}

export const nycRules = cached((c): NycRules => {
  const nyc = obj(c.calc.nyc, 'ny.calc.nyc');
  const citywide = obj(nyc.class1Citywide, 'ny.calc.nyc.class1Citywide');
  const mv = citywide.marketValueBillions,
    av = citywide.assessedValueBillions;
  const caps = obj(nyc.caps, 'ny.calc.nyc.caps');
  const starAv = obj(obj(nyc.star, 'ny.calc.nyc.star').exemptionAv, 'ny.calc.nyc.star.exemptionAv');
  const sche = obj(nyc.sche, 'ny.calc.nyc.sche');
  const scale = sche.scale;
  if (!Array.isArray(scale)) throw new ConfigError('ny.calc.nyc.sche.scale: expected a list');
  const maxAv = obj(obj(nyc.veteran, 'ny.calc.nyc.veteran').maxAv, 'ny.calc.nyc.veteran.maxAv');
  const tiers = obj(nyc.abatement, 'ny.calc.nyc.abatement').tiers;
  if (!Array.isArray(tiers)) throw new ConfigError('ny.calc.nyc.abatement.tiers: expected a list');
  const ny = newYorkRules(c);
  return {
    targetRatioPct: classTable(nyc.targetRatioPct, 'ny.calc.nyc.targetRatioPct'),
    class1CitywideRatioPct: typeof mv === 'number' && typeof av === 'number' && mv > 0 ? (av / mv) * 100 : null,
    capAnnualPct: num(caps.class1AnnualPct, 'ny.calc.nyc.caps.class1AnnualPct'),
    capFiveYearPct: num(caps.class1FiveYearPct, 'ny.calc.nyc.caps.class1FiveYearPct'),
    starExemptionAv: Object.fromEntries(
      Object.entries(starAv).map(([cls, v]) => {
        const kinds = obj(v, `ny.calc.nyc.star.exemptionAv.${cls}`);
        return [
          cls,
          {
            basic: num(kinds.basic, `ny.calc.nyc.star.exemptionAv.${cls}.basic`),
            enhanced: num(kinds.enhanced, `ny.calc.nyc.star.exemptionAv.${cls}.enhanced`),
          },
        ];
      }),
    ),
    enhancedStarIncomeLimit: ny.enhancedStarIncomeLimit,
    sche: {
      incomeLimit: num(sche.incomeLimit, 'ny.calc.nyc.sche.incomeLimit'),
      scale: scale.map((r: unknown, i) => {
        const row = obj(r, `ny.calc.nyc.sche.scale[${i}]`);
        return {
          maxIncome: num(row.maxIncome, `ny.calc.nyc.sche.scale[${i}].maxIncome`),
          pct: num(row.pct, `ny.calc.nyc.sche.scale[${i}].pct`),
        };
      }),
    },
    veteranShares: {
      wartimePct: ny.veteran.wartimePct,
      combatPct: ny.veteran.combatPct,
      disabledShareOfRatingPct: ny.veteran.disabledShareOfRatingPct,
    },
    veteranMaxAv: Object.fromEntries(
      Object.entries(maxAv).map(([cls, v]) => {
        const m = obj(v, `ny.calc.nyc.veteran.maxAv.${cls}`);
        const n = (k: string) => num(m[k], `ny.calc.nyc.veteran.maxAv.${cls}.${k}`);
        return [cls, { wartime: n('wartime'), combat: n('combat'), disabled: n('disabled') }];
      }),
    ),
    abatementTiers: tiers.map((r: unknown, i) => {
      const row = obj(r, `ny.calc.nyc.abatement.tiers[${i}]`);
      return {
        maxAverageAv:
          row.maxAverageAv === null ? null : num(row.maxAverageAv, `ny.calc.nyc.abatement.tiers[${i}].maxAverageAv`),
        pct: num(row.pct, `ny.calc.nyc.abatement.tiers[${i}].pct`),
      };
    }),
    marketValueMax: num(nyc.marketValueWarningAbove, 'ny.calc.nyc.marketValueWarningAbove'),
  };
});
