// What a phone shows around the answer (issue 22): a header of one row whose Menu opens the links
// (also without JavaScript), notices that never lie over the result and leave by themselves, one
// polite live region reading the result, the national map's states as links, Spanish names in the
// county picker, the result beside the form on a wide screen, and long pages that do not grow as
// one scrolls. Timers run on Playwright's clock, so nothing here waits on a real one.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';
import { type FirstVisits, firstVisits } from './first-visit.ts';
import { islandsHydrated, openPage, settle } from './islands-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const PHONE = { width: 360, height: 780 };

/** The header's parts as boxes: one row means every part overlaps every other part vertically. */
async function headerRow(page: Page): Promise<{ height: number; oneRow: boolean; parts: number }> {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const parts = ['.brand', '.lang-switch', '.site-menu > summary'].map((s) =>
      document.querySelector(s)!.getBoundingClientRect(),
    );
    const visible = parts.filter((r) => r.width > 0 && r.height > 0);
    const top = Math.max(...visible.map((r) => r.top));
    const bottom = Math.min(...visible.map((r) => r.bottom));
    return { height: header.height, oneRow: top < bottom, parts: visible.length };
  });
}

describe('the phone header', () => {
  let tab: FirstVisits;
  beforeAll(async () => {
    tab = await firstVisits(h, { viewport: PHONE });
  });

  it.each([
    '/hub/',
    '/hub/es/',
    '/tx/county/harris',
    '/tx/es/condado/harris',
    '/ca/es',
    '/fl/es/condado/miami-dade',
    '/ny/es/condado/kings',
    '/ny/county/albany',
  ])('is one row at 360 px on %s: site name, language switch and Menu', async (path) => {
    const page = await tab.visit(path);
    await islandsHydrated(page);
    const row = await headerRow(page);
    expect(row.parts).toBe(3);
    expect(row.oneRow).toBe(true);
    // One row of 44 px targets, with the name on at most two short lines beside them.
    expect(row.height).toBeLessThanOrEqual(72);
  });

  it('opens its links from the keyboard, and the links are the site navigation', async () => {
    const { page, context } = await openPage(h, '/tx/county/harris', { viewport: PHONE });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Tax Guides' }).isVisible()).toBe(false);
    await page.locator('.site-menu > summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => nav.getByRole('link', { name: 'Tax Guides' }).isVisible()).toBe(true);
    // The open menu lies over the page below the header; the header itself keeps its one row.
    expect((await headerRow(page)).oneRow).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
    await context.close();
  });

  it('opens without JavaScript', async () => {
    const { page, context } = await openPage(h, '/tx/es/condado/harris', { viewport: PHONE, javaScriptEnabled: false });
    await page.locator('.site-menu > summary').click();
    expect(await page.getByRole('link', { name: 'Preguntas frecuentes' }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows every link in the row on a wide screen, with no Menu button', async () => {
    const { page, context } = await openPage(h, '/tx/county/harris');
    expect(await page.locator('.site-menu > summary').isVisible()).toBe(false);
    expect(
      await page.locator('.site-nav a').evaluateAll((as) => as.every((a) => a.getBoundingClientRect().height > 0)),
    ).toBe(true);
    expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThanOrEqual(72);
    await context.close();
  });
});

describe('notices after Calculate at 360 px', () => {
  it('cover no part of the result, go away by themselves, and the live region reads the result', async () => {
    const { page, context } = await openPage(h, '/tx/county/harris', { viewport: PHONE });
    await page.evaluate(() => sessionStorage.setItem('ptc:wizard-prompt-dismissed', '1'));
    await page.reload({ waitUntil: 'load' });
    await islandsHydrated(page);
    await page.getByLabel(/^Homestead exemption/).check();
    await page.locator('select#county').selectOption('harris');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.clock.runFor(1000);
    await page.waitForSelector('[data-result-heading]');
    // Every figure of the result is the element a finger lands on: nothing lies over it.
    const covered = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('.results .figure, .results [data-result-heading]')) {
        el.scrollIntoView({ block: 'center' });
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!top || !el.contains(top)) out.push(`${el.textContent?.slice(0, 40)} under ${top?.className}`);
      }
      return out;
    });
    expect(covered).toEqual([]);
    // No notice box overlaps the result block.
    const overlaps = await page.evaluate(() => {
      const result = document.querySelector('.results')!.getBoundingClientRect();
      return [...document.querySelectorAll('[data-toast], .notice-line')].filter((n) => {
        const r = n.getBoundingClientRect();
        return r.height > 0 && r.bottom > result.top && r.top < result.bottom;
      }).length;
    });
    expect(overlaps).toBe(0);
    expect(await page.locator('[data-announcer]').textContent()).toMatch(
      /^Property tax calculated: \$[\d,]+ annual tax/,
    );
    expect(await page.locator('#calculator [aria-live]').count()).toBe(1);
    await page.clock.runFor(10_000);
    expect(await page.locator('[data-toast]').count()).toBe(0);
    await context.close();
  });
});

describe('the national map', () => {
  it("links each state to its page, and a tap on a state's shape opens it", async () => {
    const { page, context } = await openPage(h, '/hub/');
    const links = await page
      .locator('svg.map-links a')
      .evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, label: a.getAttribute('aria-label')! })));
    expect(links.length).toBe(51);
    for (const l of links.slice(0, 51)) {
      const res = await page.request.get(`${h.origin}${l.href}`);
      expect(res.status(), l.href).toBe(200);
      const heading = /<h1>([^<]*)<\/h1>/.exec(await res.text())?.[1] ?? '';
      expect(heading, l.href).toContain(l.label.split(':')[0]);
    }
    // Keyboard: the states are in the tab order.
    expect(
      await page
        .locator('svg.map-links a')
        .first()
        .evaluate((a) => (a as SVGAElement).tabIndex),
    ).toBe(0);
    await Promise.all([
      page.waitForURL('**/hub/states/tx'),
      page.locator('svg.map-links a[data-state=TX] path').click(),
    ]);
    await context.close();
  });
});

describe('pickers and the result column', () => {
  it('names the counties in Spanish on a Spanish page', async () => {
    const { page, context } = await openPage(h, '/fl/es/condado/miami-dade');
    expect(await page.locator('select#county option:checked').textContent()).toBe('Condado de Miami-Dade');
    expect(await page.locator('select#county').textContent()).not.toContain(' County');
    await context.close();
  });

  it('on a wide screen fills the result beside the form as one types', async () => {
    const { page, context } = await openPage(h, '/tx/county/harris');
    await page.fill('#home-value', '500000');
    await page.waitForSelector('[data-result-heading]');
    const form = (await page.locator('#calculator form').boundingBox())!;
    const result = (await page.locator('.result-column').boundingBox())!;
    expect(result.x).toBeGreaterThanOrEqual(form.x + form.width);
    const first = await page.locator('.result-figures dd').first().textContent();
    await page.fill('#home-value', '600000');
    await expect.poll(() => page.locator('.result-figures dd').first().textContent()).not.toBe(first);
    await context.close();
  });

  it('on a phone keeps the result below the form and brings it into view on Calculate', async () => {
    const { page, context } = await openPage(h, '/tx/county/harris', { viewport: PHONE });
    await page.fill('#home-value', '500000');
    expect(await page.locator('[data-result-heading]').count()).toBe(0);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForSelector('[data-result-heading]');
    // Both boxes read in one frame: the page scrolls smoothly to the result meanwhile, and two
    // separate reads would each see a different scroll position.
    const { formBottom, resultTop } = await page.evaluate(() => ({
      formBottom: document.querySelector('#calculator form')!.getBoundingClientRect().bottom,
      resultTop: document.querySelector('.result-column')!.getBoundingClientRect().top,
    }));
    expect(resultTop).toBeGreaterThanOrEqual(formBottom);
    await expect
      .poll(() => page.locator('[data-result-heading]').evaluate((e) => e.getBoundingClientRect().top))
      .toBeLessThan(PHONE.height / 2);
    await context.close();
  });
});

describe('a long county page', () => {
  it.each([360, 1280])('keeps its height while one scrolls to the end at %i px', async (width) => {
    const { page, context } = await openPage(h, '/tx/county/harris', { viewport: { width, height: 800 } });
    // The county's units arrive after hydration and fill the bill builder (one line of skeleton
    // until then; Calculate waits for them too): the height this test holds is the page's once they
    // are in.
    await expect.poll(() => page.locator('#calculator button[type=submit]').isEnabled()).toBe(true);
    // And once the calculator's county list is in too, and the page has gone idle (a CI run under full
    // load once read the height before a late arrival and saw the page 6 % taller by the end): what this
    // test holds is what scrolling does.
    await page.locator('#calculator select#county option:nth-child(3)').waitFor({ state: 'attached' });
    await settle(page);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    let most = before;
    for (let y = 0; y < most; y += 700) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
      most = Math.max(most, await page.evaluate(() => document.documentElement.scrollHeight));
    }
    // Within 2 %: a figure that wraps differently once laid out may move a line, a section no more.
    expect(most / before).toBeLessThan(1.02);
    await context.close();
  });
});

describe('example bills on a phone', () => {
  it.each([
    ['/tx/county/harris', 'Annual tax', 'With Homestead exemption'],
    ['/tx/es/condado/harris', 'Impuesto anual', 'Con Exención de vivienda principal (homestead)'],
  ])(
    '%s shows each home value as a card that fits the screen, every figure under its name',
    async (path, annual, exempt) => {
      const { page, context } = await openPage(h, path, { viewport: PHONE, javaScriptEnabled: false });
      const table = page.locator('table:has(tr[data-example])');
      const fit = await table.evaluate((t) => {
        const box = t.closest('.table-scroll')!;
        return {
          scrolls: box.scrollWidth > box.clientWidth,
          pageScrolls: document.documentElement.scrollWidth > innerWidth,
        };
      });
      expect(fit).toEqual({ scrolls: false, pageScrolls: false });
      const labels = await table
        .locator('tr[data-example="200000"] td')
        .evaluateAll((cells) => cells.map((c) => getComputedStyle(c, '::before').content.replace(/^"|"$/g, '')));
      expect(labels).toEqual([
        annual,
        expect.stringMatching(/^(Monthly|Mensual)$/),
        exempt,
        expect.stringMatching(/^(Monthly|Mensual)$/),
      ]);
      // Two figures side by side: the tax and its monthly share on one line, the exemption's on the next.
      const tops = await table
        .locator('tr[data-example="200000"] td')
        .evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(tops[0]).toBe(tops[1]);
      expect(tops[2]).toBe(tops[3]);
      expect(tops[2]).toBeGreaterThan(tops[0]!);
      await context.close();
    },
  );
});

describe('taxing units on a phone', () => {
  it.each([
    ['/tx/county/harris/districts', 'Type', 'Rate', 'Its own homestead exemptions'],
    ['/tx/es/condado/harris/distritos', 'Tipo', 'Tasa', 'Sus propias exenciones de vivienda principal'],
  ])(
    '%s shows each unit as a card that fits the screen, every figure under its name',
    async (path, type, rate, own) => {
      const { page, context } = await openPage(h, path, { viewport: PHONE, javaScriptEnabled: false });
      const fit = await page.evaluate(() => ({
        tables: [...document.querySelectorAll('.table-scroll')].filter((box) => box.scrollWidth > box.clientWidth)
          .length,
        pageScrolls: document.documentElement.scrollWidth > innerWidth,
      }));
      expect(fit).toEqual({ tables: 0, pageScrolls: false });
      // A district covering part of the county: its name across the card, its type and rate side by side
      // under their names, then its own exemptions across the card.
      const row = page.locator('#units-local table tbody tr').first();
      const cells = row.locator('td');
      const labels = await cells.evaluateAll((tds) =>
        tds
          .filter((c) => getComputedStyle(c).display !== 'none')
          .map((c) => getComputedStyle(c, '::before').content.replace(/^"|"$/g, '')),
      );
      expect(labels.slice(0, 3)).toEqual([type, rate, own]);
      const box = async (i: number) => (await cells.nth(i).boundingBox())!;
      const [typeBox, rateBox, ownBox] = [await box(0), await box(1), await box(2)];
      expect(Math.round(rateBox.y)).toBe(Math.round(typeBox.y));
      expect(rateBox.x).toBeGreaterThan(typeBox.x);
      expect(ownBox.y).toBeGreaterThan(typeBox.y);
      expect(ownBox.width).toBeGreaterThan(PHONE.width * 0.8);
      await context.close();
    },
  );
});

describe('tables on a phone', () => {
  // Every table of a county page, those inside "as a table" disclosures too, fits a 360 px screen: the wide ones
  // (bill breakdown, example bills, rate histories of several series) turn into cards there.
  it.each([
    '/tx/county/harris',
    '/tx/es/condado/harris',
    '/ny/county/erie',
    '/ny/es/condado/new-york',
    '/fl/county/miami-dade',
    '/ca/es/condado/los-angeles',
    '/hub/es/condado/tx/harris',
  ])('%s: none scrolls sideways', async (path) => {
    const { page, context } = await openPage(h, path, { viewport: PHONE, javaScriptEnabled: false });
    const wide = await page.evaluate(() => {
      for (const d of document.querySelectorAll('details')) d.open = true;
      return [...document.querySelectorAll('.table-scroll')]
        .filter((box) => box.scrollWidth > box.clientWidth)
        .map((box) => `${box.getAttribute('aria-label')}: ${box.scrollWidth} px`);
    });
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
