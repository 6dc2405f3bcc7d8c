// Sign-up and contact forms against an API the test plays (the built sites have none): the
// newsletter popup's timing and once-only rule, each form's states and payloads, the server's own
// error text or the default one, and the plain "not available" when a site has no API.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../site/i18n/strings/en.ts';
import { es } from '../../site/i18n/strings/es.ts';
import { axeViolations } from './axe.ts';
import { type Harness, startHarness } from './harness.ts';
import {
  type ApiSite,
  type OpenOptions,
  islandsHydrated,
  json,
  openPage as open,
  settle,
  startApiSite,
  pauseClock,
  withApi,
} from './islands-helpers.ts';

let h: Harness;
let site: ApiSite;
beforeAll(async () => {
  [h, site] = await Promise.all([startHarness(), startApiSite()]);
});
afterAll(async () => {
  await Promise.all([h?.close(), site?.close()]);
});

/** Pages with an API call it at the site built with one; the others are the suite's own build. */
const openPage = (harness: Harness, path: string, opts: OpenOptions = {}) =>
  open(harness, path, opts.api ? { ...opts, origin: site.origin } : opts);

interface Call {
  path: string;
  body: Record<string, unknown>;
}

/** An API that records each call and answers with `reply` (a function of the call, or a fixed answer). */
function fakeApi(reply: (call: Call, route: Route) => Promise<void>) {
  const calls: Call[] = [];
  return {
    calls,
    answer: async (route: Route, path: string, body: unknown) => {
      const call = { path, body: body as Record<string, unknown> };
      calls.push(call);
      await reply(call, route);
    },
  };
}
const ok =
  (status: string, message = 'Server says fine.') =>
  async (_: Call, route: Route) =>
    json(route, 200, { ok: true, status, message });

const POPUP = 'dialog[data-form=popup]';
const popupOpen = (page: Page) =>
  page
    .locator(POPUP)
    .evaluate((d: HTMLDialogElement) => d.open)
    .catch(() => false);

/** Calculates with the page's clock paused: the calculation's own delay has to be run through. */
async function calculateOnClock(page: Page, value: string): Promise<void> {
  await page.fill('#home-value', value);
  await page.click('#calculator button[type=submit]');
  await page.clock.runFor(600);
  await page.locator('#calculator [data-figure=annual]').waitFor();
}

describe('newsletter popup', () => {
  it('opens 3 s after the first calculation, not before, and only once (another calculation and a reload do not bring it back)', async () => {
    const api = fakeApi(ok('pending-confirmation'));
    const { page, context, problems } = await openPage(h, '/tx/county/travis', { api: api.answer });
    await pauseClock(page);
    await calculateOnClock(page, '300000'); // the calculation event fired at +500 ms, the clock is at +600 ms
    await page.clock.runFor(2800); // 2.9 s after the calculation
    expect(await page.locator(POPUP).count()).toBe(0);
    await page.clock.runFor(300); // 3.2 s
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return popupOpen(page);
      })
      .toBe(true);
    expect(await page.locator(`${POPUP} h2`).textContent()).toBe('Get Texas property tax updates');
    await page.click(`${POPUP} >> text=${en.newsletter.noThanks}`);
    expect(await popupOpen(page)).toBe(false);

    await calculateOnClock(page, '400000');
    await page.clock.runFor(5000);
    expect(await popupOpen(page)).toBe(false);
    // React schedules hydration on the page's timers: they run while the page reloads and hydrates.
    await page.clock.resume();
    await page.reload({ waitUntil: 'load' });
    await islandsHydrated(page);
    await pauseClock(page);
    await calculateOnClock(page, '400000');
    await page.clock.runFor(5000);
    expect(await page.locator(POPUP).count()).toBe(0);
    expect(api.calls).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('checks its fields, sends the popup payload, asks to confirm by e-mail, then clears and closes after 3 s', async () => {
    const api = fakeApi(ok('pending-confirmation'));
    const { page, context } = await openPage(h, '/tx/county/travis', { api: api.answer });
    await pauseClock(page);
    await calculateOnClock(page, '300000');
    const annual = await page.locator('#calculator [data-figure=annual]').textContent();
    await page.clock.runFor(3100);
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return popupOpen(page);
      })
      .toBe(true);

    await page.click(`${POPUP} button[type=submit]`);
    expect(await page.locator('#newsletter-popup-first-name-error').textContent()).toBe(
      en.newsletter.firstNameRequired,
    );
    expect(await page.locator('#newsletter-popup-email-error').textContent()).toBe(en.newsletter.emailRequired);
    await page.fill('#newsletter-popup-first-name', 'Ana');
    await page.fill('#newsletter-popup-email', 'not-an-address');
    await page.click(`${POPUP} button[type=submit]`);
    expect(await page.locator('#newsletter-popup-email-error').textContent()).toBe(en.newsletter.emailInvalid);
    expect(api.calls).toEqual([]);
    // axe waits on timers of its own: let time run for it, then hold the clock again.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    await pauseClock(page);

    await page.fill('#newsletter-popup-email', 'ana@example.com');
    await page.click(`${POPUP} button[type=submit]`);
    await expect.poll(() => page.locator(`${POPUP} [role=status]`).textContent()).toBe(en.newsletter.success);
    expect(api.calls).toEqual([
      {
        path: '/newsletter/subscribe',
        body: {
          email: 'ana@example.com',
          firstName: 'Ana',
          state: 'tx',
          county: 'Travis County',
          language: 'en',
          calculatedTax: Number(annual!.replace(/\D/g, '')),
          tags: ['tx-calculator', 'travis-county'],
          website: '',
        },
      },
    ]);
    await page.clock.runFor(2900);
    expect(await popupOpen(page)).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => popupOpen(page)).toBe(false);
    expect(await page.inputValue('#newsletter-popup-email')).toBe('');
    expect(await page.inputValue('#newsletter-popup-first-name')).toBe('');
    await context.close();
  });

  it("shows the server's error text when the server refuses", async () => {
    const api = fakeApi((_, route) =>
      json(route, 422, {
        ok: false,
        status: 'error',
        error: 'invalid_field',
        field: 'email',
        message: 'That address cannot receive mail.',
      }),
    );
    const { page, context } = await openPage(h, '/tx/county/travis', { api: api.answer });
    await pauseClock(page);
    await calculateOnClock(page, '300000');
    await page.clock.runFor(3100);
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return popupOpen(page);
      })
      .toBe(true);
    await page.fill('#newsletter-popup-first-name', 'Ana');
    await page.fill('#newsletter-popup-email', 'ana@example.com');
    await page.click(`${POPUP} button[type=submit]`);
    await expect
      .poll(() => page.locator(`${POPUP} [data-form-error]`).textContent())
      .toBe('That address cannot receive mail.');
    expect(await page.getAttribute('#newsletter-popup-email', 'aria-invalid')).toBe('true');
    expect(await popupOpen(page)).toBe(true);
    await context.close();
  });
});

describe('inline newsletter card', () => {
  it('sends the inline payload and asks to confirm by e-mail, saying "Subscribing..." meanwhile', async () => {
    let release = (): void => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeApi(async (_, route) => {
      await held;
      await json(route, 200, { ok: true, status: 'pending-confirmation', message: 'x' });
    });
    const { page, context, problems } = await openPage(h, '/tx/calculator', { api: api.answer });
    await page.fill('#newsletter-card-email', 'sam@example.com');
    await page.click('[data-form=newsletter] button[type=submit]');
    await expect
      .poll(() => page.locator('[data-form=newsletter] button[type=submit]').textContent())
      .toBe(en.newsletter.subscribing);
    expect(await page.locator('[data-form=newsletter] button[type=submit]').isDisabled()).toBe(true);
    release();
    await expect
      .poll(() => page.locator('[data-form=newsletter] [role=status]').textContent())
      .toBe(en.newsletter.success);
    expect(api.calls).toEqual([
      {
        path: '/newsletter/subscribe',
        body: {
          email: 'sam@example.com',
          state: 'tx',
          language: 'en',
          tags: ['tx-newsletter', 'property-tax-updates'],
          website: '',
        },
      },
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the server's text for a server error and the default text for a network failure", async () => {
    let failNetwork = false;
    const api = fakeApi((_, route) =>
      failNetwork
        ? route.abort()
        : json(route, 500, { ok: false, status: 'error', error: 'server_error', message: 'Our mail service is down.' }),
    );
    const { page, context } = await openPage(h, '/tx/calculator', { api: api.answer });
    await page.fill('#newsletter-card-email', 'sam@example.com');
    await page.click('[data-form=newsletter] button[type=submit]');
    await expect
      .poll(() => page.locator('[data-form=newsletter] [data-form-error]').textContent())
      .toBe('Our mail service is down.');
    expect(await axeViolations(page)).toEqual([]);
    failNetwork = true;
    await page.click('[data-form=newsletter] button[type=submit]');
    await expect
      .poll(() => page.locator('[data-form=newsletter] [data-form-error]').textContent())
      .toBe(en.newsletter.errorDefault);
    await context.close();
  });

  it('says the default error in Spanish on the Spanish page', async () => {
    const api = fakeApi((_, route) => route.abort());
    const { page, context } = await openPage(h, '/tx/es/calculadora', { api: api.answer });
    await page.fill('#newsletter-card-email', 'sam@example.com');
    await page.click('[data-form=newsletter] button[type=submit]');
    await expect
      .poll(() => page.locator('[data-form=newsletter] [data-form-error]').textContent())
      .toBe(es.newsletter.errorDefault);
    expect(api.calls[0]!.body.language).toBe('es');
    await context.close();
  });
});

describe('notify me', () => {
  it("on a county page, asks for the county's official rates and says to confirm by e-mail", async () => {
    const api = fakeApi(ok('pending-confirmation'));
    const { page, context } = await openPage(h, '/tx/county/travis', { api: api.answer });
    await page.fill('#notify-form-email', 'lee@example.com');
    await page.click('[data-form=notify] button[type=submit]');
    await expect
      .poll(() => page.locator('[data-form=notify] [role=status]').textContent())
      .toBe(
        'Almost done! Please check your email and open the link to confirm: then we will email you once, when the official 2026 rates are in.',
      );
    expect(api.calls).toEqual([
      {
        path: '/notify',
        body: { email: 'lee@example.com', state: 'tx', county: 'travis', language: 'en', website: '' },
      },
    ]);
    await context.close();
  });

  it("on the home page, passes on the server's text for an address already registered, and its error text", async () => {
    let first = true;
    const api = fakeApi(async (_, route) => {
      if (first) {
        first = false;
        return json(route, 429, {
          ok: false,
          status: 'error',
          error: 'rate_limited',
          message: 'Too many tries; wait a minute.',
        });
      }
      return json(route, 200, { ok: true, status: 'already-registered', message: 'You are already on the list.' });
    });
    const { page, context } = await openPage(h, '/tx/', { api: api.answer });
    await page.fill('#notify-form-email', 'lee@example.com');
    await page.click('[data-form=notify] button[type=submit]');
    await expect
      .poll(() => page.locator('[data-form=notify] [data-form-error]').textContent())
      .toBe('Too many tries; wait a minute.');
    await page.click('[data-form=notify] button[type=submit]');
    await expect
      .poll(() => page.locator('[data-form=notify] [role=status]').textContent())
      .toBe('You are already on the list.');
    expect(api.calls.map((c) => c.body.county)).toEqual([undefined, undefined]);
    await context.close();
  });
});

describe('contact form', () => {
  it("checks every field, sends the message, thanks, and shows the server's error text", async () => {
    let fail = false;
    const api = fakeApi((_, route) =>
      fail
        ? json(route, 502, {
            ok: false,
            status: 'error',
            error: 'mail_failed',
            message: 'Saved, but the e-mail did not go out.',
          })
        : json(route, 200, { ok: true, status: 'received', message: 'x' }),
    );
    const { page, context, problems } = await openPage(h, '/tx/contact', { api: api.answer });
    const form = page.locator('[data-form=contact]');
    await page.focus('#contact-form-name');
    await form.locator('button[type=submit]').click();
    expect(await page.locator('#contact-form-name-error').textContent()).toBe(en.contact.nameRequired);
    expect(await page.locator('#contact-form-email-error').textContent()).toBe(en.contact.emailRequired);
    expect(await page.locator('#contact-form-subject-error').textContent()).toBe(en.contact.subjectRequired);
    expect(await page.locator('#contact-form-message-error').textContent()).toBe(en.contact.messageRequired);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-form-name');
    expect(await axeViolations(page)).toEqual([]);
    await page.fill('#contact-form-name', 'Kim');
    await page.fill('#contact-form-email', 'kim@example.com');
    await page.fill('#contact-form-subject', 'Harris rate');
    await page.fill('#contact-form-message', 'The rate looks off.');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => form.locator('[role=status]').textContent()).toBe(en.contact.success);
    expect(api.calls).toEqual([
      {
        path: '/contact',
        body: {
          name: 'Kim',
          email: 'kim@example.com',
          subject: 'Harris rate',
          message: 'The rate looks off.',
          language: 'en',
          website: '',
        },
      },
    ]);
    expect(await page.inputValue('#contact-form-name')).toBe('');
    expect(problems).toEqual([]);

    fail = true;
    await page.fill('#contact-form-name', 'Kim');
    await page.fill('#contact-form-email', 'kim@example.com');
    await page.fill('#contact-form-subject', 'Again');
    await page.fill('#contact-form-message', 'Second try.');
    await form.locator('button[type=submit]').click();
    await expect
      .poll(() => form.locator('[data-form-error]').textContent())
      .toBe('Saved, but the e-mail did not go out.');
    await context.close();
  });
});

describe('a site without an API', () => {
  it('says plainly that sign-up and contact are not available, and sends nothing', async () => {
    const { page, context } = await openPage(h, '/tx/calculator');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    expect(await page.locator('[data-form=newsletter] [data-unavailable]').textContent()).toBe(
      en.forms.unavailable.signup,
    );
    expect(await page.locator('[data-form=newsletter] form').count()).toBe(0);
    await pauseClock(page);
    await page.selectOption('#county', 'travis');
    await calculateOnClock(page, '300000');
    await page.clock.runFor(5000);
    expect(await page.locator(POPUP).count()).toBe(0);
    await context.close();

    const home = await openPage(h, '/tx/es/');
    expect(await home.page.locator('[data-form=notify] [data-unavailable]').textContent()).toBe(
      es.forms.unavailable.signup,
    );
    await home.context.close();
    const contact = await openPage(h, '/tx/contact');
    expect(await contact.page.locator('[data-form=contact] [data-unavailable]').textContent()).toBe(
      en.forms.unavailable.contact,
    );
    await contact.context.close();
    expect(posts).toEqual([]);
  });
});

describe('the forms before any interaction', () => {
  it('load no form code until a visitor reaches into a form', async () => {
    const api = fakeApi(ok('registered'));
    const { page, context } = await openPage(h, '/tx/county/travis', { api: api.answer });
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/')) loaded.push(r.url());
    });
    await settle(page);
    expect(loaded).toEqual([]);
    expect(await page.locator('[data-form=notify] button[type=submit]').isDisabled()).toBe(true);
    await page.focus('#notify-form-email');
    await expect.poll(() => page.locator('[data-form=notify] button[type=submit]').isDisabled()).toBe(false);
    expect(loaded.length).toBeGreaterThan(0);
    await context.close();
  });
  it('a visitor already typing when the form script arrives (a slow phone) can still send', async () => {
    const api = fakeApi(ok('pending-confirmation'));
    const context = await h.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await withApi(page, api.answer);
    let release = (): void => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let heldBack = false;
    await page.route(/\/assets\/forms-[^/]*\.js$/, async (route) => {
      heldBack = true;
      await held;
      await route.continue();
    });
    await page.goto(`${site.origin}/tx/calculator`, { waitUntil: 'commit' });
    await page.fill('#newsletter-card-email', 'sam@example.com');
    expect(heldBack).toBe(true);
    expect(await page.locator('[data-form=newsletter] button[type=submit]').isDisabled()).toBe(true);
    release();
    // No new focus comes: the script finds the visitor already inside the form.
    await expect.poll(() => page.locator('[data-form=newsletter] button[type=submit]').isDisabled()).toBe(false);
    expect(await page.inputValue('#newsletter-card-email')).toBe('sam@example.com');
    await page.click('[data-form=newsletter] button[type=submit]');
    await expect
      .poll(() => page.locator('[data-form=newsletter] [role=status]').textContent())
      .toBe(en.newsletter.success);
    expect(api.calls.map((c) => c.body.email)).toEqual(['sam@example.com']);
    await context.close();
  });
});
