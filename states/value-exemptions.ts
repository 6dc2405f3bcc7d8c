// Every state's choice and amount exemptions in one list: the veteran's level (every state that lists
// levels) and each state's own (its calc module's `values`), each once, in the registry's order. The
// form, the wizard's review, the command line and the share link read this list.
import type { StateCode } from '../schema/codes.ts';
import type { GeneralInput } from '../engine/model.ts';
import {
  type AnswersOf,
  VETERAN_LEVEL,
  type ValueExemption,
  type ValueFlag,
  inputsOf,
} from '../engine/value-exemptions.ts';
import { ENGINES } from './engines.ts';

type StateValue = (typeof ENGINES)[StateCode] extends infer S
  ? S extends { values: readonly (infer V)[] }
    ? V
    : never
  : never;
type AnyValue = typeof VETERAN_LEVEL | StateValue;

/** Every choice and amount exemption, in the order a shared link writes them. */
export const VALUE_EXEMPTIONS: readonly AnyValue[] = [
  ...new Set<AnyValue>([
    VETERAN_LEVEL,
    ...Object.values(ENGINES).flatMap((s): readonly AnyValue[] => ('values' in s ? s.values : [])),
  ]),
];

/** The form fields of the list: FormState has one for each, holding its answer as text. */
export type ValueId = AnyValue['id'];

/** Each field's type: a choice's own answers, otherwise text. */
export type ValueAnswers = AnswersOf<AnyValue>;

/** The field `id` of the list. */
export function valueExemption<I extends ValueId>(id: I): Extract<AnyValue, { id: I }> {
  return VALUE_EXEMPTIONS.find((e) => e.id === id) as Extract<AnyValue, { id: I }>;
}

/** The form's answers before the visitor gives any. */
export const initialValues = (): ValueAnswers =>
  Object.fromEntries(VALUE_EXEMPTIONS.map((e) => [e.id, e.initial])) as ValueAnswers;

/** The engine's inputs from the form's answers (an amount not given is null, a rating not given 0). */
export const valueInputs = (answers: ValueAnswers): Partial<GeneralInput> =>
  inputsOf(VALUE_EXEMPTIONS as readonly ValueExemption[], answers as Record<string, string>);

/** The flags of the list, each once (the first field that takes it names it). */
export const VALUE_FLAGS: readonly ValueFlag[] = [...new Set(VALUE_EXEMPTIONS.map((e) => e.flag))];
