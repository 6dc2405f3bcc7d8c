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
  /** `calc --veteran` gives the disability rating (0-100, New York's alternative exemption), not a level id. */
  veteranRating?: boolean;
  /** Its engine reads New York City's class rates (for a borough's county record). */
  classRates?: boolean;
  /** What the calculator's form asks only where this state's rules use it (words as site string keys, en and es). */
  form?: StateFormParts;
}

/** The home's city, unincorporated area or tax rate area, picked from the state's area table (generated/units/). */
export interface AreaBuilderWords {
  title: string;
  /** Its {year} is the table's tax year. */
  intro: string;
  /** Each area's rate as its publisher prints it: mills to 4 decimals or percent to 6. */
  rate: 'mills' | 'percent';
  /** The year shown as a fiscal year ("2025-26") rather than a tax year. */
  fiscalYear: boolean;
}

export interface StateFormParts {
  /**
   * The bill builder a county page's unit file feeds: Texas's units (school, city, districts), New York's town,
   * village and school segment, or an area table (then `areaBuilder` words it).
   */
  billBuilder?: 'tx-units' | 'ny-units' | 'area';
  areaBuilder?: AreaBuilderWords;
  /** Buyer mode asks for the portable benefit of the buyer's previous homestead. */
  portability?: boolean;
}
