// Sign-up and contact forms in the browser against the real API (site-with-api.ts: the Texas site and
// the API on one origin, SQLite and an outbox of .eml files): the newsletter popup's timing and
// once-only rule, each form's states, what lands in the store and in the e-mail, the confirmation and
// unsubscribe pages its links open, the server's own error text, and the plain "not available" when a
// site has no API. Only a network failure and a server error are played by the test (see failApi).
import type { Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, API_PREFIX, type ApiFailure } from '../../api/contract.ts';
import { en } from '../../i18n/strings/en.ts';
import { es } from '../../i18n/strings/es.ts';
import { CALCULATED_EVENT } from '../../browser/events/calculated.ts';
import { axeViolations } from './axe.ts';
import { type Harness, startHarness } from './harness.ts';
import { islandsHydrated, openPage, pauseClock, settle } from './islands-helpers.ts';
import { type SiteWithApi, mailLink, startSiteWithApi } from './site-with-api.ts';

let h: Harness;
let site: SiteWithApi;
beforeAll(async () => {
  [h, site] = await Promise.all([startHarness(), startSiteWithApi(['harris', 'travis'])]);
});
afterAll(async () => {
  await Promise.all([h?.close(), site?.close()]);
});

/** A page of the site built with the API. */
const openWithApi = (path: string, opts: Parameters<typeof openPage>[2] = {}) =>
  openPage(h, path, { ...opts, origin: site.origin });

/** The paths of the API calls the page makes from now on (seen, not answered: the real server answers). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith(`${API_PREFIX}/`)) calls.push(pathname.slice(API_PREFIX.length));
  });
  return calls;
}

/** The API's JSON answer to the next call to `path`. */
const nextAnswer = (page: Page, path: string): Promise<Response> =>
  page.waitForResponse((r) => new URL(r.url()).pathname === `${API_PREFIX}${path}`);

type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/**
 * Plays the API for one path, for the two things the real server cannot be made to give from a browser
 * test: a network failure, and a server error with a text of its own (the real one answers 503 only while
 * its database is away). The answer is typed by the contract, so a change of it breaks the typecheck here.
 */
async function failApi(page: Page, path: ApiPath, how: 'network' | { status: number; body: ApiFailure }) {
  await page.route(`**${API_PREFIX}${path}`, (route) =>
    how === 'network'
      ? route.abort()
      : route.fulfill({ status: how.status, contentType: 'application/json', body: JSON.stringify(how.body) }),
  );
}

/** Rows of `table` for one address. */
async function rowsFor(table: string, email: string): Promise<Record<string, unknown>[]> {
  return (await site.rows(table)).filter((r) => r.email === email);
}

/** The e-mails sent to (or, for contact messages, about) one address. */
async function mailsFor(email: string): Promise<string[]> {
  return (await site.mails()).filter((m) => m.includes(email));
}

const POPUP = 'dialog[data-form=popup]';
/** Whether the popup is open now (without waiting for it to be there). */
const popupOpen = (page: Page): Promise<boolean> =>
  page.evaluate((popup) => document.querySelector<HTMLDialogElement>(popup)?.open ?? false, POPUP);

/** Calculates with the page's clock paused: the calculation's own delay has to be run through. */
async function calculateOnClock(page: Page, value: string): Promise<void> {
  await page.fill('#home-value', value);
  await page.click('#calculator button[type=submit]');
  await page.clock.runFor(600);
  await page.locator('#calculator [data-figure=annual]').waitFor();
}

/** How many of the page's requests are on their way, from now on. */
function requestsInFlight(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/**
 * Runs the page's clock (paused) in steps of 50 ms until the popup is open, and says when it opened by the
 * page's own clock. The clock stands still while a request is on its way (the popup's code loads once a
 * calculation succeeds): the time it reads is the page's, not the machine's.
 */
async function runClockUntilPopupOpens(page: Page, inFlight: () => number): Promise<number> {
  await expect
    .poll(async () => {
      if (await popupOpen(page)) return true;
      if (inFlight() === 0) await page.clock.runFor(50);
      return false;
    })
    .toBe(true);
  return page.evaluate(() => Date.now());
}

/** When the page's last calculation was announced, by the page's clock (see watchCalculations). */
const calculatedAt = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { calculatedAt: number }).calculatedAt);

/** Has the page note the time of each calculation it announces, on its own clock. */
async function watchCalculations(page: Page): Promise<void> {
  await page.evaluate((name) => {
    window.addEventListener(name, () => {
      (window as unknown as { calculatedAt: number }).calculatedAt = Date.now();
    });
  }, CALCULATED_EVENT);
}

/** Calculates on a paused clock, then runs it until the popup opens. */
async function popupAfterCalculation(page: Page, value = '300000'): Promise<void> {
  const inFlight = requestsInFlight(page);
  await pauseClock(page);
  await calculateOnClock(page, value);
  await page.clock.runFor(2800); // 2.9 s after the calculation: its last 100 ms and the opening step by step
  await runClockUntilPopupOpens(page, inFlight);
}

describe('newsletter popup', () => {
  it('opens 3 to 6 s after the first calculation (by the page clock), and only once: another calculation and a reload do not bring it back', async () => {
    const { page, context, problems } = await openWithApi('/tx/county/travis');
    const calls = apiCalls(page);
    const inFlight = requestsInFlight(page);
    await watchCalculations(page);
    await pauseClock(page);
    await calculateOnClock(page, '300000'); // the calculation event fired at +500 ms, the clock is at +600 ms
    await page.clock.runFor(2800); // 2.9 s after the calculation
    expect(await page.locator(POPUP).count()).toBe(0);
    const opened = (await runClockUntilPopupOpens(page, inFlight)) - (await calculatedAt(page));
    expect(opened).toBeGreaterThanOrEqual(3000);
    expect(opened).toBeLessThanOrEqual(6000);
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
    expect(calls).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('checks its fields, stores the popup sign-up and mails its confirmation, then clears and closes after 3 s', async () => {
    const { page, context } = await openWithApi('/tx/county/travis');
    const calls = apiCalls(page);
    await popupAfterCalculation(page);
    const annual = await page.locator('#calculator [data-figure=annual]').textContent();

    await page.click(`${POPUP} button[type=submit]`);
    expect(await page.locator('#newsletter-popup-first-name-error').textContent()).toBe(
      en.newsletter.firstNameRequired,
    );
    expect(await page.locator('#newsletter-popup-email-error').textContent()).toBe(en.newsletter.emailRequired);
    await page.fill('#newsletter-popup-first-name', 'Ana');
    await page.fill('#newsletter-popup-email', 'not-an-address');
    await page.click(`${POPUP} button[type=submit]`);
    expect(await page.locator('#newsletter-popup-email-error').textContent()).toBe(en.newsletter.emailInvalid);
    expect(calls).toEqual([]);
    // axe waits on timers of its own: let time run for it, then hold the clock again.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    await pauseClock(page);

    await page.fill('#newsletter-popup-email', 'ana.popup@example.com');
    await page.click(`${POPUP} button[type=submit]`);
    await expect.poll(() => page.locator(`${POPUP} [role=status]`).textContent()).toBe(en.newsletter.success);
    expect(await rowsFor('subscribers', 'ana.popup@example.com')).toMatchObject([
      {
        first_name: 'Ana',
        state: 'tx',
        county: 'Travis County',
        language: 'en',
        calculated_tax: Number(annual!.replace(/\D/g, '')),
        tags: JSON.stringify(['tx-calculator', 'travis-county']),
        source: 'popup',
        confirmed_at: null,
      },
    ]);
    const [mail, ...more] = await mailsFor('ana.popup@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatch(/^To: ana\.popup@example\.com$/m);
    expect(mail).toMatch(/^Hello Ana,$/m);
    expect(mailLink(mail!, API_PATHS.confirm).startsWith(`${site.origin}/api/newsletter/confirm?token=`)).toBe(true);

    await page.clock.runFor(2900);
    expect(await popupOpen(page)).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => popupOpen(page)).toBe(false);
    expect(await page.inputValue('#newsletter-popup-email')).toBe('');
    expect(await page.inputValue('#newsletter-popup-first-name')).toBe('');
    await context.close();
  });

  it("shows the server's own text under the field it refuses, and stores nothing", async () => {
    const { page, context } = await openWithApi('/tx/county/travis');
    await popupAfterCalculation(page);
    // A first name without a letter passes the browser's check (something typed); the server's needs a letter.
    await page.fill('#newsletter-popup-first-name', '42');
    await page.fill('#newsletter-popup-email', 'ana.refused@example.com');
    const answered = nextAnswer(page, API_PATHS.subscribe);
    await page.click(`${POPUP} button[type=submit]`);
    const answer = (await (await answered).json()) as ApiFailure;
    expect(answer).toMatchObject({ ok: false, error: 'invalid_field', field: 'firstName' });
    expect(answer.message).toContain('42');
    await expect.poll(() => page.locator('#newsletter-popup-first-name-error').textContent()).toBe(answer.message);
    expect(await page.getAttribute('#newsletter-popup-first-name', 'aria-invalid')).toBe('true');
    expect(await popupOpen(page)).toBe(true);
    expect(await rowsFor('subscribers', 'ana.refused@example.com')).toEqual([]);
    await context.close();
  });
});

describe('inline newsletter card', () => {
  it('says "Subscribing..." while it sends, stores the sign-up, and the e-mail\'s links open the confirmation and unsubscribe pages', async () => {
    const { page, context, problems } = await openWithApi('/tx/calculator');
    const button = page.locator('[data-form=newsletter] button[type=submit]');
    // Every text and state the button shows, recorded by the page as it changes: the in-between one is
    // over as soon as the server answers.
    await button.evaluate((b: HTMLButtonElement) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push(`${b.textContent} ${b.disabled ? 'disabled' : 'enabled'}`)).observe(b, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await page.fill('#newsletter-card-email', 'sam.inline@example.com');
    await button.click();
    await expect
      .poll(() => page.locator('[data-form=newsletter] [role=status]').textContent())
      .toBe(en.newsletter.success);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toContain(
      `${en.newsletter.subscribing} disabled`,
    );
    expect(await rowsFor('subscribers', 'sam.inline@example.com')).toMatchObject([
      {
        state: 'tx',
        language: 'en',
        first_name: null,
        tags: JSON.stringify(['tx-newsletter', 'property-tax-updates']),
        source: 'inline',
        confirmed_at: null,
      },
    ]);
    const [mail] = await mailsFor('sam.inline@example.com');
    expect(mail).toMatch(/^To: sam\.inline@example\.com$/m);

    await page.goto(mailLink(mail!, API_PATHS.confirm));
    expect(await page.locator('h1').textContent()).toBe('Subscription confirmed');
    expect(await axeViolations(page)).toEqual([]);
    expect(await rowsFor('subscribers', 'sam.inline@example.com')).toMatchObject([
      { confirmed_at: expect.any(String), unsubscribed_at: null },
    ]);
    await page.goto(mailLink(mail!, API_PATHS.unsubscribe));
    expect(await page.locator('h1').textContent()).toBe('You are unsubscribed');
    expect(await rowsFor('subscribers', 'sam.inline@example.com')).toMatchObject([
      { unsubscribed_at: expect.any(String) },
    ]);
    // The page leads back to the site it came from.
    await Promise.all([page.waitForURL(`${site.origin}/tx/`), page.locator('main a').click()]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on the Spanish page, stores a Spanish sign-up and mails it in Spanish; its link opens the page in Spanish', async () => {
    const { page, context } = await openWithApi('/tx/es/calculadora');
    await page.fill('#newsletter-card-email', 'sam.es@example.com');
    await page.click('[data-form=newsletter] button[type=submit]');
    await expect
      .poll(() => page.locator('[data-form=newsletter] [role=status]').textContent())
      .toBe(es.newsletter.success);
    expect(await rowsFor('subscribers', 'sam.es@example.com')).toMatchObject([{ language: 'es', source: 'inline' }]);
    const [mail] = await mailsFor('sam.es@example.com');
    expect(mail).toMatch(/^Hola:$/m);
    await page.goto(mailLink(mail!, API_PATHS.confirm));
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.locator('h1').textContent()).toBe('Suscripción confirmada');
    await context.close();
  });

  it("shows the server's text for a server error and the default text for a network failure, in the page's language", async () => {
    const { page, context } = await openWithApi('/tx/calculator');
    await failApi(page, API_PATHS.subscribe, {
      status: 503,
      body: {
        ok: false,
        status: 'error',
        error: 'database_unavailable',
        message: 'The service is briefly unavailable.',
      },
    });
    await page.fill('#newsletter-card-email', 'sam.error@example.com');
    await page.click('[data-form=newsletter] button[type=submit]');
    await expect
      .poll(() => page.locator('[data-form=newsletter] [data-form-error]').textContent())
      .toBe('The service is briefly unavailable.');
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute(`**${API_PREFIX}${API_PATHS.subscribe}`);
    await failApi(page, API_PATHS.subscribe, 'network');
    await page.click('[data-form=newsletter] button[type=submit]');
    await expect
      .poll(() => page.locator('[data-form=newsletter] [data-form-error]').textContent())
      .toBe(en.newsletter.errorDefault);
    await context.close();

    const spanish = await openWithApi('/tx/es/calculadora');
    await failApi(spanish.page, API_PATHS.subscribe, 'network');
    await spanish.page.fill('#newsletter-card-email', 'sam.error@example.com');
    await spanish.page.click('[data-form=newsletter] button[type=submit]');
    await expect
      .poll(() => spanish.page.locator('[data-form=newsletter] [data-form-error]').textContent())
      .toBe(es.newsletter.errorDefault);
    await spanish.context.close();
  });
});

describe('notify me', () => {
  it("on a county page, stores the county's request and mails its confirmation; the links confirm and cancel it", async () => {
    const { page, context, problems } = await openWithApi('/tx/county/travis');
    await page.fill('#notify-form-email', 'lee.county@example.com');
    await page.click('[data-form=notify] button[type=submit]');
    await expect
      .poll(() => page.locator('[data-form=notify] [role=status]').textContent())
      .toBe(
        'Almost done! Please check your email and open the link to confirm: then we will email you once, when the official 2026 rates are in.',
      );
    expect(await rowsFor('notify_requests', 'lee.county@example.com')).toMatchObject([
      { state: 'tx', county: 'travis', language: 'en', confirmed_at: null },
    ]);
    const [mail] = await mailsFor('lee.county@example.com');
    expect(mail).toMatch(/^To: lee\.county@example\.com$/m);
    expect(mail).toContain('Travis County');

    await page.goto(mailLink(mail!, '/notify/confirm'));
    expect(await page.locator('h1').textContent()).toBe('Request confirmed');
    expect(await page.locator('main').textContent()).toContain('Travis County');
    expect(await rowsFor('notify_requests', 'lee.county@example.com')).toMatchObject([
      { confirmed_at: expect.any(String), unsubscribed_at: null },
    ]);
    await page.goto(mailLink(mail!, '/notify/unsubscribe'));
    expect(await page.locator('h1').textContent()).toBe('Request cancelled');
    expect(await axeViolations(page)).toEqual([]);
    expect(await rowsFor('notify_requests', 'lee.county@example.com')).toMatchObject([
      { unsubscribed_at: expect.any(String) },
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("on the Spanish home page, shows the server's refusal under the address, then stores a request for the whole state", async () => {
    const { page, context } = await openWithApi('/tx/es/');
    // A zero-width space pasted inside the address: the browser's plain check lets it through, the server does not.
    await page.fill('#notify-form-email', 'lee.state\u200b@example.com');
    const answered = nextAnswer(page, API_PATHS.notify);
    await page.click('[data-form=notify] button[type=submit]');
    const answer = (await (await answered).json()) as ApiFailure;
    expect(answer).toMatchObject({ ok: false, error: 'invalid_field', field: 'email' });
    await expect.poll(() => page.locator('#notify-form-email-error').textContent()).toBe(answer.message);
    expect(answer.message).toBe(es.newsletter.emailInvalid);

    await page.fill('#notify-form-email', 'lee.state@example.com');
    await page.click('[data-form=notify] button[type=submit]');
    await expect.poll(() => page.locator('[data-form=notify] [role=status]').textContent()).not.toBe('');
    expect(await rowsFor('notify_requests', 'lee.state@example.com')).toMatchObject([
      { state: 'tx', county: null, language: 'es' },
    ]);
    expect(await mailsFor('lee.state@example.com')).toHaveLength(1);
    await context.close();
  });
});

describe('contact form', () => {
  it("checks every field, stores the message and mails it to the inbox, thanks, and shows the server's refusal", async () => {
    const { page, context, problems } = await openWithApi('/tx/contact');
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
    await page.fill('#contact-form-email', 'kim.contact@example.com');
    await page.fill('#contact-form-subject', 'Harris rate');
    await page.fill('#contact-form-message', 'The rate looks off.\nSecond line.');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => form.locator('[role=status]').textContent()).toBe(en.contact.success);
    expect(await rowsFor('messages', 'kim.contact@example.com')).toMatchObject([
      {
        name: 'Kim',
        subject: 'Harris rate',
        message: 'The rate looks off.\nSecond line.',
        language: 'en',
        state: 'tx',
      },
    ]);
    const [mail] = await mailsFor('kim.contact@example.com');
    expect(mail).toMatch(/^To: contact@localhost$/m);
    expect(mail).toMatch(/^Reply-To: Kim <kim\.contact@example\.com>$/m);
    expect(mail).toMatch(/^Subject: \[.+\] Contact form: Harris rate$/m);
    expect(mail).toContain('The rate looks off.\nSecond line.');
    expect(await page.inputValue('#contact-form-name')).toBe('');
    expect(problems).toEqual([]);

    // A name without a letter passes the browser's check; the server's text says what is wrong.
    await page.fill('#contact-form-name', '007');
    await page.fill('#contact-form-email', 'kim.refused@example.com');
    await page.fill('#contact-form-subject', 'Again');
    await page.fill('#contact-form-message', 'Second try.');
    const answered = nextAnswer(page, API_PATHS.contact);
    await form.locator('button[type=submit]').click();
    const answer = (await (await answered).json()) as ApiFailure;
    expect(answer).toMatchObject({ ok: false, error: 'invalid_field', field: 'name' });
    await expect.poll(() => page.locator('#contact-form-name-error').textContent()).toBe(answer.message);
    expect(await rowsFor('messages', 'kim.refused@example.com')).toEqual([]);
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
    const { page, context } = await openWithApi('/tx/county/travis');
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/')) loaded.push(r.url());
    });
    await settle(page);
    expect(loaded).toEqual([]);
    const notify = page.locator('[data-island=forms]', { has: page.locator('[data-form=notify]') });
    expect(await notify.getAttribute('data-hydrated')).toBeNull();
    expect(await page.locator('[data-form=notify] button[type=submit]').isDisabled()).toBe(true);
    await page.focus('#notify-form-email');
    await expect.poll(() => notify.getAttribute('data-hydrated')).toBe('true');
    expect(await page.locator('[data-form=notify] button[type=submit]').isDisabled()).toBe(false);
    expect(loaded.length).toBeGreaterThan(0);
    await context.close();
  });

  it('a visitor already typing when the form script arrives (a slow phone) can still send', async () => {
    const context = await h.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
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
    await page.fill('#newsletter-card-email', 'sam.early@example.com');
    expect(heldBack).toBe(true);
    expect(await page.locator('[data-form=newsletter] button[type=submit]').isDisabled()).toBe(true);
    release();
    // No new focus comes: the script finds the visitor already inside the form.
    await expect.poll(() => page.locator('[data-form=newsletter] button[type=submit]').isDisabled()).toBe(false);
    expect(await page.inputValue('#newsletter-card-email')).toBe('sam.early@example.com');
    await page.click('[data-form=newsletter] button[type=submit]');
    await expect
      .poll(() => page.locator('[data-form=newsletter] [role=status]').textContent())
      .toBe(en.newsletter.success);
    expect(await rowsFor('subscribers', 'sam.early@example.com')).toHaveLength(1);
    await context.close();
  });
});
