// The ZIP field in a real browser: on the Fort Bend, Erie and Miami-Dade pages, in English and Spanish,
// a ZIP chooses the school district (or lists the candidates with their shares), narrows New York's
// towns, names a Florida city by its mailing city, says what it chose on the result and in the share
// link, and offers another county's page; the hub's search lands on the state county page with the
// ZIP's district chosen, and the ZIP leaves the address bar once read.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';
import { openPage, submitCalculation } from './islands-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Types a ZIP and waits until the field has looked that ZIP up. */
async function typeZip(page: Page, zip: string): Promise<void> {
  await page.locator('#zip').fill(zip);
  await page.locator('[data-zip-find]').click();
  const looked = page.locator(`[data-zip-for="${zip}"]:not([data-zip-status=loading])`);
  await expect.poll(() => looked.count()).toBe(1);
}

const status = (page: Page) => page.locator('[data-zip-status]');

describe('Fort Bend: the school district from a ZIP', () => {
  it('one district over 95 % of the land is chosen and said', async () => {
    const { page, context, problems } = await openPage(h, '/tx/county/fort-bend');
    await page.locator('#unit-school').waitFor();
    await typeZip(page, '77459');
    await expect.poll(() => page.inputValue('#unit-school')).toBe('48157-isd-fort-bend-isd');
    expect(await status(page).textContent()).toContain('Fort Bend ISD, which covers 100.0% of the ZIP');
    expect(await page.locator('[data-zip-candidates]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const lang of ['en', 'es'] as const)
    it(`${lang}: a split ZIP lists its districts with their shares, chooses the largest, and the visitor can take another`, async () => {
      const { page, context, problems } = await openPage(
        h,
        lang === 'en' ? '/tx/county/fort-bend' : '/tx/es/condado/fort-bend',
      );
      await page.locator('#unit-school').waitFor();
      await typeZip(page, '77494');
      await expect.poll(() => page.inputValue('#unit-school')).toBe('48157-isd-katy-isd');
      const radios = page.locator('[data-zip-candidates] label');
      expect(await radios.allTextContents()).toEqual(
        lang === 'en'
          ? ['Katy ISD: 92.2% of the ZIP’s land', 'Lamar CISD: 7.8% of the ZIP’s land']
          : ['Katy ISD: 92.2% del terreno del código postal', 'Lamar CISD: 7.8% del terreno del código postal'],
      );
      // The ZIP also reaches Harris and Waller counties: their pages are offered with it.
      const links = status(page).locator('a');
      expect(await links.count()).toBe(2);
      expect(await links.first().getAttribute('href')).toMatch(/\/harris\/?\?zip=77494$/);
      await radios.nth(1).locator('input').check();
      await expect.poll(() => page.inputValue('#unit-school')).toBe('48157-isd-lamar-cisd');
      // The result says what came from the ZIP; the share link carries it.
      await page.fill('#home-value', '400000');
      await submitCalculation(page);
      const notes = page.locator('#calculator .results');
      await expect
        .poll(() => notes.textContent())
        .toContain(lang === 'en' ? 'From ZIP 77494: Lamar CISD' : 'Según el código postal 77494: Lamar CISD');
      expect(problems).toEqual([]);
      await context.close();
    });

  it('a ZIP of another county offers its page; one with no ZIP area keeps the county lists', async () => {
    const { page, context } = await openPage(h, '/tx/county/harris');
    await page.locator('#unit-school').waitFor();
    await typeZip(page, '77469');
    expect(await status(page).getAttribute('data-zip-status')).toBe('elsewhere');
    expect(await status(page).locator('a').getAttribute('href')).toMatch(/\/fort-bend\/?\?zip=77469$/);
    await typeZip(page, '77001');
    expect(await status(page).textContent()).toContain('has no Census ZIP area');
    await context.close();
  });
});

describe('Erie: the district narrows the towns', () => {
  for (const lang of ['en', 'es'] as const)
    it(`${lang}: 14221 bills a Williamsville segment and offers the district's towns first`, async () => {
      const { page, context, problems } = await openPage(h, lang === 'en' ? '/ny/county/erie' : '/ny/es/condado/erie');
      await page.locator('#unit-place').waitFor();
      await typeZip(page, '14221');
      await expect.poll(() => page.inputValue('#unit-segment')).toBe('williamsville-csd.town-amherst');
      expect(await page.inputValue('#unit-place')).toBe('town-amherst');
      expect(await status(page).textContent()).toContain(
        lang === 'en' ? 'reaches 3 towns or cities' : 'llega a 3 pueblos o ciudades',
      );
      const towns = await page
        .locator('#unit-place option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      expect(towns.slice(0, 4)).toEqual(['', 'town-amherst', 'town-cheektowaga', 'town-clarence']);
      expect(problems).toEqual([]);
      await context.close();
    });
});

describe('Miami-Dade: the mailing city', () => {
  for (const lang of ['en', 'es'] as const)
    it(`${lang}: 33130 names the City of Miami, said to be the mailing city`, async () => {
      const { page, context, problems } = await openPage(
        h,
        lang === 'en' ? '/fl/county/miami-dade' : '/fl/es/condado/miami-dade',
      );
      await page.locator('#unit-area').waitFor();
      await typeZip(page, '33130');
      await expect.poll(() => page.inputValue('#unit-area')).toBe('city-of-miami');
      expect(await status(page).textContent()).toContain(
        lang === 'en'
          ? 'The mailing city may not be the city that taxes your home'
          : 'La ciudad postal puede no ser la que cobra',
      );
      expect(problems).toEqual([]);
      await context.close();
    });
});

describe('the hub search', () => {
  it('a Texas ZIP lands on the state county page with its school district chosen, and the ZIP leaves the address', async () => {
    const { page, context } = await openPage(h, '/hub/');
    expect(await page.locator('form[role=search]').count()).toBe(1);
    await page.locator('#hero-search-input').fill('77449');
    await expect.poll(() => page.locator('#hero-search-list [role=option]').count()).toBe(1);
    await page.locator('#hero-search-input').press('Enter');
    await page.waitForURL(/\/tx\/county\/harris\/?(\?|$)/);
    await expect.poll(() => page.inputValue('#unit-school')).toBe('48201-isd-katy-isd');
    await expect.poll(() => page.evaluate(() => location.search)).toBe('');
    expect(await page.inputValue('#zip')).toBe('77449');
    await context.close();
  });
});

describe('a tap on the state map', () => {
  it('opens the county tapped with the ZIP centre nearest the tap, said to be approximate', async () => {
    const { page, context, problems } = await openPage(h, '/tx/');
    await page.locator('[data-map-zips] a[data-fips="48201"] path').click();
    await page.waitForURL(/\/tx\/county\/harris\/?(\?|$)/);
    await expect.poll(() => page.inputValue('#zip')).toMatch(/^77\d{3}$/);
    await expect.poll(() => page.locator('[data-zip-status]').textContent()).toContain('approximate');
    expect(problems).toEqual([]);
    await context.close();
  });
});
