// `rates units --state tx --county SLUG`: a county's taxing units as the bill builder offers them,
// each with the tax year and status of the rate it is billed at, read from generated/.
import { GeneratedDataError, generatedData } from '../pipeline/shared/generated-data.ts';
import { type Result, fail, ok } from '../pipeline/result.ts';
import type { StateCode, UnitStatus } from '../site/calc/types.ts';

export interface ListedUnit {
  id: string;
  name: string;
  type: string;
  districtType: string;
  ratePct: number | null;
  taxYear: number;
  status: UnitStatus;
  viaCopy: boolean;
  countywide: boolean;
  inTypicalBill: boolean;
}

export function listUnits(root: string, state: StateCode, slug: string): Result<ListedUnit[]> {
  if (state !== 'tx')
    return fail([
      {
        where: '--state',
        message: `expected tx (only Texas bills are built unit by unit), found ${state}`,
      },
    ]);
  try {
    const rates = generatedData(root).stateRates('tx');
    const county = rates.counties.find((c) => c.slug === slug);
    if (!county) {
      const near = rates.counties
        .filter((c) => c.slug.startsWith(slug.slice(0, 2)))
        .slice(0, 5)
        .map((c) => c.slug);
      return fail([
        {
          where: '--county',
          message: `expected the slug of a Texas county (such as travis, fort-bend${near.length ? `; near: ${near.join(', ')}` : ''}), found ${JSON.stringify(slug)}`,
        },
      ]);
    }
    const billed = new Set((county.bill ?? []).map((b) => b.id));
    return ok(
      (rates.units?.[county.fips] ?? []).map((u) => ({
        id: u.id,
        name: u.name,
        type: u.type,
        districtType: u.districtType,
        ratePct: u.ratePct,
        taxYear: u.taxYear,
        status: u.status,
        viaCopy: u.viaCopy === true,
        countywide: u.countywide,
        inTypicalBill: billed.has(u.id),
      })),
    );
  } catch (err) {
    if (err instanceof GeneratedDataError) return fail([{ where: err.file, message: err.message }]);
    throw err;
  }
}

/** Aligned text columns: id, type, rate, year, status, name; `*` marks the typical bill's units. */
export function unitTable(units: readonly ListedUnit[]): string[] {
  const rows = units.map((u) => [
    `${u.inTypicalBill ? '*' : ' '} ${u.id}`,
    u.districtType ? `${u.type}/${u.districtType}` : u.type,
    u.ratePct === null ? 'no rate' : u.ratePct.toFixed(6),
    String(u.taxYear),
    `${u.status}${u.viaCopy ? ' (read in a copy)' : ''}`,
    u.name,
  ]);
  const head = ['  id', 'type', 'rate %', 'year', 'status', 'name'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    line(head),
    ...rows.map(line),
    '',
    '* in the typical bill (county, county-wide districts, the typical school district)',
  ];
}
