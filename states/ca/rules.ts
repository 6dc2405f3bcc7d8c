// California's constants, read from its config: the homeowners' exemption and the default split.
import { cached, exemptionAmount, levels, split, type LevelRule } from '../../engine/rules.ts';
import type { Part } from '../../engine/model.ts';

export interface CaliforniaRules {
  split: Record<Part, number>;
  homeowner: number;
  veteranLevels: readonly LevelRule[];
}

export const californiaRules = cached((c): CaliforniaRules => ({
  split: split(c.calc.defaultSplitPct, 'ca.calc.defaultSplitPct'),
  homeowner: exemptionAmount(c, 'homeowner'),
  veteranLevels: levels(c),
}));
