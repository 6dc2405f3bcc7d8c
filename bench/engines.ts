// Engine throughput: calls of the public calculate() entry per second, validation and county
// lookup included, over the generated/ data the site uses. Texas has a budget, since county
// pages and the directory's example tables compute it thousands of times per build.
import { fileURLToPath } from 'node:url';
import { calculate, type CalcRequest } from '../states/estimate/index.ts';
import { generatedData } from '../pipeline/shared/generated-data.ts';
import type { StateCode } from '../schema/codes.ts';
import { STATES } from '../states/index.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const TEXAS_BUDGET = 1_000_000;
const RUN_MS = 400;
/** generated/, read and checked as the build reads it. */
const data = generatedData(ROOT);
const config = data.stateConfig;
const counties = (state: StateCode) => data.stateRates(state).counties;

/** Requests are built before timing (1,024 values, cycled) so only calculate() is measured. */
type Case = { name: string; budget: number | null; request: (i: number) => CalcRequest };
const POOL = 1024;

function cases(): Case[] {
  const general = (state: StateCode, slug: string | undefined, extra: object): Case => {
    const cfg = config(state);
    const list = counties(state);
    const useCounty = slug !== undefined && list?.some((c) => c.slug === slug);
    return {
      name: STATES[state].guideSlug,
      budget: state === 'tx' ? TEXAS_BUDGET : null,
      request: (i) => ({
        state,
        input: {
          homeValue: 300_000 + (i & 1023),
          homesteadExemption: true,
          ...(useCounty ? { county: slug } : {}),
          ...extra,
        },
        config: cfg,
        counties: list,
        ...(useCounty ? {} : { ratePct: 2 }),
        typicalRateChangePct: 3,
      }),
    };
  };
  const nycRates = data.nycRates();
  const ny = config('ny');
  const national = data.national();
  const out: Case[] = [
    general('tx', 'harris', { over65Exemption: true, disabledVeteranExemption: '30-49' }),
    general('fl', 'miami-dade', { over65Exemption: true }),
    general('ca', 'los-angeles', { disabledVeteranExemption: 'basic' }),
    general('ny', 'albany', { starType: 'enhanced', seniorIncome: 80_000, veteranDisabilityPct: 40 }),
    {
      name: 'nyc',
      budget: null,
      request: (i) => ({
        state: 'nyc',
        input: {
          homeValue: 1_000_000 + (i & 1023),
          propertyClass: 'class2',
          starType: 'basic',
          veteranService: 'wartime',
          veteranDisabilityPct: 40,
        },
        config: ny,
        rates: nycRates,
      }),
    },
  ];
  if (national) {
    out.push({
      name: 'national',
      budget: null,
      request: (i) => ({
        state: 'us',
        input: { homeValue: 300_000 + (i & 1023), county: 'tx/harris' },
        counties: national,
      }),
    });
  }
  return out;
}

function callsPerSecond(c: Case): number {
  const pool = Array.from({ length: POOL }, (_, i) => c.request(i));
  let sink = 0;
  const run = (n: number) => {
    for (let i = 0; i < n; i++) {
      const out = calculate(pool[i & (POOL - 1)] as CalcRequest);
      if (out.ok) sink += 1;
    }
  };
  run(50_000); // warm-up: let the JIT settle before timing
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < RUN_MS) {
    run(10_000);
    calls += 10_000;
  }
  const seconds = (performance.now() - start) / 1000;
  if (sink === 0) throw new Error(`${c.name}: every call failed; the bench data is wrong`);
  return calls / seconds;
}

export async function benchEngines(): Promise<void> {
  const fmt = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  for (const c of cases()) {
    const rate = callsPerSecond(c);
    const verdict =
      c.budget === null ? '' : ` (budget ${fmt.format(c.budget)}) ${rate >= c.budget ? 'OK' : 'OVER BUDGET'}`;
    console.log(`engines: ${c.name} ${fmt.format(rate)} calls/s${verdict}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchEngines();
