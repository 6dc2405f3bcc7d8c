// sources/units/<state>/<year>.csv: every state's taxing units, one table format (validate/units.ts),
// one table per tax year, each checked against the units of the years before it. A unit without a row
// for a year keeps its newest earlier rate. Emits generated/units/<state>.json (Texas units with their
// own exemptions) and, once Texas units publish the product year's rates, the per-unit diff.
import type { Unit } from '../../../schema/index.ts';
import { calcState } from '../../../states/engines.ts';
import { unitsFileSchema } from '../../../schema/index.ts';
import { STATES } from '../../paths.ts';
import { pushAll } from '../../result.ts';
import { UNIT_COLUMNS } from '../../validate/schemas.ts';
import { checkUnitTable } from '../../validate/units.ts';
import { currentLocal } from '../../validate/local-exemptions.ts';
import { unitDiffFiles } from '../../emit/outputs.ts';
import { unitsDir, unitsOutput, unitsOutputPath } from '../../emit/units.ts';
import { toRecordJson } from '../../shared/format.ts';
import { checkChanged, checkUnits } from '../../emit/units-check.ts';
import { countyKeys, keepPlannedUnits, plannedUnits, sha256, splicedUnits } from './units-splice.ts';
import { utf8Bytes } from '../../shared/utf8-bytes.ts';
import type { UnitTables } from '../sources.ts';
import { type SourceKind, pathPattern } from '../kind.ts';
import { tableMemo } from '../table-memo.ts';
import { rel } from '../../paths.ts';
import { resolvedRates } from './rates.ts';

/** Each state's tables: year → county FIPS → its units as that year's table lists them. */
export type { UnitTables };

export const units: SourceKind<UnitTables> = {
  paths: ['sources/units/<state>/<year>.csv'],
  columns: UNIT_COLUMNS,
  reads: ['national'],
  async load(ctx) {
    const out: UnitTables = {};
    const counties = ctx.get('national') ?? [];
    for (const state of ctx.states) {
      const rules = calcState(state).units;
      const tables = new Map<number, Record<string, Unit[]>>();
      const known = new Map<string, Unit>();
      // Oldest first, so each table is checked against the units of the years before it.
      const read: string[] = [];
      for (const year of await ctx.yearFiles(unitsDir(state))) {
        const path = `${unitsDir(state)}/${year}.csv`;
        // Checked as last time while its bytes, the earlier years' and the national table's are (none being imported).
        const memo = [path, ...read].includes(ctx.replace?.path ?? '')
          ? null
          : tableMemo<Record<string, Unit[]>>(ctx.root, path, [rel.national, ...read], ctx.digests);
        read.push(path);
        let units = memo?.take();
        if (!units) {
          const table = await ctx.readTable(path, UNIT_COLUMNS);
          if (!table) continue;
          const checked = checkUnitTable(table, counties, { state, rules, year, earlier: known });
          pushAll(ctx.issues, checked.issues);
          if (checked.issues.length === 0) memo?.keep(checked.units);
          units = checked.units;
        }
        tables.set(year, units);
        for (const [fips, list] of Object.entries(units)) for (const u of list) known.set(`${fips}/${u.id}`, u);
      }
      if (tables.size) out[state] = tables;
    }
    return out;
  },
  emits: [
    {
      path: 'generated/units/<state>.json',
      owns: pathPattern('generated/units/<state>.json', { state: STATES }),
      removeStale: true,
      from: ['units', 'product', 'localExemptions'],
      schema: unitsFileSchema,
      plan(s, out) {
        const year = s.product.productYear;
        const local = currentLocal(s.localExemptions, year);
        for (const state of out.states) {
          const file = unitsOutput(state, s.units[state], year, local);
          if (!file) continue;
          // Written with its keys in the order its check gives them (checked-record.ts reads it back unchecked); the
          // counties as they are in the file on record are not checked again.
          const path = unitsOutputPath(state);
          const before = out.checkedOnDisk(path);
          // The counties whose inputs are as at the last emit keep their bytes (units-splice.ts).
          const keys = countyKeys(state, s.units[state]!, year, local);
          const spliced =
            before && keys
              ? splicedUnits(file, before, out.diskDigest(path), keys, plannedUnits(out.root, state))
              : undefined;
          const quick = spliced && checkChanged(file, spliced.changed);
          if (spliced && quick?.same) {
            out.putBytes(path, quick.data, spliced.bytes, unitsFileSchema);
            keepPlannedUnits(out.root, state, spliced.sha, keys!);
            continue;
          }
          const checked = checkUnits(file, before);
          if (checked.success) {
            out.put(path, checked.data, (v) => (v === checked.data ? checked.text : toRecordJson(v)), unitsFileSchema);
            if (keys) keepPlannedUnits(out.root, state, sha256(utf8Bytes(checked.text)), keys);
          } else out.put(path, file, toRecordJson);
        }
      },
    },
    {
      path: 'generated/diffs/tx-units-<from>-<to>.md|json',
      owns: /^generated\/diffs\/tx-units-\d{4}-\d{4}\.(?:md|json)$/,
      removeStale: false,
      from: ['units', 'rates', 'national', 'product', 'localExemptions'],
      plan(s, out) {
        if (!out.states.includes('tx')) return;
        const resolved = resolvedRates(s, 'tx', out);
        const byYear = s.units.tx;
        // A refused Texas table is reported by generated/rates/tx.json's planner.
        if (!resolved?.ok || !byYear) return;
        const home = (s.product.display as { defaultHomeValue?: number } | undefined)?.defaultHomeValue ?? 0;
        const local = currentLocal(s.localExemptions, s.product.productYear);
        const current = unitsOutput('tx', byYear, s.product.productYear, local)?.counties ?? {};
        for (const [path, text] of unitDiffFiles(byYear, s.product.productYear, home, current, resolved.value.counties))
          out.putText(path, text);
      },
    },
  ],
};
