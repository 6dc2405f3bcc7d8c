// axe-core over every kind of page of the five sites' route lists (page-kinds.ts) in both languages, at
// a phone's and a desktop's width; the other states' county pages (each state's calculator differs);
// and the calculator with its results open: zero violations. Keyboard-only use: a visitor tabs through
// the calculator and calculates without a mouse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_VARIANTS } from '../../pipeline/build/plan.ts';
import { LANGS } from '../../pipeline/build/routes.ts';
import { axeViolations } from './axe.ts';
import { type FirstVisits, firstVisits } from './first-visit.ts';
import { type Harness, startHarness } from './harness.ts';
import { islandsHydrated, runCalculationPause, submitCalculation } from './islands-helpers.ts';
import { REQUIRED_WIDTHS, coverageGaps, kindsOf, pageUrl, pagesOfEachKind } from './page-kinds.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Every kind of page of the five route lists. */
const KINDS = [...new Set(ALL_VARIANTS.flatMap(kindsOf))];

/** One page of each kind, on one of the sites that build it: the sites take turns, so each one's pages are opened. */
const KIND_PAGES = KINDS.map((kind, i) => {
  const sites = ALL_VARIANTS.filter((v) => kindsOf(v).includes(kind));
  return pagesOfEachKind(sites[i % sites.length]!).find((p) => p.kind === kind)!;
});

const CHECKED = KIND_PAGES.flatMap((p) =>
  LANGS.map((lang) => ({ kind: p.kind, lang, widths: REQUIRED_WIDTHS, url: pageUrl(p, lang) })),
);

/** The other state sites' county pages, in English at a desktop's width: each state's calculator has its own fields. */
const OTHER_COUNTY_PAGES = ALL_VARIANTS.flatMap((v) => pagesOfEachKind(v))
  .filter((p) => p.kind === 'county' && !KIND_PAGES.some((k) => k.variant === p.variant && k.path === p.path))
  .map((p) => pageUrl(p, 'en'));

describe('accessibility (axe-core)', () => {
  let tab: FirstVisits;
  beforeAll(async () => {
    tab = await firstVisits(h);
  });

  it(`opens every kind of page of the five route lists, in both languages, at ${REQUIRED_WIDTHS.join(' and ')} px`, () => {
    expect(coverageGaps(KINDS, CHECKED)).toEqual([]);
  });

  it.each(CHECKED)(`$kind: $url has no violations at ${REQUIRED_WIDTHS.join(' and ')} px`, async ({ url, widths }) => {
    const page = await tab.visit(url);
    await islandsHydrated(page);
    const found: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      found.push(...(await axeViolations(page)).map((v) => `${width} px: ${v}`));
    }
    expect(found).toEqual([]);
  });

  it.each(OTHER_COUNTY_PAGES)('%s has no violations', async (url) => {
    const page = await tab.visit(url);
    await page.setViewportSize({ width: 1280, height: 800 });
    await islandsHydrated(page);
    expect(await axeViolations(page)).toEqual([]);
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
