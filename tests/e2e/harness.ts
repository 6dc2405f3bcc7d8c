// Shared by the browser tests: the built sites served on a free loopback port, and Debian's Chromium.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { ALL_VARIANTS, sitePlan } from '../../generator/plan.ts';
import { serveSites } from '../../generator/serve/serve.ts';

export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser the tests drive: `CHROME_PATH` if set, else Debian's Chromium headless shell (package
 * chromium-headless-shell: the same Chromium build, Blink and V8 of the same version, without the
 * full browser around them, as Playwright's own headless Chromium is), else Debian's full Chromium.
 * On this 2-core machine the suite is CPU-bound, and the shell used a quarter (a11y) to nearly half
 * (forms) less CPU than the full browser for the same test files.
 */
export function testBrowserPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export interface Harness {
  origin: string;
  browser: Browser;
  newContext(opts?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * One Chromium per test worker, shared by the files it runs (each test works in contexts of its
 * own, which share nothing): launching it for every file cost a second of CPU each time.
 * Playwright closes it when the worker exits.
 */
let shared: Promise<Browser> | null = null;
function sharedBrowser(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_ARGS }).then((browser) => {
    browser.once('disconnected', () => {
      shared = null;
    });
    return browser;
  });
  return shared;
}

export async function startHarness(): Promise<Harness> {
  const root = process.cwd();
  const plan = sitePlan(root, {});
  const sites = ALL_VARIANTS.map((v) => ({ prefix: plan[v].base, dir: join(root, 'dist', v) }));
  const server: Server = await serveSites(sites, 0, '<!doctype html><title>sites</title>');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await sharedBrowser();
  const contexts = new Set<BrowserContext>();
  return {
    origin,
    browser,
    async newContext(opts) {
      const context = await browser.newContext(opts);
      contexts.add(context);
      context.once('close', () => contexts.delete(context));
      return context;
    },
    async close() {
      // What a test left open goes with its file; the browser stays for the next file.
      await Promise.all([...contexts].map((c) => c.close()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
