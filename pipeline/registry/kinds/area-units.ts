// sources/units/fl|ca/<year>.csv: Florida and California by the home's area (a city, or the
// unincorporated county), each area's levies on one line or several.
import type { AreaState, AreaUnit } from '../../../schema/area-units.ts';
import { AREA_STATES } from '../../../schema/area-units.ts';
import { areaUnitsFileSchema } from '../../../schema/index.ts';
import { AREA_UNIT_COLUMNS, areaUnitsDir, loadAreaUnits } from '../../validate/area-units.ts';
import { areaUnitsFile, areaUnitsOutput } from '../../emit/area-units.ts';
import { toRecordJson } from '../../shared/format.ts';
import { type SourceKind, pathPattern } from '../kind.ts';

export type AreaUnitsByState = Partial<Record<AreaState, Map<number, Record<string, AreaUnit[]>>>>;

export const areaUnits: SourceKind<AreaUnitsByState> = {
  paths: AREA_STATES.map((st) => `${areaUnitsDir(st)}/<year>.csv`),
  columns: AREA_UNIT_COLUMNS,
  reads: ['national'],
  async load(ctx) {
    const out: AreaUnitsByState = {};
    const counties = ctx.get('national') ?? [];
    for (const st of AREA_STATES) {
      const own = ctx.replacing(areaUnitsDir(st));
      out[st] = await loadAreaUnits(ctx.root, st, counties, ctx.issues, own && { ...own, state: st });
    }
    return out;
  },
  emits: [
    {
      path: 'generated/units/<fl|ca>.json',
      owns: pathPattern('generated/units/<state>.json', { state: AREA_STATES }),
      removeStale: true,
      from: ['areaUnits', 'product'],
      schema: areaUnitsFileSchema,
      plan(s, out) {
        for (const st of AREA_STATES) {
          const areas = areaUnitsFile(st, s.areaUnits[st], s.product.productYear);
          if (areas && Object.keys(areas.counties).length) out.putText(areaUnitsOutput(st), toRecordJson(areas));
        }
      },
    },
  ],
};
