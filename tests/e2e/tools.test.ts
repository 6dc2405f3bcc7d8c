// The guide tools on the built pages, driven as a visitor would: type, pick, search, read the
// figures. Expected figures are worked out by hand in the comments (rates from the records named).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localizePath } from '../../i18n/paths.ts';
import { axeViolations } from './axe.ts';
import { type Harness, startHarness } from './harness.ts';
import { islandsHydrated, settle } from './islands-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const es = (variant: string, path: string): string => localizePath(path, 'es', `/${variant}/`);

async function openTool(path: string, tool: string, opts: { javaScriptEnabled?: boolean } = {}) {
  const context = await h.newContext({
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const data: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => {
    if (r.url().includes('/data/')) data.push(new URL(r.url()).pathname);
  });
  const response = await page.goto(`${h.origin}${path}`, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  if (opts.javaScriptEnabled !== false) {
    await islandsHydrated(page);
    await page.waitForSelector(`[data-tool="${tool}"][data-hydrated]`, { timeout: 10_000 });
  }
  return { page, context, problems, data, html: await response!.text() };
}

const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"]`).textContent();

/**
 * The island's server markup against the live DOM once hydrated, both serialised by the browser,
 * with the three things hydration is meant to change taken out: the data-hydrated mark, `hidden` on
 * controls that only work with JavaScript, `disabled` on the search button.
 */
async function expectHydratedAsServed(page: Page, html: string, tool: string): Promise<void> {
  const id = `tool-${tool}`;
  const start = html.indexOf(`<div data-island="tools" id="${id}">`);
  const end = html.indexOf(`<script type="application/json" data-island-props="${id}">`);
  expect(start, 'island markup').toBeGreaterThan(-1);
  const served = html.slice(start, end);
  const [a, b] = await page.evaluate(
    ({ served, id }) => {
      const clean = (root: Element): string => {
        root
          .querySelectorAll('[data-hydrated],[hidden],[disabled]')
          .forEach((el) => ['data-hydrated', 'hidden', 'disabled'].forEach((n) => el.removeAttribute(n)));
        return root.innerHTML;
      };
      const t = document.createElement('template');
      t.innerHTML = served;
      return [clean(t.content.firstElementChild!), clean(document.getElementById(id)!.cloneNode(true) as Element)];
    },
    { served, id },
  );
  expect(b).toBe(a);
}

describe('Texas quick payment calculator (/tx/guides/texas-payment-guide)', () => {
  it('shows the $5,000 schedules, then recomputes for a $3,200 bill', async () => {
    const { page, context, problems, html } = await openTool('/tx/guides/texas-payment-guide', 'payment-calculator');
    await expectHydratedAsServed(page, html, 'payment-calculator');
    expect(await figure(page, 'full')).toBe('$5,000');
    expect(await figure(page, 'split')).toBe('$2,500 + $2,500');
    // July on $5,000: 12 % = 600, 6 % = 300, fee up to 20 % × 5,900 = 1,180 → up to 2,080
    expect(await page.locator('[data-table=late] tr[data-month="7"] [data-cell=total]').textContent()).toBe(
      'up to $2,080',
    );

    await page.fill('#payment-bill', '3200');
    expect(await page.inputValue('#payment-bill')).toBe('3,200');
    expect(await figure(page, 'full')).toBe('$3,200');
    expect(await figure(page, 'split')).toBe('$1,600 + $1,600');
    const late = (month: number, cell: string) =>
      page.locator(`[data-table=late] tr[data-month="${month}"] [data-cell=${cell}]`).textContent();
    expect(await late(2, 'total')).toBe('$224'); // Feb: 6 % 192 + 1 % 32
    expect(await late(3, 'penalty')).toBe('$224 (7%)'); // 7 % × 3,200
    expect(await late(3, 'interest')).toBe('$64 (2%)');
    expect(await late(3, 'total')).toBe('$288');
    // July: 12 % 384 + 6 % 192 = 576; fee up to 20 % × (3,200 + 576) = 755.20; total up to 1,331.20
    expect(await late(7, 'fee')).toBe('up to $755');
    expect(await late(7, 'total')).toBe('up to $1,331');
    const discount = (month: number) =>
      page.locator(`[data-table=discounts] tr[data-month="${month}"] [data-cell=savings]`).textContent();
    expect([await discount(10), await discount(11), await discount(12)]).toEqual(['$96', '$64', '$32']); // 3, 2, 1 % of 3,200
    expect(await page.locator('[data-table=discounts] thead').textContent()).toContain('Savings on a $3,200 bill');
    expect(await page.locator('[data-fee-county=Harris] [data-fee=card]').textContent()).toContain('$76.80'); // Harris 2.40 % × 3,200
    expect(await page.locator('[data-fee-county="Fort Bend"] [data-fee=card]').textContent()).toContain('$72.00'); // Fort Bend 2.25 % × 3,200
    expect(await page.locator('[data-fee-county=Harris] [data-fee=echeck]').textContent()).toBe('$0.50'); // a flat fee, whatever the bill

    await page.fill('#payment-bill', '');
    expect(await page.locator('#payment-bill-error').textContent()).toBe('Enter the amount of your tax bill.');
    expect(await page.locator('[data-table=late]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Spanish, and readable with JavaScript off', async () => {
    const spanish = await openTool(es('tx', '/guides/texas-payment-guide'), 'payment-calculator');
    expect(await spanish.page.locator('[data-tool=payment-calculator]').textContent()).toContain(
      'Pague el total a más tardar el 31 de enero',
    );
    expect(await spanish.page.locator('[data-table=discounts] tr[data-month="10"] th').textContent()).toBe(
      'En octubre',
    );
    expect(spanish.problems).toEqual([]);
    await spanish.context.close();

    const off = await openTool('/tx/guides/texas-payment-guide', 'payment-calculator', { javaScriptEnabled: false });
    expect(await figure(off.page, 'full')).toBe('$5,000');
    expect(await off.page.locator('[data-table=late] tr[data-month="2"] [data-cell=total]').textContent()).toBe('$350');
    await off.context.close();
  });
});

describe('Prop 13 demo (/ca/guides/prop-13-calculator)', () => {
  it('Los Angeles, bought for $500,000 in 2015, worth $900,000 now', async () => {
    const { page, context, problems, html } = await openTool('/ca/guides/prop-13-calculator', 'prop13-demo');
    await expectHydratedAsServed(page, html, 'prop13-demo');
    await page.selectOption('#prop13-area', 'los-angeles');
    await page.fill('#prop13-price', '500000');
    await page.selectOption('#prop13-year', '2015');
    await page.fill('#prop13-market', '900000');
    expect(await page.locator('[data-rate-line]').textContent()).toContain(
      '1% general levy + 0.181% voter-approved debt = 1.181%',
    );
    expect(await figure(page, 'original-price')).toBe('$500,000');
    expect(await figure(page, 'protected-assessment')).toBe('$621,687'); // 500,000 × 1.02^11 = 621,687.15
    expect(await figure(page, 'market-value')).toBe('$900,000');
    expect(await figure(page, 'tax-without')).toBe('$10,629'); // 900,000 × 1.181 %
    expect(await figure(page, 'actual-tax')).toBe('$7,342'); // 621,687.15 × 1.181 % = 7,342.13
    expect(await figure(page, 'annual-savings')).toBe('$3,287'); // 10,629 − 7,342.13 = 3,286.87
    // Σ k=1..11 of (500,000 + 400,000·k/11 − 500,000·1.02^k) × 1.181 % = (7,900,000 − 6,206,044.86) × 1.181 % =
    // 20,005.61
    expect(await figure(page, 'total-savings')).toBe('$20,006');
    expect(await figure(page, 'years-held')).toBe('11');
    expect(await page.locator('[data-method]').textContent()).toContain('straight line from the purchase price');

    // A market value below the capped assessment: 2021 → 500,000 × 1.02^5 = 552,040 > 480,000
    await page.selectOption('#prop13-year', '2021');
    await page.fill('#prop13-market', '480000');
    expect(await figure(page, 'protected-assessment')).toBe('$480,000');
    expect(await figure(page, 'annual-savings')).toBe('$0');
    expect(await page.locator('[data-note=market-below]').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Spanish', async () => {
    const { page, context, problems } = await openTool(es('ca', '/guides/prop-13-calculator'), 'prop13-demo');
    expect(await page.locator('[data-tool=prop13-demo]').textContent()).toContain('Ahorro total desde la compra');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Florida tax shock (/fl/guides/florida-tax-shock-calculator)', () => {
  it("a $500,000 Miami-Dade purchase against the seller's $4,000, then the seller's assessed value", async () => {
    const { page, context, problems, html } = await openTool('/fl/guides/florida-tax-shock-calculator', 'tax-shock');
    await expectHydratedAsServed(page, html, 'tax-shock');
    await page.selectOption('#tax-shock-county', 'miami-dade');
    await page.fill('#tax-shock-price', '500000');
    // Miami-Dade: school 0.6633 %, county 0.5712 % + city 0.61443 % = 1.18563 % non-school.
    // school 475,000 × 0.6633 % = 3,150.68; non-school (500,000 − 50,722) 449,278 × 1.18563 % = 5,326.77; 8,477.45
    expect(await figure(page, 'new-tax')).toBe('$8,477');
    expect(await figure(page, 'difference')).toBe('—');
    await page.fill('#tax-shock-seller-tax', '4000');
    expect(await figure(page, 'seller-tax')).toBe('$4,000');
    expect(await figure(page, 'difference')).toBe('$4,477'); // 8,477.45 − 4,000
    expect(await page.locator('[data-summary]').textContent()).toBe(
      'You would pay $4,477 a year more than the seller: 111.94% more.',
    );
    await page.fill('#tax-shock-seller-tax', '');
    await page.fill('#tax-shock-seller-assessed', '250000');
    // seller: 225,000 × 0.6633 % = 1,492.43; 199,278 × 1.18563 % = 2,362.70; 3,855.12 → difference 4,622.33
    expect(await figure(page, 'seller-tax')).toBe('$3,855');
    expect(await figure(page, 'difference')).toBe('$4,622');
    expect(await page.locator('[data-line=exemptions]').textContent()).toContain('$50,722');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Mello-Roos finder (/ca/guides/mello-roos-finder)', () => {
  it('loads the ZIP table only on search; a ZIP, a multi-county ZIP, an address with and without a ZIP, another state', async () => {
    const { page, context, problems, data, html } = await openTool('/ca/guides/mello-roos-finder', 'mello-roos-finder');
    await expectHydratedAsServed(page, html, 'mello-roos-finder');
    // Whatever the page fetches by itself once hydrated has been asked for by now.
    await settle(page);
    expect(data.filter((p) => p.includes('ca-zip-counties'))).toEqual([]);
    const search = async (q: string) => {
      await page.fill('#mello-roos-query', q);
      await page.click('[data-tool=mello-roos-finder] button[type=submit]');
      await page.waitForSelector('[data-zip], [data-no-results]');
    };

    await search('90012');
    expect(data.filter((p) => p.includes('ca-zip-counties'))).toHaveLength(1);
    expect(await page.locator('[data-counties]').textContent()).toBe('ZIP code 90012 is in Los Angeles County.');
    const la = page.locator('[data-county="06037"]');
    expect(await la.locator('[data-rate]').textContent()).toContain('Average tax rate 1.181%');
    // red flag: 350,000 × 0.5 % = 1,750 (the total-rate rule gives 350,000 × (2 − 1.181) % = 2,866.50, higher)
    expect(await la.locator('[data-red-flag]').textContent()).toBe(
      'On a $350,000 home, a Mello-Roos charge above $1,750 a year is a red flag: more than 0.50% of the value.',
    );
    expect(await la.locator('a').getAttribute('href')).toBe('/ca/county/los-angeles');
    expect(await page.locator('[data-no-district-list]').count()).toBe(1);

    await search('12345 Main St, Truckee, CA 96161');
    expect(await page.locator('[data-counties]').textContent()).toBe(
      'ZIP code 96161 crosses county lines: Nevada County and Placer County.',
    );
    expect(await page.locator('[data-county]').count()).toBe(2);

    const noInfo =
      'No info found for that area. Check the property tax bill or ask the seller for the Mello-Roos disclosure.';
    for (const q of ['200 N Spring St, Los Angeles', '77002', '00000']) {
      await search(q);
      expect(await page.locator('[data-no-results]').textContent(), q).toBe(noInfo);
    }
    expect(data.filter((p) => p.includes('ca-zip-counties'))).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Spanish', async () => {
    const { page, context, problems } = await openTool(es('ca', '/guides/mello-roos-finder'), 'mello-roos-finder');
    await page.fill('#mello-roos-query', '90012');
    await page.click('[data-tool=mello-roos-finder] button[type=submit]');
    await page.waitForSelector('[data-zip]');
    expect(await page.locator('[data-counties]').textContent()).toBe(
      'El código postal 90012 está en el condado de Los Angeles.',
    );
    await page.fill('#mello-roos-query', 'Irvine');
    await page.click('[data-tool=mello-roos-finder] button[type=submit]');
    await page.waitForSelector('[data-no-results]');
    expect(await page.locator('[data-no-results]').textContent()).toContain('No encontramos información para esa zona');
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** Search on a page's own entries: the first entry's title finds it; nonsense finds nothing. */
async function searchEntries(page: Page, input: string, title: string, empty: string): Promise<void> {
  const total = await page.locator('[data-entry]').count();
  expect(total).toBeGreaterThan(3);
  const first = page.locator('[data-entry]').first();
  const id = await first.getAttribute('data-entry');
  const query = (await first.locator(title).textContent())!.trim();
  await page.fill(input, query);
  expect(await page.locator(`[data-entry="${id}"]`).count()).toBe(1);
  expect(await page.locator('[data-entry]').count()).toBeLessThan(total);
  await page.fill(input, 'zzqqxx');
  expect(await page.locator('[data-entry]').count()).toBe(0);
  expect(await page.locator('[data-empty]').textContent()).toBe(empty);
  await page.fill(input, '');
  expect(await page.locator('[data-entry]').count()).toBe(total);
}

describe('glossary search', () => {
  for (const path of ['/ca/guides/california-glossary', '/ca/glossary', '/tx/glossary']) {
    it(`${path}: search, empty state and category quick-jump`, async () => {
      const { page, context, problems, html } = await openTool(path, 'glossary-search');
      await expectHydratedAsServed(page, html, 'glossary-search');
      await searchEntries(page, '#glossary-search', 'dt', 'No terms match "zzqqxx"');
      const jump = page.locator('[data-quick-jump] a').first();
      const target = (await jump.getAttribute('href'))!;
      await jump.click();
      expect(page.url().endsWith(target)).toBe(true);
      expect(await page.locator(`${target}[data-category]`).count()).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('in Spanish, accents optional', async () => {
    const { page, context, problems } = await openTool(es('ca', '/glossary'), 'glossary-search');
    await page.fill('#glossary-search', 'zzqqxx');
    expect(await page.locator('[data-empty]').textContent()).toBe('Ningún término coincide con "zzqqxx"');
    await page.fill('#glossary-search', 'exencion');
    const accented = await page.locator('[data-entry]').count();
    await page.fill('#glossary-search', 'exención');
    expect(await page.locator('[data-entry]').count()).toBe(accented);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript: every term is there and the search box is hidden', async () => {
    const { page, context } = await openTool('/ca/guides/california-glossary', 'glossary-search', {
      javaScriptEnabled: false,
    });
    expect(await page.locator('[data-entry]').count()).toBeGreaterThan(3);
    expect(await page.locator('#glossary-search').isVisible()).toBe(false);
    await context.close();
  });
});

describe('FAQ search', () => {
  for (const variant of ['tx', 'hub']) {
    it(`/${variant}/faq: category tabs, search and empty state`, async () => {
      const { page, context, problems, html } = await openTool(`/${variant}/faq`, 'faq-search');
      await expectHydratedAsServed(page, html, 'faq-search');
      const tabs = await page
        .locator('[data-category-tab]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-category-tab')));
      expect(tabs[0]).toBe('all');
      expect(
        tabs.slice(1).every((t) => ['general', 'calculations', 'exemptions', 'payments', 'appeals'].includes(t!)),
      ).toBe(true);
      const picked = tabs[tabs.length - 1]!;
      await page.click(`[data-category-tab="${picked}"]`);
      expect(await page.locator(`[data-category-tab="${picked}"]`).getAttribute('aria-pressed')).toBe('true');
      const shown = await page
        .locator('[data-category]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
      expect(shown).toEqual([picked]);
      await page.click('[data-category-tab="all"]');
      await searchEntries(page, '#faq-search', 'h3', 'No questions match "zzqqxx"');
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('in Spanish', async () => {
    const { page, context, problems } = await openTool(es('tx', '/faq'), 'faq-search');
    expect(await page.locator('[data-category-tab="all"]').textContent()).toBe('Todas');
    await page.fill('#faq-search', 'zzqqxx');
    expect(await page.locator('[data-empty]').textContent()).toBe('Ninguna pregunta coincide con "zzqqxx"');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('accessibility of the tools in use (axe-core)', () => {
  const cases: [string, string, (page: Page) => Promise<void>][] = [
    [
      '/tx/guides/texas-payment-guide',
      'payment-calculator',
      async (page) => {
        await page.fill('#payment-bill', '');
      },
    ],
    [
      es('ca', '/guides/prop-13-calculator'),
      'prop13-demo',
      async (page) => {
        await page.click('[data-tool=prop13-demo] summary');
      },
    ],
    [
      '/fl/guides/florida-tax-shock-calculator',
      'tax-shock',
      async (page) => {
        await page.fill('#tax-shock-seller-tax', '4000');
      },
    ],
    [
      '/ca/guides/mello-roos-finder',
      'mello-roos-finder',
      async (page) => {
        await page.fill('#mello-roos-query', '96161');
        await page.click('[data-tool=mello-roos-finder] button[type=submit]');
        await page.waitForSelector('[data-zip]');
      },
    ],
    [
      '/ca/guides/california-glossary',
      'glossary-search',
      async (page) => {
        await page.fill('#glossary-search', 'zzqqxx');
      },
    ],
    [
      es('tx', '/faq'),
      'faq-search',
      async (page) => {
        await page.click('[data-category-tab="payments"]');
      },
    ],
  ];
  it.each(cases)('%s (%s) has no violations', async (path, tool, use) => {
    const { page, context } = await openTool(path, tool);
    expect(await axeViolations(page)).toEqual([]);
    await use(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
