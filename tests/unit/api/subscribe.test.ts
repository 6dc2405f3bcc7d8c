// Double opt-in from sign-up to unsubscribe, against the real server, database and outbox, on
// SQLite and on PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { freshStorage, linkIn, startApi, storeBackends, type Harness } from './harness.ts';

interface JobRow {
  kind: string;
  status: string;
  attempts: number;
  payload: string | null;
  created_at: string;
  next_attempt_at: string;
  sent_at: string | null;
}
interface SubscriberRow {
  email: string;
  email_key: string;
  state: string;
  first_name: string | null;
  county: string | null;
  language: string;
  tags: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

const inline = {
  email: 'Ana.Lopez@Example.com',
  state: 'tx',
  language: 'en',
  tags: ['tx-newsletter', 'property-tax-updates'],
};
const popup = {
  email: 'ana.lopez@example.com',
  firstName: 'Ana',
  state: 'tx',
  county: 'Harris',
  language: 'es',
  calculatedTax: 6210,
  tags: ['tx-calculator', 'harris'],
};

let api: Harness;
afterEach(() => api.dispose());

for (const { backend, label, skip } of storeBackends()) {
  const start = async (overrides: Parameters<typeof startApi>[0] = {}) =>
    startApi(overrides, await freshStorage(backend));

  describe.skipIf(skip)(`on ${label}`, () => {
    async function answer(res: Response): Promise<{ ok: boolean; status: string; message: string }> {
      return (await res.json()) as { ok: boolean; status: string; message: string };
    }

    describe('subscribe', () => {
      it('stores a new subscriber unconfirmed and writes the confirmation e-mail with its links', async () => {
        api = await start();
        const res = await api.post('/newsletter/subscribe', inline);
        expect(res.status).toBe(200);
        expect(await answer(res)).toEqual({
          ok: true,
          status: 'pending-confirmation',
          message: 'Almost done! Please check your email to confirm your subscription.',
        });
        const [row] = await api.rows<SubscriberRow>('subscribers');
        expect(row).toMatchObject({
          email: 'Ana.Lopez@Example.com',
          email_key: 'ana.lopez@example.com',
          state: 'tx',
          confirmed_at: null,
          unsubscribed_at: null,
        });
        expect(JSON.parse(row!.tags)).toEqual(['tx-newsletter', 'property-tax-updates']);
        const [mail] = await api.outbox();
        // The domain is lowercased by the mail composer (domains are case-insensitive); the local part is kept.
        expect(mail).toMatch(/^To: Ana\.Lopez@example\.com$/m);
        expect(mail).toContain('Subject: Please confirm your subscription to Texas Property Tax Calculator');
        expect(linkIn(mail!, 'confirm').startsWith(`${api.url}/api/newsletter/confirm?token=`)).toBe(true);
        expect(mail).toMatch(/^List-Unsubscribe:\s*<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?token=/m);
        // Tokens are kept only as SHA-256 hashes: the raw token from the e-mail is nowhere in the table.
        const token = new URL(linkIn(mail!, 'confirm')).searchParams.get('token')!;
        expect((await api.rows<{ hash: string }>('tokens')).map((t) => t.hash)).not.toContain(token);
        expect((await api.rows<{ hash: string }>('tokens')).every((t) => /^[0-9a-f]{64}$/.test(t.hash))).toBe(true);
      });

      it('accepts application/json with a charset parameter', async () => {
        api = await start();
        const res = await api.post('/newsletter/subscribe', inline, {
          'content-type': 'application/json; charset=utf-8',
        });
        expect(res.status).toBe(200);
        expect(await api.rows('subscribers')).toHaveLength(1);
      });

      it('a second sign-up of an unconfirmed address (any case) adds no row, fills only what was missing, and is answered as the first', async () => {
        api = await start();
        const first = await answer(await api.post('/newsletter/subscribe', inline));
        const again = await api.post('/newsletter/subscribe', popup);
        expect(again.status).toBe(200);
        // Answered in the request's language, with the same words as the first sign-up.
        expect(await answer(again)).toEqual({
          ok: true,
          status: 'pending-confirmation',
          message: '¡Ya casi! Por favor revise su correo para confirmar su suscripción.',
        });
        expect(first.status).toBe('pending-confirmation');
        const rows = await api.rows<SubscriberRow>('subscribers');
        expect(rows).toHaveLength(1);
        // The popup fills what the inline sign-up left empty, and names its language.
        expect(rows[0]).toMatchObject({ first_name: 'Ana', county: 'Harris', language: 'es' });
        expect(JSON.parse(rows[0]!.tags)).toEqual(['tx-newsletter', 'property-tax-updates', 'tx-calculator', 'harris']);
        // Within the resend interval no second e-mail goes out.
        expect(await api.outbox()).toHaveLength(1);
      });

      it('the same address on another state site is a separate subscription', async () => {
        api = await start();
        await api.post('/newsletter/subscribe', inline);
        const ca = await api.post('/newsletter/subscribe', { ...inline, state: 'ca', tags: ['ca-newsletter'] });
        expect((await answer(ca)).status).toBe('pending-confirmation');
        expect(await api.rows('subscribers')).toHaveLength(2);
      });

      it('20 concurrent sign-ups of one address end as one row and one e-mail', async () => {
        api = await start();
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            api
              .post('/newsletter/subscribe', { ...inline, email: i % 2 ? inline.email : inline.email.toUpperCase() })
              .then(answer),
          ),
        );
        expect(answers.every((a) => a.ok)).toBe(true);
        expect(answers.filter((a) => a.status !== 'pending-confirmation')).toEqual([]);
        expect(await api.rows('subscribers')).toHaveLength(1);
        expect(await api.outbox()).toHaveLength(1);
      });

      it('asking again after the resend interval sends the link again', async () => {
        let now = new Date('2026-03-01T12:00:00Z');
        api = await start({ now: () => now, resendAfterMinutes: 15 });
        await api.post('/newsletter/subscribe', inline);
        expect(await api.outbox()).toHaveLength(1);
        now = new Date('2026-03-01T12:16:00Z');
        const again = await answer(await api.post('/newsletter/subscribe', inline));
        expect(again).toEqual({
          ok: true,
          status: 'pending-confirmation',
          message: 'Almost done! Please check your email to confirm your subscription.',
        });
        const mails = await api.outbox();
        expect(mails).toHaveLength(2);
        // Both links work: the first e-mail's is not spoiled by the second.
        expect((await fetch(linkIn(mails[0]!, 'confirm'))).status).toBe(200);
      });
    });

    describe('confirm and unsubscribe links', () => {
      it('the confirm link flips the subscriber to confirmed and answers a page in their language', async () => {
        api = await start();
        await api.post('/newsletter/subscribe', popup);
        const page = await fetch(linkIn((await api.outbox())[0]!, 'confirm'));
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        expect(page.headers.get('referrer-policy')).toBe('no-referrer');
        const html = await page.text();
        expect(html).toContain('<html lang="es">');
        expect(html).toContain('Suscripción confirmada');
        expect(html).toContain('href="/tx/es"');
        expect((await api.rows<SubscriberRow>('subscribers'))[0]!.confirmed_at).not.toBeNull();
        const second = await answer(await api.post('/newsletter/subscribe', popup));
        // A confirmed address is answered exactly as a new one.
        expect(second).toEqual({
          ok: true,
          status: 'pending-confirmation',
          message: '¡Ya casi! Por favor revise su correo para confirmar su suscripción.',
        });
      });

      it('a link that expired (7 days) or was cut short is refused with a page in both languages', async () => {
        let now = new Date('2026-03-01T12:00:00Z');
        api = await start({ now: () => now });
        await api.post('/newsletter/subscribe', inline);
        const link = linkIn((await api.outbox())[0]!, 'confirm');
        const cut = await fetch(link.slice(0, -5));
        expect(cut.status).toBe(400);
        const html = await cut.text();
        expect(html).toContain('This link is not valid');
        expect(html).toContain('Este enlace no es válido');
        // A Spanish e-mail's link says so: Spanish first, the page in Spanish.
        const cutEs = await (await fetch(`${link.slice(0, -5)}&lang=es`)).text();
        expect(cutEs).toContain('<html lang="es">');
        expect(cutEs.indexOf('Este enlace no es válido')).toBeLessThan(cutEs.indexOf('This link is not valid'));
        now = new Date('2026-03-08T12:00:01Z');
        expect((await fetch(link)).status).toBe(400);
        expect((await api.rows<SubscriberRow>('subscribers'))[0]!.confirmed_at).toBeNull();
      });

      it('unsubscribe ends the subscription, spoils the confirm link, and signing up again starts over', async () => {
        api = await start();
        await api.post('/newsletter/subscribe', inline);
        const mail = (await api.outbox())[0]!;
        await fetch(linkIn(mail, 'confirm'));
        const page = await fetch(linkIn(mail, 'unsubscribe'));
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('You are unsubscribed');
        const row = (await api.rows<SubscriberRow>('subscribers'))[0]!;
        expect(row.unsubscribed_at).not.toBeNull();
        expect((await fetch(linkIn(mail, 'confirm'))).status).toBe(400);
        // Following the unsubscribe link twice is harmless.
        expect((await fetch(linkIn(mail, 'unsubscribe'))).status).toBe(200);
        const back = await answer(await api.post('/newsletter/subscribe', inline));
        expect(back.status).toBe('pending-confirmation');
        expect(await api.rows<SubscriberRow>('subscribers')).toMatchObject([
          { confirmed_at: null, unsubscribed_at: null },
        ]);
        expect(await api.outbox()).toHaveLength(2);
      });
    });

    describe('when the e-mail cannot be sent', () => {
      it('keeps the sign-up and its e-mail job, retries after a back-off, tries at once when the address asks again, and delivers once mail works', async () => {
        const storage = await freshStorage(backend);
        // Nothing listens on port 1 of loopback: the SMTP connection is refused at once.
        api = await startApi({ smtpUrl: 'smtp://127.0.0.1:1' }, storage);
        const res = await api.post('/newsletter/subscribe', inline);
        expect(res.status).toBe(200);
        expect(await answer(res)).toMatchObject({ ok: true, status: 'pending-confirmation' });
        await api.running.api.worker.drain();
        const [job] = await api.rows<JobRow>('mail_jobs');
        expect(job).toMatchObject({ kind: 'confirm', status: 'pending', attempts: 1, sent_at: null });
        expect(Date.parse(job!.next_attempt_at) - Date.parse(job!.created_at)).toBeGreaterThanOrEqual(5_000);
        expect(api.logs.join('\n')).toContain(
          'confirmation e-mail to subscriber 1 failed (attempt 1 of 10, will try again in 5 s)',
        );

        // Asking again does not wait out the back-off: the same job goes at once (and fails again).
        const again = await api.post('/newsletter/subscribe', inline);
        expect(await answer(again)).toMatchObject({
          ok: true,
          status: 'pending-confirmation',
          message: 'Almost done! Please check your email to confirm your subscription.',
        });
        await api.running.api.worker.drain();
        expect(await api.rows<JobRow>('mail_jobs')).toMatchObject([{ status: 'pending', attempts: 2 }]);
        expect(await api.rows('subscribers')).toHaveLength(1);
        await api.stop();

        // A minute later mail works again (here: the outbox folder); the next process sends the job once due.
        api = await startApi({ now: () => new Date(Date.now() + 60_000) }, storage);
        const mails = await api.outbox();
        expect(mails).toHaveLength(1);
        expect((await fetch(linkIn(mails[0]!, 'confirm').replace(/^http:\/\/127\.0\.0\.1:\d+/, api.url))).status).toBe(
          200,
        );
        expect(await api.rows<JobRow>('mail_jobs')).toMatchObject([{ status: 'sent', payload: null }]);
      });
    });
  });
}
