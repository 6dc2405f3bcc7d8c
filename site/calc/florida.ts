// Florida: the first homestead amount, the widow/disability amount and a disabled veteran's
// amount reduce every levy; the additional homestead amount and the senior exemption reduce
// the non-school levies only.
import { assemble, type PlannedExemption } from './assemble.ts';
import { veteranLevel } from './levels.ts';
import type { AppliesTo, ExemptionGroup, ExemptionId, GeneralInput, GeneralResult, RateUsed } from './model.ts';
import { notOffered } from './offered.ts';
import type { FloridaRules } from './rules.ts';

const unusedChoices = notOffered([
  'homesteadExemption',
  'over65Exemption',
  'disabledPersonExemption',
  'disabledVeteranExemption',
]);

export function floridaTax(
  input: GeneralInput,
  rate: RateUsed,
  rules: FloridaRules,
  rangeChangePct: number | null = null,
): GeneralResult {
  const value = input.homeValue;
  const exemptions: PlannedExemption[] = [];
  if (input.homesteadExemption) {
    exemptions.push(plain('homestead', 'homestead', 'all', rules.homestead));
    // The second amount covers only the value above the floor, so a cheap home gets less of it.
    const additional = Math.min(rules.additionalHomestead, Math.max(0, value - rules.additionalHomesteadFloor));
    exemptions.push(plain('additionalHomestead', 'homestead', 'non-school', additional));
  }
  if (input.disabledPersonExemption) exemptions.push(plain('disabled', 'disabled', 'all', rules.disabled));
  const veteran = veteranLevel(rules.veteranLevels, input.disabledVeteranExemption, value);
  if (veteran) exemptions.push(veteran);
  // The senior amount varies by county (up to the config's amount); the calculation counts the capped figure.
  if (input.over65Exemption) exemptions.push(plain('over65', 'over65', 'non-school', rules.over65));
  const notices = unusedChoices(input);
  return assemble({
    state: 'fl',
    homeValue: value,
    rate,
    extraUnits: input.extraUnits ?? [],
    exemptions,
    notices,
    rangeChangePct,
  });
}

function plain(id: ExemptionId, group: ExemptionGroup, appliesTo: AppliesTo, nominalAmount: number): PlannedExemption {
  return { id, group, appliesTo, nominalAmount, percentage: null, disability: null, full: false };
}
