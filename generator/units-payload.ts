// A county page's taxing units for the bill builder, in a hashed data file loaded after the page:
// every state's in the same shape (engine/pick-unit.ts), in the order the county's list gives,
// each source written once.
import type { StateCode } from '../schema/codes.ts';
import type { UnitsFile } from '../schema/index.ts';
import { calcState } from '../states/engines.ts';
import { type UnitsPayload, packUnits, pickUnit } from '../engine/pick-unit.ts';

export function unitsPayload(state: StateCode, file: UnitsFile | undefined, fips: string): UnitsPayload | null {
  const units = file?.counties[fips];
  if (!units) return null;
  const withLocal = calcState(state).units.ownExemptions === true;
  return packUnits(units.map((u) => pickUnit(u, withLocal)));
}
