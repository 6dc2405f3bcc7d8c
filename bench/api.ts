// Load on the API server over loopback: `cli.ts serve` with a fresh data folder, autocannon for a
// few bounded seconds per case (new sign-ups, repeat sign-ups, a static page), then requests per
// second, latency and the error count against a budget. Traffic never leaves 127.0.0.1.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { serveAll } from '../cli/serve.ts';

const SECONDS = 5;
const CONNECTIONS = 10;
/**
 * A new sign-up is a write transaction that also queues its e-mail; the outbox worker composes the
 * .eml beside it (about 2.5 ms of the 2-core machine's time, most of it the MIME composer), so it
 * is the slow case; 100 a second is far above any real sign-up rate. Repeats and pages only read.
 */
const BUDGET_PER_SECOND: Record<string, number> = { new: 100, repeat: 1000, page: 1000 };

interface Case {
  key: string;
  label: string;
  path: string;
  options: Partial<autocannon.Options>;
}

function subscribeBody(email: string): string {
  return JSON.stringify({ email, state: 'tx', language: 'en', tags: ['tx-newsletter', 'property-tax-updates'] });
}

const CASES: Case[] = [
  // idReplacement swaps [<id>] for a fresh id per request: every request is a new subscriber.
  {
    key: 'new',
    label: 'POST subscribe, new address',
    path: '/api/newsletter/subscribe',
    options: { method: 'POST', idReplacement: true, body: subscribeBody('bench-[<id>]@example.com') },
  },
  {
    key: 'repeat',
    label: 'POST subscribe, same address',
    path: '/api/newsletter/subscribe',
    options: { method: 'POST', body: subscribeBody('again@example.com') },
  },
  { key: 'page', label: 'GET /tx/ (static page)', path: '/tx/', options: { method: 'GET' } },
];

/** The built Texas site when there is one, else a one-page stand-in so the bench runs anywhere. */
function distFolder(root: string): { dist: string; temporary: boolean } {
  if (existsSync(join(root, 'dist/tx/index.html'))) return { dist: join(root, 'dist'), temporary: false };
  const dist = mkdtempSync(join(tmpdir(), 'bench-api-dist-'));
  mkdirSync(join(dist, 'tx'));
  writeFileSync(join(dist, 'tx/index.html'), '<!doctype html><title>Texas</title><p>stand-in page</p>');
  return { dist, temporary: true };
}

export async function benchApi(): Promise<void> {
  const root = process.cwd();
  const data = mkdtempSync(join(tmpdir(), 'bench-api-data-'));
  const { dist, temporary } = distFolder(root);
  // The limit is lifted: this measures the server, not the per-IP guard.
  const running = await serveAll(
    { port: '0', host: '127.0.0.1', dist, data, root },
    { rateLimit: { burst: 1e9, perMinute: 1e9 } },
  );
  console.log(
    `API server (${SECONDS} s per case, ${CONNECTIONS} connections, ${running.url}${temporary ? ', stand-in page' : ''})`,
  );
  let stored = 0;
  let drainSeconds: number;
  try {
    for (const c of CASES) {
      const result = await autocannon({
        // The path goes in the URL: autocannon reads `path` only inside `requests`.
        url: `${running.url}${c.path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'content-type': 'application/json' },
        ...c.options,
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      const ok = result.requests.average >= BUDGET_PER_SECOND[c.key]! && errors === 0;
      if (c.key === 'new') stored = result['2xx'];
      console.log(
        `  ${c.label.padEnd(30)} ${Math.round(result.requests.average).toLocaleString('en-US').padStart(7)} req/s` +
          `  p99 ${String(result.latency.p99).padStart(4)} ms  errors ${errors}  (budget ${BUDGET_PER_SECOND[c.key]} req/s, 0 errors: ${ok ? 'OK' : 'OVER BUDGET'})`,
      );
    }
    // The e-mails go through the outbox: how long the worker still needs once the burst is over.
    const drainStarted = performance.now();
    await running.api.worker.drain();
    drainSeconds = (performance.now() - drainStarted) / 1000;
  } finally {
    await running.close();
  }
  const db = new Database(join(data, 'api.sqlite'), { readonly: true });
  const rows = db.prepare('SELECT count(*) FROM subscribers').pluck().get() as number;
  const sent = db.prepare("SELECT count(*) FROM mail_jobs WHERE status = 'sent'").pluck().get() as number;
  db.close();
  console.log(
    `  outbox: ${sent.toLocaleString('en-US')} e-mails sent for ${rows.toLocaleString('en-US')} sign-ups, ${drainSeconds.toFixed(1)} s after the last request: ${sent === rows ? 'OK' : 'MISSING'}`,
  );
  // Every answered new sign-up is a row, the repeat case adds one more, and up to one request per
  // connection was still in flight when autocannon stopped counting.
  const whole = rows >= stored + 1 && rows <= stored + 1 + CONNECTIONS;
  console.log(
    `  rows after the run: ${rows.toLocaleString('en-US')} for ${stored.toLocaleString('en-US')} answered new sign-ups + 1: ${whole ? 'OK' : 'MISMATCH'}`,
  );
  rmSync(data, { recursive: true, force: true });
  if (temporary) rmSync(dist, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchApi();
