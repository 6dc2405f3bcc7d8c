// Shared by the browser tests of the islands: pages opened in a fresh browser context, with console
// problems collected, the page's own signals that it is ready (islands hydrated, idle), and the
// calculator's pause run through on Playwright's clock.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import type { Harness } from './harness.ts';

export interface Opened {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings and uncaught exceptions: a clean page has none. */
  problems: string[];
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** Another origin than the harness's, e.g. a SiteWithApi's (site-with-api.ts). */
  origin?: string;
  permissions?: string[];
  javaScriptEnabled?: boolean;
}

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
 * code (browser/components/errors/mount.tsx) sets once React has committed it: from then on the page
 * handles what a visitor does. Input before that would go to the bare server markup.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.locator(`${LOAD_ISLANDS}:not([data-hydrated])`).first().waitFor({ state: 'detached' });
}

/**
 * Waits for the page to say it has nothing left to do: every island that hydrates on load carries
 * data-hydrated, then two idle callbacks have run (work a timer or an observer queued after
 * hydration runs before the second). Playwright reports a request as the page sends it, so what the
 * page asks for by itself has been reported by then, and a test can assert what it did not ask for.
 */
export async function settle(page: Page): Promise<void> {
  await islandsHydrated(page);
  // Each callback is due within two seconds even where the browser finds no idle time: on a CI machine whose two cores
  // every test file shares, one never came, and the test waited out its whole time limit.
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  }
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
