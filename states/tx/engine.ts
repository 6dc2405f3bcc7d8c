// Texas: every taxing unit taxes its own value after its own exemptions. The school district
// takes the state homestead and over-65/disabled amounts plus any local option; the county, city
// and districts take only what they adopted themselves (a percentage of the value, never less than
// $5,000, and over-65/disabled amounts); a disabled veteran's exemption reduces every unit's value.
import { assembleBill, type PlannedExemption } from '../../engine/bill.ts';
import { billSource } from '../../engine/bill-source.ts';
import { veteranLevel } from '../../engine/levels.ts';
import { notice } from '../../engine/messages.ts';
import {
  PARTS,
  type GeneralInput,
  type GeneralResult,
  type Notice,
  type Part,
  type RateUsed,
} from '../../engine/model.ts';
import { notOffered } from '../../engine/offered.ts';
import type { TexasRules } from './rules.ts';

const unusedChoices = notOffered([
  'homesteadExemption',
  'over65Exemption',
  'disabledPersonExemption',
  'disabledVeteranExemption',
  'schoolTaxCeiling',
]);

const plain = (
  id: PlannedExemption['id'],
  group: PlannedExemption['group'],
  appliesTo: PlannedExemption['appliesTo'],
  nominalAmount = 0,
): PlannedExemption => ({
  id,
  group,
  appliesTo,
  nominalAmount,
  percentage: null,
  disability: null,
  full: false,
});

export function texasTax(
  input: GeneralInput,
  rate: RateUsed,
  rules: TexasRules,
  rangeChangePct: number | null = null,
  productYear: number | null = null,
  replaces: readonly Part[] = PARTS,
): GeneralResult {
  const notices: Notice[] = unusedChoices(input);
  // The law gives one or the other, never both; over-65 is counted when both are ticked.
  if (input.over65Exemption && input.disabledPersonExemption)
    notices.push(notice('over65-disabled-not-combined', 'disabledPersonExemption'));
  // A ceiling freezes the school tax at an earlier year's bill, which we do not have: say so, change nothing.
  if (input.schoolTaxCeiling) notices.push(notice('school-tax-ceiling-not-applied', 'schoolTaxCeiling'));
  // The order the law stacks them: a disabled veteran's amount, then the homestead (the state's school amount, then
  // the unit's own percentage), then over-65 or disabled amounts.
  const exemptions: PlannedExemption[] = [];
  const veteran = veteranLevel(rules.veteranLevels, input.disabledVeteranExemption, input.homeValue);
  if (veteran) exemptions.push(veteran);
  if (input.homesteadExemption)
    exemptions.push(
      plain('homestead', 'homestead', 'school', rules.homestead),
      plain('localHomestead', 'homestead', 'own-homestead'),
    );
  if (input.over65Exemption)
    exemptions.push(plain('over65', 'over65', 'school', rules.over65), plain('localOver65', 'over65', 'own-over65'));
  else if (input.disabledPersonExemption)
    exemptions.push(
      plain('disabled', 'disabled', 'school', rules.disabled),
      plain('localDisabled', 'disabled', 'own-disabled'),
    );
  const { units, standIns } = billSource(input, rate, replaces);
  return assembleBill({
    state: 'tx',
    homeValue: input.homeValue,
    rate,
    units,
    standIns,
    exemptions,
    ownExemptions: true,
    ownHomesteadFloor: rules.localHomesteadMin,
    split: rules.split,
    notices,
    rangeChangePct,
    productYear,
  });
}
