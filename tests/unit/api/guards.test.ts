// The API's guards: the honeypot, the origin allow-list with its preflight, the Host check, and
// the per-IP limit (in memory with SQLite, in the database with PostgreSQL).
import { afterEach, describe, expect, it } from 'vitest';
import { apiConfig } from '../../../api/config.ts';
import { openDb } from '../../../api/db.ts';
import { migrate } from '../../../api/migrations.ts';
import { databaseRateLimiter } from '../../../api/rate-limit-db.ts';
import { rateLimiter } from '../../../api/rate-limit.ts';
import { freshStorage, startApi, startApi as startFresh, storeBackends, type Harness } from './harness.ts';

const inline = {
  email: 'ana@example.com',
  state: 'tx',
  language: 'en',
  tags: ['tx-newsletter', 'property-tax-updates'],
};
const contact = { name: 'Bo', email: 'bo@example.com', subject: 'Harris', message: 'Rate looks old.' };

let api: Harness;
afterEach(() => api.dispose());

describe('honeypot (field "website")', () => {
  it('a filled honeypot gets the same answer as a real first sign-up, and nothing is stored or sent', async () => {
    api = await startApi();
    const caught = await api.post('/newsletter/subscribe', { ...inline, website: 'http://spam.example' });
    const real = await api.post('/newsletter/subscribe', { ...inline, email: 'real@example.com', website: '' });
    expect(caught.status).toBe(200);
    expect(await caught.json()).toEqual(await real.json());
    expect((await api.rows<{ email: string }>('subscribers')).map((r) => r.email)).toEqual(['real@example.com']);
    expect(await api.outbox()).toHaveLength(1);
  });

  it('works the same on notify-me and contact, even when the rest of the body is invalid', async () => {
    api = await startApi();
    const notify = await api.post('/notify', { email: 'not-an-email', state: 'tx', language: 'es', website: 'x' });
    expect(await notify.json()).toEqual({
      ok: true,
      status: 'pending-confirmation',
      message:
        '¡Ya casi! Por favor revise su correo y confirme: después le enviaremos un solo correo cuando se publiquen tasas nuevas.',
    });
    const sent = await api.post('/contact', { ...contact, website: 'x' });
    expect(await sent.json()).toEqual({
      ok: true,
      status: 'received',
      message: 'Thank you! Your message has been sent.',
    });
    expect(await api.rows('notify_requests')).toHaveLength(0);
    expect(await api.rows('messages')).toHaveLength(0);
    expect(await api.outbox()).toHaveLength(0);
  });
});

describe('CORS allow-list', () => {
  const allowed = 'https://tx.example.org';

  it('an allowed origin gets its Access-Control-Allow-Origin and the request goes through', async () => {
    api = await startApi({ allowedOrigins: [allowed] });
    const res = await api.post('/newsletter/subscribe', inline, { origin: allowed });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(res.headers.get('vary')).toBe('Origin');
    expect(await api.rows('subscribers')).toHaveLength(1);
  });

  it('another origin is refused with 403 before anything is read or stored', async () => {
    api = await startApi({ allowedOrigins: [allowed] });
    const res = await api.post('/newsletter/subscribe', inline, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await res.json()).toMatchObject({
      ok: false,
      error: 'origin_not_allowed',
      message: 'Requests from https://evil.example are not allowed.',
    });
    expect(await api.rows('subscribers')).toHaveLength(0);
  });

  it("the API's own origin and requests without Origin are let through", async () => {
    api = await startApi({ allowedOrigins: [] });
    expect((await api.post('/newsletter/subscribe', inline, { origin: api.url })).status).toBe(200);
    expect((await api.post('/notify', { ...inline, tags: undefined })).status).toBe(200);
  });

  it("an Origin naming the request's own Host is not trusted for that (DNS rebinding): 403", async () => {
    api = await startApi({ allowedOrigins: [allowed], publicUrl: 'https://tax.example.org' });
    const port = new URL(api.url).port;
    // A page on rebound.example whose name now points at this server: Origin and Host agree.
    const res = await fetch(`${api.url}/api/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://rebound.example:${port}` },
      body: JSON.stringify({ email: 'a@example.com', state: 'tx' }),
    });
    expect(res.status).toBe(403);
    expect(await api.rows('notify_requests')).toHaveLength(0);
  });

  it('preflight: 204 with methods and headers for an allowed origin, 403 for another', async () => {
    api = await startApi({ allowedOrigins: [allowed] });
    const ok = await fetch(`${api.url}/api/contact`, {
      method: 'OPTIONS',
      headers: {
        origin: allowed,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(ok.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(ok.headers.get('access-control-allow-headers')).toBe('content-type');
    const denied = await fetch(`${api.url}/api/contact`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('Host header', () => {
  it('a Host this server was not configured for gets 421 and nothing is stored', async () => {
    api = await startApi({ allowedOrigins: ['https://tx.example.org'], publicUrl: 'https://tax.example.org' });
    const port = new URL(api.url).port;
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/notify',
          method: 'POST',
          headers: { host: `rebound.example:${port}`, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.once('error', reject);
      req.end(JSON.stringify({ email: 'a@example.com', state: 'tx' }));
    });
    expect(status).toBe(421);
    expect(await api.rows('notify_requests')).toHaveLength(0);
    // The configured public name and the server's own address are answered.
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
  });
});

for (const { backend, label, skip } of storeBackends()) {
  describe.skipIf(skip)(`rate limit per client IP on ${label}`, () => {
    const startApi = async (overrides: Parameters<typeof startFresh>[0] = {}) =>
      startFresh(overrides, await freshStorage(backend));

    it('answers 429 with Retry-After once the burst is spent, and stores nothing for it', async () => {
      api = await startApi({ rateLimit: { burst: 3, perMinute: 6 } });
      for (let i = 0; i < 3; i++)
        expect((await api.post('/notify', { email: `n${i}@example.com`, state: 'tx' })).status).toBe(200);
      const limited = await api.post('/notify', { email: 'n3@example.com', state: 'tx', language: 'es' });
      expect(limited.status).toBe(429);
      // 6 a minute = one every 10 s.
      expect(limited.headers.get('retry-after')).toBe('10');
      expect(await limited.json()).toMatchObject({
        ok: false,
        error: 'rate_limited',
        message: 'Too many requests. Please wait 10 seconds and try again.',
      });
      expect(await api.rows('notify_requests')).toHaveLength(3);
      // Reading a confirm link is not limited.
      expect((await fetch(`${api.url}/api/newsletter/confirm?token=x`)).status).toBe(400);
    });

    it('behind one trusted proxy the address it appended counts; what the client wrote before it does not', async () => {
      api = await startApi({ rateLimit: { burst: 1, perMinute: 1 }, trustProxy: 1 });
      const from = (chain: string, email: string) =>
        api.post('/notify', { email, state: 'tx' }, { 'x-forwarded-for': chain });
      expect((await from('203.0.113.5', 'a@example.com')).status).toBe(200);
      expect((await from('203.0.113.5', 'b@example.com')).status).toBe(429);
      // A made-up address in front of the real one does not buy a fresh bucket.
      expect((await from('198.51.100.99, 203.0.113.5', 'c@example.com')).status).toBe(429);
      expect((await from('198.51.100.7', 'd@example.com')).status).toBe(200);
    });

    it('behind two proxies the client is the second entry from the right', async () => {
      api = await startApi({ rateLimit: { burst: 1, perMinute: 1 }, trustProxy: 2 });
      const from = (chain: string, email: string) =>
        api.post('/notify', { email, state: 'tx' }, { 'x-forwarded-for': chain });
      expect((await from('203.0.113.5, 10.0.0.1', 'a@example.com')).status).toBe(200);
      expect((await from('6.6.6.6, 203.0.113.5, 10.0.0.1', 'b@example.com')).status).toBe(429);
      expect((await from('198.51.100.7, 10.0.0.1', 'c@example.com')).status).toBe(200);
    });

    it('a port or brackets a proxy wrote in X-Forwarded-For do not make each source port a client of its own', async () => {
      // As an operator runs it behind one proxy: API_TRUST_PROXY=1 and the default burst.
      const operator = apiConfig({ API_TRUST_PROXY: '1' });
      api = await startApi({ trustProxy: operator.trustProxy, rateLimit: operator.rateLimit });
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) {
        const res = await api.post(
          '/newsletter/subscribe',
          { ...inline, email: `p${i}@example.com` },
          { 'x-forwarded-for': `192.0.2.9:${40001 + i}` },
        );
        statuses.push(res.status);
      }
      const burst = operator.rateLimit.burst;
      expect(statuses).toEqual([...Array<number>(burst).fill(200), ...Array<number>(15 - burst).fill(429)]);
      expect(await api.rows('subscribers')).toHaveLength(burst);
      // One IPv6 client, with and without brackets and port, is one client too.
      const v6 = ['[2001:db8::1]:443', '[2001:db8::1]', '2001:db8::1'];
      for (let i = 0; i < burst; i++)
        expect(
          (await api.post('/notify', { email: `v${i}@example.com`, state: 'tx' }, { 'x-forwarded-for': v6[i % 3]! }))
            .status,
        ).toBe(200);
      expect(
        (await api.post('/notify', { email: 'v@example.com', state: 'tx' }, { 'x-forwarded-for': v6[0]! })).status,
      ).toBe(429);
    });

    it('the shared bucket in the database refills at the configured rate', async () => {
      const storage = await freshStorage(backend);
      const db = await openDb({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir });
      try {
        await migrate(db);
        let t = 1_000_000;
        const limiter = databaseRateLimiter(db, { burst: 2, perMinute: 30 }, () => t);
        expect((await limiter.take('a')).ok).toBe(true);
        expect((await limiter.take('a')).ok).toBe(true);
        // Empty bucket; 30 a minute = one token every 2,000 ms.
        expect(await limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 2 });
        t += 1_999;
        expect((await limiter.take('a')).ok).toBe(false);
        t += 2_001;
        expect((await limiter.take('a')).ok).toBe(true);
        expect((await limiter.take('b')).ok).toBe(true);
      } finally {
        await db.close();
        await storage.dispose();
      }
    });
  });
}

describe('rate limit in memory (one process, SQLite)', () => {
  it('the bucket refills at the configured rate', () => {
    let t = 0;
    const limiter = rateLimiter({ burst: 2, perMinute: 30 }, () => t);
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('a').ok).toBe(true);
    // Empty bucket; 30 a minute = one token every 2,000 ms.
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 2 });
    t = 1_999;
    expect(limiter.take('a').ok).toBe(false);
    t = 4_000;
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('b').ok).toBe(true);
  });
});
