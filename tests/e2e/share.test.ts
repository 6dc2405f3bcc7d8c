// Sharing: the link carries the whole estimate (value, county, exemptions, Texas bill-builder
// choices), so whoever opens it sees the same result without clicking; Copy, the service links and
// a failed copy say what happened (spec §4, §8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/strings/en.ts';
import { axeViolations } from './axe.ts';
import { type Harness, startHarness } from './harness.ts';
import { calculate, openPage } from './islands-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const CLIPBOARD = ['clipboard-read', 'clipboard-write'];

describe('share link', () => {
  it('restores a Texas estimate with homestead, over-65 and a city when opened, without a click', async () => {
    const { page, context, problems } = await openPage(h, '/tx/county/harris', { permissions: CLIPBOARD });
    await page.locator('#unit-city').waitFor();
    const city = await page.locator('#unit-city option').nth(2).getAttribute('value');
    await page.selectOption('#unit-city', city!);
    await page.check('#calculator input[name=over65]');
    const annual = await calculate(page, '425000', { homestead: true });
    await page.click('.share > button');
    await page.click('[data-share=copy-link]');
    await expect.poll(() => page.locator('[data-toast=success]', { hasText: en.share.linkCopied }).count()).toBe(1);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/tx\/county\/harris\/?\?/);
    expect(new URL(link).searchParams.get('v')).toBe('425000');
    expect(problems).toEqual([]);
    await context.close();

    // The recipient: a fresh browser, nothing stored, opens the link.
    const other = await h.newContext({ viewport: { width: 1280, height: 900 } });
    const recipient = await other.newPage();
    const seen: string[] = [];
    recipient.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') seen.push(m.text());
    });
    await recipient.goto(link.replace(/^https?:\/\/[^/]+/, h.origin));
    await expect
      .poll(() => recipient.locator('#calculator [data-figure=annual]').textContent(), { timeout: 10_000 })
      .toBe(annual);
    expect(await recipient.inputValue('#home-value')).toBe('425,000');
    expect(await recipient.isChecked('#calculator input[name=homestead]')).toBe(true);
    expect(await recipient.isChecked('#calculator input[name=over65]')).toBe(true);
    expect(await recipient.inputValue('#unit-city')).toBe(city);
    expect(seen).toEqual([]);
    await other.close();
  });

  it('leaves the server markup alone: with JavaScript off a shared link shows the plain calculator', async () => {
    const { page, context } = await openPage(h, '/tx/county/harris/?v=425000&c=harris&h=1', {
      javaScriptEnabled: false,
    });
    expect(await page.inputValue('#home-value')).toBe('350,000');
    expect(await page.locator('[data-figure=annual]').count()).toBe(0);
    await context.close();
  });

  it('restores a state-home estimate for a county picked from the list', async () => {
    const { page, context } = await openPage(h, '/fl/?v=300000&c=miami-dade&h=1');
    await expect.poll(() => page.locator('#calculator [data-figure=annual]').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.inputValue('#county')).toBe('miami-dade');
    expect(await page.inputValue('#home-value')).toBe('300,000');
    await context.close();
  });
});

describe('share panel', () => {
  it('toggles open and closed and links to e-mail, Twitter and Facebook with the estimate', async () => {
    const { page, context } = await openPage(h, '/tx/county/travis');
    await calculate(page, '300000');
    const toggle = page.locator('.share > button');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const email = (await page.getAttribute('[data-share=email]', 'href'))!;
    expect(email.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(email)).toContain('Travis County');
    expect(decodeURIComponent(email)).toContain('v=300000');
    expect(await page.getAttribute('[data-share=twitter]', 'href')).toMatch(
      /^https:\/\/twitter\.com\/intent\/tweet\?text=.+&url=.+v%3D300000/,
    );
    expect(await page.getAttribute('[data-share=facebook]', 'href')).toMatch(
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=.+v%3D300000/,
    );
    expect(await page.getAttribute('[data-share=twitter]', 'target')).toBe('_blank');
    expect(await axeViolations(page)).toEqual([]);
    await toggle.click();
    expect(await page.locator('#share-panel').count()).toBe(0);
    await context.close();
  });

  it('copies the report details and says so', async () => {
    const { page, context } = await openPage(h, '/tx/county/travis', { permissions: CLIPBOARD });
    const annual = await calculate(page, '300000');
    await page.click('.share > button');
    await page.click('[data-share=copy]');
    await expect.poll(() => page.locator('[data-toast=success]', { hasText: en.report.copied }).count()).toBe(1);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain('Travis County');
    expect(text).toContain(annual);
    expect(text).toContain('v=300000');
    await context.close();
  });

  it('when copying fails, says to copy the URL by hand and shows it selected', async () => {
    const { page, context } = await openPage(h, '/tx/county/travis');
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
      document.execCommand = () => false;
    });
    await calculate(page, '300000');
    await page.click('.share > button');
    await page.click('[data-share=copy-link]');
    await expect.poll(() => page.locator('[data-toast=error]', { hasText: en.share.copyFailed }).count()).toBe(1);
    expect(await page.inputValue('#share-url')).toContain('v=300000');
    await context.close();
  });
});
