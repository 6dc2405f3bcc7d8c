// sources/exemptions/tx-local-options.csv: each Texas unit's local-option homestead and over-65
// exemptions by year. Checked against the units of all years (a row names a unit of its county)
// and the state's highest local homestead percentage; emitted inside generated/rates/tx.json.
import type { Unit } from '../../../schema/index.ts';
import { rel } from '../../paths.ts';
import { pushAll } from '../../result.ts';
import { LOCAL_EXEMPTION_COLUMNS, type LocatedLocal, checkLocalExemptions } from '../../validate/local-exemptions.ts';
import { constantFor } from '../../validate/constants.ts';
import type { SourceKind } from '../kind.ts';

export const localExemptions: SourceKind<LocatedLocal[]> = {
  paths: [rel.localExemptions],
  columns: LOCAL_EXEMPTION_COLUMNS,
  reads: ['units', 'constants', 'product'],
  async load(ctx) {
    // Texas's: an import of another state's units leaves them, and every Texas file made from them, as they are.
    if (!ctx.states.includes('tx')) return [];
    const table = await ctx.readTable(rel.localExemptions, LOCAL_EXEMPTION_COLUMNS, false);
    if (!table) return [];
    const year = ctx.get('product')?.productYear ?? 0;
    const tx = ctx.get('constants')?.tx;
    const maxPct = tx ? constantFor(tx, 'local_homestead_max_pct', year)?.value : undefined;
    if (typeof maxPct !== 'number') {
      ctx.issues.push({
        where: 'sources/constants/tx.csv',
        message: `local_homestead_max_pct: expected the highest local homestead percentage (Tax Code §11.13(n)) for ${year}, found none`,
      });
      return [];
    }
    const byCounty = new Map<string, Unit[]>();
    for (const t of ctx.get('units')?.tx?.values() ?? [])
      for (const [fips, list] of Object.entries(t)) byCounty.set(fips, [...(byCounty.get(fips) ?? []), ...list]);
    const checked = checkLocalExemptions(table, byCounty, maxPct);
    pushAll(ctx.issues, checked.issues);
    return checked.rows;
  },
  emits: [],
};
