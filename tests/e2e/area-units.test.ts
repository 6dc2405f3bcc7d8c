// A Florida home billed by its city or the unincorporated area on the Miami-Dade county page: the
// unincorporated area offered first, the City of Miami figure the CLI gives, the two bills apart by
// the two millages of the source table, the Spanish page offering the same choices, and the share
// link and the PDF carrying the choice. A California home billed by its city's tax rate area on the
// Los Angeles county page: the county's largest city first, the figure the CLI gives, in both languages.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCalc } from '../../cli/calc.ts';
import type { GeneralResult } from '../../engine/model.ts';
import { formatCurrency } from '../../i18n/format.ts';
import { type Harness, startHarness } from './harness.ts';
import { openPage, submitCalculation } from './islands-helpers.ts';

let h: Harness;
let dir: string;
beforeAll(async () => {
  h = await startHarness();
  dir = mkdtempSync(join(tmpdir(), 'area-units-'));
});
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

const mills = (id: string): number => {
  const rows = parse(readFileSync('sources/units/fl/2025.csv', 'utf8'), { columns: true }) as Record<string, string>[];
  return Number(rows.find((r) => r.unit_id === id)!.rate);
};

function cliAnnual(unit: string): number {
  const out: string[] = [];
  const code = runCalc(
    { state: 'fl', county: 'miami-dade', value: '300000', unit: [unit], json: true, lang: 'en' },
    { root: process.cwd(), out: (l) => out.push(l), err: () => {} },
  );
  expect(code).toBe(0);
  return (JSON.parse(out.join('\n')).result as GeneralResult).annualTax;
}

const optionValues = (page: Page): Promise<string[]> =>
  page.locator('#unit-area option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));

async function choose(page: Page, unit: string): Promise<string> {
  await page.locator('#unit-area').waitFor();
  await page.fill('#home-value', '300000');
  await page.selectOption('#unit-area', unit);
  await submitCalculation(page);
  const figure = page.locator('#calculator [data-figure=annual]');
  await figure.waitFor();
  // The figure follows the choice; wait for the one the CLI gives rather than for time.
  const expected = formatCurrency(cliAnnual(unit), page.url().includes('/es/') ? 'es' : 'en');
  await expect.poll(() => figure.textContent()).toBe(expected);
  return (await figure.textContent()) ?? '';
}

describe('Florida bill builder (Miami-Dade County)', () => {
  it('offers the unincorporated area first; City of Miami and UMSA bills differ by the two millages', async () => {
    const { page, context, problems } = await openPage(h, '/fl/county/miami-dade');
    await page.locator('#unit-area').waitFor();
    expect(await optionValues(page)).toEqual(['', 'umsa', 'city-of-miami', 'city-of-miami-beach']);
    const city = cliAnnual('city-of-miami');
    const umsa = cliAnnual('umsa');
    expect(city - umsa).toBeCloseTo((300_000 * (mills('city-of-miami') - mills('umsa'))) / 1000, 6);
    expect(await choose(page, 'city-of-miami')).toBe(formatCurrency(city, 'en'));
    expect(await page.locator('#calculator [data-unit=city-of-miami]', { hasText: 'City of Miami' }).count()).toBe(1);
    expect(await choose(page, 'umsa')).toBe(formatCurrency(umsa, 'en'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the Spanish page offers the same choices, in Spanish, and gives the same figure', async () => {
    const { page, context } = await openPage(h, '/fl/es/condado/miami-dade');
    await page.locator('#unit-area').waitFor();
    expect(await optionValues(page)).toEqual(['', 'umsa', 'city-of-miami', 'city-of-miami-beach']);
    expect(await page.locator('#unit-area option', { hasText: /^Ciudad de Miami \(/ }).count()).toBe(1);
    expect(await page.locator('legend', { hasText: 'Su ciudad o área no incorporada' }).count()).toBe(1);
    expect(await choose(page, 'city-of-miami')).toBe(formatCurrency(cliAnnual('city-of-miami'), 'es'));
    // The Spanish PDF names the same area, in Spanish.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-report-state]').click()]);
    const file = join(dir, `es-${download.suggestedFilename()}`);
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Ciudad de Miami');
    // Documents are cited by their own titles, as the county rate's source is.
    expect(text).toContain('Tasa de Ciudad de Miami: City of Miami, City Commission, Ordinance 14398');
    await context.close();
  });

  it('a share link restores the area; the PDF names it', async () => {
    const { page, context, problems } = await openPage(
      h,
      '/fl/county/miami-dade/?v=300000&c=miami-dade&ar=city-of-miami',
    );
    await expect.poll(() => page.locator('#calculator [data-figure=annual]').count()).toBe(1);
    expect(await page.inputValue('#unit-area')).toBe('city-of-miami');
    await expect
      .poll(() => page.locator('#calculator [data-figure=annual]').textContent())
      .toBe(formatCurrency(cliAnnual('city-of-miami'), 'en'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-report-state]').click()]);
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Rate of City of Miami: City of Miami, City Commission, Ordinance 14398');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('California tax rate area picker (Los Angeles County)', () => {
  const la = (unit: string): number => {
    const out: string[] = [];
    const code = runCalc(
      { state: 'ca', county: 'los-angeles', value: '800000', unit: [unit], json: true, lang: 'en' },
      { root: process.cwd(), out: (l) => out.push(l), err: () => {} },
    );
    expect(code).toBe(0);
    return (JSON.parse(out.join('\n')).result as GeneralResult).annualTax;
  };

  it.each([
    ['en', '/ca/county/los-angeles', /^City of Glendale \(/],
    ['es', '/ca/es/condado/los-angeles', /^Ciudad de Glendale \(/],
  ] as const)(
    '%s: offers the City of Los Angeles first, then the others by name; an area bills at its own rate, as the CLI does',
    async (lang, path, glendale) => {
      const { page, context, problems } = await openPage(h, path);
      await page.locator('#unit-area').waitFor();
      const values = await optionValues(page);
      expect(values.slice(0, 2)).toEqual(['', 'city-of-los-angeles']);
      expect(values).toHaveLength(15);
      const names = await page
        .locator('#unit-area option')
        .evaluateAll((os) => os.slice(2).map((o) => o.textContent!.replace(/ \(.*$/, '')));
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, lang)));
      expect(await page.locator('#unit-area option', { hasText: glendale }).count()).toBe(1);

      await page.fill('#home-value', '800000');
      await page.selectOption('#unit-area', 'city-of-glendale');
      await submitCalculation(page);
      const figure = page.locator('#calculator [data-figure=annual]');
      await expect.poll(() => figure.textContent()).toBe(formatCurrency(la('city-of-glendale'), lang));
      await page.selectOption('#unit-area', 'city-of-los-angeles');
      await submitCalculation(page);
      await expect.poll(() => figure.textContent()).toBe(formatCurrency(la('city-of-los-angeles'), lang));
      expect(la('city-of-los-angeles')).not.toBe(la('city-of-glendale'));
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
