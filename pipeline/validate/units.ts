// Texas taxing units: every county, city, school district and special district with its own rate,
// grouped by county the way the county page lists them.
import type { NationalCounty, TaxingUnit, UnitType } from '../../site/calc/types.ts';
import type { CsvTable } from '../ingest/ingest.ts';
import type { Issue } from '../result.ts';
import { UNIT_COLUMNS, unitRow } from './schemas.ts';
import { fieldIssue, validateRows } from './rows.ts';
import { round6 } from '../shared/format.ts';
import { remarkOf } from './remark.ts';

const TYPE_ORDER: Record<UnitType, number> = { county: 0, city: 1, school: 2, special: 3 };
const r6 = (x: number | null) => (x === null ? null : round6(x));

export function compareUnits(a: TaxingUnit, b: TaxingUnit): number {
  return TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || cmp(a.name, b.name) || cmp(a.id, b.id);
}
/** Plain code-unit order: locale-independent, so every machine sorts alike. */
export const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function checkUnits(
  t: CsvTable,
  counties: readonly NationalCounty[],
  taxYear: number,
): { units: Record<string, TaxingUnit[]>; issues: Issue[] } {
  const { rows, issues } = validateRows(t, unitRow, [...UNIT_COLUMNS.required, ...UNIT_COLUMNS.optional]);
  const known = new Map(counties.map((c) => [c.fips, c]));
  const seen = new Map<string, number>();
  const byCounty = new Map<string, TaxingUnit[]>();
  for (const { line, row: r } of rows) {
    const county = known.get(r.fips);
    if (!county) {
      issues.push(fieldIssue(t, line, 'fips', 'a TX county of the national table', JSON.stringify(r.fips)));
      continue;
    }
    if (county.name !== r.county_name)
      issues.push(
        fieldIssue(
          t,
          line,
          'county_name',
          `${JSON.stringify(county.name)} as in the national table`,
          JSON.stringify(r.county_name),
        ),
      );
    // A unit spanning counties is listed once per county, so the id repeats only across counties.
    const key = `${r.fips}/${r.unit_id}`;
    const first = seen.get(key);
    if (first !== undefined) {
      issues.push(
        fieldIssue(t, line, 'unit_id', 'each unit once per county', `${r.unit_id} again (first on line ${first})`),
      );
      continue;
    }
    seen.set(key, line);
    const { remark, issues: remarkIssues } = remarkOf(t, line, r.note, r.note_es);
    issues.push(...remarkIssues);
    // A 0 publishes $0 lines: taken only where the source says so, with the zero-rate flag (sources/README.md).
    if (r.rate_pct === 0 && !r.flags.includes('zero-rate'))
      issues.push(fieldIssue(t, line, 'rate_pct', 'a rate above 0, or 0 with the zero-rate flag', '"0"'));
    if (r.district_type === '' && (r.unit_type === 'school' || r.unit_type === 'special')) {
      issues.push(fieldIssue(t, line, 'district_type', `a district type code for a ${r.unit_type} unit`, 'nothing'));
    }
    const list = byCounty.get(r.fips) ?? [];
    list.push({
      id: r.unit_id,
      name: r.unit_name,
      type: r.unit_type,
      districtType: r.district_type,
      ratePct: r6(r.rate_pct),
      moPct: r6(r.mo_pct),
      isPct: r6(r.is_pct),
      countyValueShare: r6(r.county_value_share),
      countywide: r.countywide,
      confidence: r.confidence,
      source: r.source,
      sourceYear: r.source_year,
      flags: r.flags,
      funds: r.funds,
      remark,
      ...(r.provenance ? { provenance: r.provenance } : {}),
      taxYear,
      status: r.status.status,
      ...(r.status.viaCopy ? { viaCopy: true as const } : {}),
      ...(r.url ? { url: r.url } : {}),
      ...(r.read_on ? { readOn: r.read_on } : {}),
    });
    byCounty.set(r.fips, list);
  }
  const units: Record<string, TaxingUnit[]> = {};
  for (const f of [...byCounty.keys()].sort()) units[f] = byCounty.get(f)!.sort(compareUnits);
  return { units, issues };
}
