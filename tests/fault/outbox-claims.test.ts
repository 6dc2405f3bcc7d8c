// The database goes away while the outbox worker of a live API process is sending: its mail server
// accepts two messages and refuses two more, and the worker cannot record either. Before, those
// four jobs stayed claimed by the live process for the whole 5-minute lease; now, once the
// database answers again, the accepted ones are recorded as sent (never sent twice) and the others
// given back and sent at once. PostgreSQL is stopped and started (a cluster of this file's own);
// SQLite is made to answer as when another process holds its write lock past the busy timeout.
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, type Socket, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaries, startCluster, type Cluster } from '../postgres/cluster.ts';
import { freshStorage, startApi, type Harness, type Storage } from '../unit/api/harness.ts';

const bin = binaries();
const why = 'no PostgreSQL binaries under /usr/lib/postgresql: apt-get install -y postgresql';
if (!bin && process.env.REQUIRE_POSTGRES === '1') throw new Error(`REQUIRE_POSTGRES=1 but ${why}`);

/**
 * An SMTP server that holds its answer to each message until told (`answer`), or accepts at once
 * when `holding` is off; `accepted` lists the Message-ID of every message it said 250 to.
 */
function smtpServer() {
  const held: { messageId: string; reply(code: 250 | 451): void }[] = [];
  const accepted: string[] = [];
  const state = { holding: true };
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let data: string[] | null = null;
    const say = (line: string) => socket.write(`${line}\r\n`);
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data && line !== '.') {
          data.push(line);
          continue;
        }
        if (data) {
          const messageId = data.find((l) => /^message-id:/i.test(l))!.replace(/^message-id:\s*/i, '');
          data = null;
          const reply = (code: 250 | 451) => {
            if (code === 250) accepted.push(messageId);
            say(code === 250 ? '250 accepted' : '451 try again later');
          };
          if (state.holding) held.push({ messageId, reply });
          else reply(250);
        } else if (/^(EHLO|HELO)/i.test(line)) say('250 sink');
        else if (/^DATA/i.test(line)) {
          data = [];
          say('354 go on');
        } else if (/^QUIT/i.test(line)) {
          say('221 bye');
          socket.end();
        } else say('250 ok');
      }
    });
    say('220 sink ESMTP');
  });
  return {
    held,
    accepted,
    state,
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Eight sign-ups; the worker (4 at a time) hands four to the mail server, which holds them. `outage`
 * takes the database away; the server then accepts two and refuses two, and `back` returns the
 * database. Every job must be sent within 30 s (the lease is 5 minutes), each message accepted once.
 */
async function sendingThroughOutage(
  storage: Storage,
  outage: (api: Harness) => Promise<void>,
  back: (api: Harness) => Promise<void>,
) {
  const smtp = smtpServer();
  const api = await startApi({ smtpUrl: await smtp.listen(), dbTimeoutMs: 2_000 }, storage);
  try {
    for (let i = 0; i < 8; i++) {
      const res = await api.post('/newsletter/subscribe', {
        email: `r${i}@example.com`,
        state: 'tx',
        language: 'en',
        tags: ['tx-newsletter'],
      });
      expect(res.status).toBe(200);
    }
    await until(() => smtp.held.length === 4, 'four messages in the mail server');
    const claimed = (await storage.rows<{ claimed_by: string | null }>('mail_jobs')).filter((j) => j.claimed_by);
    expect(claimed).toHaveLength(4);

    await outage(api);
    smtp.state.holding = false;
    smtp.held.forEach((m, i) => m.reply(i < 2 ? 250 : 451));
    // The worker tries to record those four, and fails.
    await until(
      () => api.logs.filter((l) => /outbox: .*(unavailable|ECONNREFUSED|locked)/.test(l)).length > 0,
      'a log',
    );
    await back(api);

    await until(
      async () => {
        const jobs = await storage.rows<{ status: string }>('mail_jobs');
        return jobs.length === 8 && jobs.every((j) => j.status === 'sent');
      },
      'every e-mail job sent (the lease is 5 minutes)',
      30_000,
    );
    const perMessage = new Map<string, number>();
    for (const id of smtp.accepted) perMessage.set(id, (perMessage.get(id) ?? 0) + 1);
    expect(perMessage.size).toBe(8);
    expect([...perMessage.values()]).toEqual(Array(8).fill(1));
    expect(api.logs).toContainEqual('outbox: recorded 2 e-mails the mailer accepted while the database was away');
    expect(api.logs).toContainEqual(
      'outbox: gave back 2 e-mail jobs this process held when the database went away; sending now, not after the lease',
    );
  } finally {
    await api.dispose();
    await smtp.close();
  }
}

describe.skipIf(!bin)(
  `e-mail jobs of a live process after PostgreSQL went away${bin ? '' : ` (SKIPPED: ${why})`}`,
  () => {
    let cluster: Cluster;
    beforeAll(async () => {
      cluster = await startCluster(bin!);
    });
    afterAll(() => cluster?.stop());

    it('stopped while four e-mails are with the mail server, then started: all sent within seconds, each exactly once', async () => {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('CREATE DATABASE claims');
      await admin.end();
      const url = new URL(cluster.url);
      url.pathname = '/claims';
      const databaseUrl = url.href;
      const dataDir = mkdtempSync(join(tmpdir(), 'fault-claims-'));
      const storage: Storage = {
        backend: 'postgres',
        dataDir,
        databaseUrl,
        async rows<T>(table: string): Promise<T[]> {
          const client = new pg.Client({ connectionString: databaseUrl });
          await client.connect();
          try {
            return (await client.query(`SELECT * FROM ${table} ORDER BY id`)).rows as T[];
          } finally {
            await client.end();
          }
        },
        dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
      try {
        await sendingThroughOutage(
          storage,
          () => cluster.pgCtl('stop', '-m', 'fast'),
          () => cluster.pgCtl('start'),
        );
      } finally {
        await storage.dispose();
      }
    });
  },
);

describe('e-mail jobs of a live process after SQLite could not write', () => {
  it('locked by another process past the busy timeout while four e-mails are with the mail server: all sent within seconds, each exactly once', async () => {
    const storage = await freshStorage('sqlite');
    const calls = ['transaction', 'run', 'get'] as const;
    const saved = new Map<string, unknown>();
    // What better-sqlite3 throws once busy_timeout (5 s) has passed with the write lock still taken.
    const locked = () => Promise.reject(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }));
    try {
      await sendingThroughOutage(
        storage,
        async (api) => {
          const db = api.running.api.store.db as unknown as Record<string, unknown>;
          for (const call of calls) {
            saved.set(call, db[call]);
            db[call] = locked;
          }
        },
        async (api) => {
          const db = api.running.api.store.db as unknown as Record<string, unknown>;
          for (const call of calls) db[call] = saved.get(call);
        },
      );
    } finally {
      await storage.dispose();
    }
  });
});
