// Cold build of every variant, pages per second, a rebuild with nothing changed, and page weights.
import { STATE_CODES } from '../site/calc/types.ts';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildVariant } from '../pipeline/build/index.ts';
import { loadSiteData } from '../pipeline/build/data.ts';
import { readdirSync } from 'node:fs';
import { PAGE_BUDGETS, brotliSize, countyPages, pageWeight } from '../pipeline/build/page-weight.ts';
import { ALL_VARIANTS, sitePlan } from '../pipeline/build/plan.ts';

const KB = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean): string => (ok ? 'OK' : 'OVER BUDGET');

async function buildAll(): Promise<{ pages: number; rendered: number; s: number }> {
  const root = process.cwd();
  const plan = sitePlan(root, process.env);
  const started = performance.now();
  const data = loadSiteData(root);
  let pages = 0;
  let rendered = 0;
  for (const v of ALL_VARIANTS) {
    const r = await buildVariant(plan[v], undefined, data);
    pages += r.pages;
    rendered += r.rendered ?? r.pages;
  }
  return { pages, rendered, s: (performance.now() - started) / 1000 };
}

export async function benchBuild(): Promise<void> {
  const root = process.cwd();
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  const cold = await buildAll();
  console.log(
    `build: cold, all variants  ${cold.pages} pages  ${cold.s.toFixed(2)} s  ${Math.round(cold.pages / cold.s)} pages/s  (budget 15 s)  ${verdict(cold.s < 15)}`,
  );
  const warm = await buildAll();
  const share = (warm.s / cold.s) * 100;
  console.log(
    `build: rebuild, nothing changed  ${warm.rendered} pages rendered  ${warm.s.toFixed(2)} s  = ${share.toFixed(1)} % of cold  (budget 10 %)  ${verdict(share < 10)}`,
  );

  const plan = sitePlan(root, process.env);
  for (const v of STATE_CODES) {
    const dist = join(root, 'dist', v);
    const weights = countyPages(dist).map((f) => ({ f, w: pageWeight(dist, f, plan[v].base) }));
    const worst = weights.reduce((a, b) => (b.w.htmlBr > a.w.htmlBr ? b : a));
    const js = Math.max(...weights.map((x) => x.w.jsBr));
    const ok =
      worst.w.htmlBr <= PAGE_BUDGETS.htmlKb * 1024 &&
      worst.w.cssBr <= PAGE_BUDGETS.cssKb * 1024 &&
      js <= PAGE_BUDGETS.jsKb * 1024;
    const name = worst.f.split('/county/')[1]!.replace('/index.html', '');
    console.log(
      `size: ${v} county pages (largest: ${name})  HTML ${KB(worst.w.htmlBr)}  CSS ${KB(worst.w.cssBr)}  JS before interaction ${KB(js)}  brotli  (budgets ${PAGE_BUDGETS.htmlKb}/${PAGE_BUDGETS.cssKb}/${PAGE_BUDGETS.jsKb} KB)  ${verdict(ok)}`,
    );
  }
  // The pages with maps, charts and ZIP lists, and the national map file.
  for (const [label, rel] of [
    ['hub home (national map, states table)', 'hub/index.html'],
    ['hub state page, Texas (map, ZIP list)', 'hub/states/tx/index.html'],
    ['Texas home (map)', 'tx/index.html'],
    ['Texas search page (ZIP list)', 'tx/search/index.html'],
    ['Harris districts page', 'tx/county/harris/districts/index.html'],
    ['Harris county page', 'tx/county/harris/index.html'],
  ] as const) {
    const size = brotliSize(join(root, 'dist', rel));
    console.log(
      `size: ${label}  HTML ${KB(size)} brotli  (budget ${PAGE_BUDGETS.htmlKb} KB)  ${verdict(size <= PAGE_BUDGETS.htmlKb * 1024)}`,
    );
  }
  const nation = readdirSync(join(root, 'dist/hub/data')).find((f) => f.startsWith('map-us-'));
  if (nation) {
    const size = brotliSize(join(root, 'dist/hub/data', nation));
    console.log(`size: national map ${nation}  ${KB(size)} brotli  (budget 150 KB)  ${verdict(size <= 150 * 1024)}`);
  }
}
