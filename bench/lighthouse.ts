// Lighthouse (mobile) on the hub home, a state home, a county page and a guide, served locally.
import { join } from 'node:path';
import { ALL_VARIANTS, sitePlan } from '../pipeline/build/plan.ts';
import { serveSites } from '../pipeline/build/serve.ts';
import { belowBudget, formatScores, runLighthouseMedian } from './lighthouse-run.ts';

export const LIGHTHOUSE_PAGES = ['/hub/', '/tx/', '/tx/county/harris', '/tx/guides/texas-property-tax-exemptions'];

export async function benchLighthouse(): Promise<void> {
  const root = process.cwd();
  const plan = sitePlan(root, {});
  const server = await serveSites(ALL_VARIANTS.map((v) => ({ prefix: plan[v].base, dir: join(root, 'dist', v) })), 0, null);
  const { port } = server.address() as { port: number };
  try {
    for (const s of await runLighthouseMedian(LIGHTHOUSE_PAGES.map((p) => `http://127.0.0.1:${port}${p}`))) {
      const below = belowBudget(s);
      console.log(`${formatScores(s)}  ${below.length ? `BELOW BUDGET: ${below.join('; ')}` : 'OK'}`);
    }
  } finally {
    server.close();
  }
}
