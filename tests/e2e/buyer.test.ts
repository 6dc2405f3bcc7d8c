// Buyer mode in the browser: the switch on a county page, the figures the engine gives for the same
// inputs, the steps in the page's language, and a layout that still fits a phone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../generator/data.ts';
import { buyerEstimate } from '../../states/estimate/buyer.ts';
import { formatCurrency } from '../../i18n/format.ts';
import { type Harness, startHarness } from './harness.ts';
import { openPage, submitCalculation } from './islands-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
const downloads: string[] = [];
afterAll(async () => {
  await h?.close();
  for (const dir of downloads.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const data = loadSiteData(process.cwd());

function expected(lang: 'en' | 'es') {
  const out = buyerEstimate(
    {
      state: 'fl',
      input: { homeValue: 0, county: 'miami-dade', homesteadExemption: true },
      config: data.configs.fl,
      counties: data.states.fl!.counties,
    },
    { price: 500_000, closing: '2026-06-01', sellerBill: 4_000, portability: 150_000 },
  );
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  const money = (n: number) => formatCurrency(n, lang);
  return {
    yearOne: money(out.result.yearOne),
    yearTwo: money(out.result.yearTwo),
    escrowTwo: money(out.result.escrowMonthlyYearTwo),
    shortage: money(out.result.shortage),
  };
}

describe.each([
  ['en', '/fl/county/miami-dade'],
  ['es', '/fl/es/condado/miami-dade'],
] as const)('buyer mode (%s)', (lang, path) => {
  it('the switch asks for the sale, and the result shows both years, escrow and the steps', async () => {
    const { page, context, problems } = await openPage(h, path);
    await page.fill('#home-value', '500000');
    await page.check('#calculator input[name=homestead]');
    expect(await page.locator('#buyer-closing').count()).toBe(0);
    await page.check('#buyer-mode');
    expect(await page.locator('label[for=home-value]').textContent()).toBe(
      lang === 'en' ? 'Purchase price' : 'Precio de compra',
    );
    await page.fill('#buyer-closing', '2026-06-01');
    await page.fill('#buyer-seller-bill', '4000');
    await page.fill('#buyer-portability', '150000');
    await submitCalculation(page);
    await page.locator('[data-buyer-results]').waitFor();
    const want = expected(lang);
    expect(await page.locator('[data-buyer=year-one]').textContent()).toBe(want.yearOne);
    expect(await page.locator('[data-buyer=year-two]').textContent()).toBe(want.yearTwo);
    expect(await page.locator('[data-buyer=escrow-two]').textContent()).toBe(want.escrowTwo);
    expect(await page.locator('[data-buyer=shortage]').textContent()).toBe(want.shortage);
    expect(await page.locator('[data-buyer-chart] svg rect').count()).toBe(2);
    const portability = await page.locator('[data-step=fl-portability]').textContent();
    expect(portability).toContain(lang === 'en' ? 'Florida portability' : 'Portabilidad en Florida');
    // The results still fit a phone.
    await page.setViewportSize({ width: 360, height: 800 });
    const wide = await page.evaluate(() => {
      const doc = document.documentElement;
      if (doc.scrollWidth <= doc.clientWidth) return null;
      return [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > doc.clientWidth && !el.closest('.table-scroll'))
        .slice(0, 3)
        .map((el) => {
          const chain: string[] = [];
          for (let a: HTMLElement | null = el; a && a !== document.body; a = a.parentElement)
            chain.push(
              `${a.tagName.toLowerCase()}${a.className && typeof a.className === 'string' ? `.${a.className.split(' ')[0]}` : ''}${a.dataset && Object.keys(a.dataset).length ? `[${Object.keys(a.dataset)[0]}]` : ''}`,
            );
          return `${chain.slice(0, 6).join(' < ')} ${Math.round(el.getBoundingClientRect().right)}px`;
        })
        .join(' | ');
    });
    expect(wide).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});

it('a missing closing date is named at the field', async () => {
  const { page, context } = await openPage(h, '/tx/county/travis');
  await page.check('#buyer-mode');
  await submitCalculation(page);
  await page.locator('#buyer-closing[aria-invalid=true]').waitFor();
  expect(await page.locator('[data-buyer-results]').count()).toBe(0);
  await context.close();
});

it('a shared link restores buyer mode and calculates it without a click', async () => {
  const { page, context } = await openPage(
    h,
    '/fl/county/miami-dade?v=500000&c=miami-dade&h=1&b=1&cd=2026-06-01&sb=4000&pt=150000',
  );
  await page.locator('[data-buyer-results]').waitFor();
  expect(await page.isChecked('#buyer-mode')).toBe(true);
  expect(await page.inputValue('#buyer-closing')).toBe('2026-06-01');
  expect(await page.locator('[data-buyer=year-two]').textContent()).toBe(expected('en').yearTwo);
  await context.close();
});

describe.each([
  [
    'en',
    '/fl/county/miami-dade?v=500000&c=miami-dade&h=1&b=1&cd=2026-06-01&sb=4000&pt=150000',
    'What buying does to the bill',
    'Florida portability',
  ],
  [
    'es',
    '/fl/es/condado/miami-dade?v=500000&c=miami-dade&h=1&b=1&cd=2026-06-01&sb=4000&pt=150000',
    'Lo que la compra le hace a la factura',
    'Portabilidad en Florida',
  ],
] as const)('buyer mode in the PDF (%s)', (lang, path, title, step) => {
  it('the report carries both years, the escrow change and the steps', async () => {
    const { page, context } = await openPage(h, path);
    await page.locator('[data-buyer-results]').waitFor();
    const button = page.locator('[data-report-state]');
    await button.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const folder = mkdtempSync(join(tmpdir(), 'buyer-pdf-'));
    downloads.push(folder);
    const file = join(folder, 'report.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    const want = expected(lang);
    expect(text).toContain(title);
    expect(text).toContain(want.yearTwo);
    expect(text).toContain(want.shortage);
    expect(text).toContain(step);
    await context.close();
  });
});

it('the phone wizard asks "are you buying?" first, wants the closing date, and lands on buyer mode', async () => {
  const { page, context } = await openPage(h, '/fl/es/', { viewport: { width: 390, height: 844 } });
  await page.click('[data-wizard-start]');
  const dialog = page.locator('dialog[data-wizard]');
  await dialog.locator('[data-wizard-buying]').waitFor();
  expect(await dialog.locator('[data-wizard-buying] legend').textContent()).toBe('¿Va a comprar esta casa?');
  await dialog.locator('input[name=wizard-buying][value=yes]').check();
  await page.fill('#wizard-home-value', '500000');
  await page.click('[data-wizard-next]');
  expect(await page.locator('#wizard-problem').textContent()).toBe('Ingrese la fecha de cierre');
  await page.fill('#wizard-closing', '2026-06-01');
  await page.fill('#wizard-seller-bill', '4000');
  await page.click('[data-wizard-next]');
  await page.selectOption('#wizard-county', 'miami-dade');
  await page.click('[data-wizard-next]');
  await dialog.locator('input[name=homestead]').check();
  await page.click('[data-wizard-next]');
  await page.click('[data-wizard-next]');
  await page.locator('[data-buyer-results]').waitFor();
  expect(await page.locator('[data-buyer=year-one]').textContent()).toBe(formatCurrency(4_000, 'es'));
  await context.close();
});
