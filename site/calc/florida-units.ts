// Florida billed by the home's city or unincorporated area. The county's school and countywide
// levies are the same for every home in the county, so the Department of Revenue's figures stay;
// the levies that cover less than the county (cities, the unincorporated area's municipal-services
// levy) are the one part that depends on where the home is, so the area's own millage replaces
// their county average. That part is a non-school levy: the first homestead amount and the second
// (the value from its floor up) both reduce it, as florida.ts applies them to every non-school part.
import type { AreaLine, AreaPickUnit } from './area-units.ts';
import { floridaTax } from './florida.ts';
import { notice } from './messages.ts';
import type { GeneralInput, GeneralResult, RateUsed } from './model.ts';
import type { FloridaRules } from './rules.ts';

export function floridaBill(
  input: GeneralInput,
  rate: RateUsed,
  rules: FloridaRules,
  rangeChangePct: number | null,
): GeneralResult {
  const area = input.area;
  // Only a record split into its parts has a city part to replace; a survey rate is one whole, taxed as it is.
  if (!area || rate.county === null || rate.split !== 'components')
    return floridaTax(input, rate, rules, rangeChangePct);
  // Dependent districts of part of the county (fire rescue, library, downtown) are not in the area's millage.
  const components = { ...rate.components, city: area.ratePct, special: 0 };
  const unitRate: RateUsed = {
    ...rate,
    ratePct: components.school + components.county + components.city,
    components,
    split: 'components',
    splitPct: null,
  };
  const result = floridaTax(input, unitRate, rules, rangeChangePct);
  result.area = areaLine(area, result);
  result.notices.push(notice('fl-area-rate', undefined, { year: area.taxYear, countyYear: rate.county.sourceYear }));
  return result;
}

function areaLine(area: AreaPickUnit, result: GeneralResult): AreaLine {
  const line = result.countyBreakdown.city;
  return { ...area, part: 'city', taxableValue: line.taxableValue, tax: line.tax };
}
