// Decides, county by county, which table year the product uses: the product year's record when
// the county has published (official), else its newest earlier record standing in (estimate).
import type { StateCode } from '../../schema/codes.ts';
import type { CountyBillUnit, CountyRate, RateComponents, NationalCounty } from '../../schema/index.ts';
import type { RateRecord } from '../validate/rate-table.ts';
import { type Issue, type Result, fail, ok } from '../result.ts';
import { cmp } from '../validate/units.ts';

export function resolveState(
  state: StateCode,
  tables: ReadonlyMap<number, readonly RateRecord[]>,
  productYear: number,
  national: readonly NationalCounty[],
  /** Texas: the record's own units as a bill (or problems with them). */
  billFor: (record: RateRecord) => {
    bill?: CountyBillUnit[];
    schoolDistricts?: number;
    derived?: { ratePct: number; components: RateComponents };
    issues: Issue[];
  } = () => ({ issues: [] }),
): Result<CountyRate[]> {
  // Newest year first, so the first record found for a county is the one to use.
  const years = [...tables.keys()].filter((y) => y <= productYear).sort((a, b) => b - a);
  const byYear = years.map((y) => new Map(tables.get(y)!.map((r) => [r.fips, r])));
  const counties: CountyRate[] = [];
  const missing: string[] = [];
  const problems: Issue[] = [];
  for (const c of national.filter((n) => n.state === state.toUpperCase())) {
    const record = byYear.map((m) => m.get(c.fips)).find((r) => r !== undefined);
    if (!record) {
      missing.push(`${c.fips} ${c.name}`);
      continue;
    }
    const { unitIds: _ids, ...rest } = record;
    const { bill, schoolDistricts, derived, issues } = billFor(record);
    problems.push(...issues);
    counties.push({
      ...rest,
      ...(derived ?? {}),
      status: record.tableYear === productYear ? 'official' : 'estimate',
      ...(bill ? { bill } : {}),
      ...(bill && schoolDistricts !== undefined ? { schoolDistricts } : {}),
    });
  }
  if (problems.length) return fail(problems);
  if (missing.length) {
    const issue: Issue = {
      where: `sources/rates/${state}`,
      message: `counties: expected a rate for every ${state.toUpperCase()} county in a table up to ${productYear}, found none for ${missing.join(', ')}`,
    };
    return fail([issue]);
  }
  return ok(counties.sort((a, b) => cmp(a.slug, b.slug)));
}
