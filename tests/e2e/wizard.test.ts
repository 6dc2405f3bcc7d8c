// The mobile wizard (spec §2, §4, §5): offered below 768 px, four steps, forward only when the step
// is valid, Back abandons, Calculate Tax shows the engine's figure in the calculator.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculate as engine } from '../../states/estimate/index.ts';
import type { CountyRate, StateConfig } from '../../schema/index.ts';
import { formatCurrency } from '../../i18n/format.ts';
import { en } from '../../i18n/strings/en.ts';
import { es } from '../../i18n/strings/es.ts';
import { axeViolations } from './axe.ts';
import { type Harness, startHarness } from './harness.ts';
import { openPage, runCalculationPause } from './islands-helpers.ts';

const fl = JSON.parse(readFileSync('generated/rates/fl.json', 'utf8')) as { counties: CountyRate[] };
const flConfig = JSON.parse(readFileSync('generated/config/fl.json', 'utf8')) as StateConfig;
const PHONE = { width: 390, height: 844 };

function engineAnnual(value: number, county: string, homestead: boolean): number {
  const out = engine({
    state: 'fl',
    input: { homeValue: value, county, homesteadExemption: homestead },
    config: flConfig,
    counties: fl.counties,
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

describe('mobile wizard', () => {
  it('is offered on a phone and not on a desktop', async () => {
    const phone = await openPage(h, '/fl/', { viewport: PHONE });
    await expect.poll(() => phone.page.locator('[data-wizard-prompt]').isVisible()).toBe(true);
    expect(await phone.page.locator('[data-wizard-prompt]').textContent()).toContain(en.wizard.prompt);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
    const desktop = await openPage(h, '/fl/');
    expect(await desktop.page.locator('[data-wizard-prompt]').count()).toBe(0);
    await desktop.context.close();
  });

  it("walks four steps, blocks Next on an invalid step, and Calculate Tax shows the engine's figure", async () => {
    const { page, context, problems } = await openPage(h, '/fl/', { viewport: PHONE });
    await page.click('[data-wizard-start]');
    const dialog = page.locator('dialog[data-wizard]');
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    // Full screen: the dialog covers the viewport.
    const box = (await dialog.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([PHONE.width, PHONE.height]);
    const count = page.locator('[data-wizard-count]');
    const progress = page.locator('[role=progressbar]');
    expect(await count.textContent()).toBe('Step 1 of 4');
    expect(await progress.getAttribute('aria-valuenow')).toBe('1');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-wizard-step'))).toBe('propertyValue');

    // Step 1: no value, no way forward.
    await page.fill('#wizard-home-value', '');
    await page.click('[data-wizard-next]');
    expect(await count.textContent()).toBe('Step 1 of 4');
    expect(await page.locator('#wizard-problem').textContent()).toBe(en.calculator.validation.enterValidValue);
    await page.fill('#wizard-home-value', '300000');
    await page.click('[data-wizard-next]');
    expect(await count.textContent()).toBe('Step 2 of 4');
    expect(await progress.getAttribute('aria-valuenow')).toBe('2');

    // Step 2: a county is needed.
    await page.locator('#wizard-county').waitFor();
    await page.click('[data-wizard-next]');
    expect(await count.textContent()).toBe('Step 2 of 4');
    expect(await page.locator('#wizard-problem').textContent()).toBe(en.calculator.validation.selectCounty);
    await page.selectOption('#wizard-county', 'miami-dade');
    await page.click('[data-wizard-next]');

    // Step 3 is always valid; Previous goes back freely and keeps the answer.
    expect(await count.textContent()).toBe('Step 3 of 4');
    await page.click('text=Previous');
    expect(await page.inputValue('#wizard-county')).toBe('miami-dade');
    await page.click('[data-wizard-next]');
    await dialog.locator('input[name=homestead]').check();
    await page.click('[data-wizard-next]');

    // Step 4 reviews the answers, then calculates.
    expect(await count.textContent()).toBe('Step 4 of 4');
    const review = await dialog.locator('.wizard-review').textContent();
    expect(review).toContain('$300,000');
    expect(review).toContain('Miami-Dade County');
    expect(review).toContain(flConfig.exemptions.homestead!.label.en);
    expect(await page.textContent('[data-wizard-next]')).toBe(en.wizard.calculateTax);
    await page.click('[data-wizard-next]');
    expect(await page.locator('dialog[data-wizard]').count()).toBe(0);
    await runCalculationPause(page);
    await expect
      .poll(() => page.locator('#calculator [data-figure=annual]').textContent())
      .toBe(formatCurrency(engineAnnual(300_000, 'miami-dade', true), 'en'));
    expect(await page.inputValue('#county')).toBe('miami-dade');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Back abandons the wizard and leaves the calculator as it was', async () => {
    const { page, context } = await openPage(h, '/fl/', { viewport: PHONE });
    await page.click('[data-wizard-start]');
    await page.fill('#wizard-home-value', '999000');
    await page.click('[data-wizard-next]');
    await page.click(`dialog[data-wizard] >> text=${en.wizard.back}`);
    expect(await page.locator('dialog[data-wizard]').count()).toBe(0);
    expect(await page.inputValue('#home-value')).toBe('350,000');
    expect(await page.locator('#calculator [data-figure=annual]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-wizard-start'))).toBe(true);
    // Escape abandons too.
    await page.click('[data-wizard-start]');
    await expect.poll(() => page.locator('dialog[data-wizard]').evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[data-wizard]').count()).toBe(0);
    await context.close();
  });

  it('has no axe violations with the prompt shown and with the wizard open', async () => {
    const { page, context } = await openPage(h, '/fl/', { viewport: PHONE });
    await page.locator('[data-wizard-prompt]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.click('[data-wizard-start]');
    await page.locator('#wizard-home-value').waitFor();
    await page.fill('#wizard-home-value', '');
    await page.click('[data-wizard-next]');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('speaks Spanish on the Spanish page', async () => {
    const { page, context } = await openPage(h, '/fl/es/', { viewport: PHONE });
    await page.click('[data-wizard-start]');
    expect(await page.locator('[data-wizard-count]').textContent()).toBe('Paso 1 de 4');
    expect(await page.locator('dialog[data-wizard] h3').textContent()).toBe(es.wizard.steps.propertyValue);
    await context.close();
  });
});
