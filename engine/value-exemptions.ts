// The exemptions a visitor answers with a choice or a figure rather than a tick (the veteran's
// level or rating, STAR, the senior's income, New York City's class and assessed value), as data:
// each names its form field, the engine input it sets, its `cli.ts calc` flag, its key in a shared
// link and its words. The form, the wizard's review, the command line and the share link all read
// this one list (the yes/no ones are in exemption-inputs.ts).
import type { GeneralInput, NycClass, StarForm, StarType } from './model.ts';
import { NYC_CLASSES } from './model.ts';

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

const VETERAN_FLAG: ValueFlag = {
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

export const SENIOR_INCOME = {
  id: 'seniorIncome',
  kind: 'amount',
  initial: '',
  input: 'seniorIncome',
  label: 'nyc.seniorIncome',
  flag: { name: 'senior-income', arg: 'dollars', help: 'household income, needed for Enhanced STAR' },
  shareKey: 'si',
} as const satisfies AmountExemption;

const STAR_TYPES: readonly StarType[] = ['none', 'basic', 'enhanced'];
export const STAR_TYPE = {
  id: 'starType',
  kind: 'choice',
  initial: 'none',
  input: 'starType',
  label: 'nyc.starType',
  choices: STAR_TYPES,
  choiceLabels: { none: 'nyc.starNone', basic: 'nyc.starBasic', enhanced: 'nyc.starEnhanced' },
  amounts: { basic: 'starBasic', enhanced: 'starEnhanced' },
  flag: { name: 'star', arg: 'type', help: 'NY / NYC STAR: basic or enhanced' },
  shareKey: 'st',
} as const satisfies ChoiceExemption<'starType', StarType>;

export const VETERAN_PCT = {
  id: 'veteranPct',
  kind: 'percent',
  initial: '',
  input: 'veteranDisabilityPct',
  label: 'nyc.veteranDisabilityLevel',
  flag: VETERAN_FLAG,
  shareKey: 'vp',
} as const satisfies PercentExemption;

export const PROPERTY_CLASS = {
  id: 'propertyClass',
  kind: 'choice',
  initial: 'class1',
  input: 'propertyClass',
  label: 'nyc.propertyClass',
  choices: NYC_CLASSES,
  choiceLabels: {
    class1: 'nyc.classes.class1',
    class2: 'nyc.classes.class2',
    class3: 'nyc.classes.class3',
    class4: 'nyc.classes.class4',
  },
  flag: {
    name: 'class',
    arg: 'class',
    help: 'NYC property class: class1, class2, class3 or class4 (default class1)',
  },
  shareKey: 'pc',
} as const satisfies ChoiceExemption<'propertyClass', NycClass>;

type Service = NonNullable<GeneralInput['veteranService']>;
const SERVICES: readonly Service[] = ['none', 'wartime', 'combat'];
export const VETERAN_SERVICE = {
  id: 'veteranService',
  kind: 'choice',
  initial: 'none',
  input: 'veteranService',
  label: 'nyc.veteranService',
  choices: SERVICES,
  choiceLabels: {
    none: 'nyc.veteranServiceNone',
    wartime: 'nyc.veteranServiceWartime',
    combat: 'nyc.veteranServiceCombat',
  },
  flag: {
    name: 'veteran-service',
    arg: 'service',
    help: "NY / NYC alternative veterans' exemption: wartime or combat service",
    choices: ['wartime', 'combat'],
  },
  shareKey: 'vs',
} as const satisfies ChoiceExemption<'veteranService', Service>;

export const ASSESSED_VALUE = {
  id: 'assessedValue',
  kind: 'amount',
  initial: '',
  input: 'assessedValue',
  label: 'nyc.billableAssessedValue',
  flag: {
    name: 'assessed-value',
    arg: 'dollars',
    help: 'NYC: the billable assessed value on the Notice of Property Value (otherwise estimated)',
  },
  shareKey: 'av',
} as const satisfies AmountExemption;

const STAR_FORMS: readonly StarForm[] = ['credit', 'exemption'];
export const STAR_FORM = {
  id: 'starForm',
  kind: 'choice',
  initial: 'credit',
  input: 'starForm',
  label: 'nyc.starForm',
  choices: STAR_FORMS,
  choiceLabels: { credit: 'nyc.starFormCredit', exemption: 'nyc.starFormExemption' },
  flag: {
    name: 'star-form',
    arg: 'form',
    help: 'NYC: STAR as a credit check (new owners) or the exemption on the bill',
    choices: ['credit', 'exemption'],
  },
  shareKey: 'sf',
} as const satisfies ChoiceExemption<'starForm', StarForm>;

/** Every choice and amount exemption, in the order a shared link writes them. */
export const VALUE_EXEMPTIONS = [
  VETERAN_LEVEL,
  SENIOR_INCOME,
  STAR_TYPE,
  VETERAN_PCT,
  PROPERTY_CLASS,
  VETERAN_SERVICE,
  ASSESSED_VALUE,
  STAR_FORM,
] as const;

/** The form fields of the list: FormState has one for each, holding its answer as text. */
export type ValueId = (typeof VALUE_EXEMPTIONS)[number]['id'];

/** Each field's type: a choice's own answers, otherwise text. */
export type ValueAnswers = {
  [E in (typeof VALUE_EXEMPTIONS)[number] as E['id']]: E extends { kind: 'choice'; choices: readonly (infer V)[] }
    ? V
    : string;
};

/** The form's answers before the visitor gives any. */
export const initialValues = (): ValueAnswers =>
  Object.fromEntries(VALUE_EXEMPTIONS.map((e) => [e.id, e.initial])) as ValueAnswers;

/** The engine's inputs from the form's answers (an amount not given is null, a rating not given 0). */
export function valueInputs(answers: ValueAnswers): Partial<GeneralInput> {
  const num = (text: string): number | null => (text.trim() === '' ? null : Number(text.replace(/[^0-9.-]/g, '')));
  const list: readonly ValueExemption[] = VALUE_EXEMPTIONS;
  return Object.fromEntries(
    list.map((e) => {
      const text = answers[e.id as ValueId];
      if (e.kind === 'amount') return [e.input, num(text)];
      if (e.kind === 'percent') return [e.input, num(text) ?? 0];
      return [e.input, text];
    }),
  );
}

/** The flags of the list, each once (the first field that takes it names it). */
export const VALUE_FLAGS: readonly ValueFlag[] = [...new Set(VALUE_EXEMPTIONS.map((e) => e.flag))];

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
