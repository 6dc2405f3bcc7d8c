// `serve` under the faults an operator meets on a public address: one client holding every
// connection it can, paths no file can have, a site copied in place over the live folder, and
// X-Forwarded-For from someone who is not the proxy. Each ran against the server as a process of
// its own, under the descriptor limit it would have.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../generator/hash-list.ts';
import { cliArgs } from '../cli-process.ts';
import { REPO, until } from './helpers.ts';

interface Got {
  status: number | 'lost';
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(
  url: string,
  opts: { from?: string; headers?: Record<string, string>; method?: string } = {},
): Promise<Got> {
  return new Promise((resolve) => {
    const lost = () => resolve({ status: 'lost', headers: {}, body: Buffer.alloc(0) });
    const req = request(
      url,
      { method: opts.method ?? 'GET', headers: opts.headers, agent: false, localAddress: opts.from },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', lost);
      },
    );
    req.on('error', lost);
    req.end();
  });
}

const PAGE = `<!doctype html><title>Harris</title>${'<p>Harris County property tax</p>'.repeat(300)}</html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(300_000))});`;
const SCRIPT_NAME = 'assets/app-ABCDEF12.js';
/** How many times the copy loop writes the site over itself while the clients read. */
const COPIES = 2_000;

/** A Texas site as the build writes it: pages, a 404 page, a bundled script and the list of its hash. */
function writeSite(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'county/harris'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'county/harris/index.html'), PAGE);
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title></html>');
  writeFileSync(join(dir, SCRIPT_NAME), SCRIPT);
  writeFileSync(join(dir, '_hashes'), `${sha256(SCRIPT)}  ${SCRIPT_NAME}\n`);
}

interface Serve {
  child: ChildProcess;
  url: string;
  stderr(): string;
  stop(): Promise<void>;
}

/** `cli.ts serve` in a shell that first sets its descriptor limit, as a service manager would. */
async function startServe(dist: string, data: string, env: Record<string, string> = {}): Promise<Serve> {
  const [bundle, ...args] = cliArgs('serve', '--port', '0', '--dist', dist, '--data', data);
  const child = spawn('sh', ['-c', 'ulimit -n 1024 && exec "$@"', 'sh', process.execPath, bundle!, ...args], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  await until(child, () => /Listening at http/.test(out) || child.exitCode !== null, 60_000);
  const url = /Listening at (http:\/\/[\d.]+:\d+)\//.exec(out)?.[1];
  if (!url) throw new Error(`serve did not start: ${err}`);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return {
    child,
    url,
    stderr: () => err,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('serve on a public address', () => {
  let dist: string;
  let data: string;
  let serve: Serve;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'protect-dist-'));
    data = mkdtempSync(join(tmpdir(), 'protect-data-'));
    writeSite(join(dist, 'tx'));
    serve = await startServe(dist, data, {
      API_TRUST_PROXY: '1',
      API_TRUSTED_PROXIES: '127.0.0.6',
      API_RATE_BURST: '5',
    });
    // Files just written are read once they settle: the first requests below need not wait.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  }, 90_000);
  afterAll(async () => {
    await serve.stop();
    rmSync(dist, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  });

  it('1,300 idle sockets from one address leave pages and health answering another, under 1,024 descriptors', async () => {
    const port = new URL(serve.url).port;
    // Another process holds the sockets from 127.0.0.1, and opens each again as soon as the server closes it.
    const holder = spawn(
      'sh',
      [
        '-c',
        'ulimit -n 4096 && exec "$@"',
        'sh',
        process.execPath,
        '-e',
        `const net = require('node:net');
         let open = 0;
         const hold = () => {
           const s = net.connect({ host: '127.0.0.1', port: ${port}, localAddress: '127.0.0.1' });
           s.on('connect', () => { if (++open === 1300) console.log('holding'); });
           s.on('error', () => {});
           s.on('close', () => setTimeout(hold, 50));
         };
         for (let i = 0; i < 1300; i++) hold();
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      let said = '';
      holder.stdout!.on('data', (c: Buffer) => (said += c.toString()));
      await until(holder, () => said.includes('holding') || holder.exitCode !== null, 30_000);
      // The server has refused what is over its caps, and the holder keeps knocking again.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const results = [];
      for (let i = 0; i < 20; i++) {
        results.push(await get(`${serve.url}/tx/`, { from: '127.0.0.2' }));
        results.push(await get(`${serve.url}/api/health`, { from: '127.0.0.2' }));
      }
      expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
      expect(holder.exitCode).toBeNull();
    } finally {
      holder.kill('SIGKILL');
    }
    const caps = serve.stderr().match(/refusing new connections/g) ?? [];
    expect(caps.length).toBeGreaterThan(0);
    // Logged once an episode, not once a socket.
    expect(caps.length).toBeLessThan(5);
  }, 60_000);

  it('closes a socket that sends nothing within seconds', async () => {
    const port = Number(new URL(serve.url).port);
    const opened = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const s = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.4' });
      s.resume();
      s.on('error', () => {});
      s.on('close', () => resolve(Date.now() - opened));
    });
    // Node's own deadline would have held it 40–60 s.
    expect(closedAfter).toBeLessThan(15_000);
  }, 30_000);

  it('answers paths no file can have with 404 or 414, never a dropped connection', async () => {
    const answers = await Promise.all(
      [
        '/tx/index.html/x',
        '/tx/county/harris/index.html/',
        `/tx/${'a'.repeat(300)}/`,
        `/tx/county/${'b'.repeat(256)}`,
        `/tx/${'c/'.repeat(2_100)}`,
      ].map(async (path) => [path.slice(0, 40), (await get(`${serve.url}${path}`)).status]),
    );
    expect(answers).toEqual([
      ['/tx/index.html/x', 404],
      ['/tx/county/harris/index.html/', 404],
      [`/tx/${'a'.repeat(36)}`, 404],
      [`/tx/county/${'b'.repeat(29)}`, 404],
      [`/tx/${'c/'.repeat(18)}`, 414],
    ]);
    const health = await get(`${serve.url}/api/health`, { method: 'GET' });
    expect(health.status).toBe(200);
  });

  it(`an in-place copy loop (${COPIES} copies) read by 6 clients: no answer cut short, none dropped`, async () => {
    const source = join(dist, 'tx.next');
    writeSite(source);
    const stop = join(dist, 'stop');
    // `cp -r` over the live folder rewrites each file in place (truncate, then write), as a careless deploy does.
    // A set number of copies, not a set time, so a slower machine does the same work.
    const copier = spawn(
      'sh',
      [
        '-c',
        'i=0; while [ "$i" -lt "$4" ] && [ ! -e "$3" ]; do cp -r "$2/." "$1/"; i=$((i+1)); done',
        'sh',
        join(dist, 'tx'),
        source,
        stop,
        String(COPIES),
      ],
      { stdio: 'ignore' },
    );
    let copying = true;
    const copied = new Promise((resolve) =>
      copier.once('exit', () => {
        copying = false;
        resolve(undefined);
      }),
    );
    const seen = new Map<string, number>();
    const bad: string[] = [];
    try {
      await Promise.all(
        Array.from({ length: 6 }, async (_, c) => {
          const paths = ['/tx/', '/tx/county/harris/', `/tx/${SCRIPT_NAME}`];
          for (let i = c; copying; i++) {
            const path = paths[i % paths.length]!;
            const got = await get(`${serve.url}${path}`);
            const key =
              got.status === 503 ? `503 retry-after ${String(got.headers['retry-after'])}` : String(got.status);
            seen.set(key, (seen.get(key) ?? 0) + 1);
            const expected = path.endsWith('.js') ? SCRIPT : PAGE;
            if (got.status === 200 && got.body.toString() !== expected) bad.push(`${path}: ${got.body.length} bytes`);
            if (got.status === 200 && /immutable/.test(String(got.headers['cache-control'])) && !path.endsWith('.js'))
              bad.push(`${path}: immutable`);
          }
        }),
      );
    } finally {
      writeFileSync(stop, '');
      await copied;
    }
    expect(bad).toEqual([]);
    // Every client read while the copies went on.
    expect([...seen.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(6);
    expect([...seen.keys()].filter((k) => k !== '200' && k !== '503 retry-after 1')).toEqual([]);
    // Once the copy is done and settled, the script goes out whole and immutable again.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const script = await get(`${serve.url}/tx/${SCRIPT_NAME}`);
    expect(script.body.toString()).toBe(SCRIPT);
    expect(script.headers['cache-control']).toMatch(/immutable/);
    // A guard against a hang, not a speed limit: the copies took 12 s alone on two cores and over 60 s beside the rest
    // of the suite.
  }, 240_000);

  it('a script whose bytes do not match its listed hash gets 503 with Retry-After, never a 200', async () => {
    const site = join(dist, 'tx');
    writeFileSync(join(site, SCRIPT_NAME), SCRIPT.slice(0, 1_000));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const got = await get(`${serve.url}/tx/${SCRIPT_NAME}`);
    expect([got.status, got.headers['retry-after']]).toEqual([503, '1']);
    writeSite(site);
  });

  it('reads X-Forwarded-For only from the proxy named as trusted, without its port', async () => {
    const signUp = (from: string, forwarded: string) =>
      new Promise<number>((resolve) => {
        const body = JSON.stringify({ email: `x${Math.random()}@example.com`, language: 'en', state: 'tx' });
        const req = request(
          `${serve.url}/api/newsletter/subscribe`,
          {
            method: 'POST',
            localAddress: from,
            agent: false,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded, origin: serve.url },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', () => resolve(0));
        req.end(body);
      });
    // Not the proxy: whatever it writes in the header, it is one client with one bucket (burst 5).
    const direct = [];
    for (let i = 0; i < 8; i++) direct.push(await signUp('127.0.0.5', `198.51.100.${i}`));
    expect(direct.filter((s) => s === 429).length).toBe(3);
    // The proxy: the address it forwards is the client, its source port dropped.
    const proxied = [];
    for (let i = 0; i < 8; i++) proxied.push(await signUp('127.0.0.6', `192.0.2.9:${40_000 + i}`));
    expect(proxied.filter((s) => s === 429).length).toBe(3);
    const two = [await signUp('127.0.0.6', '[2001:db8::1]:443'), await signUp('127.0.0.6', '192.0.2.10')];
    expect(two.filter((s) => s === 429)).toEqual([]);
  });
});
