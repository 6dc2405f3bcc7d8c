// axe-core: zero violations on every kind of page of the five sites' route lists in both languages,
// at a phone's and a desktop's width, and on the other states' county pages (the list is axeChecks
// in page-kinds.ts; the layout tests run it); on a phone before any idle-time work; and on the
// calculator with its results open. Keyboard-only use: a visitor tabs through the calculator and
// calculates without a mouse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_VARIANTS } from '../../generator/plan.ts';
import { axeViolations } from './axe.ts';
import { type Harness, startHarness } from './harness.ts';
import { islandsHydrated, runCalculationPause, submitCalculation } from './islands-helpers.ts';
import { layoutPages } from './layout-check.ts';
import { REQUIRED_WIDTHS, axeChecks, coverageGaps, kindsOf } from './page-kinds.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Every kind of page of the five route lists. */
const KINDS = [...new Set(ALL_VARIANTS.flatMap(kindsOf))];

describe('accessibility (axe-core)', () => {
  // The layout tests run these checks as they pass each page through its widths (layout-check.ts):
  // a page is opened once for both. This list must reach every kind, and each of its pages must be
  // one a layout test opens.
  it(`checks every kind of page of the five route lists, in both languages, at ${REQUIRED_WIDTHS.join(' and ')} px`, () => {
    const checks = axeChecks();
    expect(coverageGaps(KINDS, checks)).toEqual([]);
    const unopened = checks.filter((c) => !layoutPages(c.variant).some((p) => p.path === c.path && p.kind === c.kind));
    expect(unopened.map((c) => `${c.variant}${c.path}`)).toEqual([]);
  });

  // Lighthouse on a busy phone can audit the page before its idle callbacks have run (the quality
  // test's Spanish Harris page once did, in CI): the page must be right without them. Sections laid
  // out lazily were sized by a guess until then, and their links lay over the next section's.
  it.each(['/tx/county/harris', '/tx/es/condado/harris'])(
    '%s has no violations at a phone size before any idle-time work',
    async (path) => {
      const context = await h.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      await page.goto(`${h.origin}${path}`, { waitUntil: 'load' });
      await islandsHydrated(page);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('the calculator with results, toasts and the Texas bill builder open has no violations', async () => {
    const context = await h.newContext();
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(`${h.origin}/tx/county/harris`, { waitUntil: 'load' });
    await islandsHydrated(page);
    await page.check('input[name=homestead]');
    await page.waitForSelector('#unit-city');
    const houston = await page.locator('#unit-city option', { hasText: /^Houston \(/ }).getAttribute('value');
    await page.selectOption('#unit-city', houston!);
    await submitCalculation(page, 'button[type=submit]');
    await page.waitForSelector('[data-figure=annual]');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('keyboard only', () => {
  it('tabs to the value, types it, ticks homestead with Space and calculates with Enter', async () => {
    const context = await h.newContext();
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(`${h.origin}/ca/county/los-angeles`, { waitUntil: 'load' });
    await islandsHydrated(page);
    const focused = () =>
      page.evaluate(
        () => document.activeElement?.id || (document.activeElement as HTMLInputElement | null)?.name || '',
      );
    for (let i = 0; i < 30 && (await focused()) !== 'home-value'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('home-value');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('800000');
    for (let i = 0; i < 10 && (await focused()) !== 'homestead'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('homestead');
    await page.keyboard.press('Space');
    expect(await page.isChecked('input[name=homestead]')).toBe(true);
    await page.keyboard.press('Enter');
    await runCalculationPause(page);
    await page.waitForSelector('[data-figure=annual]');
    // Los Angeles 1.181 % on (800,000 − 7,000) = 9,365.33
    expect(await page.locator('[data-figure=annual]').textContent()).toBe('$9,365');
    await context.close();
  });
});
