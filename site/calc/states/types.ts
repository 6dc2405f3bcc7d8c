// The engine side of a state: what site/calc needs to compute its bills. The page side (guides,
// leaves-out, help) is in site/states/<code>/, which builds on this one.
import type { BuyerStateRule } from '../buyer-parts.ts';
import type { OfferedCheckbox } from '../exemption-inputs.ts';
import type { GeneralInput, GeneralResult, Part, RateUsed } from '../model.ts';
import type { LevelRule } from '../rules.ts';
import type { StateCode, StateConfig } from '../types.ts';

export interface StateEngine {
  split: Record<Part, number>;
  veteranLevels: readonly LevelRule[];
  run(input: GeneralInput, rate: RateUsed, rangeChangePct: number | null, productYear?: number | null): GeneralResult;
}

export interface CalcStateModule {
  code: StateCode;
  /** The state's engine over its config's constants; throws ConfigError when one it needs is missing. */
  engine(config: StateConfig): StateEngine;
  /** The yes/no exemptions the form, the wizard, the command line and a share link offer, in the form's order. */
  exemptions: readonly OfferedCheckbox[];
  /** What buying a home resets in year two. */
  buyer: BuyerStateRule;
}
