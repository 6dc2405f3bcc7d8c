// The static server under files that change while it serves, as a rebuild does (`rm -rf dist/tx`
// and write it again): before, a file gone between the server's look and its read ended the whole
// process (sites and API) with ENOENT from a read stream nobody listened to. Also what it serves:
// the build's precompressed copies with length and ETag, 304 on If-None-Match, its own compressed
// copy when there is none, and no symbolic link out of the site.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSites } from '../../generator/serve/serve.ts';
import { spawn } from 'node:child_process';
import { cli, until } from './helpers.ts';

interface Got {
  status: number | 'lost';
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Got> {
  return new Promise((resolve) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', () => resolve({ status: 'lost', headers: {}, body: Buffer.alloc(0) }));
    });
    req.on('error', () => resolve({ status: 'lost', headers: {}, body: Buffer.alloc(0) }));
    req.end();
  });
}

const PAGES = 40;
/** How many times the folder is removed and copied back while the clients read. */
const REBUILDS = 150;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(300_000))});`;
const page = (i: number) => `<!doctype html><title>page ${i}</title>${'<p>Harris County property tax</p>'.repeat(400)}`;

/** A Texas site of PAGES pages, a 404 page and a script, written as a build writes them. */
function writeSite(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), page(0));
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dir, 'assets/app-abcdef12.js'), SCRIPT);
  for (let i = 1; i < PAGES; i++) {
    mkdirSync(join(dir, `county-${i}`), { recursive: true });
    writeFileSync(join(dir, `county-${i}/index.html`), page(i));
  }
}

/** Whether a 200 carries the whole file the path names (decompressed when it came compressed). */
function whole(path: string, got: Got): boolean {
  const body = got.headers['content-encoding'] === 'br' ? brotliDecompressSync(got.body) : got.body;
  if (path.endsWith('.js')) return body.toString() === SCRIPT;
  const n = path === '/tx/' ? 0 : Number(/county-(\d+)/.exec(path)?.[1]);
  return body.toString() === page(n);
}

describe('a site folder removed and written again under load', () => {
  it('every request gets 200, 404 or 503 with Retry-After, none is dropped or cut short, and `serve` stays up', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'fault-dist-'));
    const data = mkdtempSync(join(tmpdir(), 'fault-data-'));
    const site = join(dist, 'tx');
    writeSite(site);
    const server = cli(['serve', '--port', '0', '--data', data, '--dist', dist]);
    let out = '';
    server.child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
    });
    try {
      await until(server.child, () => /Serving the sites at http/.test(out) || server.child.exitCode !== null, 60_000);
      const url = out.match(/Serving the sites at (http:\/\/[\d.]+:\d+)\//)?.[1];
      if (!url) throw new Error(`serve did not start: ${server.stderr()}`);
      const paths = [
        '/tx/',
        '/tx/assets/app-abcdef12.js',
        ...Array.from({ length: PAGES - 1 }, (_, i) => `/tx/county-${i + 1}/`),
      ];
      const statuses = new Map<string, number>();
      const source = join(dist, 'tx.build');
      writeSite(source);
      // Another process removes the folder and copies it back, REBUILDS times (as `rm -rf dist/tx &&
      // cli.ts build --variant tx` would), while 12 clients read pages, half of them taking brotli.
      const stop = join(dist, 'stop');
      const rebuilder = spawn(
        'sh',
        [
          '-c',
          'i=0; while [ "$i" -lt "$4" ] && [ ! -e "$3" ]; do rm -rf "$1"; cp -r "$2" "$1"; i=$((i+1)); done',
          'sh',
          site,
          source,
          stop,
          String(REBUILDS),
        ],
        { stdio: 'ignore' },
      );
      let rebuilding = true;
      const rebuilt = new Promise((resolve) =>
        rebuilder.once('exit', () => {
          rebuilding = false;
          resolve(undefined);
        }),
      );
      let requests = 0;
      const cut: string[] = [];
      // Reads for as long as the copies go on, not a set count: a file being written is read once it settles, so
      // how many requests fit depends on the copy, not on what the test asks. A set number of copies, not a set
      // time, so a slower machine does the same work.
      try {
        await Promise.all(
          Array.from({ length: 12 }, async (_, c) => {
            while (rebuilding) {
              const path = paths[requests++ % paths.length]!;
              const got = await get(`${url}${path}`, c % 2 ? { 'accept-encoding': 'br' } : {});
              const key = got.status === 503 && got.headers['retry-after'] === '1' ? '503 retry' : String(got.status);
              statuses.set(key, (statuses.get(key) ?? 0) + 1);
              if (got.status === 200 && !whole(path, got)) cut.push(path);
              if (got.status === 'lost') return;
            }
          }),
        );
      } finally {
        // Asked to stop, the loop ends after its copy: the folder is whole again.
        writeFileSync(stop, '');
        await rebuilt;
        rmSync(site, { recursive: true, force: true });
        writeSite(site);
      }
      expect([...statuses.keys()].filter((s) => !['200', '404', '503 retry'].includes(s))).toEqual([]);
      expect(cut).toEqual([]);
      expect(statuses.get('200')).toBeGreaterThan(0);
      expect(requests).toBeGreaterThan(12);
      expect(server.child.exitCode).toBeNull();
      expect((await get(`${url}/tx/county-3/`)).body.toString()).toContain('<title>page 3</title>');
      expect((await get(`${url}/api/health`)).status).toBe(200);
      expect(server.stderr()).not.toMatch(/ENOENT|Unhandled|at .*serve\.ts/);
    } finally {
      const exit = server.done;
      server.child.kill('SIGTERM');
      await exit;
      rmSync(dist, { recursive: true, force: true });
      rmSync(data, { recursive: true, force: true });
    }
  });
});

describe('what the static server sends', () => {
  let dir: string;
  let outside: string;
  let server: Server;
  let base: string;
  const script = `console.log(${JSON.stringify('tax '.repeat(20_000))});`;
  const brCopy = brotliCompressSync(Buffer.from(script), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } });
  const gzCopy = gzipSync(Buffer.from(script), { level: 1 });
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-'));
    outside = mkdtempSync(join(tmpdir(), 'secret-'));
    const site = join(dir, 'tx');
    mkdirSync(join(site, 'assets'), { recursive: true });
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>Texas</title>');
    writeFileSync(join(site, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(join(site, 'assets/app-abcdef12.js'), script);
    // Copies compressed unlike the server would (brotli quality 1, a gzip header naming a file), so the test can tell
    // they were sent as they are rather than made here.
    writeFileSync(join(site, 'assets/app-abcdef12.js.br'), brCopy);
    writeFileSync(join(site, 'assets/app-abcdef12.js.gz'), gzCopy);
    writeFileSync(join(site, 'plain.js'), script);
    // A copy older than its file is stale (written by an earlier build): not used.
    writeFileSync(join(site, 'stale.js'), script);
    writeFileSync(join(site, 'stale.js.br'), brotliCompressSync(Buffer.from('old')));
    utimesSync(join(site, 'stale.js.br'), new Date('2020-01-01'), new Date('2020-01-01'));
    writeFileSync(join(outside, 'secret.txt'), 'password=hunter2');
    symlinkSync(join(outside, 'secret.txt'), join(site, 'leak.txt'));
    symlinkSync(outside, join(site, 'leakdir'));
    symlinkSync(join(site, 'index.html'), join(site, 'alias.html'));
    server = await serveSites([{ prefix: '/tx/', dir: site }], 0, null);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it("sends the build's .br or .gz as it is, with Content-Length and an ETag; 304 when the ETag matches", async () => {
    const br = await get(`${base}/tx/assets/app-abcdef12.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(brCopy)).toBe(true);
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(br.headers.vary).toBe('accept-encoding');
    const gz = await get(`${base}/tx/assets/app-abcdef12.js`, { 'accept-encoding': 'gzip' });
    expect(gz.body.equals(gzCopy)).toBe(true);
    expect(gunzipSync(gz.body).toString()).toBe(script);
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const again = await get(`${base}/tx/assets/app-abcdef12.js`, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // An ETag of another encoding is another representation: sent in full.
    const other = await get(`${base}/tx/assets/app-abcdef12.js`, {
      'accept-encoding': 'br',
      'if-none-match': String(gz.headers.etag),
    });
    expect(other.status).toBe(200);
    const identity = await get(`${base}/tx/assets/app-abcdef12.js`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(script);
    expect(identity.headers['content-length']).toBe(String(Buffer.byteLength(script)));
    const head = await get(`${base}/tx/assets/app-abcdef12.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
    expect(head.body.length).toBe(0);
    // The copies are not pages of their own.
    expect((await get(`${base}/tx/assets/app-abcdef12.js.br`)).status).toBe(404);
  });

  it('compresses a file without copies (or with a stale one) itself, the same bytes each time', async () => {
    const first = await get(`${base}/tx/plain.js`, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(script);
    expect(first.headers['content-length']).toBe(String(first.body.length));
    expect(first.body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    const second = await get(`${base}/tx/plain.js`, { 'accept-encoding': 'br' });
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const stale = await get(`${base}/tx/stale.js`, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(stale.body).toString()).toBe(script);
  });

  it('does not follow a symbolic link out of the site; one inside it is served', async () => {
    const leak = await get(`${base}/tx/leak.txt`);
    expect(leak.status).toBe(404);
    expect(leak.body.toString()).not.toContain('hunter2');
    expect(leak.body.toString()).toContain('<title>Not found</title>');
    expect((await get(`${base}/tx/leakdir/secret.txt`)).status).toBe(404);
    const alias = await get(`${base}/tx/alias.html`);
    expect(alias.status).toBe(200);
    expect(alias.body.toString()).toBe(readFileSync(join(dir, 'tx/index.html'), 'utf8'));
  });
});
