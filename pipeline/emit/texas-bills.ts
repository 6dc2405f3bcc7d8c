// A Texas county record lists the units its combined rate adds up (the `units` column); emit turns
// those ids into the bill the engine taxes unit by unit, each unit with its own exemptions and its
// own newest rate. The record's typed parts are checked only against the units of the record's own
// table year; once a unit publishes a newer rate, the county's combined rate and parts are derived
// from its units, never typed a second time.
import { PARTS } from '../../engine/model.ts';
import type { BillPart, CountyBillUnit, LocalExemptions, RateComponents, Unit } from '../../schema/index.ts';
import type { RateRecord } from '../validate/rate-table.ts';
import type { Issue } from '../result.ts';
import { round6 } from '../shared/format.ts';

const TOLERANCE = 0.0001;

export interface BillOutcome {
  bill?: CountyBillUnit[];
  schoolDistricts?: number;
  /** The combined rate and parts from the units, when a unit's rate is newer than the record's table. */
  derived?: { ratePct: number; components: RateComponents };
  issues: Issue[];
}

function partSum(units: readonly { part: string; ratePct: number }[], part: string): number {
  return round6(units.filter((b) => b.part === part).reduce((s, b) => s + b.ratePct, 0));
}

/**
 * The typed parts against the units they were written from: a mistyped table is refused, saying what to fix. Only
 * when the row and every one of its units are of the same year (one publication, as the Comptroller's 2025
 * workbooks); once any unit has published on its own, the parts are derived from the units instead.
 */
function typedPartIssues(record: RateRecord, units: readonly Unit[]): Issue[] {
  const { ids, at } = record.unitIds!;
  const listed = ids
    .map((id) => units.find((x) => x.id === id))
    .filter((u): u is Unit & { ratePct: number } => u !== undefined && u.ratePct !== null);
  if (listed.some((u) => u.taxYear !== record.tableYear)) return [];
  const own = listed.map((u) => ({ name: u.name, part: u.part, ratePct: u.ratePct }));
  const parts = record.components ?? {};
  const issues: Issue[] = [];
  for (const part of PARTS) {
    const sum = partSum(own, part);
    const want = parts[part] ?? 0;
    if (Math.abs(sum - want) > TOLERANCE) {
      issues.push({
        where: at,
        message: `units: expected the ${part} units as of ${record.tableYear} to add up to ${part}_pct ${want}, found ${sum} (${
          own
            .filter((b) => b.part === part)
            .map((b) => `${b.name} ${b.ratePct}`)
            .join(' + ') || 'none'
        }); correct ${part}_pct or the unit rates of sources/units/tx/${record.tableYear}.csv (a newer unit rate goes in that year's units file: \`rates import FILE --units\`)`,
      });
    }
  }
  return issues;
}

export function billOf(
  record: RateRecord,
  units: readonly Unit[] | undefined,
  local: ReadonlyMap<string, LocalExemptions>,
  /** Each unit's newest rate up to the record's table year, which its typed parts were written from. */
  tableUnits: readonly Unit[] | undefined = units,
): BillOutcome {
  if (!record.unitIds) return { issues: [] };
  const { ids, at } = record.unitIds;
  const bill: CountyBillUnit[] = [];
  const issues: Issue[] = [];
  for (const id of ids) {
    const u = units?.find((x) => x.id === id);
    if (!u || u.ratePct === null) {
      issues.push({
        where: at,
        message: `units: expected ids of rated units listed for ${record.fips} in sources/units/tx, found ${JSON.stringify(id)}${u ? ' (no rate reported)' : ''}`,
      });
      continue;
    }
    // A Texas unit's part is never `all` (only a California tax rate area's is).
    bill.push({
      id: u.id,
      name: u.name,
      part: u.part as BillPart,
      ratePct: u.ratePct,
      local: local.get(`${record.fips}/${u.id}`) ?? null,
      taxYear: u.taxYear,
      status: u.status,
      ...(u.viaCopy ? { viaCopy: true as const } : {}),
    });
  }
  if (issues.length) return { issues };
  issues.push(...typedPartIssues(record, tableUnits ?? units ?? []));
  if (issues.length) return { issues };
  // The method's wording says which school district stands for the county and among how many.
  const schoolDistricts = (units ?? []).filter((u) => u.type === 'school' && u.ratePct !== null).length;
  if (bill.every((b) => b.taxYear === record.tableYear)) return { bill, schoolDistricts, issues };
  const components: RateComponents = {};
  for (const part of PARTS)
    if (record.components?.[part] !== undefined || bill.some((b) => b.part === part))
      components[part] = partSum(bill, part);
  const ratePct = round6(PARTS.reduce((s, p) => s + (components[p] ?? 0), 0));
  return { bill, schoolDistricts, derived: { ratePct, components }, issues };
}
