// Phone-first layout: every page type of every site, in both languages, must fit the screen at
// 320, 360, 390 and 768 px — before and after a calculation — and the Calculate button must be the
// element a finger lands on (a hit test at its centre, never a forced click). One browser page is
// resized through the widths, since a reflow is what a rotating phone does too. Each site has a
// test file of its own (layout-<site>.test.ts), so the sites are checked side by side.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '../../schema/codes.ts';
import { CATALOGUE, builtOn } from '../../site/content/catalogue.ts';
import { localizePath } from '../../site/i18n/paths.ts';
import { type Harness, startHarness } from './harness.ts';

const WIDTHS = [320, 360, 390, 768] as const;

/**
 * One page of each kind a site builds (English paths). Content pages share one frame: one guide,
 * the FAQ (its search) and every tool (each has its own layout) stand for them.
 */
function pageTypes(variant: Variant): { path: string; calculator: boolean }[] {
  const content = CATALOGUE.filter((e) => builtOn(e, variant));
  const groups = new Map<string, string>();
  for (const e of content) {
    const kind = e.group === 'tool' ? e.id : e.group === 'state-guide' || e.group === 'guide' ? 'guide' : e.group;
    if (['index', 'site'].includes(e.group) || groups.has(kind)) continue;
    groups.set(kind, e.path);
  }
  const pages = [...groups.values()].map((path) => ({ path, calculator: false }));
  if (variant === 'hub') {
    return [
      { path: '/', calculator: false },
      { path: '/states/ct', calculator: false },
      { path: '/county/tx/harris', calculator: false },
      { path: '/search', calculator: false },
      ...pages,
      { path: '/404', calculator: false },
    ];
  }
  const counties: Record<Exclude<Variant, 'hub'>, string[]> = {
    tx: ['harris'],
    ca: ['los-angeles'],
    fl: ['miami-dade'],
    ny: ['kings', 'albany'],
  };
  return [
    { path: '/', calculator: true },
    { path: '/calculator', calculator: true },
    { path: '/counties', calculator: false },
    { path: '/search', calculator: false },
    ...(variant === 'tx' ? [{ path: '/county/harris/districts', calculator: false }] : []),
    ...counties[variant].map((slug) => ({ path: `/county/${slug}`, calculator: true })),
    ...pages,
    { path: '/404', calculator: false },
  ];
}

/** How long the calculator shows "Calculating…" before its result (product settings). */
const CALCULATION_MS = (
  JSON.parse(readFileSync('generated/product.json', 'utf8')) as { display: { calculationDelayMs: number } }
).display.calculationDelayMs;

/** What sticks out past the right edge (outside any scrolling box), for a readable failure. */
async function overflow(p: Page): Promise<string | null> {
  return p.evaluate(() => {
    const doc = document.documentElement;
    if (doc.scrollWidth <= doc.clientWidth) return null;
    const culprits: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right <= doc.clientWidth + 1 || r.width === 0) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') {
          clipped = true;
          break;
        }
      }
      if (!clipped)
        culprits.push(
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} → ${Math.round(r.right)} px`,
        );
    }
    return `document ${doc.scrollWidth} px wide in a ${doc.clientWidth} px viewport; ${culprits.slice(-3).join(', ')}`;
  });
}

/** Whether a tap at the centre of the Calculate button reaches the button (nothing covers it). */
async function calculateTappable(p: Page): Promise<string | null> {
  return p.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('#calculator button[type=submit]');
    if (!button) return 'no Calculate button';
    button.scrollIntoView({ block: 'center' });
    const r = button.getBoundingClientRect();
    if (r.width === 0 || r.left < 0 || r.right > document.documentElement.clientWidth)
      return `Calculate button outside the screen (${Math.round(r.left)}–${Math.round(r.right)} px)`;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit && button.contains(hit)
      ? null
      : `Calculate button covered by ${hit?.tagName.toLowerCase()}.${(hit as HTMLElement | null)?.className ?? ''}`;
  });
}

async function checkWidths(p: Page, label: string, calculator: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await p.setViewportSize({ width, height: 720 });
    const wide = await overflow(p);
    if (wide) problems.push(`${label} at ${width} px: ${wide}`);
    if (calculator) {
      const covered = await calculateTappable(p);
      if (covered) problems.push(`${label} at ${width} px: ${covered}`);
    }
  }
  return problems;
}

/** The layout tests of one site, in the test file that calls it. */
export function layoutTests(variant: Variant): void {
  let h: Harness;
  let page: Page;
  beforeAll(async () => {
    h = await startHarness();
    const context = await h.newContext({ viewport: { width: 320, height: 720 } });
    // Playwright's clock, running as a real one does, so the calculator's pause is skipped instead
    // of waited out: half a second on each of some 40 calculations.
    await context.clock.install();
    page = await context.newPage();
  });
  afterAll(async () => {
    await h?.close();
  });

  describe(`layout from 320 px up, ${variant}`, () => {
    it.each(['en', 'es'] as const)(
      'every page type fits the screen, before and after a calculation (%s)',
      async (lang) => {
        const problems: string[] = [];
        for (const { path, calculator } of pageTypes(variant)) {
          const url = `${h.origin}${path === '/404' ? `/${variant}/${lang === 'es' ? 'es/' : ''}404.html` : localizePath(path, lang, `/${variant}/`)}`;
          await page.setViewportSize({ width: WIDTHS[0], height: 720 });
          const response = await page.goto(url, { waitUntil: 'load' });
          expect(response?.status(), url).toBeLessThan(path === '/404' ? 500 : 400);
          // Hydrated, with the county list in: the page as it stands once a visitor can use it.
          if (calculator)
            await page.locator('#calculator select#county option:nth-child(3)').waitFor({ state: 'attached' });
          problems.push(...(await checkWidths(page, `${url} before calculating`, calculator)));
          if (!calculator) continue;
          await page.setViewportSize({ width: WIDTHS[0], height: 720 });
          const county = page.locator('#calculator select#county');
          if ((await county.inputValue()) === '') await county.selectOption({ index: 1 });
          // Playwright's click waits until nothing lies over the button, and fails if something stays there.
          await page.locator('#calculator button[type=submit]').click({ timeout: 5_000 });
          await page.clock.runFor(CALCULATION_MS);
          await page.locator('#calculator [data-figure=annual]').waitFor();
          problems.push(...(await checkWidths(page, `${url} after calculating`, true)));
        }
        expect(problems).toEqual([]);
      },
    );
  });
}
