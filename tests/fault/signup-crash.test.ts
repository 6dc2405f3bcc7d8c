// `cli.ts serve` killed with SIGKILL in the middle of a burst of sign-ups (first while its mail
// server hangs, so no e-mail can have gone out, then with mail working), then stopped with SIGTERM
// in the middle of a third, restarted each time on the same store: every sign-up the server
// acknowledged gets exactly one confirmation e-mail, and so does every sign-up it stored. Before
// the outbox, rows were marked "sent" before their e-mail went out and a kill lost those.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStorage, readOutbox, storeBackends, type Storage } from '../unit/api/harness.ts';
import { cli, pool, until } from './helpers.ts';

const dist = mkdtempSync(join(tmpdir(), 'fault-dist-'));
mkdirSync(join(dist, 'tx'));
writeFileSync(join(dist, 'tx/index.html'), '<!doctype html><title>Texas</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

interface Server {
  child: ReturnType<typeof cli>['child'];
  done: ReturnType<typeof cli>['done'];
  url: string;
}

/** An SMTP server that accepts connections and never says a word: every send hangs. */
const hanging = createServer(() => undefined);
let hangingUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  hangingUrl = `smtp://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => hanging.close(() => resolve())));

async function serve(storage: Storage, smtpUrl = ''): Promise<Server> {
  const server = cli(['serve', '--port', '0', '--data', storage.dataDir, '--dist', dist], {
    DATABASE_URL: storage.databaseUrl,
    SMTP_URL: smtpUrl,
    API_RATE_BURST: '100000',
    API_RATE_PER_MINUTE: '100000',
  });
  let out = '';
  server.child.stdout!.on('data', (c: Buffer) => {
    out += c.toString();
  });
  await until(
    server.child,
    () => /Serving the sites at http:\/\/[\d.]+:\d+\//.test(out) || server.child.exitCode !== null,
  );
  const url = out.match(/Serving the sites at (http:\/\/[\d.]+:\d+)\//)?.[1];
  if (!url) throw new Error(`serve did not start: ${server.stderr()}`);
  return { ...server, url };
}

/** One sign-up on a connection of its own: 'ack' for the server's 200, 'lost' when the connection failed. */
function signUp(url: string, email: string): Promise<'ack' | 'lost' | number> {
  const body = JSON.stringify({ email, state: 'tx', language: 'en', tags: ['tx-newsletter'] });
  return new Promise((resolve) => {
    const req = request(
      `${url}/api/newsletter/subscribe`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString();
        });
        res.on('end', () =>
          resolve(res.statusCode === 200 && (JSON.parse(text) as { ok: boolean }).ok ? 'ack' : (res.statusCode ?? 0)),
        );
        res.on('error', () => resolve('lost'));
      },
    );
    req.on('error', () => resolve('lost'));
    req.end(body);
  });
}

/** A burst of sign-ups; after `stopAfter` acknowledgements the server gets `signal`. */
async function burst(
  server: Server,
  emails: string[],
  stopAfter: number,
  signal: NodeJS.Signals,
): Promise<{ acked: string[]; lost: number; other: number[] }> {
  const acked: string[] = [];
  const other: number[] = [];
  let lost = 0;
  await pool(emails, 16, async (email) => {
    const outcome = await signUp(server.url, email);
    if (outcome === 'ack') {
      acked.push(email);
      if (acked.length === stopAfter) server.child.kill(signal);
    } else if (outcome === 'lost') lost++;
    else other.push(outcome);
  });
  return { acked, lost, other };
}

const addresses = (round: number, n: number) => Array.from({ length: n }, (_, i) => `r${round}-${i}@example.com`);

for (const { backend, label, skip } of storeBackends()) {
  describe.skipIf(skip)(`sign-ups when the server dies, on ${label}`, () => {
    it('every acknowledged (and every stored) sign-up gets exactly one e-mail after kill -9 (mail hanging, then working) and after SIGTERM', async () => {
      const storage = await freshStorage(backend);
      try {
        const acked: string[] = [];
        const rounds = [
          { signal: 'SIGKILL', smtp: hangingUrl },
          { signal: 'SIGKILL', smtp: '' },
          { signal: 'SIGTERM', smtp: '' },
        ] as const;
        for (const [i, { signal, smtp }] of rounds.entries()) {
          const server = await serve(storage, smtp);
          const result = await burst(server, addresses(i + 1, 60), 25, signal);
          const exit = await server.done;
          if (signal === 'SIGTERM') {
            // A graceful stop: exit 0 once the requests and e-mails in hand are done.
            expect(exit.code).toBe(0);
            expect(exit.stdout).toContain('SIGTERM: finishing the requests and e-mails in hand, then stopping');
          } else {
            expect(exit.signal).toBe('SIGKILL');
          }
          expect(result.other).toEqual([]);
          acked.push(...result.acked);
          if (smtp) {
            // Nothing could go out: every stored sign-up died with its e-mail still to send.
            const jobs = await storage.rows<{ status: string }>('mail_jobs');
            expect(jobs.length).toBeGreaterThanOrEqual(result.acked.length);
            expect(jobs.filter((j) => j.status !== 'pending')).toEqual([]);
          }
        }
        // The e-mails still waiting are sent by the next process, at start-up.
        const last = await serve(storage);
        await pollUntilSent(storage);
        last.child.kill('SIGTERM');
        expect((await last.done).code).toBe(0);

        const perAddress = new Map<string, number>();
        for (const eml of readOutbox(storage.dataDir)) {
          const to = eml.match(/^To: (.*)$/m)![1]!;
          perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
        }
        const stored = (await storage.rows<{ email: string }>('subscribers')).map((r) => r.email);
        expect(acked.length).toBeGreaterThanOrEqual(75);
        expect(acked.filter((e) => perAddress.get(e) !== 1)).toEqual([]);
        expect(stored.filter((e) => perAddress.get(e) !== 1)).toEqual([]);
        expect([...perAddress].filter(([, n]) => n !== 1)).toEqual([]);
      } finally {
        await storage.dispose();
      }
    });
  });
}

async function pollUntilSent(storage: Storage): Promise<void> {
  const end = Date.now() + 60_000;
  for (;;) {
    const jobs = await storage.rows<{ status: string }>('mail_jobs');
    if (jobs.length > 0 && jobs.every((j) => j.status === 'sent')) return;
    if (Date.now() > end)
      throw new Error(`e-mail jobs still waiting: ${JSON.stringify(jobs.filter((j) => j.status !== 'sent'))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
