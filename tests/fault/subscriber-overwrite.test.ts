// Sign-ups sent by someone other than the address's owner, as an attacker would send them: before,
// a second sign-up for a confirmed address overwrote its first name, county, calculated tax and
// language, added tags without end (310 after 31 requests), and any inline sign-up without a
// language turned a Spanish subscriber English; the answers told confirmed, pending and unknown
// addresses apart; confirmation e-mails (carrying the sender's first-name text) could be sent
// every 15 minutes without end. Also the one-click unsubscribe (RFC 8058), names with
// direction-override or invisible characters, and the rate limit per IPv6 /64. SQLite and PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../api/contract.ts';
import { freshStorage, linkIn, startApi, storeBackends, type Harness } from '../unit/api/harness.ts';

interface Row {
  email: string;
  first_name: string | null;
  county: string | null;
  calculated_tax: number | null;
  language: string;
  tags: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

const owner = {
  email: 'ana@example.com',
  firstName: 'Ana',
  state: 'tx',
  county: 'Harris',
  language: 'es',
  calculatedTax: 6210,
  tags: ['tx-calculator', 'harris'],
};

let api: Harness;
afterEach(() => api?.dispose());

/** Status, headers that could differ, and body of an answer: what a prober gets to compare. */
async function seen(res: Response): Promise<{ status: number; length: string | null; body: string }> {
  return { status: res.status, length: res.headers.get('content-length'), body: await res.text() };
}

for (const { backend, label, skip } of storeBackends()) {
  const start = async (overrides: Parameters<typeof startApi>[0] = {}) =>
    startApi(overrides, await freshStorage(backend));

  describe.skipIf(skip)(`sign-ups by someone else, on ${label}`, () => {
    it('a confirmed subscriber is unchanged by 31 hostile sign-ups (name, county, tax, language, tags) and gets no e-mail from them', async () => {
      api = await start();
      await api.post('/newsletter/subscribe', owner);
      const [mail] = await api.outbox();
      expect((await fetch(linkIn(mail!, 'confirm'))).status).toBe(200);
      const before = (await api.rows<Row>('subscribers'))[0]!;

      for (let i = 0; i < 30; i++) {
        const res = await api.post('/newsletter/subscribe', {
          email: i % 2 ? 'ANA@example.com' : 'ana@example.com',
          firstName: `Mallory ${i}`,
          state: 'tx',
          county: 'Travis',
          language: 'en',
          calculatedTax: i,
          tags: Array.from({ length: LIMITS.tags }, (_, t) => `spam-${i}-${t}`),
        });
        expect(res.status).toBe(200);
      }
      // An inline sign-up names no language.
      await api.post('/newsletter/subscribe', { email: 'ana@example.com', state: 'tx', tags: ['tx-newsletter'] });

      const after = (await api.rows<Row>('subscribers'))[0]!;
      expect(after).toEqual(before);
      expect(after).toMatchObject({ first_name: 'Ana', county: 'Harris', calculated_tax: 6210, language: 'es' });
      expect(JSON.parse(after.tags)).toEqual(['tx-calculator', 'harris']);
      expect(await api.outbox()).toHaveLength(1);
    });

    it('confirmed, pending and unknown addresses get the same answer, in the language asked', async () => {
      api = await start();
      await api.post('/newsletter/subscribe', { ...owner, email: 'confirmed@example.com' });
      await fetch(linkIn((await api.outbox())[0]!, 'confirm'));
      await api.post('/newsletter/subscribe', { ...owner, email: 'pending@example.com' });
      const ask = (email: string, language: string) =>
        api.post('/newsletter/subscribe', { email, state: 'tx', language, tags: ['tx-newsletter'] }).then(seen);
      for (const language of ['en', 'es']) {
        const answers = [
          await ask('confirmed@example.com', language),
          await ask('pending@example.com', language),
          await ask(`unknown-${language}@example.com`, language),
        ];
        expect(answers[0]).toEqual(answers[2]);
        expect(answers[1]).toEqual(answers[2]);
        expect(JSON.parse(answers[0]!.body)).toEqual({
          ok: true,
          status: 'pending-confirmation',
          message:
            language === 'es'
              ? '¡Ya casi! Por favor revise su correo para confirmar su suscripción.'
              : 'Almost done! Please check your email to confirm your subscription.',
        });
      }
    });

    it('an unconfirmed sign-up keeps its language unless one is named, and its tags stay capped', async () => {
      api = await start();
      await api.post('/newsletter/subscribe', owner);
      for (let i = 0; i < 31; i++)
        await api.post('/newsletter/subscribe', {
          email: 'ana@example.com',
          state: 'tx',
          tags: Array.from({ length: LIMITS.tags }, (_, t) => `t${i}-${t}`),
        });
      let row = (await api.rows<Row>('subscribers'))[0]!;
      expect(row.language).toBe('es');
      // The owner's details stay; a later sign-up only fills what is missing.
      expect(row).toMatchObject({ first_name: 'Ana', county: 'Harris' });
      const tags = JSON.parse(row.tags) as string[];
      expect(tags).toHaveLength(LIMITS.tags);
      expect(tags.slice(0, 2)).toEqual(['tx-calculator', 'harris']);
      await api.post('/newsletter/subscribe', { email: 'ana@example.com', state: 'tx', language: 'en', tags: [] });
      row = (await api.rows<Row>('subscribers'))[0]!;
      expect(row.language).toBe('en');
    });

    it('confirmation e-mails to one address are limited to 3 a day, however often it is signed up', async () => {
      let now = new Date('2026-03-01T00:00:00Z');
      api = await start({ now: () => now, resendAfterMinutes: 15 });
      const signUp = () => api.post('/newsletter/subscribe', { ...owner, firstName: 'Visit evil.example' });
      await signUp();
      await api.outbox();
      // Every 16 minutes for the rest of the day: each time the resend interval has passed.
      for (let i = 1; i <= 20; i++) {
        now = new Date(Date.parse('2026-03-01T00:00:00Z') + i * 16 * 60_000);
        expect((await signUp()).status).toBe(200);
        await api.outbox();
      }
      expect(await api.outbox()).toHaveLength(3);
      // A day after the first, one more may go.
      now = new Date('2026-03-02T00:01:00Z');
      await signUp();
      expect(await api.outbox()).toHaveLength(4);
    });
  });

  describe.skipIf(skip)(`one-click unsubscribe (RFC 8058), on ${label}`, () => {
    it('the e-mail names the link and the one-click POST; the POST a mail program sends unsubscribes', async () => {
      api = await start();
      await api.post('/newsletter/subscribe', owner);
      const [mail] = await api.outbox();
      await fetch(linkIn(mail!, 'confirm'));
      const headers = mail!.split('\n\n')[0]!.replace(/\n\s+/g, ' ');
      const link = headers.match(/^List-Unsubscribe: <([^>]+)>$/m)?.[1];
      expect(link).toMatch(/\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+&lang=es$/);
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const form = new FormData();
      form.set('List-Unsubscribe', 'One-Click');
      const res = await fetch(link!, { method: 'POST', body: form });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, status: 'unsubscribed', message: 'Se dio de baja' });
      expect((await api.rows<Row>('subscribers'))[0]!.unsubscribed_at).not.toBeNull();
      // Sent again (urlencoded this time), it is harmless.
      const again = await fetch(link!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(again.status).toBe(200);
      // A made-up token unsubscribes nobody.
      const forged = await fetch(link!.replace(/token=[^&]+/, `token=${'x'.repeat(43)}`), { method: 'POST' });
      expect(forged.status).toBe(400);
    });
  });
}

describe('names and the rate limit', () => {
  it('refuses direction-override and invisible characters in names, naming the character, in both languages', async () => {
    api = await startApi();
    const cases: [string, string, string][] = [
      ['Ana\u202Egnp.exe', 'U+202E', 'en'],
      ['A\u200Bna', 'U+200B', 'es'],
      ['\u2066Ana\u2069', 'U+2066', 'en'],
      ['An\uFEFFa', 'U+FEFF', 'en'],
    ];
    for (const [firstName, code, language] of cases) {
      const res = await api.post('/newsletter/subscribe', { ...owner, firstName, language });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { field: string; message: string };
      expect(body.field).toBe('firstName');
      expect(body.message).toBe(
        language === 'es'
          ? `El nombre contiene caracteres invisibles o de dirección del texto (${code}). Por favor escríbalo de nuevo sin ellos.`
          : `First name holds invisible or text-direction characters (${code}). Please type it again without them.`,
      );
    }
    const contact = await api.post('/contact', {
      name: 'Bo\u202E',
      email: 'bo@example.com',
      subject: 'Hi',
      message: 'Hello',
    });
    expect(((await contact.json()) as { field: string }).field).toBe('name');
    expect(await api.rows('subscribers')).toHaveLength(0);
    expect(await api.rows('messages')).toHaveLength(0);
    // Names in other scripts, with accents or joiners, are welcome.
    for (const firstName of ['José', 'Zoë', 'محمد', 'क्‍ष', 'Nguyễn'])
      expect(
        (await api.post('/newsletter/subscribe', { ...owner, email: `${firstName.length}@example.com`, firstName }))
          .status,
      ).toBe(200);
  });

  it('counts IPv6 clients per /64: 60 addresses of one /64 share one bucket; another /64 has its own', async () => {
    api = await startApi({ rateLimit: { burst: 10, perMinute: 1 }, trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 1; i <= 60; i++) {
      const res = await api.post(
        '/notify',
        { email: `n${i}@example.com`, state: 'tx' },
        { 'x-forwarded-for': `2001:db8:abcd:12::${i.toString(16)}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    const other = await api.post(
      '/notify',
      { email: 'x@example.com', state: 'tx' },
      { 'x-forwarded-for': '2001:db8:abcd:13::1' },
    );
    expect(other.status).toBe(200);
    // IPv4 written as IPv6 is the IPv4 address.
    const v4 = (address: string, email: string) =>
      api.post('/notify', { email, state: 'tx' }, { 'x-forwarded-for': address }).then((r) => r.status);
    for (let i = 0; i < 10; i++) expect(await v4('198.51.100.7', `v4-${i}@example.com`)).toBe(200);
    expect(await v4('::ffff:198.51.100.7', 'v4-mapped@example.com')).toBe(429);
  });
});
