// `rates import --units`: which stored unit each row of a maintainer's file names, by id or by
// county and name, and the closest names when none matches. Pure: the stored rows come in as tables.
import type { CsvRow, CsvTable } from '../ingest/ingest.ts';
import type { Issue } from '../result.ts';
import { fieldIssue } from '../validate/rows.ts';

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

/** "City of Austin", "Austin" and "austin" name the same unit; the Comptroller lists cities by bare name. */
const plain = (s: string) =>
  s
    .toLowerCase()
    .replace(/^(city|town|village) of /, '')
    .replace(/[^a-z0-9#&]+/g, ' ')
    .trim();
const countyKey = (s: string) => plain(s).replace(/ county$/, '');

function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

/** The three names nearest to `wanted`, as "Name (id)". */
function closest(wanted: string, candidates: readonly { name: string; id: string }[]): string {
  const w = plain(wanted);
  return [...candidates]
    .map((c) => ({ c, d: Math.min(distance(w, plain(c.name)), plain(c.name).includes(w) && w ? 1 : Infinity) }))
    .sort((a, b) => a.d - b.d || (a.c.name < b.c.name ? -1 : 1))
    .slice(0, 3)
    .map(({ c }) => `${c.name} (${c.id})`)
    .join(', ');
}

const LIST_HINT = 'list them with `npx tsx cli.ts rates units --state tx --county SLUG`';

/** The stored units a row names: every county of an id given alone, else the one county's unit. */
export function matchRow(
  table: CsvTable,
  row: CsvRow,
  stored: ReadonlyMap<string, StoredUnit>,
): { units: StoredUnit[]; issues: Issue[] } {
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
    inCounty = all.filter((u) => u.fips === county || countyKey(u.countyName) === countyKey(county));
    if (inCounty.length === 0) {
      const counties = [...new Map(all.map((u) => [u.fips, { name: u.countyName, id: u.fips }])).values()];
      return issue(
        'county',
        `a Texas county by name or FIPS (closest: ${closest(county, counties)})`,
        JSON.stringify(county),
      );
    }
  }
  if (id !== '') {
    const units = inCounty.filter((u) => u.id === id);
    if (units.length) return { units, issues: [] };
    const where = county ? `listed for ${inCounty[0]!.countyName}` : 'listed in sources/units/tx';
    return issue(
      'unit_id',
      `the id of a unit ${where} (closest by name: ${closest(name || id, inCounty)}); ${LIST_HINT}`,
      JSON.stringify(id),
    );
  }
  if (county === '' || name === '')
    return issue(county === '' ? 'county' : 'unit_name', 'a unit_id, or a county and a unit_name (both)', 'neither');
  const units = inCounty.filter((u) => plain(u.name) === plain(name));
  if (units.length === 1) return { units, issues: [] };
  if (units.length > 1)
    return issue(
      'unit_name',
      `one unit of ${inCounty[0]!.countyName}; give its unit_id instead (${units.map((u) => u.id).join(' or ')})`,
      `${units.length} units named ${JSON.stringify(name)}`,
    );
  return issue(
    'unit_name',
    `a unit of ${inCounty[0]!.countyName} as listed in sources/units/tx (closest: ${closest(name, inCounty)}); write the name as listed or give its unit_id; ${LIST_HINT}`,
    JSON.stringify(name),
  );
}
