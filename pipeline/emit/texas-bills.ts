// A Texas county record lists the units its combined rate adds up (the `units` column); emit turns
// those ids into the bill the engine taxes unit by unit, each unit with its own exemptions, and
// checks that the units' rates really add up to the record's parts.
import type { BillUnit, LocalExemptions, TaxingUnit } from '../../site/calc/types.ts';
import type { RateRecord } from '../validate/rate-table.ts';
import type { Issue } from '../result.ts';
import { round6 } from './format.ts';

const TOLERANCE = 0.0001;

export function billOf(
  record: RateRecord,
  units: readonly TaxingUnit[] | undefined,
  local: ReadonlyMap<string, LocalExemptions>,
): { bill?: BillUnit[]; schoolDistricts?: number; issues: Issue[] } {
  if (!record.unitIds) return { issues: [] };
  const { ids, at } = record.unitIds;
  const bill: BillUnit[] = [];
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
    bill.push({
      id: u.id,
      name: u.name,
      part: u.type,
      ratePct: u.ratePct,
      local: local.get(`${record.fips}/${u.id}`) ?? null,
    });
  }
  if (issues.length) return { issues };
  const parts = record.components ?? {};
  for (const part of ['school', 'county', 'city', 'special'] as const) {
    const sum = round6(bill.filter((b) => b.part === part).reduce((s, b) => s + b.ratePct, 0));
    const want = parts[part] ?? 0;
    if (Math.abs(sum - want) > TOLERANCE) {
      issues.push({
        where: at,
        message: `units: expected the ${part} units to add up to ${part}_pct ${want}, found ${sum} (${
          bill
            .filter((b) => b.part === part)
            .map((b) => `${b.name} ${b.ratePct}`)
            .join(' + ') || 'none'
        })`,
      });
    }
  }
  if (issues.length) return { issues };
  // The method's wording says which school district stands for the county and among how many.
  const schoolDistricts = (units ?? []).filter((u) => u.type === 'school' && u.ratePct !== null).length;
  return { bill, schoolDistricts, issues };
}
