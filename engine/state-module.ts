// The engine side of a state: what engine needs to compute its bills. The page side (guides,
// leaves-out, help) is in states/<code>/, which builds on this one.
import type { BuyerStateRule } from './buyer-parts.ts';
import type { OfferedCheckbox } from './exemption-inputs.ts';
import type { CalcError, GeneralInput, GeneralResult, Part, RateUsed } from './model.ts';
import type { LevelRule } from './rules.ts';
import type { StateCode } from '../schema/codes.ts';
import type { BillPart, RateUnit, StateConfig, UnitType } from '../schema/index.ts';
import type { ValueExemption } from './value-exemptions.ts';

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
  /** Its own choice and amount exemptions (engine/value-exemptions.ts), in the order a shared link writes them. */
  values?: readonly ValueExemption[];
  /** What buying a home resets in year two. */
  buyer: BuyerStateRule;
  /** Checks of its own inputs, in place of the disabled-veteran level and senior income ones (New York's STAR). */
  checkInput?: (input: GeneralInput) => CalcError[];
  /**
   * `calc --json` also lists a bill's unit lines at the top level, as it did for this state before the one bill model
   * (deprecated: one release more).
   */
  topLevelUnits?: true;
  /** `calc --veteran` gives the disability rating (0-100, New York's alternative exemption), not a level id. */
  veteranRating?: boolean;
  /** Its engine reads New York City's class rates (for a borough's county record). */
  classRates?: boolean;
  /** What the calculator's form asks only where this state's rules use it (words as site string keys, en and es). */
  form?: StateFormParts;
  /** Its taxing units: how the tables of sources/units/<state>/ read, and what the home's own units replace. */
  units: UnitRules;
}

/** How one state's unit tables read (sources/units/<state>/<year>.csv) and how its bills take the home's units. */
export interface UnitRules {
  /** The kinds of unit its tables list, in the order a county page lists them. */
  types: readonly UnitType[];
  /**
   * How its publishers print a unit's rate: the unit, the range of one unit's rate in it, and the most decimals a
   * published rate has (a typed rate may have as many).
   */
  rate: { unit: RateUnit; min: number; max: number; decimals: number };
  /** A later year's table names only units an earlier one lists (a mistyped id is refused, not added). */
  closedList: boolean;
  /**
   * generated/ and the page list a county's units by type then name, or in the table's own order (most common first).
   */
  order: 'type-name' | 'table';
  /** A unit of `type` lies in a unit of one of `within` of the same county, named in its parent_id. */
  parent?: { type: UnitType; within: readonly UnitType[] };
  /** Each county of the oldest table lists exactly one unit of type county. */
  oneCountyUnit?: boolean;
  /** Types whose rows name their district type (mud, isd …). */
  districtTyped?: readonly UnitType[];
  /**
   * Its rates tables' county rows name the units their typical bill adds up (the units column, method
   * tx-typical-bill), so its county rates are resolved with its unit tables and their exemptions.
   */
  typicalBillUnits?: true;
  /** Its units grant their own exemptions (Texas local options), which the bill applies line by line. */
  ownExemptions?: boolean;
  /** Counties the tables leave out (New York City's boroughs, billed by class). */
  excludedFips?: readonly string[];
  /** The parts of the county's own figures that the home's chosen units stand in for. */
  replaces: readonly BillPart[];
  /** What the visitor picks, in the order the picker asks (engine/unit-choice.ts reads the same list). */
  slots: readonly UnitSlot[];
}

/** One choice of the bill builder: the units of some types a home lies in. */
export interface UnitSlot {
  /** The form's name for it. */
  key: string;
  /** A share link's key for it (the keys links have carried since before the one model: sd, ci, dx, nm, nv, ns, ar). */
  shareKey: string;
  types: readonly UnitType[];
  /** Any number of them (Texas districts of part of the county); otherwise one at most. */
  many?: boolean;
  /** Not in the county's usual bill: the visitor adds it (a Texas city, a district); kept out of the county's parts. */
  extra?: boolean;
  /**
   * Nothing picked: `typical` takes the county's typical bill's unit of these types (Texas's middle school district);
   * `largest` the largest of the parent's units (New York's school segment by taxable value).
   */
  fallback?: 'typical' | 'largest';
  /** Its units lie in the unit picked in that slot (parentId); picking one of them names the parent too. */
  within?: string;
  /**
   * Opens once that slot has a pick where the county offers any (a Florida district adds to a city or area, not to the
   * average).
   */
  needs?: string;
  /** Its units cannot lie in a unit of these types picked in that slot (a New York village is never in a city). */
  notWithin?: { slot: string; types: readonly UnitType[] };
}

/** How the bill builder words a state's units: site string keys (en and es), read by the one picker. */
export interface UnitPickerWords {
  /** The string group the picker's words come from, sent with the county pages that have units. */
  group: string;
  title: string;
  /** Its {year} is the units' tax year; `introMixed` when their years differ. */
  intro: string;
  introMixed?: string;
  /** The year shown as a fiscal year ("2025-26"). */
  fiscalYear?: boolean;
  /** Names the units on every bill of the county ({names}). */
  countywide?: string;
  /** Says the county's list is partial (keep the average when your area is missing). */
  partial?: string;
  /** Each slot's label, its empty choice, its hint, the hint where it can never be used (closed) or not yet (wait). */
  slots: Readonly<
    Record<
      string,
      {
        label: string;
        none?: string;
        hint?: string;
        closedHint?: string;
        waitHint?: string;
        search?: string;
        searchHint?: string;
      }
    >
  >;
}

export interface StateFormParts {
  /** The bill builder's words, for a county page whose units file feeds it. */
  units?: UnitPickerWords;
  /** Buyer mode asks for the portable benefit of the buyer's previous homestead. */
  portability?: boolean;
}
