// Florida's constants, read from its config: the homestead exemptions, their floor, the default split.
import { cached, exemptionAmount, levels, num, split, type LevelRule } from '../../engine/rules.ts';
import type { Part } from '../../engine/model.ts';

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

export const floridaRules = cached((c): FloridaRules => ({
  split: split(c.calc.defaultSplitPct, 'fl.calc.defaultSplitPct'),
  homestead: exemptionAmount(c, 'homestead'),
  additionalHomestead: exemptionAmount(c, 'additionalHomestead'),
  additionalHomesteadFloor: num(c.calc.additionalHomesteadFloor, 'fl.calc.additionalHomesteadFloor'),
  over65: exemptionAmount(c, 'over65'),
  disabled: exemptionAmount(c, 'disabled'),
  veteranLevels: levels(c),
}));
