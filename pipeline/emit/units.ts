// generated/units/<state>.json: every unit of a state billed at its own newest row up to the product
// year (unit-years.ts), with its own exemptions where sources/exemptions gives them.
import type { StateCode } from '../../schema/codes.ts';
import type { LocalExemptions, Unit, UnitsFile } from '../../schema/index.ts';
import { calcState } from '../../states/engines.ts';
import { type UnitsByYear, currentUnits } from './unit-years.ts';

export const unitsDir = (state: StateCode): string => `sources/units/${state}`;
export const unitsOutputPath = (state: StateCode): string => `generated/units/${state}.json`;

// The units file, Texas's county bills and the unit diff each ask for a state's units in one plan (a fiftieth of a
// second each for Texas's 6,000): made once per tables read, year and exemptions. Shared, so read-only.
const unitsMemo = new WeakMap<UnitsByYear, WeakMap<ReadonlyMap<string, LocalExemptions>, Map<string, unknown>>>();

/** County FIPS → its units as the product year sees them, each with its own exemptions (null where we hold none). */
export function unitsFor(
  state: StateCode,
  byYear: UnitsByYear,
  productYear: number,
  local: ReadonlyMap<string, LocalExemptions>,
): Record<string, Unit[]> | undefined {
  let byLocal = unitsMemo.get(byYear);
  if (!byLocal) unitsMemo.set(byYear, (byLocal = new WeakMap()));
  let made = byLocal.get(local);
  if (!made) byLocal.set(local, (made = new Map()));
  const key = `${state} ${productYear}`;
  if (!made.has(key)) made.set(key, unitsOf(state, byYear, productYear, local));
  return made.get(key) as Record<string, Unit[]> | undefined;
}

function unitsOf(
  state: StateCode,
  byYear: UnitsByYear,
  productYear: number,
  local: ReadonlyMap<string, LocalExemptions>,
): Record<string, Unit[]> | undefined {
  const table = currentUnits(byYear, productYear, calcState(state).units);
  if (!table) return undefined;
  for (const [fips, list] of Object.entries(table))
    table[fips] = list.map((u) => {
      const own = local.get(`${fips}/${u.id}`);
      return own ? { ...u, local: own } : u;
    });
  return table;
}

export function unitsOutput(
  state: StateCode,
  byYear: UnitsByYear | undefined,
  productYear: number,
  local: ReadonlyMap<string, LocalExemptions>,
): UnitsFile | null {
  if (!byYear) return null;
  const year = [...byYear.keys()].filter((y) => y <= productYear).sort((a, b) => b - a)[0];
  const counties = unitsFor(state, byYear, productYear, local);
  if (year === undefined || !counties) return null;
  return { state, year, counties };
}
