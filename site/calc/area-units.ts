// Florida and California billed by the home's area: the city or the unincorporated area (Florida),
// the tax rate area or a city's typical one (California). The chosen area's own rate replaces the
// county's average where the area decides the bill; the county's other figures stay.
import { error } from './messages.ts';
import type { CalcError, Part } from './model.ts';
import type { AreaUnit, AreaUnitsFile, Localized } from './types.ts';

/** What the bill needs of an area (the page's per-county file holds just this). */
export type AreaPickUnit = Pick<
  AreaUnit,
  'id' | 'name' | 'type' | 'ratePct' | 'taxYear' | 'status' | 'lines' | 'source' | 'document' | 'url'
>;

/** The chosen area on the bill: its rate, the part of the bill it stands for, the value it taxed and its tax. */
export interface AreaLine extends AreaPickUnit {
  /** Florida: the city part (levies that cover less than the county); California: every part (the whole rate). */
  part: Part | 'all';
  taxableValue: number;
  tax: number;
}

const list = (units: readonly AreaPickUnit[]): string => units.map((u) => `${u.id} (${u.name.en})`).join(', ');

/** The area of the given id, or the refusal naming the areas the county has. */
export function areaChoice(
  units: readonly AreaPickUnit[],
  id: string,
  field = 'unit',
): { unit: AreaPickUnit } | { errors: CalcError[] } {
  const unit = units.find((u) => u.id === id);
  if (unit) return { unit };
  return {
    errors: [
      error(
        field,
        'unit-not-found',
        `expected a city, unincorporated area or tax rate area of the county, found ${JSON.stringify(id)}; the county has ${list(units)}`,
      ),
    ],
  };
}

/**
 * The CLI's --unit for Florida and California: an id of the county's areas (generated/units/<state>.json).
 * "Name=PCT" specs are units typed in by hand and are left for the caller; null when no area id was given.
 */
export function areaChoiceFromFlags(
  counties: readonly { slug: string; fips: string }[] | null,
  file: AreaUnitsFile | null,
  slug: string | undefined,
  specs: readonly string[],
): { unit: AreaPickUnit; rest: string[] } | { errors: CalcError[] } | null {
  const ids = specs.filter((s) => !s.includes('='));
  if (ids.length === 0) return null;
  const rest = specs.filter((s) => s.includes('='));
  const county = slug === undefined ? undefined : counties?.find((c) => c.slug === slug);
  if (county === undefined) return { errors: [error('county', 'county-required', '--unit needs --county')] };
  const units = file?.counties[county.fips];
  if (!units) {
    const held = Object.keys(file?.counties ?? {});
    const slugs = counties!.filter((c) => held.includes(c.fips)).map((c) => c.slug);
    return {
      errors: [
        error(
          'unit',
          'unit-not-found',
          `we hold no city or area rates for this county, so its average applies (counties with areas: ${slugs.join(', ') || 'none'}); a unit typed in by hand reads "Name=PCT"`,
        ),
      ],
    };
  }
  if (ids.length > 1)
    return { errors: [error('unit', 'invalid-value', `a home lies in one area, found ${ids.join(' and ')}`)] };
  const chosen = areaChoice(units, ids[0]!);
  return 'errors' in chosen ? chosen : { unit: chosen.unit, rest };
}

export const areaName = (u: { name: Localized }, lang: 'en' | 'es'): string => u.name[lang];
