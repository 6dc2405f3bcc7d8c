// The checkbox exemptions a state's form offers: its module's list, each box shown when the state's
// config lists the exemption it stands for (a box with no config exemption is always shown).
import type { OfferedCheckbox } from '../../../engine/exemption-inputs.ts';
import { calcState } from '../../../states/engines.ts';
import type { Lang } from '../../../schema/codes.ts';
import type { StateConfig } from '../../../schema/index.ts';
import type { FormState } from './state.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function offeredCheckboxes(
  config: Pick<StateConfig, 'stateCode' | 'exemptions'>,
  choices: readonly OfferedCheckbox[] = calcState(config.stateCode).exemptions,
): OfferedCheckbox[] {
  return choices.filter((c) => c.config === undefined || config.exemptions[c.config] !== undefined);
}

/** A box's label: the config exemption's, or the site string's. */
export const checkboxLabel = (
  c: OfferedCheckbox,
  config: Pick<StateConfig, 'exemptions'>,
  t: Translate,
  lang: Lang,
): string => (c.config ? (config.exemptions[c.config]?.label[lang] ?? c.id) : t(c.label ?? c.id));

/** Whether the visitor ticked the box. */
export const ticked = (form: FormState, c: Pick<OfferedCheckbox, 'id'>): boolean =>
  (form as unknown as Record<string, unknown>)[c.id] === true;
