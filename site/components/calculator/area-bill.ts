// The Florida and California bill builder's data: the county's areas in the order the page offers
// them (the source table's, most common first), and the form's choice put on the engine's input.
import { type AreaPickUnit, areaChoice } from '../../calc/area-units.ts';
import type { CalcError, GeneralInput } from '../../calc/model.ts';
import type { FormState } from './state.ts';

/** Puts the chosen area on the input; an area the county lacks comes back refused. Nothing chosen: the average. */
export function withArea(input: GeneralInput, units: readonly AreaPickUnit[], form: FormState): CalcError[] {
  if (!form.areaId) return [];
  const out = areaChoice(units, form.areaId);
  if ('errors' in out) return out.errors;
  input.area = out.unit;
  return [];
}

export async function fetchAreaUnits(url: string): Promise<AreaPickUnit[]> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  return ((await r.json()) as { units: AreaPickUnit[] }).units;
}
