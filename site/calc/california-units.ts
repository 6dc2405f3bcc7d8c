// California billed by the home's tax rate area: the area's total (the 1 % general levy plus the
// voter-approved debt of the agencies that cover it) replaces the county's rate, on the same
// assessed value after the same exemptions, split into parts as the county rate would be.
import type { AreaPickUnit } from './area-units.ts';
import { californiaTax } from './california.ts';
import { notice } from './messages.ts';
import type { GeneralInput, GeneralResult, Part, RateUsed } from './model.ts';
import type { CaliforniaRules } from './rules.ts';
import { rateFromCombined } from './split.ts';

export function californiaBill(
  input: GeneralInput,
  rate: RateUsed,
  rules: CaliforniaRules,
  split: Record<Part, number>,
  rangeChangePct: number | null,
): GeneralResult {
  const area: AreaPickUnit | undefined = input.area;
  if (!area || rate.county === null) return californiaTax(input, rate, rules, rangeChangePct);
  const unitRate: RateUsed = { ...rateFromCombined(area.ratePct, split), county: rate.county };
  const result = californiaTax(input, unitRate, rules, rangeChangePct);
  result.area = { ...area, part: 'all', taxableValue: result.taxableValue, tax: result.annualTax };
  result.notices.push(
    notice('ca-area-rate', undefined, { year: `${area.taxYear}-${String((area.taxYear + 1) % 100).padStart(2, '0')}` }),
  );
  return result;
}
