// `cli.ts serve` on PostgreSQL while the database goes away: restarted (`pg_ctl restart -m fast`),
// its connections killed (`pg_terminate_backend`, what a failover or PgBouncer does), stopped,
// frozen (SIGSTOP), and not yet started when serve starts. Before, an 'error' event of a
// checked-out pg client ended the process; requests got 500 or hung with no timeout. Now every
// request gets its answer (200, or 503 with Retry-After), no acknowledged sign-up is lost, and the
// process keeps serving. These tests restart the server, so they run on a cluster of their own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaries, startCluster, type Cluster } from '../postgres/cluster.ts';
import { cli, until } from './helpers.ts';

const bin = binaries();
const why = 'no PostgreSQL binaries under /usr/lib/postgresql: apt-get install -y postgresql';
if (!bin && process.env.REQUIRE_POSTGRES === '1') throw new Error(`REQUIRE_POSTGRES=1 but ${why}`);

const dist = mkdtempSync(join(tmpdir(), 'fault-dist-'));
mkdirSync(join(dist, 'tx'));
writeFileSync(join(dist, 'tx/index.html'), '<!doctype html><title>Texas</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

interface Serving {
  child: ReturnType<typeof cli>['child'];
  stderr(): string;
  stdout(): string;
  url(): string;
}

function serve(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Serving {
  const server = cli(['serve', '--port', '0', '--data', dataDir, '--dist', dist], {
    DATABASE_URL: databaseUrl,
    API_RATE_BURST: '100000',
    API_RATE_PER_MINUTE: '100000',
    ...env,
  });
  let out = '';
  server.child.stdout!.on('data', (c: Buffer) => {
    out += c.toString();
  });
  return {
    child: server.child,
    stderr: server.stderr,
    stdout: () => out,
    url: () => out.match(/Serving the sites at (http:\/\/[\d.]+:\d+)\//)?.[1] ?? '',
  };
}

async function started(server: Serving): Promise<string> {
  await until(server.child, () => server.url() !== '' || server.child.exitCode !== null, 60_000);
  if (!server.url()) throw new Error(`serve did not start: ${server.stderr()}`);
  return server.url();
}

async function stopped(server: Serving): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exit = new Promise((resolve) => server.child.once('close', resolve));
  server.child.kill('SIGTERM');
  await exit;
}

interface Answer {
  status: number | 'lost';
  retryAfter?: string;
  type?: string;
  text: string;
}

/** One request on a connection of its own; 'lost' when the connection failed (a crashed server). */
function call(url: string, method: 'GET' | 'POST', body?: unknown): Promise<Answer> {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method,
        agent: false,
        headers: data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString();
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            type: res.headers['content-type'],
            text,
          }),
        );
        res.on('error', () => resolve({ status: 'lost', text: '' }));
      },
    );
    req.on('error', () => resolve({ status: 'lost', text: '' }));
    req.end(data);
  });
}

const signUp = (url: string, email: string) =>
  call(`${url}/api/newsletter/subscribe`, 'POST', { email, state: 'tx', language: 'en', tags: ['tx-newsletter'] });

/**
 * Sign-ups from 8 clients at once; `fault` runs once `at` have been acknowledged, and the burst
 * goes on until it is over and 20 more were acknowledged, so the fault always lands mid-burst.
 */
async function burst(url: string, prefix: string, at: number, fault: () => Promise<void>) {
  const acked: string[] = [];
  const other: Answer[] = [];
  let n = 0;
  let faultDone = false;
  let ackedAfter = 0;
  let faulting: Promise<void> | null = null;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (!(faultDone && ackedAfter >= 20)) {
        const email = `${prefix}-${n++}@example.com`;
        const answer = await signUp(url, email);
        if (answer.status === 200) {
          acked.push(email);
          if (faultDone) ackedAfter++;
        } else other.push(answer);
        if (answer.status === 'lost') return;
        if (acked.length >= at && !faulting)
          faulting = fault().then(() => {
            faultDone = true;
          });
      }
    }),
  );
  await faulting;
  return { acked, other, sent: n };
}

async function admin<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!bin)(`the API on PostgreSQL through database outages${bin ? '' : ` (SKIPPED: ${why})`}`, () => {
  let cluster: Cluster;
  let counter = 0;
  beforeAll(async () => {
    cluster = await startCluster(bin!);
  });
  afterAll(() => cluster?.stop());

  /** A database of its own and a data folder, for one test. */
  async function fresh(): Promise<{ databaseUrl: string; dataDir: string; name: string }> {
    const name = `outage_${++counter}`;
    await admin(cluster.url, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(cluster.url);
    url.pathname = `/${name}`;
    return { databaseUrl: url.href, dataDir: mkdtempSync(join(tmpdir(), 'fault-data-')), name };
  }

  async function storedEmails(databaseUrl: string): Promise<{ subscribers: Set<string>; jobs: Set<string> }> {
    return admin(databaseUrl, async (c) => {
      const subscribers = (await c.query<{ email: string }>('SELECT email FROM subscribers')).rows.map((r) => r.email);
      const jobs = (
        await c.query<{ email: string }>(
          "SELECT s.email FROM mail_jobs j JOIN subscribers s ON s.id = j.subscriber_id WHERE j.kind = 'confirm'",
        )
      ).rows.map((r) => r.email);
      return { subscribers: new Set(subscribers), jobs: new Set(jobs) };
    });
  }

  /** What every burst must show: answers 200 or 503 with Retry-After, nothing acknowledged lost, the process alive. */
  type Burst = Awaited<ReturnType<typeof burst>>;
  async function survived(server: Serving, url: string, databaseUrl: string, result: Burst) {
    expect(result.other.filter((a) => a.status !== 503 || a.retryAfter !== '5')).toEqual([]);
    for (const a of result.other)
      expect(JSON.parse(a.text)).toMatchObject({ ok: false, error: 'database_unavailable' });
    expect(server.child.exitCode).toBeNull();
    // Serving again once the database is back, without a restart of the process.
    await expect.poll(async () => (await call(`${url}/api/health`, 'GET')).status, { timeout: 60_000 }).toBe(200);
    expect((await signUp(url, `after-${counter}@example.com`)).status).toBe(200);
    const stored = await storedEmails(databaseUrl);
    expect(result.acked.length).toBeGreaterThanOrEqual(40);
    expect(result.acked.filter((e) => !stored.subscribers.has(e))).toEqual([]);
    // And each acknowledged sign-up has its confirmation e-mail waiting (or sent).
    expect(result.acked.filter((e) => !stored.jobs.has(e))).toEqual([]);
    expect(server.child.exitCode).toBeNull();
  }

  it('pg_ctl restart -m fast mid-burst: 0 acknowledged sign-ups lost, every other answer 503 with Retry-After, the process alive', async () => {
    const { databaseUrl, dataDir } = await fresh();
    const server = serve(databaseUrl, dataDir);
    try {
      const url = await started(server);
      const result = await burst(url, 'restart', 20, () => cluster.pgCtl('restart', '-m', 'fast'));
      await survived(server, url, databaseUrl, result);
      // The restart did reach the server's connections.
      expect(server.stderr()).toMatch(/PostgreSQL connection lost|database unavailable/);
    } finally {
      await stopped(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("pg_terminate_backend of the API's connections, three times mid-burst: 0 lost, the process alive", async () => {
    const { databaseUrl, dataDir, name } = await fresh();
    const server = serve(databaseUrl, dataDir);
    try {
      const url = await started(server);
      let terminated = 0;
      const kill = () =>
        admin(cluster.url, async (c) => {
          const r = await c.query<{ done: boolean }>(
            'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
            [name],
          );
          terminated += r.rows.filter((row) => row.done).length;
        });
      const result = await burst(url, 'terminate', 20, async () => {
        // Three rounds, each once the API answers from the database again on fresh connections (its
        // health check runs a query); the sign-ups of the burst go on meanwhile.
        for (let round = 0; round < 3; round++) {
          await kill();
          await expect.poll(async () => (await call(`${url}/api/health`, 'GET')).status, { timeout: 90_000 }).toBe(200);
        }
      });
      expect(terminated).toBeGreaterThanOrEqual(3);
      await survived(server, url, databaseUrl, result);
    } finally {
      await stopped(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a stopped database: 503 JSON with Retry-After, /api/health says so, the link pages are HTML in Spanish; a frozen one times out into 503', async () => {
    const { databaseUrl, dataDir, name } = await fresh();
    const server = serve(databaseUrl, dataDir, { API_DB_TIMEOUT_SECONDS: '1' });
    try {
      const url = await started(server);
      expect(JSON.parse((await call(`${url}/api/health`, 'GET')).text)).toEqual({ ok: true, database: 'ok' });

      await cluster.pgCtl('stop', '-m', 'fast');
      try {
        const signup = await signUp(url, 'down@example.com');
        expect(signup).toMatchObject({ status: 503, retryAfter: '5' });
        expect(JSON.parse(signup.text)).toMatchObject({
          ok: false,
          error: 'database_unavailable',
          message: 'The service is briefly unavailable. Please try again in a minute.',
        });
        const health = await call(`${url}/api/health`, 'GET');
        expect(health.status).toBe(503);
        expect(JSON.parse(health.text)).toMatchObject({ ok: false, database: 'unavailable' });
        const page = await call(`${url}/api/newsletter/confirm?token=${'a'.repeat(43)}&lang=es`, 'GET');
        expect(page).toMatchObject({ status: 503, retryAfter: '5' });
        expect(page.type).toMatch(/^text\/html/);
        expect(page.text).toContain('<html lang="es">');
        expect(page.text).toContain('Intente de nuevo en un momento');
        // The sites themselves do not need the database.
        expect((await call(`${url}/tx/`, 'GET')).status).toBe(200);
      } finally {
        await cluster.pgCtl('start');
      }
      await expect.poll(async () => (await call(`${url}/api/health`, 'GET')).status, { timeout: 60_000 }).toBe(200);

      // Frozen: the server and the API's connections stop answering without closing anything.
      const backends = await admin(cluster.url, async (c) =>
        (await c.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])).rows.map(
          (r) => r.pid,
        ),
      );
      const frozen = [cluster.postmasterPid(), ...backends];
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
      try {
        // Without timeouts these would wait as long as the freeze lasts.
        expect(await signUp(url, 'frozen@example.com')).toMatchObject({ status: 503, retryAfter: '5' });
        expect((await call(`${url}/api/health`, 'GET')).status).toBe(503);
      } finally {
        for (const pid of frozen) process.kill(pid, 'SIGCONT');
      }
      await expect.poll(async () => (await call(`${url}/api/health`, 'GET')).status, { timeout: 60_000 }).toBe(200);
      expect((await signUp(url, 'thawed@example.com')).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await stopped(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('serve started before the database serves the sites at once and waits for the database with back-off, then the API', async () => {
    const { databaseUrl, dataDir } = await fresh();
    await cluster.pgCtl('stop', '-m', 'fast');
    let server: Serving | undefined;
    try {
      server = serve(databaseUrl, dataDir);
      await until(
        server.child,
        () => /database not reachable/.test(server!.stderr()) || server!.child.exitCode !== null,
        60_000,
      );
      expect(server.child.exitCode).toBeNull();
      // Meanwhile the sites are served, and the API says it cannot answer yet.
      const early = server.stdout().match(/Listening at (http:\/\/[\d.]+:\d+)\//)?.[1];
      expect(early).toBeDefined();
      expect((await call(`${early}/tx/`, 'GET')).status).toBe(200);
      expect(await signUp(early!, 'early@example.com')).toMatchObject({ status: 503, retryAfter: '5' });
      expect(server.stderr()).toMatch(
        /database not reachable \(PostgreSQL 127\.0\.0\.1:\d+\/outage_\d+: .*\); the API answers 503 and tries again/,
      );
    } finally {
      await cluster.pgCtl('start');
    }
    try {
      const url = await started(server);
      expect(server.stderr()).toMatch(/database reached after \d+ attempts/);
      // The attempts in between are not logged one by one, only each new cause (refused, then starting up).
      expect(server.stderr().match(/database not reachable/g)?.length).toBeLessThanOrEqual(2);
      expect((await signUp(url, 'late@example.com')).status).toBe(200);
    } finally {
      await stopped(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
