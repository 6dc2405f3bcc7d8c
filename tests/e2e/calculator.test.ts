// A home owner's path through a Texas county page: type a value, tick homestead, calculate, and
// read the figure the engine gives; the same in Spanish; language switch; restore; no JavaScript.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculate } from '../../states/estimate/index.ts';
import type { CountyRate, StateConfig } from '../../schema/index.ts';
import { formatCurrency } from '../../i18n/format.ts';
import { type Harness, startHarness } from './harness.ts';
import {
  holdRequests,
  islandsHydrated,
  pauseClock,
  runCalculationPause,
  submitCalculation,
} from './islands-helpers.ts';

const tx = JSON.parse(readFileSync('generated/rates/tx.json', 'utf8')) as { counties: CountyRate[] };
const txConfig = JSON.parse(readFileSync('generated/config/tx.json', 'utf8')) as StateConfig;
const travis = tx.counties.find((c) => c.slug === 'travis')!;

function engineAnnual(value: number, homestead: boolean): number {
  const out = calculate({
    state: 'tx',
    input: { homeValue: value, county: 'travis', homesteadExemption: homestead },
    config: txConfig,
    counties: [travis],
  });
  if (!out.ok || out.result.kind !== 'general') throw new Error('engine failed');
  return out.result.annualTax;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function openPage(path: string, opts: { javaScriptEnabled?: boolean } = {}) {
  const context = await h.newContext({
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    viewport: { width: 1280, height: 900 },
  });
  // The calculator's pause is run through on Playwright's clock (submitCalculation).
  await context.clock.install();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${h.origin}${path}`, { waitUntil: 'load' });
  if (opts.javaScriptEnabled !== false) await islandsHydrated(page);
  return { page, context, problems };
}

describe('Texas county page calculator', () => {
  it("calculates the engine's figure for 425,000 with homestead, without hydration warnings", async () => {
    const { page, context, problems } = await openPage('/tx/county/travis');
    await page.fill('#home-value', '425000');
    expect(await page.inputValue('#home-value')).toBe('425,000');
    await page.check('input[name=homestead]');
    await submitCalculation(page, 'button[type=submit]');
    await expect
      .poll(() => page.locator('[data-figure=annual]').textContent())
      .toBe(formatCurrency(engineAnnual(425_000, true), 'en'));
    // By hand from Travis's 2025 units: school (Lake Travis ISD) 1.0397 % × (425,000 − 140,000) = 2,963.15;
    // county 0.375845 % and healthcare district 0.118023 % each on 425,000 less their own 20 % (85,000) = 340,000:
    // 0.493868 % × 340,000 = 1,679.15; total 4,642.30.
    expect(await page.locator('[data-figure=annual]').textContent()).toBe('$4,642');
    expect(await page.locator('[data-figure=monthly]').textContent()).toBe(
      formatCurrency(engineAnnual(425_000, true) / 12, 'en'),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it("lists a unit's own exemptions once asked for, and a percentage typed for a unit we hold none for lowers its tax", async () => {
    const { page, context, problems } = await openPage('/tx/county/harris');
    await page.waitForSelector('#unit-school');
    const list = page.locator('details.local-exemptions');
    // Closed and unasked, the list is not built (Harris has over 600 units); opening it builds it.
    expect(await list.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.locator('[data-local-unit]').count()).toBe(0);
    await page.click('details.local-exemptions > summary');
    await expect.poll(() => page.locator('[data-local-unit="48201-county"]').count()).toBe(1);
    await page.fill('#home-value', '400000');
    await page.check('input[name=homestead]');
    // Bellaire: a city whose own homestead exemption we do not hold.
    await page.selectOption('#unit-city', '101-121-03');
    expect(await page.getAttribute('[data-local-unit="101-121-03"]', 'data-local-known')).toBe('no');
    const annual = async (): Promise<number> => {
      await submitCalculation(page, 'button[type=submit]');
      return Number((await page.locator('[data-figure=annual]').textContent())!.replace(/[^0-9.]/g, ''));
    };
    const without = await annual();
    await page.fill('input[name="local-pct-101-121-03"]', '20');
    const withOwn = await annual();
    // 20 % of 400,000 off Bellaire's 0.4174 % rate: 80,000 × 0.4174 % = $333.92 less.
    expect(Math.abs(without - withOwn - 333.92)).toBeLessThan(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('holds its skeleton still while the units load: no endless animation repaints the page', async () => {
    const context = await h.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const release = await holdRequests(page, '**/data/units-harris-*.json');
    await page.goto(`${h.origin}/tx/county/harris`, { waitUntil: 'load' });
    await islandsHydrated(page);
    expect(await page.locator('#calculator .skeleton').count()).toBeGreaterThan(0);
    const endless = await page.evaluate(
      () => document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations === Infinity).length,
    );
    expect(endless).toBe(0);
    release();
    await page.waitForSelector('#unit-school');
    await context.close();
  });

  it('shows a results skeleton and "Calculating..." while it works, and disables Calculate without a value', async () => {
    const { page, context } = await openPage('/tx/county/travis');
    // The clock holds still, so the pause lasts until the test runs it through.
    await pauseClock(page);
    await page.click('button[type=submit]');
    await expect.poll(() => page.locator('button[type=submit]').textContent()).toBe('Calculating...');
    expect(await page.locator('[data-results-skeleton]').count()).toBe(1);
    expect(await page.locator('[data-figure=annual]').count()).toBe(0);
    await runCalculationPause(page);
    await page.waitForSelector('[data-figure=annual]');
    await page.fill('#home-value', '');
    expect(await page.locator('button[type=submit]').isDisabled()).toBe(true);
    await context.close();
  });

  it('works on the Spanish twin page with Spanish text', async () => {
    const { page, context, problems } = await openPage('/tx/es/condado/travis');
    expect(await page.getAttribute('html', 'lang')).toBe('es-MX');
    await page.fill('#home-value', '425000');
    await page.check('input[name=homestead]');
    await submitCalculation(page, 'button[type=submit]');
    await page.waitForSelector('[data-figure=annual]');
    expect(await page.locator('[data-figure=annual]').textContent()).toBe(
      formatCurrency(engineAnnual(425_000, true), 'es'),
    );
    expect(await page.locator('#calculator').textContent()).toContain('Impuesto');
    expect(await page.locator('button[type=submit]').textContent()).toBe('Calcular');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('marks its island data-hydrated only once its code runs, and from then on it calculates', async () => {
    const context = await h.newContext();
    await context.clock.install();
    const page = await context.newPage();
    // The calculator's code is held back until the test lets it through.
    const release = await holdRequests(page, '**/assets/calculator-*.js');
    await page.goto(`${h.origin}/tx/county/travis`, { waitUntil: 'commit' });
    const island = page.locator('#calculator-island');
    await island.waitFor({ state: 'attached' });
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    release();
    await islandsHydrated(page);
    expect(await island.getAttribute('data-hydrated')).toBe('true');
    await page.fill('#home-value', '425000');
    await page.check('input[name=homestead]');
    await submitCalculation(page, 'button[type=submit]');
    expect(await page.locator('[data-figure=annual]').textContent()).toBe('$4,642');
    await context.close();
  });

  it('switches language to the twin page and back', async () => {
    const { page, context } = await openPage('/tx/county/travis');
    await page.click('[data-lang-switch=es]');
    await page.waitForURL(`${h.origin}/tx/es/condado/travis`);
    await page.click('[data-lang-switch=en]');
    await page.waitForURL(`${h.origin}/tx/county/travis`);
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('en');
    await context.close();
  });

  it('restores the selected county after a reload', async () => {
    const { page, context } = await openPage('/tx/calculator');
    await page.waitForSelector('select#county option[value=harris]', { state: 'attached' });
    await page.selectOption('select#county', 'harris');
    await page.reload({ waitUntil: 'load' });
    await islandsHydrated(page);
    await expect.poll(() => page.inputValue('select#county')).toBe('harris');
    await context.close();
  });

  it("when the county list fails to load, shows the spec's toast with a Retry that recovers", async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    await page.route('**/data/counties-tx-*.json', (route) => route.abort());
    await page.goto(`${h.origin}/tx/calculator`);
    const toast = page.locator('[data-toast=error]');
    await expect
      .poll(() => toast.first().textContent())
      .toContain('Failed to load county tax data. Please refresh the page to try again.');
    await page.unroute('**/data/counties-tx-*.json');
    await toast.first().getByRole('button', { name: 'Retry' }).click();
    await page.waitForSelector('select#county option[value=harris]', { state: 'attached' });
    await expect
      .poll(() => page.locator('[data-toast=success]').first().textContent())
      .toContain('Loaded 254 counties');
    await context.close();
  });

  it('with JavaScript disabled still shows the rates and example taxes', async () => {
    const { page, context } = await openPage('/tx/county/travis', { javaScriptEnabled: false });
    expect(await page.locator('[data-rate=combined]').textContent()).toMatch(/^\d+\.\d{3}%$/);
    const row = page.locator('tr[data-example="350000"] td').first();
    expect(await row.textContent()).toBe(formatCurrency(engineAnnual(350_000, false), 'en'));
    expect(await page.locator('body').textContent()).toContain(travis.source);
    await context.close();
  });
});
