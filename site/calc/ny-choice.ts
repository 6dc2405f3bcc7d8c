// The home's New York units from the ids a visitor or the CLI gives: a town or city and a village by
// --unit, the school segment by --school. A segment belongs to one town or city, so the school alone
// also names the town; a segment of another town is refused with the segments that do fit.
import { error } from './messages.ts';
import type { CalcError } from './model.ts';
import type { NyBillUnit, NyUnitChoice } from './ny-units.ts';
import type { NyUnit } from './types.ts';

/** What the chooser needs of a unit (the page's per-county file holds just this). */
export type NyPickUnit = Pick<
  NyUnit,
  'id' | 'name' | 'type' | 'municipalityId' | 'ratePct' | 'taxYear' | 'status' | 'viaCopy'
>;

const list = (units: readonly NyPickUnit[]): string => units.map((u) => `${u.id} (${u.name})`).join(', ');

function rated(u: NyPickUnit, field: string, errors: CalcError[]): NyBillUnit | null {
  if (u.ratePct === null) {
    errors.push(error(field, 'unit-not-found', `${u.name} filed no levy for ${u.taxYear}, so it has no rate`));
    return null;
  }
  return {
    id: u.id,
    name: u.name,
    ratePct: u.ratePct,
    taxYear: u.taxYear,
    status: u.status,
    ...(u.viaCopy ? { viaCopy: true as const } : {}),
  };
}

/** The school segments of one town or city, for a message or a select. */
export const segmentsOf = (units: readonly NyPickUnit[], municipalityId: string): NyPickUnit[] =>
  units.filter((u) => u.type === 'school-segment' && u.municipalityId === municipalityId);

/** null when nothing was chosen (the county average applies); otherwise the choice or every refusal. */
export function nyUnitChoice(
  units: readonly NyPickUnit[],
  unitIds: readonly string[],
  schoolId: string | undefined,
): { choice: NyUnitChoice } | { errors: CalcError[] } | null {
  if (unitIds.length === 0 && !schoolId) return null;
  const errors: CalcError[] = [];
  const byId = new Map(units.map((u) => [u.id, u]));
  let municipality: NyPickUnit | undefined;
  let village: NyPickUnit | undefined;
  for (const id of unitIds) {
    const u = byId.get(id);
    if (u === undefined || u.type === 'county' || u.type === 'school-segment') {
      const places = units.filter((x) => x.type === 'town' || x.type === 'city' || x.type === 'village');
      errors.push(
        error(
          'unit',
          'unit-not-found',
          `expected a town, city or village of the county, found ${JSON.stringify(id)}; the county has ${list(places)}`,
        ),
      );
    } else if (u.type === 'village') {
      if (village)
        errors.push(
          error('unit', 'invalid-value', `a home lies in one village at most, found ${village.id} and ${u.id}`),
        );
      village = u;
    } else {
      if (municipality)
        errors.push(
          error('unit', 'invalid-value', `a home lies in one town or city, found ${municipality.id} and ${u.id}`),
        );
      municipality = u;
    }
  }
  const school = schoolId ? byId.get(schoolId) : undefined;
  if (schoolId && (school === undefined || school.type !== 'school-segment')) {
    const choices = municipality
      ? segmentsOf(units, municipality.id)
      : units.filter((u) => u.type === 'school-segment');
    errors.push(
      error(
        'school',
        'unit-not-found',
        `expected a school district segment of the county, found ${JSON.stringify(schoolId)}; ${municipality ? `${municipality.name} has` : 'the county has'} ${list(choices)}`,
      ),
    );
  }
  if (errors.length) return { errors };
  if (!municipality && school) municipality = byId.get(school.municipalityId ?? '');
  if (municipality?.type === 'city' && village)
    errors.push(error('unit', 'invalid-value', `${village.name} lies in a town, not in ${municipality.name}`));
  if (!municipality) {
    errors.push(
      error(
        'unit',
        'unit-not-found',
        'expected the town or city of the home (--unit) or its school district segment (--school)',
      ),
    );
    return { errors };
  }
  if (!school) {
    errors.push(
      error(
        'school',
        'unit-not-found',
        `expected the school district segment of ${municipality.name}: ${list(segmentsOf(units, municipality.id))}`,
      ),
    );
    return { errors };
  }
  if (school.municipalityId !== municipality.id) {
    errors.push(
      error(
        'school',
        'school-not-in-town',
        `${school.name} is not in ${municipality.name}; ${municipality.name} has ${list(segmentsOf(units, municipality.id))}`,
      ),
    );
  }
  const county = units.find((u) => u.type === 'county');
  if (!county) errors.push(error('county', 'unit-not-found', 'the county itself is missing from its unit list'));
  if (errors.length) return { errors };
  const chosen = {
    county: rated(county!, 'county', errors),
    municipality: rated(municipality, 'unit', errors),
    village: village ? rated(village, 'unit', errors) : null,
    school: rated(school, 'school', errors),
  };
  if (errors.length || !chosen.county || !chosen.municipality || !chosen.school) return { errors };
  return {
    choice: {
      county: chosen.county,
      municipality: chosen.municipality,
      village: chosen.village,
      school: chosen.school,
    },
  };
}

/** The CLI's --unit and --school for a New York county: its units from generated/units/ny.json. */
export function nyChoiceFromFlags(
  counties: readonly { slug: string; fips: string; nycClass?: true }[] | null,
  file: { counties: Record<string, readonly NyPickUnit[]> } | null,
  slug: string | undefined,
  unitIds: readonly string[],
  schoolId: string | undefined,
): { choice: NyUnitChoice } | { errors: CalcError[] } | null {
  if (unitIds.length === 0 && !schoolId) return null;
  const county = slug === undefined ? undefined : counties?.find((c) => c.slug === slug);
  if (county === undefined)
    return { errors: [error('county', 'county-required', '--unit and --school need --county, a New York county')] };
  if (county.nycClass)
    return {
      errors: [
        error('unit', 'invalid-value', 'New York City is billed by property class, not by town and school district'),
      ],
    };
  const units = file?.counties[county.fips];
  if (!units)
    return {
      errors: [error('unit', 'state-data-not-loaded', 'generated/units/ny.json holds no units for this county')],
    };
  return nyUnitChoice(units, unitIds, schoolId);
}
