// The county directory as a visitor uses it once hydrated: each column's header sorts the table (again
// for the other way round; aria-sort says which), the search box filters it by name (the count and the
// empty notice say what is shown), in English and in Spanish. The expected orders come from the rows the
// page was built with (its island's props).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryRow } from '../../browser/components/CountyDirectory.tsx';
import { en } from '../../i18n/strings/en.ts';
import { es } from '../../i18n/strings/es.ts';
import { type Harness, startHarness } from './harness.ts';
import { openPage } from './islands-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The rows the page was built with, from its island's props. */
const builtRows = async (page: Page): Promise<DirectoryRow[]> =>
  (
    JSON.parse((await page.locator('script[data-island-props="directory-island"]').textContent())!) as {
      rows: DirectoryRow[];
    }
  ).rows;

/** The counties as the table lists them now. */
const shown = (page: Page): Promise<string[]> =>
  page.locator('[data-county]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-county')!));

/** Slugs ordered by a value, then by name (as ties are). */
function ordered(rows: DirectoryRow[], by: (r: DirectoryRow) => number, dir: 1 | -1): string[] {
  return [...rows].sort((a, b) => (by(a) - by(b)) * dir || a.name.localeCompare(b.name)).map((r) => r.slug);
}
const byName = (rows: DirectoryRow[]): string[] =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name)).map((r) => r.slug);

const sortState = (page: Page, key: string) =>
  page.locator(`th:has(button[data-sort=${key}])`).getAttribute('aria-sort');

describe('county directory', () => {
  it('sorts by each column, both ways, and says which; filters by name, with the count and an empty notice', async () => {
    const { page, context, problems } = await openPage(h, '/fl/counties');
    const rows = await builtRows(page);
    expect(rows.length).toBe(67);
    expect(await shown(page)).toEqual(byName(rows));
    expect(await sortState(page, 'name')).toBe('ascending');

    await page.click('button[data-sort=rate]');
    expect(await shown(page)).toEqual(ordered(rows, (r) => r.ratePct, -1));
    expect(await sortState(page, 'rate')).toBe('descending');
    expect(await sortState(page, 'name')).toBe('none');
    await page.click('button[data-sort=rate]');
    expect(await shown(page)).toEqual(ordered(rows, (r) => r.ratePct, 1));
    expect(await sortState(page, 'rate')).toBe('ascending');
    await page.click('button[data-sort=population]');
    expect(await shown(page)).toEqual(ordered(rows, (r) => r.population ?? -1, -1));
    await page.click('button[data-sort=name]');
    await page.click('button[data-sort=name]');
    expect(await shown(page)).toEqual(byName(rows).reverse());

    // A filter keeps the order chosen.
    await page.fill('#county-search', 'st');
    const st = rows.filter((r) => r.name.toLowerCase().includes('st'));
    expect(st.length).toBeGreaterThan(1);
    expect(await shown(page)).toEqual(byName(st).reverse());
    expect(await page.locator('.directory-tools [role=status]').textContent()).toBe(
      en.counties.count.replace('{{count}}', String(st.length)),
    );
    await page.fill('#county-search', 'zzz');
    expect(await shown(page)).toEqual([]);
    expect(await page.locator('[data-empty]').textContent()).toBe(en.counties.noneFound.replace('{{query}}', 'zzz'));
    await page.fill('#county-search', '');
    expect(await shown(page)).toHaveLength(67);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone, in Spanish: the most populous first, and a filter by part of a name', async () => {
    const { page, context, problems } = await openPage(h, '/tx/es/condados', { viewport: { width: 360, height: 800 } });
    const rows = await builtRows(page);
    await page.click('button[data-sort=population]');
    const expected = ordered(rows, (r) => r.population ?? -1, -1);
    expect((await shown(page)).slice(0, 3)).toEqual(expected.slice(0, 3));
    expect(expected[0]).toBe('harris');
    await page.fill('#county-search', 'harr');
    expect(await shown(page)).toEqual(['harris', 'harrison']);
    expect(await page.locator('[data-county=harris] a').textContent()).toBe('Condado de Harris');
    // The name as the Spanish page shows it finds the county too, and one county is counted as one.
    await page.fill('#county-search', 'condado de harris');
    expect(await shown(page)).toEqual(['harris', 'harrison']);
    await page.fill('#county-search', 'condado de harrison');
    expect(await shown(page)).toEqual(['harrison']);
    expect(await page.locator('.directory-tools [role=status]').textContent()).toBe('1 condado');
    await page.fill('#county-search', 'zzz');
    expect(await page.locator('[data-empty]').textContent()).toBe(es.counties.noneFound.replace('{{query}}', 'zzz'));
    expect(problems).toEqual([]);
    await context.close();
  });
});
