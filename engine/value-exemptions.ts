// The exemptions a visitor answers with a choice or a figure rather than a tick, as data: each names
// its form field, the engine input it sets, its `cli.ts calc` flag, its key in a shared link and its
// words. The veteran's level is every state's that lists levels; a state's own (New York's STAR, the
// senior's income, New York City's class and assessed value …) are in its folder, listed by its
// calc module's `values`. The registry puts them in one list (states/value-exemptions.ts), which the
// form, the wizard's review, the command line and the share link read (the yes/no ones are in
// exemption-inputs.ts).
import type { GeneralInput } from './model.ts';

/** A `cli.ts calc` option: `--<name> <arg>`; one flag may feed two fields (--veteran: a level, or NY's rating). */
export interface ValueFlag {
  name: string;
  arg: string;
  help: string;
  /** commander refuses any other value. */
  choices?: readonly string[];
}

interface Base<Id extends string, Value extends string> {
  /** The form's field (FormState[id]), which holds the answer as text. */
  id: Id;
  /** The form's answer before the visitor gives one (a link writes only answers that differ). */
  initial: Value;
  /** The engine input it sets (GeneralInput). */
  input: keyof GeneralInput;
  flag: ValueFlag;
  /** Its key in a shared link; never reuse a key, old links must keep their meaning. */
  shareKey: string;
  /** A site string key (en and es) naming the field; absent where the state config's exemption names it. */
  label?: string;
  /** The state config's exemption that labels it (and lists its levels). */
  config?: string;
}

/** One of a fixed set of answers, each worded by a site string. */
export interface ChoiceExemption<Id extends string = string, Value extends string = string> extends Base<Id, Value> {
  kind: 'choice';
  choices: readonly Value[];
  /** Each answer's site string key (en and es). */
  choiceLabels: Readonly<Record<Value, string>>;
  /** Answers whose option shows the state config's amount for that exemption (STAR's bases). */
  amounts?: Partial<Record<Value, string>>;
}

/** One of the levels the state config lists under `config` (its ids), or 'none'. */
export interface LevelExemption<Id extends string = string> extends Base<Id, string> {
  kind: 'level';
  config: string;
}

/** Dollars as digits ('' = not given: null for the engine). */
export interface AmountExemption<Id extends string = string> extends Base<Id, ''> {
  kind: 'amount';
}

/** A whole percent from 0 to 100 ('' = 0 for the engine). */
export interface PercentExemption<Id extends string = string> extends Base<Id, ''> {
  kind: 'percent';
}

export type ValueExemption = ChoiceExemption | LevelExemption | AmountExemption | PercentExemption;

/** --veteran: a level id, or a disability rating where the state's `veteranRating` says so. */
export const VETERAN_FLAG: ValueFlag = {
  name: 'veteran',
  arg: 'level',
  help: 'disabled veteran: TX/FL/CA level id (e.g. 30-49, 100, basic); NY and NYC: the disability rating 0-100',
};

export const VETERAN_LEVEL = {
  id: 'veteranLevel',
  kind: 'level',
  initial: 'none',
  input: 'disabledVeteranExemption',
  config: 'disabledVeteran',
  flag: VETERAN_FLAG,
  shareKey: 'vl',
} as const satisfies LevelExemption;

/** The answers' types of a list of fields: a choice's own answers, otherwise text. */
export type AnswersOf<E extends ValueExemption> = {
  [F in E as F['id']]: F extends { kind: 'choice'; choices: readonly (infer V)[] } ? V : string;
};

/** The engine's inputs from the form's answers (an amount not given is null, a rating not given 0). */
export function inputsOf(list: readonly ValueExemption[], answers: Record<string, string>): Partial<GeneralInput> {
  const num = (text: string): number | null => (text.trim() === '' ? null : Number(text.replace(/[^0-9.-]/g, '')));
  return Object.fromEntries(
    list.map((e) => {
      const text = answers[e.id]!;
      if (e.kind === 'amount') return [e.input, num(text)];
      if (e.kind === 'percent') return [e.input, num(text) ?? 0];
      return [e.input, text];
    }),
  );
}

/**
 * A share link's value for the field as the link carries it, or null when it is malformed or unknown.
 * `levels`: the state's level ids for a level field ('none' is always known); omitted, any id passes.
 */
export function readShared(e: ValueExemption, text: string, levels?: readonly string[]): string | null {
  switch (e.kind) {
    case 'choice':
      return e.choices.includes(text) ? text : null;
    case 'level':
      return /^[A-Za-z0-9._-]{1,80}$/.test(text) && (!levels || text === 'none' || levels.includes(text)) ? text : null;
    case 'percent':
      return /^\d{1,3}$/.test(text) && Number(text) <= 100 ? text : null;
    case 'amount':
      return null; // read by the link's own money reader (url-state.ts), like every other figure it carries
  }
}
