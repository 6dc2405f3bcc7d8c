// The visitor's own units on county pages, in a real browser: a Fort Bend MUD no source rates is a
// marked line, and the rate typed from a notice bills it at the CLI's figure (English and Spanish,
// kept by the share link); Bee Cave Road District takes its own 20 % homestead exemption; a Kern tax
// rate area is found by the number on the bill; a Miami-Dade district adds its millage to the area.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCalc, type CalcOptions } from '../../cli/calc.ts';
import type { GeneralResult } from '../../engine/model.ts';
import { formatCurrency } from '../../i18n/format.ts';
import { type Harness, startHarness } from './harness.ts';
import { openPage, submitCalculation } from './islands-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

function cli(opts: Partial<CalcOptions>): GeneralResult {
  const out: string[] = [];
  const code = runCalc({ json: true, lang: 'en', ...opts } as CalcOptions, {
    root: process.cwd(),
    out: (l) => out.push(l),
    err: () => {},
  });
  expect(code).toBe(0);
  return JSON.parse(out.join('\n')).result as GeneralResult;
}

const MUD_210 = '079-462-04';
const BEE_CAVE = '227-209-10';

/** Ticks one unit of a searched slot (a district list) found by its words. */
async function tick(page: Page, slot: string, words: string, name: RegExp): Promise<void> {
  await page.locator(`#unit-${slot}-search`).fill(words);
  await page.locator(`[data-slot=${slot}] label.check`, { hasText: name }).locator('input').check();
}

const annual = (page: Page) => page.locator('#calculator [data-figure=annual]');
const line = (page: Page, id: string) => page.locator(`#calculator [data-unit="${id}"]`);

describe('Fort Bend MUD #210: no rate reported, then the rate from the notice', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`${lang}: a whole bill with the line marked; 0.85 typed bills it at $3,400 on $400,000, and the share link keeps it`, async () => {
      const path = lang === 'en' ? '/tx/county/fort-bend' : '/tx/es/condado/fort-bend';
      const { page, context, problems } = await openPage(h, path, {
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await page.locator('#unit-districts-search').waitFor();
      await page.fill('#home-value', '400000');
      await tick(page, 'districts', 'Fort Bend MUD 210', /#210\b/);
      // The missing rate's field is on the picker straight away, in the state's own unit.
      const field = page.locator(`#unit-rate-${MUD_210}`);
      await field.waitFor();
      await submitCalculation(page);
      await expect.poll(() => line(page, MUD_210).getAttribute('data-line-status')).toBe('no-rate');
      expect(await annual(page).textContent()).toBe(
        formatCurrency(cli({ state: 'tx', county: 'fort-bend', value: '400000', unit: [MUD_210] }).annualTax, lang),
      );

      await field.fill('0.85');
      await submitCalculation(page);
      await expect.poll(() => line(page, MUD_210).getAttribute('data-line-status')).toBe('typed');
      expect(await line(page, MUD_210).textContent()).toContain(formatCurrency(3400, lang));
      expect(await line(page, MUD_210).textContent()).toContain(lang === 'en' ? 'your rate' : 'su tasa');
      const typed = cli({ state: 'tx', county: 'fort-bend', value: '400000', unitRate: [`${MUD_210}=0.85`] });
      expect(await annual(page).textContent()).toBe(formatCurrency(typed.annualTax, lang));

      // The share link carries the typed rate; opened afresh, the bill is the same.
      await page.click('.share > button');
      await page.click('[data-share=copy-link]');
      await expect.poll(() => page.locator('[data-toast=success]').count()).toBe(1);
      const shared = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(shared).searchParams.get('ur')).toBe(`${MUD_210}~0.85`);
      const again = await openPage(h, new URL(shared).pathname + new URL(shared).search);
      await expect.poll(() => annual(again.page).textContent()).toBe(formatCurrency(typed.annualTax, lang));
      expect(await again.page.inputValue(`#unit-rate-${MUD_210}`)).toBe('0.85');
      expect(problems).toEqual([]);
      await again.context.close();
      await context.close();
    });
  }
});

describe('a special district with its own homestead exemption', () => {
  it("Bee Cave Road District #1: its published average homestead's line is $1,964, after its own 20 %", async () => {
    const { page, context, problems } = await openPage(h, '/tx/county/travis');
    await page.locator('#unit-districts-search').waitFor();
    await page.fill('#home-value', '848906');
    await page.check('input[name=homestead]');
    await tick(page, 'districts', 'Bee Cave', /Bee Cave Road/);
    await submitCalculation(page);
    const bee = line(page, BEE_CAVE);
    await expect.poll(() => bee.count()).toBe(1);
    expect(await bee.getAttribute('data-local')).toBe('applied');
    expect(await bee.textContent()).toContain('$1,964');
    const expected = cli({ state: 'tx', county: 'travis', value: '848906', homestead: true, unit: [BEE_CAVE] });
    expect(await annual(page).textContent()).toBe(formatCurrency(expected.annualTax, 'en'));
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Kern County by tax rate area', () => {
  it('finds an area by the number on the bill and bills it at its own rate', async () => {
    const { page, context, problems } = await openPage(h, '/ca/county/kern');
    await page.locator('#unit-area-search').waitFor();
    await page.fill('#home-value', '350000');
    await page.locator('#unit-area-search').fill('001-005');
    const option = page.locator('[data-slot=area] label.check', { hasText: /^001-005 / });
    await expect.poll(() => option.count()).toBe(1);
    // The number without its dash finds it too.
    await page.locator('#unit-area-search').fill('001005');
    await expect.poll(() => option.count()).toBe(1);
    await option.locator('input').check();
    await submitCalculation(page);
    const expected = cli({ state: 'ca', county: 'kern', value: '350000', unit: ['tra-001-005'] });
    await expect.poll(() => annual(page).textContent()).toBe(formatCurrency(expected.annualTax, 'en'));
    expect(await line(page, 'tra-001-005').textContent()).toContain('read in a copy');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a Miami-Dade district of part of the county', () => {
  it('adds its own millage to the area chosen, as the CLI does', async () => {
    const { page, context, problems } = await openPage(h, '/fl/county/miami-dade');
    await page.locator('#unit-area').waitFor();
    await page.fill('#home-value', '300000');
    await page.selectOption('#unit-area', 'umsa');
    await tick(page, 'districts', 'fire', /Fire Rescue/);
    await submitCalculation(page);
    const expected = cli({
      state: 'fl',
      county: 'miami-dade',
      value: '300000',
      unit: ['umsa', 'miami-dade-fire-rescue'],
    });
    await expect.poll(() => annual(page).textContent()).toBe(formatCurrency(expected.annualTax, 'en'));
    expect(await line(page, 'miami-dade-fire-rescue').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
