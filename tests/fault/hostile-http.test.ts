// Hostile HTTP against `cli.ts serve` (the sites and the API on one origin), each with the status
// it must get, and what must not happen: no 500, no stack trace in the log, nothing stored for a
// refused request, no forged header line in the inbox, every answer with its security headers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAll } from '../../cli/serve.ts';
import { headersFile } from '../../generator/security-headers.ts';
import type { RunningServer } from '../../api/server.ts';
import { freshStorage, readOutbox, ROOT, type Storage } from '../unit/api/harness.ts';

let running: RunningServer;
let storage: Storage;
let dist: string;
const logs: string[] = [];
const port = () => new URL(running.url).port;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'hostile-dist-'));
  for (const v of ['tx', 'hub']) {
    mkdirSync(join(dist, v));
    writeFileSync(join(dist, v, 'index.html'), `<!doctype html><title>${v}</title>`);
    writeFileSync(join(dist, v, '_headers'), headersFile({ apiBase: '/api', analytics: null }));
  }
  storage = await freshStorage('sqlite');
  running = await serveAll(
    { port: '0', host: '127.0.0.1', dist, data: storage.dataDir, root: ROOT },
    { rateLimit: { burst: 1000, perMinute: 1000 } },
    (line) => logs.push(line),
  );
});
afterAll(async () => {
  await running?.close();
  await storage?.dispose();
  rmSync(dist, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request exactly as given (method, raw path, headers, raw bytes): fetch would clean some of it up. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: port(),
        method,
        path,
        headers: {
          ...(body !== undefined
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  raw('POST', `/api${path}`, headers, typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
const errorOf = (r: Raw) => JSON.parse(r.body) as { error?: string; field?: string; message: string };
const nested = (depth: number) =>
  `{"email":"a@example.com","state":"tx","tags":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe('hostile request bodies', () => {
  it.each([
    ['JSON nested 5,000 deep', nested(5_000), 400, 'too_deep'],
    ['a top-level array nested 5,000 deep', `${'['.repeat(5_000)}${']'.repeat(5_000)}`, 400, 'too_deep'],
    [
      '17 KB of JSON',
      JSON.stringify({ email: 'a@example.com', state: 'tx', firstName: 'x'.repeat(17 * 1024) }),
      413,
      'payload_too_large',
    ],
    [
      '300 values in 2 KB',
      JSON.stringify({ email: 'a@example.com', state: 'tx', tags: Array.from({ length: 300 }, () => 1) }),
      413,
      'payload_too_large',
    ],
    [
      'bytes that are not UTF-8',
      Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      400,
      'malformed_json',
    ],
    [
      'a lone surrogate in a name',
      '{"email":"a@example.com","state":"tx","firstName":"Ana \\ud800","language":"en"}',
      422,
      'invalid_field',
    ],
    [
      'a NUL in a contact message',
      JSON.stringify({ name: 'Bo', email: 'bo@example.com', subject: 'Hi', message: 'Hello\u0000there' }),
      422,
      'invalid_field',
    ],
  ])('%s: %i %s, nothing stored, no stack trace logged', async (_, body, status, error) => {
    const path = typeof body === 'string' && body.includes('"message"') ? '/contact' : '/newsletter/subscribe';
    const res = await post(path, body);
    expect(res.status).toBe(status);
    expect(errorOf(res).error).toBe(error);
    expect(await storage.rows('subscribers')).toHaveLength(0);
    expect(await storage.rows('messages')).toHaveLength(0);
    expect(logs.filter((l) => /\n\s+at /.test(l))).toEqual([]);
  });

  it("names the field holding a broken character, in the request's language", async () => {
    const res = await post(
      '/newsletter/subscribe',
      '{"email":"a@example.com","state":"tx","firstName":"\\udc00x","county":"Harris","language":"es"}',
    );
    expect(errorOf(res)).toMatchObject({
      field: 'firstName',
      message: 'El nombre contiene un carácter dañado. Por favor escríbalo de nuevo.',
    });
  });
});

describe('text that is fine but needs care', () => {
  it('stores a decomposed "José" composed (NFC), and an internationalized domain in punycode', async () => {
    const res = await post('/newsletter/subscribe', {
      email: 'jose@bücher.de',
      firstName: 'Jose\u0301',
      state: 'tx',
      language: 'en',
      tags: [],
    });
    expect(res.status).toBe(200);
    const [row] = await storage.rows<{ email: string; email_key: string; first_name: string }>('subscribers');
    expect(row).toMatchObject({
      email: 'jose@xn--bcher-kva.de',
      email_key: 'jose@xn--bcher-kva.de',
      first_name: 'José',
    });
    await running.api.worker.drain();
    expect(readOutbox(storage.dataDir).find((m) => m.includes('To: jose@xn--bcher-kva.de'))).toBeDefined();
  });

  it('a line break in a contact name or subject cannot forge a header line in the inbox copy', async () => {
    const res = await post('/contact', {
      name: 'Eve\r\nBcc: victim@example.com',
      email: 'eve@example.com',
      subject: 'Hi\r\nX-Priority: 1\nFrom: boss@example.com',
      message: 'Hello',
    });
    expect(res.status).toBe(200);
    await running.api.worker.drain();
    const mail = readOutbox(storage.dataDir).find((m) => m.includes('To: contact@localhost'))!;
    expect(mail).not.toMatch(/^(Bcc|X-Priority):/m);
    expect(mail.match(/^From: .*/gm)).toEqual([
      'From: no-reply@localhost',
      'From: Eve Bcc: victim@example.com <eve@example.com>',
    ]);
    expect(mail).toContain('Subject: Hi X-Priority: 1 From: boss@example.com\n');
  });
});

describe('hostile headers', () => {
  it("an Origin that names the request's own (rebound) Host is refused: 421 for the Host, 403 for the Origin", async () => {
    const rebound = `rebound.example:${port()}`;
    expect(
      (await post('/notify', { email: 'a@example.com', state: 'tx' }, { host: rebound, origin: `http://${rebound}` }))
        .status,
    ).toBe(421);
    expect(
      (await post('/notify', { email: 'a@example.com', state: 'tx' }, { origin: `http://${rebound}` })).status,
    ).toBe(403);
    expect((await raw('GET', '/tx/', { host: rebound })).status).toBe(421);
    expect(await storage.rows('notify_requests')).toHaveLength(0);
  });

  it('behind one proxy, an X-Forwarded-For entry the client wrote does not buy a fresh rate-limit bucket: 429', async () => {
    const own = await freshStorage('sqlite');
    const limited = await serveAll(
      { port: '0', host: '127.0.0.1', dist, data: own.dataDir, root: ROOT },
      { trustProxy: 1, rateLimit: { burst: 1, perMinute: 1 } },
      () => undefined,
    );
    try {
      const send = (chain: string, email: string) =>
        fetch(`${limited.url}/api/notify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': chain },
          body: JSON.stringify({ email, state: 'tx' }),
        });
      expect((await send('203.0.113.9', 'a@example.com')).status).toBe(200);
      expect((await send('1.2.3.4, 203.0.113.9', 'b@example.com')).status).toBe(429);
      expect((await send('5.6.7.8, 203.0.113.9', 'c@example.com')).status).toBe(429);
    } finally {
      await limited.close();
      await own.dispose();
    }
  });
});

describe('hostile URLs and methods on the static sites', () => {
  it.each(['/tx/%', '/hub/%ZZ', '/tx/%E0%A4%A', '/hub/county/%C0%AF'])(
    '%s: 400, not a dropped connection',
    async (path) => {
      const res = await raw('GET', path);
      expect(res.status).toBe(400);
    },
  );

  it.each(['PUT', 'DELETE', 'PATCH', 'TRACE', 'POST'])('%s /tx/: 405 with Allow', async (method) => {
    const res = await raw(method, '/tx/', {}, '');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('HEAD answers the headers without a body; _headers itself is not served', async () => {
    const head = await raw('HEAD', '/tx/');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await raw('GET', '/tx/_headers')).status).toBe(404);
  });

  it.each([
    ['GET', '/tx/'],
    ['GET', '/tx/missing'],
    ['GET', '/tx/%'],
    ['PUT', '/tx/'],
    ['GET', '/api/health'],
    ['POST', '/api/nope'],
  ])('%s %s carries nosniff, a referrer policy, no framing and a Content-Security-Policy', async (method, path) => {
    const res = await raw(method, path, {}, method === 'PUT' || method === 'POST' ? '' : undefined);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });

  it("the pages' policy allows their own scripts and the API, and nothing inline but style attributes", async () => {
    const csp = (await raw('GET', '/tx/')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
  });
});
