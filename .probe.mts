import { chromium } from 'playwright-core';
import { serveSites } from './pipeline/serve/serve.ts';
import { ALL_VARIANTS, sitePlan } from './pipeline/build/plan.ts';
import { join } from 'node:path';
const root = process.cwd();
const plan = sitePlan(root, {});
const server = await serveSites(ALL_VARIANTS.map((v) => ({ prefix: plan[v].base, dir: join(root, 'dist', v) })), 0, null);
const { port } = server.address() as { port: number };
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const delay of [0, 1500]) {
  const ctx = await b.newContext({ viewport: { width: 360, height: 800 } });
  const p = await ctx.newPage();
  if (delay) await p.route(/\/data\//, async (r) => { await new Promise((res) => setTimeout(res, delay)); await r.continue(); });
  const sizes: string[] = [];
  p.on('request', (r) => { if (r.url().includes('/data/')) sizes.push('req ' + r.url().split('/').pop()); });
  await p.goto(`http://127.0.0.1:${port}/tx/county/harris`, { waitUntil: 'load' });
  await p.locator('[data-island]:not([data-island=search],[data-island=forms],[data-island=analytics]):not([data-hydrated])').first().waitFor({ state: 'detached' });
  await p.waitForFunction(() => [...document.querySelectorAll('.below-fold')].every((e) => e.hasAttribute('data-sized')));
  const h1 = await p.evaluate(() => document.documentElement.scrollHeight);
  await p.waitForLoadState('networkidle');
  await p.waitForTimeout(500);
  const h2 = await p.evaluate(() => document.documentElement.scrollHeight);
  let most = h2;
  for (let y = 0; y < most; y += 700) { await p.evaluate((to) => window.scrollTo(0, to), y); await p.evaluate(() => new Promise((r) => requestAnimationFrame(r))); most = Math.max(most, await p.evaluate(() => document.documentElement.scrollHeight)); }
  console.log('delay', delay, 'hydrated', h1, 'idle', h2, 'after scroll', most, sizes.join(','));
  await ctx.close();
}
await b.close(); server.close();
