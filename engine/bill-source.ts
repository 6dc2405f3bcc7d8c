// Which units make up a bill: the home's own (the chooser's), standing in for the parts the state's
// units replace; else the county record's own units (a Texas county's typical bill); else the parts
// of the county's rate. Units the visitor added (a city, a district, one typed in by name) come on top.
// A unit of a part the county's figures still stand for (a Florida county's own countywide levy) is
// taken out of that part's average, which keeps only the levies no unit names.
import { PARTS, type BillUnit, type GeneralInput, type Part, type RateUsed } from './model.ts';

export function billSource(
  input: Pick<GeneralInput, 'units'>,
  rate: RateUsed,
  replaces: readonly Part[],
): { units: BillUnit[]; standIns: Part[] } {
  const given = input.units ?? [];
  if (given.some((u) => !u.extra)) return { units: [...given], standIns: PARTS.filter((p) => !replaces.includes(p)) };
  const typical = rate.split === 'components' ? rate.county?.bill : undefined;
  if (typical?.length) return { units: [...typical, ...given], standIns: [] };
  return { units: [...given], standIns: [...PARTS] };
}
