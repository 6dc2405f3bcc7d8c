// sources/units/ny/<year>.csv: New York outside NYC unit by unit (county, town, city, village,
// school segment), each table checked against the units of the years before it.
import type { NyUnit } from '../../../schema/ny-units.ts';
import { nyUnitsFileSchema } from '../../../schema/index.ts';
import { NY_UNIT_COLUMNS, NY_UNITS_DIR, loadNyUnits } from '../../validate/ny-units.ts';
import { NY_UNITS_OUTPUT, nyUnitsOutput } from '../../emit/ny-units.ts';
import { toRecordJson } from '../../shared/format.ts';
import { type SourceKind, pathPattern } from '../kind.ts';

export const nyUnits: SourceKind<Map<number, Record<string, NyUnit[]>>> = {
  paths: [`${NY_UNITS_DIR}/<year>.csv`],
  columns: NY_UNIT_COLUMNS,
  reads: ['national'],
  load: (ctx) => loadNyUnits(ctx.root, ctx.get('national') ?? [], ctx.issues, ctx.replacing(NY_UNITS_DIR)),
  emits: [
    {
      path: NY_UNITS_OUTPUT,
      owns: pathPattern(NY_UNITS_OUTPUT),
      removeStale: true,
      from: ['nyUnits', 'product'],
      schema: nyUnitsFileSchema,
      plan(s, out) {
        const ny = nyUnitsOutput(s.nyUnits, s.product.productYear);
        if (ny) out.putText(NY_UNITS_OUTPUT, toRecordJson(ny));
      },
    },
  ],
};
