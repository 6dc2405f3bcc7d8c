// New York City's constants, read from the New York config: class target ratios, caps, STAR in
// assessed dollars, SCHE, veterans' maximums and the co-op/condo abatement tiers.
import { cached, ConfigError, num, obj } from '../../engine/rules.ts';
import { newYorkRules } from './rules.ts';

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
  homeValueMax: number;
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
    homeValueMax: num(nyc.marketValueWarningAbove, 'ny.calc.nyc.marketValueWarningAbove'),
  };
});
