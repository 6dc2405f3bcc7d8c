// California: the levy rate applies to the assessed value after the homeowners' and the
// disabled veterans' exemptions, so both reduce every part alike.
import { assemble, type PlannedExemption } from './assemble.ts';
import { veteranLevel } from './levels.ts';
import { notice } from './messages.ts';
import type { GeneralInput, GeneralResult, RateUsed } from './model.ts';
import { notOffered } from './offered.ts';
import type { CaliforniaRules } from './rules.ts';

const unusedChoices = notOffered(['homesteadExemption', 'disabledVeteranExemption']);

export function californiaTax(
  input: GeneralInput,
  rate: RateUsed,
  rules: CaliforniaRules,
  rangeChangePct: number | null = null,
): GeneralResult {
  const value = input.homeValue;
  const exemptions: PlannedExemption[] = [];
  if (input.homesteadExemption) {
    exemptions.push({
      id: 'homeowner',
      group: 'homestead',
      appliesTo: 'all',
      nominalAmount: rules.homeowner,
      percentage: null,
      disability: null,
      full: false,
    });
  }
  const veteran = veteranLevel(rules.veteranLevels, input.disabledVeteranExemption, value);
  if (veteran) exemptions.push(veteran);
  // County averages leave out Mello-Roos and parcel taxes, which can add thousands: every result says so.
  const notices = [notice('mello-roos-not-included'), ...unusedChoices(input)];
  return assemble({
    state: 'ca',
    homeValue: value,
    rate,
    extraUnits: input.extraUnits ?? [],
    exemptions,
    notices,
    rangeChangePct,
  });
}
