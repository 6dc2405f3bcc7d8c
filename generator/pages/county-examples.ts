import { calculate } from '../../states/estimate/index.ts';
import type { ExemptionDef, CountyRate, StateConfig } from '../../schema/index.ts';
import type { GeneralInput } from '../../engine/model.ts';
import type { NycClassRate, PageContext } from '../../browser/components/page-context.ts';
import { collectReads, noteRead, settledReads } from '../../engine/reads.ts';

export interface ExampleRow {
  value: number;
  annual: number;
  monthly: number;
  withExemption: { annual: number; monthly: number } | null;
}

/** The main exemption a typical owner-occupant has, per state: the one the example table shows. */
export function mainExemption(config: StateConfig): { def: ExemptionDef; input: Partial<GeneralInput> } | null {
  const ex = config.exemptions;
  if (ex.homestead) return { def: ex.homestead, input: { homesteadExemption: true } };
  if (ex.homeowner) return { def: ex.homeowner, input: { homesteadExemption: true } };
  if (ex.starBasic) return { def: ex.starBasic, input: { starType: 'basic' } };
  return null;
}

// Both languages' pages show the same rows: worked out once per county for the same settings, not once per page.
const worked = new WeakMap<
  CountyRate,
  { config: StateConfig; nycRates: NycClassRate[]; values: readonly number[]; rows: ExampleRow[]; reads: string[] }
>();

/** Example bills at several home values, all from the engine, so the page shows the calculator's own figures. */
export function exampleRows(ctx: PageContext, county: CountyRate, nycRates: NycClassRate[]): ExampleRow[] {
  const config = ctx.config!;
  const values = ctx.product.display.exampleHomeValues;
  const known = worked.get(county);
  if (known && known.config === config && known.nycRates === nycRates && known.values === values) {
    // What the rows were worked out from is noted for this page too (engine/reads.ts).
    for (const read of known.reads) noteRead(read);
    return known.rows;
  }
  const { value: rows, reads } = collectReads(() => workOut(config, county, nycRates, values));
  worked.set(county, { config, nycRates, values, rows, reads: settledReads(reads) });
  return rows;
}

function workOut(
  config: StateConfig,
  county: CountyRate,
  nycRates: NycClassRate[],
  values: readonly number[],
): ExampleRow[] {
  const main = mainExemption(config);
  const run = (value: number, extra: Partial<GeneralInput>) => {
    const out = calculate({
      state: config.stateCode,
      input: { homeValue: value, county: county.slug, ...extra },
      config,
      counties: [county],
      nycRates,
    });
    if (!out.ok) return null;
    const r = out.result;
    return { annual: r.annualTax, monthly: r.monthlyTax };
  };
  return values.flatMap((value) => {
    const plain = run(value, {});
    if (!plain) return [];
    return [{ value, ...plain, withExemption: main ? run(value, main.input) : null }];
  });
}
