// Shared by the report, share, wizard and forms tests: pages opened in a fresh browser context,
// with console problems collected, and (for the forms) a site built with an API the test plays.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { loadSiteData } from '../../pipeline/build/data.ts';
import { buildVariant } from '../../pipeline/build/index.ts';
import { sitePlan } from '../../pipeline/build/plan.ts';
import { serveSites } from '../../pipeline/serve/serve.ts';
import { smallSite } from '../unit/build/small-site.ts';
import type { Harness } from './harness.ts';

export interface Opened {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings and uncaught exceptions: a clean page has none. */
  problems: string[];
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** Answers the page's calls to API_BASE (open the page on an ApiSite's origin). */
  api?: (route: Route, path: string, body: unknown) => Promise<void>;
  /** Another origin than the harness's, e.g. an ApiSite's. */
  origin?: string;
  permissions?: string[];
  javaScriptEnabled?: boolean;
}

/** Where the tests pretend the API lives: same origin, so no CORS preflight is involved. */
export const API_BASE = '/api-test';

export async function openPage(h: Harness, path: string, opts: OpenOptions = {}): Promise<Opened> {
  const context = await h.newContext({
    viewport: opts.viewport ?? { width: 1280, height: 900 },
    acceptDownloads: true,
    permissions: opts.permissions,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  // Playwright's clock, running as a real one does until a test pauses it: the calculator's pause
  // is run through (see submitCalculation) instead of waited out.
  await page.clock.install();
  if (opts.api) await withApi(page, opts.api);
  await page.goto(`${opts.origin ?? h.origin}${path}`, { waitUntil: 'load' });
  if (opts.javaScriptEnabled !== false) await islandsHydrated(page);
  return { page, context, problems };
}

/**
 * The islands that hydrate as the page loads: the county search and the forms wait for the visitor
 * to reach into them, and analytics has nothing to hydrate.
 */
const LOAD_ISLANDS = '[data-island]:not([data-island=search],[data-island=forms],[data-island=analytics])';

/** Holds back the requests matching `url` until the returned function is called, then lets them through. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until every island that hydrates on load carries data-hydrated, which the island's mount
 * code (site/components/errors/mount.tsx) sets once React has committed it: from then on the page
 * handles what a visitor does. Input before that would go to the bare server markup.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.locator(`${LOAD_ISLANDS}:not([data-hydrated])`).first().waitFor({ state: 'detached' });
}

/**
 * Waits for the page to have nothing left to do: two idle callbacks (work a timer or an observer
 * queued after load runs before the second), then no network for Playwright's idle window. An
 * event to wait on, not a clock: "nothing was requested" is asserted once the page is settled.
 */
export async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  }
  await page.waitForLoadState('networkidle');
}

/** Routes the page's API calls to `answer`, as the API server would answer them. */
export async function withApi(page: Page, answer: NonNullable<OpenOptions['api']>): Promise<void> {
  await page.route(`**${API_BASE}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(API_BASE.length);
    await answer(route, path, route.request().postDataJSON());
  });
}

export function json(route: Route, status: number, body: unknown): Promise<void> {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

/** How long the calculator shows "Calculating…" before its result (product settings). */
export const CALCULATION_MS = (
  JSON.parse(readFileSync('generated/product.json', 'utf8')) as { display: { calculationDelayMs: number } }
).display.calculationDelayMs;

/**
 * Holds the page's clock still a moment ahead. The clock runs while the test reads it, so on a busy
 * machine "now and a little" can be past by the time Playwright gets it: read again, further ahead.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let ahead = 250; ; ahead *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (err) {
      if (!String(err).includes('to the past') || ahead > 60_000) throw err;
    }
  }
}

/**
 * Runs the page's clock (installed by openPage or on its context) through the calculator's pause,
 * so the result comes at once instead of half a second later. The result still waits for the pause:
 * the timer fires as the clock passes it.
 */
export async function runCalculationPause(page: Page): Promise<void> {
  await page.clock.runFor(CALCULATION_MS);
}

/** Clicks a calculator's Calculate button (the click schedules the pause) and runs through the pause. */
export async function submitCalculation(page: Page, button = '#calculator button[type=submit]'): Promise<void> {
  await page.click(button);
  await runCalculationPause(page);
}

/**
 * Types a value, ticks homestead when asked, and calculates in the page's calculator. realClock: the
 * page has no fake clock (web vitals read performance timings it would replace), so the pause is
 * waited out.
 */
export async function calculate(
  page: Page,
  value: string,
  opts: { homestead?: boolean; realClock?: boolean } = {},
): Promise<string> {
  await page.fill('#home-value', value);
  if (opts.homestead) await page.check('#calculator input[name=homestead]');
  if (opts.realClock) await page.click('#calculator button[type=submit]');
  else await submitCalculation(page);
  await page.locator('#calculator [data-figure=annual]').waitFor();
  return (await page.locator('#calculator [data-figure=annual]').textContent()) ?? '';
}

export interface ApiSite {
  origin: string;
  close(): Promise<void>;
}

/**
 * The counties of the Texas site built with an API: the forms' pages are Travis's and pages that
 * do not depend on the county list; Harris stays as the largest county (the tools' default).
 */
const API_SITE_COUNTIES = ['harris', 'travis'];

/**
 * The Texas site built as a deployment with an API is (API_BASE_URL set), served on its own port:
 * the suite's dist/ is built without one, where the forms say sign-up is not available. Every kind
 * of page is built, for two counties instead of 254: a third of the build's time.
 */
export async function startApiSite(): Promise<ApiSite> {
  const root = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), 'site-with-api-'));
  const plan = sitePlan(root, { NODE_ENV: 'production', API_BASE_URL: API_BASE });
  const data = smallSite(loadSiteData(root), 'tx', API_SITE_COUNTIES);
  await buildVariant({ ...plan.tx, outDir: join(dir, 'tx') }, undefined, data);
  const server: Server = await serveSites([{ prefix: plan.tx.base, dir: join(dir, 'tx') }], 0, null);
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
