// Analytics in a real browser: the suite's own build (configured with nothing) must not send a
// single request off the local origin; a Texas site built with a tag-manager container and an
// error-reporting DSN pushes the spec's events to the data layer, obeys the visitor's consent and
// reports uncaught errors. Every request that leaves the local origin is recorded and answered here;
// the site's own origin, the API included, is the real server (site-with-api.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, API_PREFIX } from '../../api/contract.ts';
import { formatCurrency } from '../../i18n/format.ts';
import { en } from '../../i18n/strings/en.ts';
import { axeViolations } from './axe.ts';
import { type Harness, startHarness } from './harness.ts';
import { calculate, islandsHydrated, settle } from './islands-helpers.ts';
import { type SiteWithApi, startSiteWithApi } from './site-with-api.ts';

const GTM_ID = 'GTM-TEST123';
const DSN_HOST = 'errors.example.test';
const ENV = { ANALYTICS_GTM_ID_TX: GTM_ID, ERROR_DSN_TX: `https://publickey@${DSN_HOST}/42` };
const GTM_SCRIPT = `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`;
// `printf %s test@example.com | sha256sum`
const TEST_EMAIL_SHA256 = '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b';

interface Session {
  page: Page;
  context: BrowserContext;
  /** Every request that left the local origin, in order. */
  outside: string[];
  /** Bodies posted to the error-reporting service. */
  reports: string[];
  /** Console errors and warnings, uncaught page errors. */
  problems: string[];
}

/** Web vitals read the page's performance timings, which Playwright's clock would replace: real time here. */
const REAL_CLOCK = { realClock: true };

/** A fresh browser context whose every request is recorded; only the site's own origin is really served. */
async function startSession(origin: string, opts: { storage?: Record<string, string> } = {}): Promise<Session> {
  const context = await h.newContext({ viewport: { width: 1280, height: 900 } });
  const outside: string[] = [];
  const reports: string[] = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin) return route.continue();
    outside.push(url.href);
    if (url.hostname === 'www.googletagmanager.com')
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    if (url.hostname === DSN_HOST) {
      reports.push(route.request().postData() ?? '');
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    }
    // Anything else (the sponsored link's tab) gets a blank page, so nothing real is reached.
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' });
  });
  if (opts.storage) {
    await context.addInitScript((items: Record<string, string>) => {
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    }, opts.storage);
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return { page, context, outside, reports, problems };
}

type Entry = Record<string, unknown> & { gtag?: unknown[] };

/** window.dataLayer as plain data (gtag commands are `arguments` objects), or null when there is none. */
const dataLayer = (page: Page): Promise<Entry[] | null> =>
  page.evaluate(() => {
    const layer = (window as { dataLayer?: unknown[] }).dataLayer;
    if (!layer) return null;
    return layer.map((e) =>
      Object.prototype.toString.call(e) === '[object Arguments]'
        ? { gtag: Array.from(e as ArrayLike<unknown>) }
        : (e as Entry),
    );
  });
const eventsNamed = async (page: Page, name: string): Promise<Entry[]> =>
  ((await dataLayer(page)) ?? []).filter((e) => e.event === name);

let h: Harness;
/** The Texas site built as a deployment that configured analytics, with the real API (Travis is the county visited). */
let site: SiteWithApi;
beforeAll(async () => {
  [h, site] = await Promise.all([startHarness(), startSiteWithApi(['travis', 'harris', 'dallas'], ENV)]);
});
afterAll(async () => {
  await Promise.all([h?.close(), site?.close()]);
});

describe('a site built without analytics configuration', () => {
  it('sends nothing: a county page, a calculation and a guide make no request off the local origin and leave no data layer', async () => {
    const s = await startSession(h.origin);
    const local: string[] = [];
    s.page.on('request', (r) => local.push(r.url()));
    await s.page.goto(`${h.origin}/tx/county/travis`, { waitUntil: 'load' });
    await islandsHydrated(s.page);
    await calculate(s.page, '425000', REAL_CLOCK);
    await s.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await Promise.all([s.page.waitForURL('**/tx/tax-guides'), s.page.click(`.site-nav >> text=${en.nav.taxGuides}`)]);
    await Promise.all([
      s.page.waitForURL('**/tx/guides/**'),
      s.page.locator('main a[href*="/guides/"]').first().click(),
    ]);
    await settle(s.page);

    expect(s.outside).toEqual([]);
    expect(local.length).toBeGreaterThan(5);
    expect(local.filter((u) => /analytics-|gtm|web-vitals/.test(u))).toEqual([]);
    expect(await dataLayer(s.page)).toBeNull();
    const stored = await s.page.evaluate(() => Object.keys(localStorage));
    for (const key of [
      'analytics_consent',
      'total_calculations',
      'states_used',
      'high_value_calculation',
      'analytics_last_visit',
    ])
      expect(stored).not.toContain(key);
    expect(await s.page.locator('[data-consent-control]').count()).toBe(0);
    expect(s.problems).toEqual([]);
    await s.context.close();
  });
});

describe('a site built with a tag-manager container and an error-reporting DSN', () => {
  it('pushes the calculation event with the spec §3 payload, loads the container once consented, and no marketing event', async () => {
    const s = await startSession(site.origin, { storage: { 'ptc:newsletter-popup-shown': '1' } });
    await s.page.goto(`${site.origin}/tx/county/travis`, { waitUntil: 'load' });
    await islandsHydrated(s.page);
    // Analytics consent is on by default: consent mode's default goes first, then the container loads (answered empty
    // here).
    await expect.poll(() => s.outside.includes(GTM_SCRIPT)).toBe(true);
    const start = (await dataLayer(s.page))!;
    expect(start[0]).toEqual({
      gtag: [
        'consent',
        'default',
        { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    });
    expect(start).toContainEqual({ state: 'TX', language: 'en', pageType: 'county', returningVisitor: false });
    expect(start.some((e) => e.event === 'gtm.js')).toBe(true);

    const annual = await calculate(s.page, '425000', REAL_CLOCK);
    await expect.poll(async () => (await eventsNamed(s.page, 'calculation_completed')).length).toBe(1);
    const [done] = await eventsNamed(s.page, 'calculation_completed');
    expect(Object.keys(done!).sort()).toEqual([
      'annualTax',
      'county',
      'effectiveRate',
      'event',
      'exemptionsApplied',
      'monthlyTax',
      'propertyValue',
      'state',
      'totalSavings',
    ]);
    expect(done).toMatchObject({
      state: 'tx',
      county: 'travis',
      propertyValue: 425_000,
      totalSavings: 0,
      exemptionsApplied: [],
    });
    // The figure the visitor sees is the one sent; monthly is annual / 12 (spec §9).
    expect(formatCurrency(done!.annualTax as number, 'en')).toBe(annual);
    expect(done!.monthlyTax as number).toBeCloseTo((done!.annualTax as number) / 12, 6);
    expect(done!.effectiveRate as number).toBeGreaterThan(0);
    // 425,000: medium tier, 400-500k range, not above 500k; no exemptions: savings under 500.
    expect(await eventsNamed(s.page, 'property_value_tier')).toEqual([
      { event: 'property_value_tier', state: 'tx', valueTier: 'medium', valueRange: '400k_500k' },
    ]);
    expect(await eventsNamed(s.page, 'savings_tier')).toEqual([
      { event: 'savings_tier', state: 'tx', savingsTier: 'under_500', totalSavings: 0 },
    ]);
    expect(await eventsNamed(s.page, 'high_value_calculation')).toEqual([]);

    await calculate(s.page, '650000', { homestead: true, ...REAL_CLOCK });
    await expect.poll(async () => (await eventsNamed(s.page, 'calculation_completed')).length).toBe(2);
    expect(await eventsNamed(s.page, 'high_value_calculation')).toEqual([
      { event: 'high_value_calculation', state: 'tx', valueRange: '500k_750k' },
    ]);
    const second = (await eventsNamed(s.page, 'calculation_completed'))[1]!;
    expect(second.exemptionsApplied).toContain('homestead');
    expect(second.totalSavings as number).toBeGreaterThan(0);
    const stored = await s.page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({ total_calculations: '2', states_used: '["tx"]', high_value_calculation: 'true' });
    expect(Number(stored.analytics_last_visit)).toBeGreaterThan(0);

    // Scroll milestones: all four, once each, nothing else.
    await s.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => (await eventsNamed(s.page, 'scroll_depth')).map((e) => e.percent))
      .toEqual([25, 50, 75, 90]);
    // Web vitals load after idle and report through the same data layer.
    await expect.poll(async () => (await eventsNamed(s.page, 'web_vitals')).map((e) => e.metricName)).toContain('TTFB');

    const layer = (await dataLayer(s.page))!;
    expect(layer.filter((e) => e.event === 'generate_lead' || e.event === 'affiliate_click')).toEqual([]);
    expect(s.outside.filter((u) => u.startsWith('https://www.googletagmanager.com/'))).toEqual([GTM_SCRIPT]);
    expect(s.problems).toEqual([]);
    await s.context.close();
  });

  it('marketing tags fire only after the visitor allows marketing in the footer control, and the choice is kept', async () => {
    const s = await startSession(site.origin);
    // The entry runs before the load event: the consent control is shown and the clicks are watched from then on.
    await s.page.goto(`${site.origin}/tx/tax-guides`, { waitUntil: 'load' });
    const sponsored = s.page.locator('a[rel~="sponsored"]').first();
    const clickSponsored = async (): Promise<void> => {
      const [tab] = await Promise.all([s.context.waitForEvent('page'), sponsored.click()]);
      await tab.close();
    };
    await clickSponsored();
    expect(await eventsNamed(s.page, 'affiliate_click')).toEqual([]);

    const toggle = s.page.locator('[data-consent-toggle]');
    expect(await toggle.textContent()).toBe(en.analytics.consent.button);
    expect(await s.page.locator('#consent-panel').isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await s.page.isChecked('#consent-panel input[name=analytics]')).toBe(true);
    expect(await s.page.isChecked('#consent-panel input[name=marketing]')).toBe(false);
    await s.page.check('#consent-panel input[name=marketing]');
    expect(await s.page.locator('[data-consent-status]').textContent()).toBe(en.analytics.consent.saved);
    expect(await axeViolations(s.page)).toEqual([]);
    expect(await dataLayer(s.page)).toContainEqual({
      gtag: [
        'consent',
        'update',
        { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
      ],
    });
    expect(await s.page.evaluate(() => localStorage.getItem('analytics_consent'))).toBe(
      '{"analytics":true,"marketing":true}',
    );

    await clickSponsored();
    const clicks = await eventsNamed(s.page, 'affiliate_click');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.linkHost).toBe(new URL((await sponsored.getAttribute('href'))!).host);

    await s.page.reload({ waitUntil: 'load' });
    await s.page.click('[data-consent-toggle]');
    expect(await s.page.isChecked('#consent-panel input[name=marketing]')).toBe(true);
    expect((await dataLayer(s.page))![0]).toEqual({
      gtag: [
        'consent',
        'default',
        { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
      ],
    });
    await s.context.close();
  });

  it('with analytics consent off, nothing reaches a data layer and the container never loads', async () => {
    const s = await startSession(site.origin, {
      storage: { analytics_consent: '{"analytics":false,"marketing":true}', 'ptc:newsletter-popup-shown': '1' },
    });
    await s.page.goto(`${site.origin}/tx/county/travis`, { waitUntil: 'load' });
    await islandsHydrated(s.page);
    await calculate(s.page, '425000', REAL_CLOCK);
    await s.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settle(s.page);
    expect(await dataLayer(s.page)).toBeNull();
    expect(s.outside.filter((u) => !u.includes(DSN_HOST))).toEqual([]);
    const stored = await s.page.evaluate(() => Object.keys(localStorage));
    for (const key of ['total_calculations', 'states_used', 'analytics_last_visit']) expect(stored).not.toContain(key);
    // The visitor can turn it back on from the footer; then the page starts measuring.
    await s.page.click('[data-consent-toggle]');
    expect(await s.page.isChecked('#consent-panel input[name=analytics]')).toBe(false);
    await s.page.check('#consent-panel input[name=analytics]');
    await expect.poll(() => s.outside.includes(GTM_SCRIPT)).toBe(true);
    expect((await dataLayer(s.page))![0]).toEqual({
      gtag: [
        'consent',
        'default',
        { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
      ],
    });
    await s.context.close();
  });

  it('a newsletter sign-up carries the hashed address, never the address; failed API calls are api_error events except 404', async () => {
    const s = await startSession(site.origin);
    await s.page.goto(`${site.origin}/tx/calculator`, { waitUntil: 'load' });
    await islandsHydrated(s.page);
    await s.page.fill('#newsletter-card-email', '  Test@Example.com ');
    await s.page.click('[data-form=newsletter] button[type=submit]');
    await expect.poll(async () => (await eventsNamed(s.page, 'newsletter_signup')).length).toBe(1);
    expect(await eventsNamed(s.page, 'newsletter_signup')).toEqual([
      { event: 'newsletter_signup', source: 'inline', status: 'success', emailHash: TEST_EMAIL_SHA256 },
    ]);
    // The conversion is a marketing tag: not without marketing consent.
    expect(await eventsNamed(s.page, 'generate_lead')).toEqual([]);
    expect(JSON.stringify(await dataLayer(s.page))).not.toMatch(/example\.com/i);

    // The real API refuses a GET of the sign-up (405) and knows nothing of another path (404).
    const refused = `${API_PREFIX}${API_PATHS.subscribe}`;
    const statuses = await s.page.evaluate(
      async (paths) => Promise.all(paths.map((p) => fetch(p).then((r) => r.status))),
      [refused, `${API_PREFIX}/probe/missing`],
    );
    expect(statuses).toEqual([405, 404]);
    expect(await eventsNamed(s.page, 'api_error')).toEqual([
      { event: 'api_error', path: refused, status: 405, method: 'GET' },
    ]);
    await s.context.close();
  });

  it("reports an uncaught error and an unhandled rejection with the spec's tags and release, and suppresses them", async () => {
    const s = await startSession(site.origin, { storage: { 'ptc:newsletter-popup-shown': '1' } });
    await s.page.goto(`${site.origin}/tx/county/travis`, { waitUntil: 'load' });
    await islandsHydrated(s.page);
    await s.page.evaluate(() => {
      // Listeners added now run after the analytics entry's: they see whether it suppressed the default report.
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      window.addEventListener('error', (e) => seen.push(`error prevented: ${e.defaultPrevented}`));
      window.addEventListener('unhandledrejection', (e) => seen.push(`rejection prevented: ${e.defaultPrevented}`));
      // A microtask that throws: nothing catches it but the window's error event. (Not an inline
      // <script>: the site's Content-Security-Policy refuses to run those.)
      queueMicrotask(() => {
        throw new Error('analytics e2e: thrown');
      });
      void Promise.reject(new Error('analytics e2e: rejected'));
    });
    const reported = (text: string) => s.reports.find((body) => body.includes(text));
    await expect
      .poll(() => Boolean(reported('analytics e2e: thrown') && reported('analytics e2e: rejected')), {
        timeout: 15_000,
      })
      .toBe(true);
    const event = JSON.parse(
      reported('analytics e2e: thrown')!
        .split('\n')
        .find((line) => line.includes('analytics e2e: thrown'))!,
    ) as {
      release: string;
      tags: Record<string, string>;
      exception: { values: { mechanism: { handled: boolean; type: string } }[] };
    };
    const host = new URL(site.origin).host;
    expect(event.release).toBe(`property-tax-estimator-TX@${host}`);
    expect(event.tags).toMatchObject({
      state: 'TX',
      domain: '127.0.0.1',
      component: 'property tax calculator',
      user_segment: 'property-tax-users',
    });
    expect(event.exception.values[0]!.mechanism).toMatchObject({ handled: false, type: 'onerror' });
    // Suppressed: both default reports were prevented.
    expect((await s.page.evaluate(() => (window as unknown as { seen: string[] }).seen)).sort()).toEqual([
      'error prevented: true',
      'rejection prevented: true',
    ]);
    expect(s.problems).toEqual([]);
    await s.context.close();
  });
});
