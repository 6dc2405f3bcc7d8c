// sources/nyc/class-rates.csv: New York City's rates per property class and fiscal year (optional).
import type { NycClassRate } from '../../../schema/index.ts';
import { nycFileSchema } from '../../../schema/index.ts';
import { rel } from '../../paths.ts';
import { pushAll } from '../../result.ts';
import { NYC_COLUMNS } from '../../validate/schemas.ts';
import { checkNyc } from '../../validate/nyc.ts';
import { type SourceKind, pathPattern } from '../kind.ts';

export const nyc: SourceKind<NycClassRate[] | null> = {
  paths: [rel.nyc],
  columns: NYC_COLUMNS,
  reads: [],
  async load(ctx) {
    const table = await ctx.readTable(rel.nyc, NYC_COLUMNS, false);
    if (!table) return null;
    const checked = checkNyc(table);
    pushAll(ctx.issues, checked.issues);
    return checked.rates;
  },
  emits: [
    {
      path: 'generated/nyc/class-rates.json',
      owns: pathPattern('generated/nyc/class-rates.json'),
      removeStale: true,
      from: ['nyc'],
      schema: nycFileSchema,
      plan(s, out) {
        if (s.nyc) out.put('generated/nyc/class-rates.json', { rates: s.nyc });
      },
    },
  ],
};
