// Texas: the homestead and the over-65 or disabled-person exemptions reduce the school value
// only; a disabled veteran's exemption reduces every unit's value.
import { assemble, type PlannedExemption } from './assemble.ts';
import { veteranLevel } from './levels.ts';
import { notice } from './messages.ts';
import type { GeneralInput, GeneralResult, Notice, RateUsed } from './model.ts';
import { notOffered } from './offered.ts';
import type { TexasRules } from './rules.ts';

const unusedChoices = notOffered([
  'homesteadExemption',
  'over65Exemption',
  'disabledPersonExemption',
  'disabledVeteranExemption',
  'schoolTaxCeiling',
]);

export function texasTax(input: GeneralInput, rate: RateUsed, rules: TexasRules, rangeChangePct: number | null = null): GeneralResult {
  const value = input.homeValue;
  const exemptions: PlannedExemption[] = [];
  const notices: Notice[] = unusedChoices(input);
  const veteran = veteranLevel(rules.veteranLevels, input.disabledVeteranExemption, value);
  if (veteran) exemptions.push(veteran);
  if (input.homesteadExemption) exemptions.push(schoolOnly('homestead', 'homestead', rules.homestead));
  // The law gives one or the other, never both; over-65 is counted when both are ticked.
  if (input.over65Exemption) exemptions.push(schoolOnly('over65', 'over65', rules.over65));
  else if (input.disabledPersonExemption) exemptions.push(schoolOnly('disabled', 'disabled', rules.disabled));
  if (input.over65Exemption && input.disabledPersonExemption) notices.push(notice('over65-disabled-not-combined', 'disabledPersonExemption'));
  // A ceiling freezes the school tax at an earlier year's bill, which we do not have: say so, change nothing.
  if (input.schoolTaxCeiling) notices.push(notice('school-tax-ceiling-not-applied', 'schoolTaxCeiling'));
  return assemble({ state: 'tx', homeValue: value, rate, extraUnits: input.extraUnits ?? [], exemptions, notices, rangeChangePct });
}

function schoolOnly(id: 'homestead' | 'over65' | 'disabled', group: 'homestead' | 'over65' | 'disabled', amount: number): PlannedExemption {
  return { id, group, appliesTo: 'school', nominalAmount: amount, percentage: null, disability: null, full: false };
}
