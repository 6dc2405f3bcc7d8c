// Full build of every variant (cold), pages per second, and county page sizes with brotli.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { buildVariant } from '../pipeline/build/index.ts';
import { loadSiteData } from '../pipeline/build/data.ts';
import { ALL_VARIANTS, sitePlan } from '../pipeline/build/plan.ts';

const KB = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
const br = (path: string): number => brotliCompressSync(readFileSync(path)).length;
const verdict = (ok: boolean): string => (ok ? 'OK' : 'OVER BUDGET');

/** The JS a page loads before any interaction: its module scripts and every chunk they import statically. */
export function initialScripts(distDir: string, html: string, base: string): string[] {
  const seen = new Set<string>();
  const queue = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!.slice(base.length));
  while (queue.length) {
    const rel = queue.shift()!;
    if (seen.has(rel)) continue;
    seen.add(rel);
    const code = readFileSync(join(distDir, rel), 'utf8');
    for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) queue.push(`assets/${m[1]}`);
  }
  return [...seen];
}

export async function benchBuild(): Promise<void> {
  const root = process.cwd();
  const plan = sitePlan(root, {});
  const started = performance.now();
  const data = loadSiteData(root);
  let pages = 0;
  for (const v of ALL_VARIANTS) pages += (await buildVariant(plan[v], undefined, data)).pages;
  const s = (performance.now() - started) / 1000;
  console.log(`build: all variants ${pages} pages  ${s.toFixed(2)} s  ${Math.round(pages / s)} pages/s  (budget 15 s)  ${verdict(s < 15)}`);

  const dist = join(root, 'dist', 'tx');
  const countyHtml = join(dist, 'county', 'harris', 'index.html');
  const html = readFileSync(countyHtml, 'utf8');
  const css = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.css')).map((f) => br(join(dist, 'assets', f))).reduce((a, b) => a + b, 0);
  const js = initialScripts(dist, html, plan.tx.base).map((f) => br(join(dist, f))).reduce((a, b) => a + b, 0);
  console.log(`size: county page HTML (Harris, the largest) ${KB(br(countyHtml))} brotli  (budget 30 KB)  ${verdict(br(countyHtml) <= 30 * 1024)}`);
  console.log(`size: CSS ${KB(css)} brotli  (budget 15 KB)  ${verdict(css <= 15 * 1024)}`);
  console.log(`size: JS a county page loads before interaction ${KB(js)} brotli  (budget 65 KB)  ${verdict(js <= 65 * 1024)}`);
}
