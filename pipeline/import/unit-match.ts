// `rates import --units`: which stored unit each row of a maintainer's file names, by id or by
// county and name, and the closest names when none matches. Pure: the stored rows come in as tables.
import type { CsvRow, CsvTable } from '../ingest/ingest.ts';
import type { Issue } from '../result.ts';
import { fieldIssue } from '../validate/rows.ts';
import { closest, plainName } from '../shared/closest.ts';

/** One county's listing of a unit: the newest stored row of it up to the import year. */
export interface StoredUnit {
  fips: string;
  countyName: string;
  id: string;
  name: string;
  values: Record<string, string>;
}

/** fips/unit_id → its newest stored row; tables oldest year first. */
export function storedUnits(tables: readonly CsvTable[]): Map<string, StoredUnit> {
  const out = new Map<string, StoredUnit>();
  for (const t of tables)
    for (const { values: v } of t.rows)
      out.set(`${v.fips}/${v.unit_id}`, {
        fips: v.fips!,
        countyName: v.county_name!,
        id: v.unit_id!,
        name: v.unit_name!,
        values: v,
      });
  return out;
}

const spelled = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9#&]+/g, ' ')
    .trim();
/** A county's name as the matcher compares it ("Travis County" and "travis" alike). */
export const countyKey = (s: string) => plainName(s).replace(/ county$/, '');

const STATE_NAME = { tx: 'Texas', ny: 'New York', fl: 'Florida', ca: 'California' } as const;
export type UnitState = keyof typeof STATE_NAME;
const listHint = (state: UnitState) => `list them with \`npx tsx cli.ts rates units --state ${state} --county SLUG\``;

/** The stored units a row names: every county of an id given alone, else the one county's unit. */
export function matchRow(
  table: CsvTable,
  row: CsvRow,
  stored: ReadonlyMap<string, StoredUnit>,
  state: UnitState = 'tx',
): { units: StoredUnit[]; issues: Issue[] } {
  const dir = `sources/units/${state}`;
  const v = row.values;
  const id = (v.unit_id ?? '').trim(),
    county = (v.county ?? '').trim(),
    name = (v.unit_name ?? '').trim();
  const all = [...stored.values()];
  const issue = (field: string, expected: string, found: string) => ({
    units: [],
    issues: [fieldIssue(table, row.line, field, expected, found)],
  });
  let inCounty = all;
  if (county !== '') {
    // Each county's name normalised once, not once per unit (6,000 in Texas).
    const wanted = countyKey(county);
    const keys = new Map<string, string>();
    const keyOf = (name: string): string => {
      let key = keys.get(name);
      if (key === undefined) keys.set(name, (key = countyKey(name)));
      return key;
    };
    inCounty = all.filter((u) => u.fips === county || keyOf(u.countyName) === wanted);
    if (inCounty.length === 0) {
      const counties = [...new Map(all.map((u) => [u.fips, { name: u.countyName, id: u.fips }])).values()];
      return issue(
        'county',
        `a ${STATE_NAME[state]} county by name or FIPS (closest: ${closest(county, counties)})`,
        JSON.stringify(county),
      );
    }
  }
  if (id !== '') {
    const units = inCounty.filter((u) => u.id === id);
    // An id may name a place ("town-greenville", New York's), and several counties may have a place of that name.
    if (units.length > 1)
      return issue(
        'county',
        `the county too, for an id listed in ${units.length} counties (${units.map((u) => u.countyName).join(', ')})`,
        'nothing',
      );
    if (units.length) return { units, issues: [] };
    const where = county ? `listed for ${inCounty[0]!.countyName}` : `listed in ${dir}`;
    return issue(
      'unit_id',
      `the id of a unit ${where} (closest by name: ${closest(name || id, inCounty)}); ${listHint(state)}`,
      JSON.stringify(id),
    );
  }
  if (county === '' || name === '')
    return issue(county === '' ? 'county' : 'unit_name', 'a unit_id, or a county and a unit_name (both)', 'neither');
  // The name as written first: New York lists a "Town of Hamburg" and a "Village of Hamburg" in one county.
  const written = inCounty.filter((u) => spelled(u.name) === spelled(name));
  if (written.length === 1) return { units: written, issues: [] };
  const units = inCounty.filter((u) => plainName(u.name) === plainName(name));
  if (units.length === 1) return { units, issues: [] };
  if (units.length > 1)
    return issue(
      'unit_name',
      `one unit of ${inCounty[0]!.countyName}; give its unit_id instead (${units.map((u) => u.id).join(' or ')})`,
      `${units.length} units named ${JSON.stringify(name)}`,
    );
  return issue(
    'unit_name',
    `a unit of ${inCounty[0]!.countyName} as listed in ${dir} (closest: ${closest(name, inCounty)}); write the name as listed or give its unit_id; ${listHint(state)}`,
    JSON.stringify(name),
  );
}
