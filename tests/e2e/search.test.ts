// The county search as a visitor uses it: a ZIP in one county, a ZIP across counties, an unknown
// ZIP, keyboard only, both languages, filling the calculator, and the plain form without JavaScript.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/strings/en.ts';
import { es } from '../../i18n/strings/es.ts';
import { axeViolations } from './axe.ts';
import { type Harness, startHarness } from './harness.ts';
import { islandsHydrated } from './islands-helpers.ts';

let h: Harness;
let page: Page;
beforeAll(async () => {
  h = await startHarness();
  page = await (await h.newContext({ viewport: { width: 390, height: 844 } })).newPage();
});
afterAll(async () => {
  await h?.close();
});

const box = (p: Page) => p.locator('[role=combobox]').first();
const options = (p: Page) => p.locator('[role=listbox]:visible [role=option]');
const status = (p: Page) => p.locator('.county-search-status').first();

/** Waits until the search box the visitor is in has hydrated (it does when first reached). */
const reached = (p: Page) => p.locator('[data-island=search][data-hydrated]:focus-within').waitFor();

async function typeInto(p: Page, path: string, text: string): Promise<void> {
  await p.goto(`${h.origin}${path}`, { waitUntil: 'load' });
  await box(p).click();
  await reached(p);
  await box(p).pressSequentially(text);
}

describe('county search', () => {
  it('a ZIP in one county (hub, English): one option, Enter lands on its page on the Texas site, with the ZIP', async () => {
    await typeInto(page, '/hub/', '77002');
    await expect.poll(() => options(page).allTextContents()).toEqual(['Harris County, TX']);
    expect(await status(page).textContent()).toBe(
      en.visual.search.zipOne.replace('{{zip}}', '77002').replace('{{county}}', 'Harris County, TX'),
    );
    await Promise.all([page.waitForURL(/\/tx\/county\/harris\?zip=77002$/), box(page).press('Enter')]);
    expect(await page.locator('h1').textContent()).toContain('Harris County');
    await expect.poll(() => page.inputValue('#zip')).toBe('77002');
  });

  it('a ZIP of a state without its own site (hub) lands on the hub county page', async () => {
    await typeInto(page, '/hub/', '43215');
    await expect.poll(() => options(page).count()).toBe(1);
    await Promise.all([page.waitForURL('**/hub/county/oh/franklin'), box(page).press('Enter')]);
  });

  it('a ZIP across counties (Texas, Spanish) lists each county, says it crosses lines, and the arrow keys pick one', async () => {
    await typeInto(page, '/tx/es', '77494');
    await expect
      .poll(() => options(page).allTextContents())
      .toEqual(['Condado de Fort Bend', 'Condado de Harris', 'Condado de Waller']);
    expect(await status(page).textContent()).toContain(
      es.visual.search.zipMany.replace('{{zip}}', '77494').replace('{{count}}', '3'),
    );
    expect(await status(page).textContent()).toContain(es.visual.search.zipShareUnknown);
    await box(page).press('ArrowDown');
    await box(page).press('ArrowDown');
    const active = await box(page).getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).textContent()).toBe('Condado de Harris');
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await Promise.all([page.waitForURL('**/tx/es/condado/harris'), box(page).press('Enter')]);
  });

  it('an unknown ZIP says so, in English and in Spanish, and offers nothing to pick', async () => {
    for (const [path, text] of [
      ['/fl/', en.visual.search.zipUnknown],
      ['/fl/es', es.visual.search.zipUnknown],
    ] as const) {
      await typeInto(page, path, '99999');
      await expect.poll(() => status(page).textContent()).toBe(text.replace('{{zip}}', '99999'));
      expect(await box(page).getAttribute('aria-expanded')).toBe('false');
      expect(await options(page).count()).toBe(0);
    }
  });

  it('keyboard only: Tab to the box on the county directory, type part of a name, arrow down, Enter', async () => {
    await page.goto(`${h.origin}/ca/counties`, { waitUntil: 'load' });
    await islandsHydrated(page);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('role') ?? '');
    for (let i = 0; i < 25 && (await focused()) !== 'combobox'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('combobox');
    await reached(page);
    await page.keyboard.type('san fr');
    await expect.poll(() => options(page).allTextContents()).toEqual(['San Francisco County']);
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL('**/ca/county/san-francisco'), page.keyboard.press('Enter')]);
  });

  it('on the calculator page, picking a county fills the calculator', async () => {
    await typeInto(page, '/ny/calculator', 'albany');
    await expect.poll(() => options(page).allTextContents()).toEqual(['Albany County']);
    await options(page).first().click();
    expect(await page.inputValue('#calculator select#county')).toBe('albany');
    expect(await status(page).textContent()).toBe(en.visual.search.filled.replace('{{county}}', 'Albany County'));
  });

  it('the open list has no accessibility violations', async () => {
    await typeInto(page, '/hub/es', 'harris');
    await expect.poll(() => options(page).count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('without JavaScript the box is a plain form: a ZIP of one county lands on its page, one of several on the list', async () => {
    const context = await h.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${h.origin}/tx/`);
    await plain.fill('[name=q]', '77002');
    await Promise.all([
      plain.waitForURL('**/tx/county/harris/?zip=77002'),
      plain.locator('form[role=search] button[type=submit]').first().click(),
    ]);
    expect(await plain.locator('h1').textContent()).toContain('Harris County');
    await plain.goto(`${h.origin}/tx/`);
    await plain.fill('[name=q]', '77494');
    await Promise.all([
      plain.waitForURL('**/tx/search?q=77494'),
      plain.locator('form[role=search] button[type=submit]').first().click(),
    ]);
    const harris = plain.locator('.zip-table tr', { has: plain.locator('a', { hasText: /^Harris County$/ }) });
    expect(await harris.locator('td').textContent()).toContain('77494');
    await context.close();
  });
});
