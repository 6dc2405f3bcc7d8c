// Phone-first layout: every kind of page of every site's route list (page-kinds.ts), in both
// languages, must fit the screen from 320 px up to a desktop's 1280 px, before and after a calculation,
// and the Calculate button must be the element a finger lands on (a hit test at its centre, never a
// forced click). One browser page is resized through the widths, since a reflow is what a rotating
// phone does too. Each site has a test file of its own (layout-<site>.test.ts), so the sites are
// checked side by side. The pages axe-core checks (axeChecks) are checked here too, as the page
// passes the widths axe wants, so no page is opened twice for it (a11y.test.ts holds the list whole).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '../../schema/codes.ts';
import { axeViolations } from './axe.ts';
import { type Harness, startHarness } from './harness.ts';
import { islandsHydrated } from './islands-helpers.ts';
import {
  type KindPage,
  REQUIRED_WIDTHS,
  axeChecks,
  contentPages,
  coverageGaps,
  kindsOf,
  pageUrl,
  pagesOfEachKind,
} from './page-kinds.ts';

const WIDTHS = [320, 360, 390, 768, 1280] as const;

/** The kinds of page whose calculator the test also uses. */
const CALCULATOR_KINDS = new Set(['home', 'calculator', 'county']);

/** Content pages the hub's layout test opens one by one: FAQ, glossary, how it works, about, contact, legal pages. */
const EACH_ON_HUB = new Set(['content:reference', 'content:site']);

/**
 * The pages a site's layout test opens: one of each kind (the FAQ, with its search, stands for the
 * reference pages; the contact page, with its form, for about and the legal pages), each tool (each
 * has a layout of its own), and on the hub each reference and site page, which every site shares.
 */
export function layoutPages(variant: Variant): KindPage[] {
  const pages = pagesOfEachKind(variant);
  const extra = contentPages(variant).filter(
    (p) => p.kind === 'content:tool' || (variant === 'hub' && EACH_ON_HUB.has(p.kind)),
  );
  return [...pages, ...extra.filter((p) => !pages.some((q) => q.path === p.path))];
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

async function checkWidths(
  p: Page,
  label: string,
  calculator: boolean,
  axeWidths: readonly number[] = [],
): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await p.setViewportSize({ width, height: 720 });
    const wide = await overflow(p);
    if (wide) problems.push(`${label} at ${width} px: ${wide}`);
    if (axeWidths.includes(width))
      problems.push(...(await axeViolations(p)).map((v) => `${label} at ${width} px: axe-core: ${v}`));
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
    const pages = layoutPages(variant);
    const axe = axeChecks().filter((c) => c.variant === variant);

    it(`opens every kind of page of the ${variant} route list, in both languages, at ${REQUIRED_WIDTHS.join(' and ')} px`, () => {
      const checked = pages.flatMap((p) =>
        (['en', 'es'] as const).map((lang) => ({ kind: p.kind, lang, widths: WIDTHS })),
      );
      expect(coverageGaps(kindsOf(variant), checked)).toEqual([]);
    });

    it.each(['en', 'es'] as const)(
      'every kind of page fits the screen, before and after a calculation, and the listed ones pass axe-core (%s)',
      async (lang) => {
        const problems: string[] = [];
        for (const kindPage of pages) {
          const calculator = variant !== 'hub' && CALCULATOR_KINDS.has(kindPage.kind);
          const url = `${h.origin}${pageUrl(kindPage, lang)}`;
          await page.setViewportSize({ width: WIDTHS[0], height: 720 });
          const response = await page.goto(url, { waitUntil: 'load' });
          expect(response?.status(), url).toBeLessThan(kindPage.kind === 'not-found' ? 500 : 400);
          // Hydrated, with the county list in: the page as it stands once a visitor can use it.
          await islandsHydrated(page);
          if (calculator)
            await page.locator('#calculator select#county option:nth-child(3)').waitFor({ state: 'attached' });
          const axeWidths = axe.find((c) => c.path === kindPage.path && c.lang === lang)?.widths;
          problems.push(...(await checkWidths(page, `${url} before calculating`, calculator, axeWidths)));
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
