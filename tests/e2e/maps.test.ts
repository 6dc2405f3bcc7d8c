// The maps and the new pages in the built sites: every county on a state map reaches its own page,
// a tap on a county opens it, the national map file and the pages with maps, charts and ZIP lists
// stay within their budgets, and axe finds nothing on them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_BUDGETS, brotliSize } from '../../generator/page-weight.ts';
import type { CountyRate } from '../../schema/index.ts';
import { axeViolations } from './axe.ts';
import { type Harness, startHarness } from './harness.ts';
import { settle } from './islands-helpers.ts';

const root = process.cwd();
const counties = (state: string): CountyRate[] =>
  (JSON.parse(readFileSync(join(root, `generated/rates/${state}.json`), 'utf8')) as { counties: CountyRate[] })
    .counties;

let h: Harness;
let page: Page;
beforeAll(async () => {
  h = await startHarness();
  page = await (await h.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});
afterAll(async () => {
  await h?.close();
});

/** Every link on the page's map: its label and where it goes, and what that page's heading says. */
async function mapLinks(path: string): Promise<{ label: string; href: string; status: number; heading: string }[]> {
  await page.goto(`${h.origin}${path}`);
  const links = await page
    .locator('svg.map-svg a')
    .evaluateAll((as) =>
      as.map((a) => ({ label: a.getAttribute('aria-label') ?? '', href: a.getAttribute('href') ?? '' })),
    );
  const out: { label: string; href: string; status: number; heading: string }[] = [];
  // A few at a time: hundreds of simultaneous requests would only test the socket limits.
  for (let i = 0; i < links.length; i += 16) {
    out.push(
      ...(await Promise.all(
        links.slice(i, i + 16).map(async (l) => {
          const res = await page.request.get(`${h.origin}${l.href}`);
          const heading = /<h1>([^<]*)<\/h1>/.exec(await res.text())?.[1] ?? '';
          return { ...l, status: res.status(), heading };
        }),
      )),
    );
  }
  return out;
}

describe('state maps', () => {
  it.each([
    ['tx', '/tx/'],
    ['ca', '/ca/es'],
    ['fl', '/fl/'],
    ['ny', '/ny/es'],
  ])('every county of %s on the map at %s reaches its own page', async (state, path) => {
    const all = counties(state);
    const links = await mapLinks(path);
    expect(links).toHaveLength(all.length);
    // Each link opens the page of the county its label names.
    const wrong = links.filter(
      (l) => l.status !== 200 || !l.heading.toLowerCase().includes(l.label.split(':')[0]!.toLowerCase()),
    );
    expect(wrong).toEqual([]);
    expect(new Set(links.map((l) => l.href)).size).toBe(all.length);
  });

  it.each(['/hub/states/ct', '/hub/es/estados/tx', '/hub/states/ak'])(
    'every county on the hub map at %s reaches its page',
    async (path) => {
      const links = await mapLinks(path);
      expect(links.length).toBeGreaterThan(0);
      expect(
        links.filter(
          (l) => l.status !== 200 || !l.heading.toLowerCase().includes(l.label.split(':')[0]!.toLowerCase()),
        ),
      ).toEqual([]);
      expect(await page.locator('table tbody tr').first().count()).toBe(1);
    },
  );

  it('a click on a county of the map opens its page', async () => {
    await page.goto(`${h.origin}/fl/`);
    const dade = page.locator('svg.map-svg a[data-fips="12086"] path');
    await Promise.all([page.waitForURL('**/fl/county/miami-dade'), dade.click()]);
  });
});

describe('weights of the new pages', () => {
  const pages = [
    'hub/index.html',
    'hub/es/index.html',
    'hub/states/tx/index.html',
    'hub/es/estados/ca/index.html',
    'hub/search/index.html',
    'hub/county/tx/harris/index.html',
    ...['tx', 'ca', 'fl', 'ny'].flatMap((v) => [
      `${v}/index.html`,
      `${v}/es/index.html`,
      `${v}/search/index.html`,
      `${v}/es/buscar/index.html`,
    ]),
    'tx/county/harris/districts/index.html',
    'tx/es/condado/harris/distritos/index.html',
    'ny/county/kings/index.html',
  ];
  it(`HTML ≤ ${PAGE_BUDGETS.htmlKb} KB brotli on pages with maps, charts and ZIP lists`, () => {
    const over = pages
      .map((p) => [p, brotliSize(join(root, 'dist', p))] as const)
      .filter(([, size]) => size > PAGE_BUDGETS.htmlKb * 1024);
    expect(over).toEqual([]);
  });

  it('the national map is a separate cached file of at most 150 KB brotli', () => {
    const html = readFileSync(join(root, 'dist/hub/index.html'), 'utf8');
    const src = /<img class="map-img" src="\/hub\/(data\/map-us-[0-9a-f]+\.svg)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    expect(
      readdirSync(join(root, 'dist/hub/data')).filter((f) => f.startsWith('map-us-') && !/\.(br|gz)$/.test(f)),
    ).toEqual([src!.slice(5)]);
    expect(brotliSize(join(root, 'dist/hub', src!))).toBeLessThanOrEqual(150 * 1024);
  });
});

describe('accessibility of the new pages (axe-core)', () => {
  // The Connecticut state page, Florida's search and Albany's county page are in a11y.test.ts, with every kind of page.
  it.each(['/tx/search', '/tx/es/condado/harris/distritos', '/hub/es/condado/ny/kings'])(
    '%s has no violations',
    async (path) => {
      await page.goto(`${h.origin}${path}`, { waitUntil: 'load' });
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
