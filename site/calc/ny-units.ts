// New York outside New York City billed unit by unit: the county, the town or city, the village
// (only inside one) and the school-district segment of the home's town or city, each its own
// full-value rate × the value. STAR reduces the school line only; the alternative veterans'
// exemption (RPTL §458-a) the county, town or city and village lines; the senior exemption
// (RPTL §467, which each of them may adopt) every line, as the county-average engine applies them.
import { notice } from './messages.ts';
import type { GeneralInput, GeneralResult, Part, PortionLine, RateUsed } from './model.ts';
import { newYorkTax } from './new-york.ts';
import { staleLinesRange } from './range.ts';
import type { NewYorkRules } from './rules.ts';

/** A unit as the bill uses it: its rate in percent of full value, its year and whether the levy was adopted. */
export interface NyBillUnit {
  id: string;
  name: string;
  ratePct: number;
  taxYear: number;
  status: 'adopted' | 'proposed';
  /** Read in a copy of the publisher's table. */
  viaCopy?: true;
}

/** The home's units: town or city, village (null outside one) and school segment, with the county itself. */
export interface NyUnitChoice {
  county: NyBillUnit;
  municipality: NyBillUnit;
  village: NyBillUnit | null;
  school: NyBillUnit;
}

/** One line of a bill: a unit, its rate, the value it taxes after the exemptions that reach it, and its tax. */
export interface BillLine {
  id: string;
  name: string;
  part: Part;
  ratePct: number;
  taxYear: number;
  status: 'adopted' | 'proposed';
  viaCopy?: true;
  taxableValue: number;
  tax: number;
}

const PART_OF: Record<keyof NyUnitChoice, Part> = {
  county: 'county',
  municipality: 'city',
  village: 'special',
  school: 'school',
};

/** The county-average engine run on the home's own units, then the bill line by line. */
export function newYorkBill(
  input: GeneralInput,
  rate: RateUsed,
  rules: NewYorkRules,
  rangeChangePct: number | null,
  productYear: number | null = null,
): GeneralResult {
  const choice = input.nyUnits;
  if (!choice) {
    const result = newYorkTax(input, rate, rules, rangeChangePct);
    // A county record (not a typed-in rate) means the units exist but none was chosen.
    if (rate.county?.method === 'ny-osc-full-value') result.notices.push(notice('ny-county-average'));
    return result;
  }
  const components: Record<Part, number> = {
    county: choice.county.ratePct,
    city: choice.municipality.ratePct,
    special: choice.village?.ratePct ?? 0,
    school: choice.school.ratePct,
  };
  const unitRate: RateUsed = {
    ratePct: components.county + components.city + components.special + components.school,
    components,
    split: 'components',
    splitPct: null,
    county: rate.county,
  };
  const result = newYorkTax(input, unitRate, rules, rangeChangePct);
  result.units = billLines(choice, result.countyBreakdown);
  // A unit that published the product year's rate is no estimate: the range moves only the others.
  if (rangeChangePct !== null && productYear !== null && result.range)
    result.range = staleLinesRange(
      result.units.filter((l) => l.taxYear < productYear),
      result.units.length,
      result.annualTax,
      input.homeValue,
      unitRate.ratePct,
      rangeChangePct,
    );
  // The Comptroller's wording only while every line is its figure; a unit's own newer rate is not.
  const copied = result.units.every((l) => l.viaCopy);
  result.notices.push(
    copied ? notice('ny-unit-rates', undefined, { year: choice.school.taxYear }) : notice('ny-unit-rates-own'),
  );
  return result;
}

function billLines(choice: NyUnitChoice, parts: Record<Part, PortionLine>): BillLine[] {
  const lines: BillLine[] = [];
  for (const key of ['county', 'municipality', 'village', 'school'] as const) {
    const u = choice[key];
    if (u === null) continue;
    const taxableValue = parts[PART_OF[key]].taxableValue;
    lines.push({
      id: u.id,
      name: u.name,
      part: PART_OF[key],
      ratePct: u.ratePct,
      taxYear: u.taxYear,
      status: u.status,
      ...(u.viaCopy ? { viaCopy: true as const } : {}),
      taxableValue,
      tax: (taxableValue * u.ratePct) / 100,
    });
  }
  return lines;
}
