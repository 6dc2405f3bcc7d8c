// Texas: every taxing unit taxes its own value after its own exemptions. The school district
// takes the state homestead and over-65/disabled amounts plus any local option; the county, city
// and districts take only what they adopted themselves (a percentage of the value, never less than
// $5,000, and over-65/disabled amounts); a disabled veteran's exemption reduces every unit's value.
import { veteranLevel } from './levels.ts';
import { notice } from './messages.ts';
import type { GeneralInput, GeneralResult, Notice, RateUsed } from './model.ts';
import { notOffered } from './offered.ts';
import type { TexasRules } from './rules.ts';
import { billUnits } from './texas-bill.ts';
import { assembleUnits } from './texas-assemble.ts';

const unusedChoices = notOffered([
  'homesteadExemption',
  'over65Exemption',
  'disabledPersonExemption',
  'disabledVeteranExemption',
  'schoolTaxCeiling',
]);

export function texasTax(
  input: GeneralInput,
  rate: RateUsed,
  rules: TexasRules,
  rangeChangePct: number | null = null,
  productYear: number | null = null,
): GeneralResult {
  const notices: Notice[] = unusedChoices(input);
  // The law gives one or the other, never both; over-65 is counted when both are ticked.
  if (input.over65Exemption && input.disabledPersonExemption)
    notices.push(notice('over65-disabled-not-combined', 'disabledPersonExemption'));
  // A ceiling freezes the school tax at an earlier year's bill, which we do not have: say so, change nothing.
  if (input.schoolTaxCeiling) notices.push(notice('school-tax-ceiling-not-applied', 'schoolTaxCeiling'));
  const choices = {
    homestead: input.homesteadExemption === true,
    over65: input.over65Exemption === true,
    disabled: input.over65Exemption !== true && input.disabledPersonExemption === true,
    veteran: veteranLevel(rules.veteranLevels, input.disabledVeteranExemption, input.homeValue),
  };
  return assembleUnits({
    homeValue: input.homeValue,
    rate,
    units: billUnits(rate, input.extraUnits ?? []),
    choices,
    rules,
    notices,
    rangeChangePct,
    productYear,
  });
}
