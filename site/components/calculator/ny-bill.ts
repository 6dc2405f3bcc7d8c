// The New York bill builder's data: the county's units in the order the page offers them, and the
// form's choice turned into the engine's units. The most common choice comes first: the town or
// city with the largest taxable full value, and in it the school segment with the largest.
import { nyUnitChoice, type NyPickUnit } from '../../calc/ny-choice.ts';
import type { CalcError, GeneralInput } from '../../calc/model.ts';
import type { FormState } from './state.ts';

export interface NyPageUnit extends NyPickUnit {
  taxableFullValue: number | null;
}

const byValue = (a: NyPageUnit, b: NyPageUnit): number =>
  (b.taxableFullValue ?? -1) - (a.taxableFullValue ?? -1) || a.name.localeCompare(b.name, 'en');

export interface NyOptions {
  /** Towns and cities: the most common first, then by name. */
  municipalities: NyPageUnit[];
  /** Every village of the county, by name (the table does not say which town each lies in). */
  villages: NyPageUnit[];
  /** The school segments of the chosen town or city, the most common first. */
  schools: NyPageUnit[];
}

export function nyOptions(units: readonly NyPageUnit[], municipalityId: string): NyOptions {
  const places = units.filter((u) => u.type === 'town' || u.type === 'city');
  const first = [...places].sort(byValue)[0];
  const byName = (a: NyPageUnit, b: NyPageUnit) => a.name.localeCompare(b.name, 'en');
  return {
    municipalities: first ? [first, ...places.filter((u) => u !== first).sort(byName)] : [],
    villages: units.filter((u) => u.type === 'village').sort(byName),
    schools: units.filter((u) => u.type === 'school-segment' && u.municipalityId === municipalityId).sort(byValue),
  };
}

/** The school segment a town or city starts with: its most common one that has a rate. */
export function defaultSchool(units: readonly NyPageUnit[], municipalityId: string): string {
  return nyOptions(units, municipalityId).schools.find((u) => u.ratePct !== null)?.id ?? '';
}

/** Puts the chosen units on the input; refusals come back for the fields to show. Nothing chosen: the average. */
export function withNyUnits(input: GeneralInput, units: readonly NyPageUnit[], form: FormState): CalcError[] {
  if (!form.nyMunicipalityId) return [];
  const ids = [form.nyMunicipalityId, ...(form.nyVillageId ? [form.nyVillageId] : [])];
  const out = nyUnitChoice(units, ids, form.nySchoolId || undefined);
  if (out === null) return [];
  if ('errors' in out) return out.errors;
  input.nyUnits = out.choice;
  return [];
}

export async function fetchNyUnits(url: string): Promise<NyPageUnit[]> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  return ((await r.json()) as { units: NyPageUnit[] }).units;
}
