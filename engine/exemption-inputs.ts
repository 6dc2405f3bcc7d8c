// The yes/no exemptions a visitor ticks, as data: each names the engine input it sets, its
// `cli.ts calc` flag and its key in a shared link. A state offers some of them (states/<code>/calc.ts),
// and the form, the wizard, the command line and the share link all read that list, so a new
// exemption is one entry here (or in its state's module), its two labels and the engine rule that
// reads its input.
import type { GeneralInput } from './model.ts';

/** The engine inputs a ticked box sets (boolean fields of GeneralInput). */
export type CheckboxInput = {
  [K in keyof GeneralInput]-?: NonNullable<GeneralInput[K]> extends boolean ? K : never;
}[keyof GeneralInput];

export interface CheckboxExemption {
  /** The form's field (FormState[id]) and the id a state lists it by. */
  id: string;
  /** The engine input it sets to true. */
  input: CheckboxInput;
  /** `cli.ts calc --<flag>`; commander hands it on under its camelCase name. */
  flag: string;
  flagHelp: string;
  /** Its key in a shared link (`?h=1`); never reuse a key, old links must keep their meaning. */
  shareKey: string;
}

/** How a state shows one of its checkboxes on the form. */
export interface OfferedCheckbox extends CheckboxExemption {
  /**
   * The state config's exemption whose label (and amount) the box shows; the box is offered only when the config
   * lists it. Absent: always offered, labelled by `label`.
   */
  config?: string;
  /** A site string key (en and es) for a box the config does not label. */
  label?: string;
  /** A site string key for the toast shown when the box is ticked. */
  toast?: string;
}

export const HOMESTEAD = {
  id: 'homestead',
  input: 'homesteadExemption',
  flag: 'homestead',
  flagHelp: "homestead exemption (CA: homeowners' exemption)",
  shareKey: 'h',
} as const satisfies CheckboxExemption;

export const OVER_65 = {
  id: 'over65',
  input: 'over65Exemption',
  flag: 'over65',
  flagHelp: 'over-65 / senior exemption (TX, FL)',
  shareKey: 'o',
} as const satisfies CheckboxExemption;

export const DISABLED = {
  id: 'disabled',
  input: 'disabledPersonExemption',
  flag: 'disabled',
  flagHelp: 'disabled-person exemption (TX; FL widow, widower or disability)',
  shareKey: 'd',
} as const satisfies CheckboxExemption;

export const SCHOOL_TAX_CEILING = {
  id: 'schoolTaxCeiling',
  input: 'schoolTaxCeiling',
  flag: 'school-tax-ceiling',
  flagHelp: 'TX: the owner has a school tax ceiling (noted, not computed)',
  shareKey: 'sc',
} as const satisfies CheckboxExemption;

export const SENIOR_CITIZEN = {
  id: 'seniorCitizen',
  input: 'seniorCitizen',
  flag: 'senior',
  flagHelp: "NY senior citizen exemption (half the value); NYC: the senior homeowners' exemption (SCHE), by income",
  shareKey: 'sr',
} as const satisfies CheckboxExemption;

/** commander's name for a flag's value: --school-tax-ceiling → schoolTaxCeiling. */
export const flagAttribute = (flag: string): string => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The exemptions a list of states offers, each once (the first state's entry wins), in the states' order. */
export function checkboxesOf(offered: readonly (readonly OfferedCheckbox[])[]): CheckboxExemption[] {
  const seen = new Map<string, CheckboxExemption>();
  for (const list of offered) for (const c of list) if (!seen.has(c.id)) seen.set(c.id, c);
  return [...seen.values()];
}

/** The engine inputs the ticked boxes set, every listed input present (false when not ticked). */
export function checkboxInputs(
  ticked: (c: CheckboxExemption) => boolean,
  list: readonly CheckboxExemption[],
): Partial<Record<CheckboxInput, boolean>> {
  return Object.fromEntries(list.map((c) => [c.input, ticked(c)]));
}
