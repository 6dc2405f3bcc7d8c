// Texas's constants, read from its config: exemption amounts, the default split, the local-option bounds.
import { cached, exemptionAmount, levels, num, split, type LevelRule } from '../../engine/rules.ts';
import type { Part } from '../../engine/model.ts';

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

export const texasRules = cached((c): TexasRules => ({
  split: split(c.calc.defaultSplitPct, 'tx.calc.defaultSplitPct'),
  homestead: exemptionAmount(c, 'homestead'),
  over65: exemptionAmount(c, 'over65'),
  disabled: exemptionAmount(c, 'disabled'),
  veteranLevels: levels(c),
  localHomesteadMin: num(c.calc.localHomesteadMinimum, 'tx.calc.localHomesteadMinimum'),
  localHomesteadMaxPct: num(c.calc.localHomesteadMaxPct, 'tx.calc.localHomesteadMaxPct'),
}));
