// sources/national/counties.csv: every county of the country with its Census effective rate.
import type { NationalCounty } from '../../../schema/index.ts';
import { rel } from '../../paths.ts';
import { pushAll } from '../../result.ts';
import { NATIONAL_COLUMNS } from '../../validate/schemas.ts';
import { checkNational } from '../../validate/national.ts';
import { nationalFileSchema } from '../../../schema/index.ts';
import { toRecordJson } from '../../shared/format.ts';
import { cmp } from '../../validate/units.ts';
import { type SourceKind, pathPattern } from '../kind.ts';
import { tableMemo } from '../table-memo.ts';

export const national: SourceKind<NationalCounty[]> = {
  paths: [rel.national],
  columns: NATIONAL_COLUMNS,
  reads: [],
  async load(ctx) {
    // The table as it was checked last, while its bytes and the code are the same (not the one being imported).
    const memo =
      ctx.replace?.path === rel.national ? null : tableMemo<NationalCounty[]>(ctx.root, rel.national, [], ctx.digests);
    const kept = memo?.take();
    if (kept) return kept;
    const table = await ctx.readTable(rel.national, NATIONAL_COLUMNS);
    // Without the table every later check runs against no counties, so each still reports its own problems.
    if (!table) return [];
    const checked = checkNational(table);
    pushAll(ctx.issues, checked.issues);
    if (checked.issues.length === 0) memo?.keep(checked.counties);
    return checked.counties;
  },
  emits: [
    {
      path: 'generated/rates/us.json',
      owns: pathPattern('generated/rates/us.json'),
      removeStale: true,
      from: ['national'],
      schema: nationalFileSchema,
      plan(s, out) {
        const counties = [...s.national].sort((a, b) => cmp(a.fips, b.fips));
        out.put('generated/rates/us.json', { counties }, toRecordJson);
      },
    },
  ],
};
