// Lighthouse (mobile) on the hub home, a state home, a county page and a guide, served locally.
import { median as middle } from '../site/calc/median.ts';
import { join } from 'node:path';
import { ALL_VARIANTS, sitePlan } from '../pipeline/build/plan.ts';
import { serveSites } from '../pipeline/serve/serve.ts';
import {
  belowBudget,
  formatScores,
  runLighthouse,
  runLighthouseMedian,
  type LighthouseScores,
} from './lighthouse-run.ts';

export const LIGHTHOUSE_PAGES = ['/hub/', '/tx/', '/tx/county/harris', '/tx/guides/texas-property-tax-exemptions'];

/** The most visited and heaviest Texas page, held to a stricter budget than the rest. */
const HEAVIEST_PAGE = '/tx/county/harris';
const HEAVIEST_RUNS = 5;
const HEAVIEST_BUDGET = { performance: 98, tbtMs: 50 };

// Runs come in odd numbers (five, or three), so the median is a run's own figure.
const median = (xs: number[]): number => middle(xs) ?? Number.NaN;
function medianScores(runs: LighthouseScores[]): { performance: number; tbtMs: number } {
  return { performance: median(runs.map((r) => r.performance)), tbtMs: median(runs.map((r) => r.tbtMs)) };
}

export async function benchLighthouse(): Promise<void> {
  const root = process.cwd();
  const plan = sitePlan(root, {});
  const server = await serveSites(
    ALL_VARIANTS.map((v) => ({ prefix: plan[v].base, dir: join(root, 'dist', v) })),
    0,
    null,
  );
  const { port } = server.address() as { port: number };
  try {
    for (const s of await runLighthouseMedian(LIGHTHOUSE_PAGES.map((p) => `http://127.0.0.1:${port}${p}`))) {
      const below = belowBudget(s);
      console.log(`${formatScores(s)}  ${below.length ? `BELOW BUDGET: ${below.join('; ')}` : 'OK'}`);
    }
    // The heaviest page must be as fast as the lightest: five runs, judged on their median.
    const runs = await runLighthouse(
      Array.from({ length: HEAVIEST_RUNS }, () => `http://127.0.0.1:${port}${HEAVIEST_PAGE}`),
    );
    const m = medianScores(runs);
    const ok = m.performance >= HEAVIEST_BUDGET.performance && m.tbtMs <= HEAVIEST_BUDGET.tbtMs;
    console.log(
      `lighthouse: ${HEAVIEST_PAGE} median of ${HEAVIEST_RUNS} runs (${runs.map((r) => `perf ${r.performance} TBT ${Math.round(r.tbtMs)} ms`).join('; ')})  perf ${m.performance}  TBT ${Math.round(m.tbtMs)} ms  (budget perf ≥ ${HEAVIEST_BUDGET.performance}, TBT ≤ ${HEAVIEST_BUDGET.tbtMs} ms)  ${ok ? 'OK' : 'BELOW BUDGET'}`,
    );
  } finally {
    server.close();
  }
}
