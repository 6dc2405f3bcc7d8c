// California: the levy rate applies to the assessed value after the homeowners' and the
// disabled veterans' exemptions, so both reduce every part alike.
import { assembleBill, type PlannedExemption } from '../../engine/bill.ts';
import { billSource } from '../../engine/bill-source.ts';
import { veteranLevel } from '../../engine/levels.ts';
import { notice } from '../../engine/messages.ts';
import { PARTS, type GeneralInput, type GeneralResult, type Part, type RateUsed } from '../../engine/model.ts';
import { notOffered } from '../../engine/offered.ts';
import type { CaliforniaRules } from './rules.ts';

const unusedChoices = notOffered(['homesteadExemption', 'disabledVeteranExemption']);

/**
 * Billed by the home's tax rate area where one is chosen: the area's total (the 1 % general levy plus the voter-
 * approved
 * debt of the agencies that cover it) replaces the county's rate, on the same assessed value after the same exemptions.
 */
export function californiaTax(
  input: GeneralInput,
  rate: RateUsed,
  rules: CaliforniaRules,
  rangeChangePct: number | null = null,
  productYear: number | null = null,
  replaces: readonly Part[] = PARTS,
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
  const given = rate.county !== null ? input : { units: input.units?.filter((u) => u.extra) };
  const { units, standIns } = billSource(given, rate, replaces);
  const result = assembleBill({
    state: 'ca',
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
  const area = result.units.find((l) => l.kind === 'unit' && !l.extra);
  if (area?.taxYear)
    result.notices.push(
      notice('ca-area-rate', undefined, {
        year: `${area.taxYear}-${String((area.taxYear + 1) % 100).padStart(2, '0')}`,
      }),
    );
  return result;
}
