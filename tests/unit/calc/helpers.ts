// Shared fixtures: the real state configs from sources/, and county records built by hand so
// each test shows the numbers it relies on.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CountyRate, NycClassRate, StateConfig } from '../../../schema/index.ts';
import { runCalc, type CalcOptions } from '../../../cli/calc.ts';
import type { CalcWarning } from '../../../engine/model.ts';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The emitted config: sources/states/<state>.json with every cited constant filled in. */
export function loadConfig(state: 'tx' | 'ca' | 'fl' | 'ny'): StateConfig {
  return JSON.parse(readFileSync(`${ROOT}generated/config/${state}.json`, 'utf8')) as StateConfig;
}

export const product = JSON.parse(readFileSync(`${ROOT}sources/product.json`, 'utf8')) as {
  typicalAnnualRateChangePct: number;
};

export const tx = loadConfig('tx');
export const fl = loadConfig('fl');
export const ca = loadConfig('ca');
export const ny = loadConfig('ny');

/** The spec's FY2025 table (§3) and the FY2026 row the lead's class-rates.csv carries. */
export const NYC_RATES: NycClassRate[] = [
  {
    fiscalYear: 2025,
    label: 'FY2025',
    class1Pct: 20.085,
    class2Pct: 12.5,
    class3Pct: 11.181,
    class4Pct: 10.762,
    source: 'NYC DOF FY2025',
  },
  {
    fiscalYear: 2026,
    label: 'FY2026',
    class1Pct: 19.843,
    class2Pct: 12.439,
    class3Pct: 11.108,
    class4Pct: 10.848,
    source: 'NYC DOF FY2026',
  },
];

export function county(over: Partial<CountyRate> & Pick<CountyRate, 'slug' | 'ratePct'>): CountyRate {
  return {
    fips: '00000',
    name: `${over.slug} County`,
    kind: 'nominal',
    basis: 'taxable-value',
    components: null,
    source: 'test fixture',
    sourceYear: '2025',
    confidence: 'medium',
    derived: false,
    method: 'published',
    remark: null,
    tableYear: 2025,
    status: 'official',
    ...over,
  };
}

/** Float sums: compare dollars to a tenth of a cent. */
export const CENTS = 3;

import { calculate, type GeneralInput, type GeneralResult } from '../../../states/estimate/index.ts';

/** One general calculation at an explicit combined rate (default split); throws on errors. */
export function general(
  state: 'tx' | 'ca' | 'fl' | 'ny',
  input: Partial<GeneralInput> & { homeValue: number },
  ratePct: number,
): GeneralResult {
  const config = { tx, ca, fl, ny }[state];
  const out = calculate({ state, input, config, ratePct });
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  if (out.result.kind !== 'general') throw new Error('expected a general result');
  return out.result;
}

export const savingsOf = (r: GeneralResult, id: string): number | undefined =>
  r.exemptionBreakdown.find((e) => e.id === id)?.savings;

/** `cli.ts calc --json` on the stored sources: the exit code, the result and warnings it printed, and stderr. */
export function calcJson(opts: Partial<CalcOptions>): {
  code: number;
  result: (GeneralResult & { finalTax?: number }) | null;
  warnings: CalcWarning[];
  err: string;
  /** The whole JSON printed (assumed, candidates, zip …). */
  json: Record<string, unknown> | null;
} {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCalc({ lang: 'en', json: true, ...opts } as CalcOptions, {
    root: ROOT,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  const json = code === 0 ? JSON.parse(out.join('\n')) : null;
  return { code, result: json?.result ?? null, warnings: json?.warnings ?? [], err: err.join('\n'), json };
}
