// Florida: the first homestead amount, the widow/disability amount and a disabled veteran's
// amount reduce every levy; the additional homestead amount and the senior exemption reduce
// the non-school levies only.
import { assembleBill, type PlannedExemption } from '../../engine/bill.ts';
import { billSource } from '../../engine/bill-source.ts';
import { veteranLevel } from '../../engine/levels.ts';
import { notice } from '../../engine/messages.ts';
import type {
  AppliesTo,
  ExemptionGroup,
  ExemptionId,
  GeneralInput,
  GeneralResult,
  Part,
  RateUsed,
} from '../../engine/model.ts';
import { notOffered } from '../../engine/offered.ts';
import type { FloridaRules } from './rules.ts';

const unusedChoices = notOffered([
  'homesteadExemption',
  'over65Exemption',
  'disabledPersonExemption',
  'disabledVeteranExemption',
]);

/**
 * Billed by the home's city or unincorporated area where one is chosen: the county's school and countywide levies are
 * the same for every home in the county, so the Department of Revenue's figures stay; the levies that cover less than
 * the county (cities, the unincorporated area's municipal-services levy) are the one part that depends on where the
 * home is, so the area's own millage replaces their county average (the parts the state's units replace).
 */
export function floridaTax(
  input: GeneralInput,
  rate: RateUsed,
  rules: FloridaRules,
  rangeChangePct: number | null = null,
  productYear: number | null = null,
  replaces: readonly Part[] = ['city', 'special'],
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
  // Only a record split into its parts has a city part to replace; a survey rate is one whole, taxed as it is.
  const byArea = rate.county !== null && rate.split === 'components';
  const given = byArea ? input : { units: input.units?.filter((u) => u.extra) };
  const { units, standIns } = billSource(given, rate, replaces);
  const result = assembleBill({
    state: 'fl',
    homeValue: value,
    rate,
    units,
    standIns,
    exemptions,
    ownExemptions: false,
    split: rules.split,
    notices,
    rangeChangePct,
    productYear,
  });
  const area = result.units.find((l) => l.kind === 'unit' && l.part === 'city');
  if (area && rate.county)
    result.notices.push(
      notice('fl-area-rate', undefined, { year: area.taxYear ?? '', countyYear: rate.county.sourceYear }),
    );
  else if (result.units.some((l) => l.extra) && rate.county) result.notices.push(notice('fl-districts-on-average'));
  return result;
}

function plain(id: ExemptionId, group: ExemptionGroup, appliesTo: AppliesTo, nominalAmount: number): PlannedExemption {
  return { id, group, appliesTo, nominalAmount, percentage: null, disability: null, full: false };
}
