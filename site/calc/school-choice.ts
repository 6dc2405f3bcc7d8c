// Texas: the home's own school district in place of the county's typical one (the middle district
// by rate), as the county page's bill builder does; the county's combined rate follows its units.
import { error } from './messages.ts';
import type { CalcError } from './model.ts';
import type { BillUnit, CountyRate, StateRates } from './types.ts';

export function withSchool(
  rates: StateRates,
  slug: string | undefined,
  schoolId: string,
): { counties: CountyRate[] } | { errors: CalcError[] } {
  const county = rates.counties.find((c) => c.slug === slug);
  const units = county ? (rates.units?.[county.fips] ?? []) : [];
  const schools = units.filter((u) => u.type === 'school');
  const school = schools.find((u) => u.id === schoolId);
  if (!county || !county.bill || !school || school.ratePct === null) {
    const why = !county
      ? 'a county (--county) with taxing units'
      : school
        ? `a school district with a reported rate (${school.name} reported none)`
        : `the id of one of ${county.name}'s school districts (${schools
            .slice(0, 4)
            .map((u) => `${u.id} ${u.name}`)
            .join(
              ', ',
            )}${schools.length > 4 ? ', …' : ''}; all of them: rates units --state tx --county ${county.slug})`;
    return { errors: [error('school', 'invalid-value', `expected ${why}, found ${JSON.stringify(schoolId)}`)] };
  }
  const chosen: BillUnit = {
    id: school.id,
    name: school.name,
    part: 'school',
    ratePct: school.ratePct,
    local: school.local ?? null,
    taxYear: school.taxYear,
    status: school.status,
    ...(school.viaCopy ? { viaCopy: true as const } : {}),
  };
  const bill = [...county.bill.filter((b) => b.part !== 'school'), chosen];
  const sum = (part: BillUnit['part']) => bill.filter((b) => b.part === part).reduce((s, b) => s + b.ratePct, 0);
  const components = { school: sum('school'), county: sum('county'), city: 0, special: sum('special') };
  const billed: CountyRate = {
    ...county,
    ratePct: components.school + components.county + components.special,
    components,
    bill,
  };
  return { counties: rates.counties.map((c) => (c === county ? billed : c)) };
}
