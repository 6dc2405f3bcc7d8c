// Double opt-in from sign-up to unsubscribe, against the real server, file and outbox.
import { afterEach, describe, expect, it } from 'vitest';
import { linkIn, startApi, type Harness } from './harness.ts';

interface SubscriberRow { email: string; email_key: string; state: string; first_name: string | null; county: string | null; language: string; tags: string; confirmed_at: string | null; unsubscribed_at: string | null }

const inline = { email: 'Ana.Lopez@Example.com', state: 'tx', language: 'en', tags: ['tx-newsletter', 'property-tax-updates'] };
const popup = { email: 'ana.lopez@example.com', firstName: 'Ana', state: 'tx', county: 'Harris', language: 'es', calculatedTax: 6210, tags: ['tx-calculator', 'harris'] };

let api: Harness;
afterEach(() => api.dispose());

async function answer(res: Response): Promise<{ ok: boolean; status: string; message: string }> {
  return (await res.json()) as { ok: boolean; status: string; message: string };
}

describe('subscribe', () => {
  it('stores a new subscriber unconfirmed and writes the confirmation e-mail with its links', async () => {
    api = await startApi();
    const res = await api.post('/newsletter/subscribe', inline);
    expect(res.status).toBe(200);
    expect(await answer(res)).toEqual({ ok: true, status: 'pending-confirmation', message: 'Almost done! Please check your email to confirm your subscription.' });
    const [row] = api.rows<SubscriberRow>('subscribers');
    expect(row).toMatchObject({ email: 'Ana.Lopez@Example.com', email_key: 'ana.lopez@example.com', state: 'tx', confirmed_at: null, unsubscribed_at: null });
    expect(JSON.parse(row!.tags)).toEqual(['tx-newsletter', 'property-tax-updates']);
    const [mail] = api.outbox();
    // The domain is lowercased by the mail composer (domains are case-insensitive); the local part is kept.
    expect(mail).toMatch(/^To: Ana\.Lopez@example\.com$/m);
    expect(mail).toContain('Subject: Please confirm your subscription to Texas Property Tax Calculator');
    expect(linkIn(mail!, 'confirm').startsWith(`${api.url}/api/newsletter/confirm?token=`)).toBe(true);
    expect(mail).toMatch(/^List-Unsubscribe:\s*<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?token=/m);
    // Tokens are kept only as SHA-256 hashes: the raw token from the e-mail is nowhere in the table.
    const token = new URL(linkIn(mail!, 'confirm')).searchParams.get('token')!;
    expect(api.rows<{ hash: string }>('tokens').map((t) => t.hash)).not.toContain(token);
    expect(api.rows<{ hash: string }>('tokens').every((t) => /^[0-9a-f]{64}$/.test(t.hash))).toBe(true);
  });

  it('accepts application/json with a charset parameter', async () => {
    api = await startApi();
    const res = await api.post('/newsletter/subscribe', inline, { 'content-type': 'application/json; charset=utf-8' });
    expect(res.status).toBe(200);
    expect(api.rows('subscribers')).toHaveLength(1);
  });

  it('a second sign-up of the same address (any case) is no error and adds no row', async () => {
    api = await startApi();
    await api.post('/newsletter/subscribe', inline);
    const again = await api.post('/newsletter/subscribe', popup);
    expect(again.status).toBe(200);
    expect(await answer(again)).toMatchObject({ ok: true, status: 'already-subscribed' });
    const rows = api.rows<SubscriberRow>('subscribers');
    expect(rows).toHaveLength(1);
    // The popup's details and tags join the inline sign-up's.
    expect(rows[0]).toMatchObject({ first_name: 'Ana', county: 'Harris', language: 'es' });
    expect(JSON.parse(rows[0]!.tags)).toEqual(['tx-newsletter', 'property-tax-updates', 'tx-calculator', 'harris']);
    // Within the resend interval no second e-mail goes out.
    expect(api.outbox()).toHaveLength(1);
  });

  it('the same address on another state site is a separate subscription', async () => {
    api = await startApi();
    await api.post('/newsletter/subscribe', inline);
    const ca = await api.post('/newsletter/subscribe', { ...inline, state: 'ca', tags: ['ca-newsletter'] });
    expect((await answer(ca)).status).toBe('pending-confirmation');
    expect(api.rows('subscribers')).toHaveLength(2);
  });

  it('20 concurrent sign-ups of one address end as one row and one e-mail', async () => {
    api = await startApi();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      api.post('/newsletter/subscribe', { ...inline, email: i % 2 ? inline.email : inline.email.toUpperCase() }).then(answer)));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(answers.filter((a) => a.status === 'pending-confirmation')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'already-subscribed')).toHaveLength(19);
    expect(api.rows('subscribers')).toHaveLength(1);
    expect(api.outbox()).toHaveLength(1);
  });

  it('asking again after the resend interval sends the link again', async () => {
    let now = new Date('2026-03-01T12:00:00Z');
    api = await startApi({ now: () => now, resendAfterMinutes: 15 });
    await api.post('/newsletter/subscribe', inline);
    now = new Date('2026-03-01T12:16:00Z');
    const again = await answer(await api.post('/newsletter/subscribe', inline));
    expect(again).toEqual({ ok: true, status: 'already-subscribed', message: 'You are already signed up. We sent the confirmation link again; please check your email.' });
    const mails = api.outbox();
    expect(mails).toHaveLength(2);
    // Both links work: the first e-mail's is not spoiled by the second.
    expect((await fetch(linkIn(mails[0]!, 'confirm'))).status).toBe(200);
  });
});

describe('confirm and unsubscribe links', () => {
  it('the confirm link flips the subscriber to confirmed and answers a page in their language', async () => {
    api = await startApi();
    await api.post('/newsletter/subscribe', popup);
    const page = await fetch(linkIn(api.outbox()[0]!, 'confirm'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Suscripción confirmada');
    expect(html).toContain('href="/tx/es"');
    expect(api.rows<SubscriberRow>('subscribers')[0]!.confirmed_at).not.toBeNull();
    const second = await answer(await api.post('/newsletter/subscribe', popup));
    expect(second).toEqual({ ok: true, status: 'already-subscribed', message: 'Usted ya está suscrito. ¡Gracias!' });
  });

  it('a link that expired (7 days) or was cut short is refused with a page in both languages', async () => {
    let now = new Date('2026-03-01T12:00:00Z');
    api = await startApi({ now: () => now });
    await api.post('/newsletter/subscribe', inline);
    const link = linkIn(api.outbox()[0]!, 'confirm');
    const cut = await fetch(link.slice(0, -5));
    expect(cut.status).toBe(400);
    const html = await cut.text();
    expect(html).toContain('This link is not valid');
    expect(html).toContain('Este enlace no es válido');
    now = new Date('2026-03-08T12:00:01Z');
    expect((await fetch(link)).status).toBe(400);
    expect(api.rows<SubscriberRow>('subscribers')[0]!.confirmed_at).toBeNull();
  });

  it('unsubscribe ends the subscription, spoils the confirm link, and signing up again starts over', async () => {
    api = await startApi();
    await api.post('/newsletter/subscribe', inline);
    const mail = api.outbox()[0]!;
    await fetch(linkIn(mail, 'confirm'));
    const page = await fetch(linkIn(mail, 'unsubscribe'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You are unsubscribed');
    const row = api.rows<SubscriberRow>('subscribers')[0]!;
    expect(row.unsubscribed_at).not.toBeNull();
    expect((await fetch(linkIn(mail, 'confirm'))).status).toBe(400);
    // Following the unsubscribe link twice is harmless.
    expect((await fetch(linkIn(mail, 'unsubscribe'))).status).toBe(200);
    const back = await answer(await api.post('/newsletter/subscribe', inline));
    expect(back.status).toBe('pending-confirmation');
    expect(api.rows<SubscriberRow>('subscribers')).toMatchObject([{ confirmed_at: null, unsubscribed_at: null }]);
    expect(api.outbox()).toHaveLength(2);
  });
});

describe('when the e-mail cannot be sent', () => {
  it('answers 502, keeps the sign-up, and the next try sends again instead of waiting', async () => {
    // Nothing listens on port 1 of loopback: the SMTP connection is refused at once.
    api = await startApi({ smtpUrl: 'smtp://127.0.0.1:1' });
    const res = await api.post('/newsletter/subscribe', inline);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ ok: false, error: 'mail_failed' });
    expect(api.rows('subscribers')).toHaveLength(1);
    expect(api.rows('tokens')).toHaveLength(0);
    expect(api.logs.join('\n')).toContain('confirmation e-mail to subscriber 1 failed');
    const again = await api.post('/newsletter/subscribe', inline);
    expect(again.status).toBe(502);
    expect(api.rows('subscribers')).toHaveLength(1);
  });
});
