// Error screens at three levels (spec §2, §4, §8): a section that fails shows 'Error' with Retry and
// the rest of the page keeps working; the page's main part shows 'Page Error' with Try Again and
// Go Home; an island that cannot start shows 'Something went wrong' with an error id.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/strings/en.ts';
import { es } from '../../i18n/strings/es.ts';
import { axeViolations } from './axe.ts';
import { type Harness, startHarness } from './harness.ts';
import { openPage } from './islands-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Serves the page with its calculator props altered by `change`, as a broken deployment might. */
async function breakCalculator(page: Page, change: (json: string) => string): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" data-island-props="calculator-island">)(.*?)(<\/script>)/s,
      (_, a: string, json: string, b: string) => a + change(json) + b,
    );
    await route.fulfill({ response, body: html });
  });
}

const noConfig = (json: string): string => json.replace('"config":{', '"configuration":{');

describe('error boundaries', () => {
  it('component level: a calculator that fails shows Error and Retry, and the rest of the county page stays', async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    await breakCalculator(page, noConfig);
    await page.goto(`${h.origin}/tx/county/travis`, { waitUntil: 'load' });
    const panel = page.locator('#calculator-island [data-error-level=component]');
    await panel.waitFor();
    expect(await panel.locator('strong').textContent()).toBe(en.errors.component.title);
    expect(await panel.textContent()).toContain(en.errors.component.message);
    await panel.locator(`button:has-text("${en.errors.component.retry}")`).click();
    await page.locator('#calculator-island [data-error-level=component]').waitFor();
    expect(await page.locator('[data-rate=combined]').count()).toBe(1);
    await context.close();
  });

  it('component level in Spanish on the Spanish page', async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    await breakCalculator(page, noConfig);
    await page.goto(`${h.origin}/tx/es/condado/travis`, { waitUntil: 'load' });
    const panel = page.locator('#calculator-island [data-error-level=component]');
    await panel.waitFor();
    expect(await panel.textContent()).toContain(es.errors.component.message);
    expect(await panel.locator('button').textContent()).toBe(es.errors.component.retry);
    await context.close();
  });

  it('page level: the calculator page shows Page Error with Try Again and Go Home', async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    await breakCalculator(page, noConfig);
    await page.goto(`${h.origin}/tx/calculator`, { waitUntil: 'load' });
    const panel = page.locator('[data-error-level=page]');
    await panel.waitFor();
    expect(await panel.locator('h2').textContent()).toBe(en.errors.page.title);
    expect(await panel.textContent()).toContain(en.errors.page.message);
    expect(await panel.locator('button').textContent()).toBe(en.errors.page.tryAgain);
    expect(await panel.locator('a').textContent()).toBe(en.errors.page.goHome);
    expect(await panel.locator('a').getAttribute('href')).toBe('/tx/');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('app level: an island that cannot start shows Something went wrong, an error id, Reload Page and Go Home', async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    await breakCalculator(page, (json) => `${json.slice(0, -1)}`);
    await page.goto(`${h.origin}/tx/county/travis`, { waitUntil: 'load' });
    const panel = page.locator('[data-error-level=app]');
    await panel.waitFor();
    expect(await panel.locator('h2').textContent()).toBe(en.errors.app.title);
    expect(await panel.textContent()).toMatch(/Error ID: [0-9A-Z]+-[0-9A-Z]+/);
    expect(await panel.locator('a').getAttribute('href')).toBe('/tx/');
    await Promise.all([page.waitForEvent('load'), panel.locator(`button:has-text("${en.errors.app.reload}")`).click()]);
    await context.close();
  });

  it('a part that fails to load (the report block) shows Error, and Retry loads it once the network is back', async () => {
    const { page, context } = await openPage(h, '/tx/county/travis');
    await page.route('**/assets/chunk-*.js', (route) => route.abort());
    // On a wide screen the result fills beside the form as one types: the block is first wanted then.
    await page.fill('#home-value', '300000');
    const panel = page.locator('#calculator [data-error-level=component]');
    await panel.waitFor();
    expect(await page.locator('#calculator [data-figure=annual]').count()).toBe(1);
    await page.unroute('**/assets/chunk-*.js');
    await panel.locator('button').click();
    await page.locator('[data-report-state]').waitFor();
    expect(await page.locator('#calculator [data-error-level]').count()).toBe(0);
    await context.close();
  });
});
