// One browser tab that opens pages one after another, each as a first visit: no cookie, local or
// session storage left by the page before. A fresh browser context per page gives the same start,
// but each one costs a renderer process (about a second of CPU); checks that only look at a page
// as it loads (axe, the header's layout) share this tab instead.
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { Harness } from './harness.ts';

export interface FirstVisits {
  /** Opens `path` on the harness's origin as a visitor's first visit, and returns the tab. */
  visit(path: string): Promise<Page>;
}

export async function firstVisits(h: Harness, opts: BrowserContextOptions = {}): Promise<FirstVisits> {
  const context = await h.newContext(opts);
  const page = await context.newPage();
  return {
    async visit(path) {
      // The harness's own index page (no script) first: the last page's unload handlers run, and
      // then nothing is left to write into storage after it is cleared.
      await page.goto(`${h.origin}/`, { waitUntil: 'load' });
      await context.clearCookies();
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.goto(`${h.origin}${path}`, { waitUntil: 'load' });
      return page;
    },
  };
}
