// sources/units/tx/<year>.csv: Texas taxing units (county, city, school district, special
// districts) with their rates, one table per tax year; a unit without a row for a year keeps its
// newest earlier rate. Its counties' bills are emitted in generated/rates/tx.json (rates.ts); the
// per-unit diff of the product year is emitted here.
import type { TaxingUnit } from '../../../site/calc/types.ts';
import { rel } from '../../paths.ts';
import { pushAll } from '../../result.ts';
import { UNIT_COLUMNS } from '../../validate/schemas.ts';
import { checkUnits } from '../../validate/units.ts';
import { unitDiffFiles } from '../../emit/outputs.ts';
import type { SourceKind } from '../kind.ts';
import { resolvedRates } from './rates.ts';

export const units: SourceKind<Map<number, Record<string, TaxingUnit[]>>> = {
  paths: ['sources/units/tx/<year>.csv'],
  columns: UNIT_COLUMNS,
  reads: ['national'],
  async load(ctx) {
    const out = new Map<number, Record<string, TaxingUnit[]>>();
    const tx = (ctx.get('national') ?? []).filter((c) => c.state === 'TX');
    for (const year of await ctx.yearFiles('sources/units/tx')) {
      const table = await ctx.readTable(rel.units(year), UNIT_COLUMNS);
      if (!table) continue;
      const checked = checkUnits(table, tx, year);
      pushAll(ctx.issues, checked.issues);
      out.set(year, checked.units);
    }
    return out;
  },
  emits: [
    {
      path: 'generated/diffs/tx-units-<from>-<to>.md|json',
      owns: /^generated\/diffs\/tx-units-\d{4}-\d{4}\.(?:md|json)$/,
      removeStale: false,
      from: ['units', 'rates', 'national', 'product', 'localExemptions'],
      plan(s, out) {
        const resolved = resolvedRates(s, 'tx', out);
        // A refused Texas table is reported by generated/rates/tx.json's planner.
        if (!resolved?.ok || !resolved.value.units) return;
        const home = (s.product.display as { defaultHomeValue?: number } | undefined)?.defaultHomeValue ?? 0;
        const { units: byCounty, counties } = resolved.value;
        for (const [path, text] of unitDiffFiles(s.units, s.product.productYear, home, byCounty, counties))
          out.putText(path, text);
      },
    },
  ],
};
