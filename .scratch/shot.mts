import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { sitePlan } from '/work/wt-units/pipeline/build/plan.ts';
import { serveSites } from '/work/wt-units/pipeline/build/serve.ts';
const root = '/tmp/rt';
const plan = sitePlan(root, {});
const server = await serveSites([{ prefix: plan.tx.base, dir: join(root, 'dist', 'tx') }], 0, 'x');
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const shots: [string, number, string][] = JSON.parse(process.argv[2]!);
for (const [path, width, out] of shots) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(origin + plan.tx.base.replace(/\/$/, '') + path);
  if (process.argv[3]) await page.evaluate(process.argv[3]);
  await page.waitForTimeout(1500);
  const sel = process.argv[4];
  if (sel) await page.locator(sel).first().screenshot({ path: out });
  else await page.screenshot({ path: out, fullPage: false });
  await page.close();
}
await browser.close();
server.close();
