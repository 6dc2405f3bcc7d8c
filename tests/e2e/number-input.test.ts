// Issue #24 in the browser: a pasted amount is read as the page's language writes it, what cannot be read is
// refused under its own field, a share link's unknown value is dropped with a notice, and Florida's portability
// is refused on its own field when it reaches the price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/strings/en.ts';
import { es } from '../../i18n/strings/es.ts';
import { type Harness, startHarness } from './harness.ts';
import { openPage, submitCalculation } from './islands-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const CLIPBOARD = ['clipboard-read', 'clipboard-write'];
const annual = '#calculator [data-figure=annual]';

describe('typed and pasted amounts', () => {
  it('pasting $350,000.00 gives the bill of 350,000, not of 35,000,000', async () => {
    const { page, context, problems } = await openPage(h, '/tx/county/travis', { permissions: CLIPBOARD });
    await page.fill('#home-value', '350000');
    await submitCalculation(page);
    const typed = (await page.locator(annual).textContent()) ?? '';
    expect(typed).toMatch(/^\$\d{1,2},\d{3}$/);

    await page.evaluate(() => navigator.clipboard.writeText('$350,000.00'));
    await page.locator('#home-value').selectText();
    await page.keyboard.press('Control+V');
    expect(await page.inputValue('#home-value')).toBe('350,000');
    await submitCalculation(page);
    await expect.poll(() => page.locator(annual).textContent()).toBe(typed);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses 3.5e5 and a 20-digit value under the field, naming it, with Calculate off', async () => {
    const { page, context } = await openPage(h, '/tx/county/travis');
    const problem = page.locator('[data-value-problem]');
    await page.fill('#home-value', '3.5e5');
    expect(await problem.textContent()).toBe(
      'Home value: write the number in plain digits, like 350,000; "3.5e5" is not read',
    );
    expect(await page.getAttribute('#home-value', 'aria-invalid')).toBe('true');
    expect(await page.locator('#calculator button[type=submit]').isDisabled()).toBe(true);
    await page.fill('#home-value', '12345678901234567890');
    expect(await problem.textContent()).toBe(
      'Home value: "12345678901234567890" is above the largest number accepted here, $1,000,000,000',
    );
    expect(await page.locator('#calculator button[type=submit]').isDisabled()).toBe(true);
    expect(await page.locator(annual).count()).toBe(0);
    // Typed digit by digit, the form's own thousands commas never count against the visitor.
    await page.fill('#home-value', '');
    await page.locator('#home-value').pressSequentially('4250000');
    expect(await page.inputValue('#home-value')).toBe('4,250,000');
    expect(await problem.count()).toBe(0);
    await context.close();
  });

  it('reads 350.000,00 on the Spanish page and refuses 3.5e5 in Spanish', async () => {
    const { page, context, problems } = await openPage(h, '/tx/es/condado/travis');
    await page.fill('#home-value', '350.000,00');
    expect(await page.inputValue('#home-value')).toBe('350,000');
    await page.fill('#home-value', '3.5e5');
    expect(await page.locator('[data-value-problem]').textContent()).toBe(
      `${es.calculator.homeValue}: escriba el número solo con dígitos, como 350,000 o 350.000; no se puede leer "3.5e5"`,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a share link with an unknown value', () => {
  it.each([
    ['en', '/fl/county/miami-dade', en.calculator.linkFields.vl],
    ['es', '/fl/es/condado/miami-dade', es.calculator.linkFields.vl],
  ] as const)('(%s) drops it with a notice and computes the rest', async (_lang, path, field) => {
    const { page, context, problems } = await openPage(h, `${path}?v=350000&c=miami-dade&h=1&vl=200-plus`);
    await page.locator(annual).waitFor();
    expect(await page.locator('[data-link-dropped]').textContent()).toContain(field);
    expect(await page.inputValue('#home-value')).toBe('350,000');
    expect(await page.isChecked('#calculator input[name=homestead]')).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Florida portability', () => {
  it('at the price is refused on the portability field, not under the price', async () => {
    const { page, context } = await openPage(h, '/fl/county/miami-dade');
    await page.fill('#home-value', '500000');
    await page.check('#calculator input[name=homestead]');
    await page.check('#buyer-mode');
    await page.fill('#buyer-closing', '2026-06-01');
    await page.fill('#buyer-portability', '$500,000');
    await submitCalculation(page);
    await expect.poll(() => page.getAttribute('#buyer-portability', 'aria-invalid')).toBe('true');
    expect(await page.locator('#buyer-portability ~ .field-error').first().textContent()).toBe(
      'Portability can be at most the purchase price minus $1: the new home keeps an assessed value above $0',
    );
    expect(await page.getAttribute('#home-value', 'aria-invalid')).toBeNull();
    // One dollar less is taken.
    await page.fill('#buyer-portability', '499,999');
    await submitCalculation(page);
    await page.locator(annual).waitFor();
    expect(await page.getAttribute('#buyer-portability', 'aria-invalid')).toBeNull();
    await context.close();
  });
});
