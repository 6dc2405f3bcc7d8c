// Exemption choices a state's rules do not use are reported back, so a ticked box never
// silently does nothing.
import { notice } from './messages.ts';
import type { GeneralInput, Notice } from './model.ts';

export type ChoiceField =
  | 'homesteadExemption'
  | 'over65Exemption'
  | 'disabledPersonExemption'
  | 'disabledVeteranExemption'
  | 'schoolTaxCeiling'
  | 'seniorCitizen'
  | 'starType'
  | 'veteranDisabilityPct'
  | 'veteranService';

function chosen(input: GeneralInput, field: ChoiceField): boolean {
  switch (field) {
    case 'disabledVeteranExemption':
      return (
        input.disabledVeteranExemption !== undefined &&
        input.disabledVeteranExemption !== '' &&
        input.disabledVeteranExemption !== 'none'
      );
    case 'starType':
      return input.starType !== undefined && input.starType !== 'none';
    case 'veteranDisabilityPct':
      return (input.veteranDisabilityPct ?? 0) > 0;
    case 'veteranService':
      return input.veteranService !== undefined && input.veteranService !== 'none';
    default:
      return input[field] === true;
  }
}

const ALL: readonly ChoiceField[] = [
  'homesteadExemption',
  'over65Exemption',
  'disabledPersonExemption',
  'disabledVeteranExemption',
  'schoolTaxCeiling',
  'seniorCitizen',
  'starType',
  'veteranDisabilityPct',
  'veteranService',
];

/** A checker for one state: the fields it does not use are worked out once, not on every call. */
export function notOffered(used: readonly ChoiceField[]): (input: GeneralInput) => Notice[] {
  const unused = ALL.filter((f) => !used.includes(f));
  return (input) => {
    const out: Notice[] = [];
    for (const f of unused) if (chosen(input, f)) out.push(notice('exemption-not-offered', f));
    return out;
  };
}
