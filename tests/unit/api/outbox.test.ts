// The outbox: a sign-up and its e-mail job are one transaction, the worker sends what a stopped
// process left, a graceful stop answers the requests in flight, and a sign-up whose e-mail never
// went out (before the outbox existed, or after the worker gave up) sends it when asked again.
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from '../../../api/db.ts';
import { MIGRATIONS } from '../../../api/migrations.ts';
import { openStore } from '../../../api/store.ts';
import { freshStorage, linkIn, startApi, storeBackends, type Harness, type Storage } from './harness.ts';

interface JobRow {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  payload: string | null;
  last_error: string | null;
}

const inline = { email: 'ana@example.com', state: 'tx', language: 'en', tags: ['tx-newsletter'] };

let api: Harness | undefined;
let storage: Storage | undefined;
afterEach(async () => {
  await api?.stop().catch(() => undefined);
  await storage?.dispose();
  api = undefined;
  storage = undefined;
});

for (const { backend, label, skip } of storeBackends()) {
  describe.skipIf(skip)(`outbox on ${label}`, () => {
    it('a sign-up stored by a process that stopped before sending is mailed by the next one at start-up', async () => {
      storage = await freshStorage(backend);
      // The store alone, no worker: as if the process died right after committing.
      const store = await openStore({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
      await store.subscribe({ email: 'ana@example.com', state: 'tx', language: 'en', tags: [] });
      await store.saveMessage({ name: 'Bo', email: 'bo@example.com', subject: 'Hi', message: 'Hello', language: 'en' });
      expect(await store.count('mail_jobs')).toBe(2);
      await store.close();
      api = await startApi({}, storage);
      const mails = await api.outbox();
      expect(mails.map((m) => m.match(/^To: (.*)$/m)![1])).toEqual(['ana@example.com', 'contact@localhost']);
      expect((await fetch(linkIn(mails[0]!, 'confirm'))).status).toBe(200);
      // Sent: the tokens leave the job row; only their hashes stay.
      expect(await storage.rows<JobRow>('mail_jobs')).toMatchObject([
        { status: 'sent', payload: null },
        { status: 'sent', payload: null },
      ]);
      expect((await storage.rows<{ mailed_at: string | null }>('messages'))[0]!.mailed_at).not.toBeNull();
    });

    it('a graceful stop answers the request in flight, and the e-mail it queued goes out on the next start', async () => {
      storage = await freshStorage(backend);
      api = await startApi({}, storage);
      const body = JSON.stringify(inline);
      // The request starts, then the stop comes while the server is still reading its body: each
      // step waits for the one before (the server has the request, the stop has begun).
      const received = new Promise<void>((resolve) => api!.running.server.once('request', () => resolve()));
      let finish!: () => void;
      const answer = new Promise<number>((resolve, reject) => {
        const req = request(
          `${api!.url}/api/newsletter/subscribe`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        finish = () => req.end(body.slice(10));
      });
      await received;
      const stopped = api.stop();
      finish();
      expect(await answer).toBe(200);
      await stopped;
      expect(await storage.rows('subscribers')).toHaveLength(1);
      api = await startApi({}, storage);
      expect(await api.outbox()).toHaveLength(1);
    });

    it('a sign-up marked "sent" before the outbox existed, never mailed, gets its e-mail when asked again', async () => {
      storage = await freshStorage(backend);
      // A database as the old server left it: schema 1 only, the row claimed as sent a minute ago.
      const db = await openDb({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir });
      const at = new Date(Date.now() - 60_000).toISOString();
      await db.transaction(async (tx) => {
        await tx.exec(
          'CREATE TABLE migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
        );
        await tx.exec(MIGRATIONS[0]!.sql(tx.dialect));
        await tx.run('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)', [
          1,
          MIGRATIONS[0]!.name,
          at,
        ]);
        await tx.run(
          `INSERT INTO subscribers (email, email_key, state, language, tags, source, created_at, confirm_sent_at) VALUES (?, ?, 'tx', 'en', '[]', 'inline', ?, ?)`,
          ['ana@example.com', 'ana@example.com', at, at],
        );
      });
      await db.close();
      api = await startApi({}, storage);
      const res = await api.post('/newsletter/subscribe', inline);
      expect(await res.json()).toMatchObject({
        ok: true,
        status: 'pending-confirmation',
        message: 'Almost done! Please check your email to confirm your subscription.',
      });
      const mails = await api.outbox();
      expect(mails).toHaveLength(1);
      expect((await fetch(linkIn(mails[0]!, 'confirm'))).status).toBe(200);
    });

    it('after the last attempt the job is given up; a new sign-up of the address revives it at once', async () => {
      storage = await freshStorage(backend);
      api = await startApi(
        {
          smtpUrl: 'smtp://127.0.0.1:1',
          mail: {
            retryBaseMs: 60_000,
            retryMaxMs: 60_000,
            maxAttempts: 1,
            leaseMs: 60_000,
            pollMs: 60_000,
            concurrency: 1,
          },
        },
        storage,
      );
      const givingUp = () =>
        api!.logs.filter((l) =>
          l.includes(
            'confirmation e-mail to subscriber 1 failed (attempt 1 of 1, giving up; a new sign-up of the address tries again)',
          ),
        ).length;
      await api.post('/newsletter/subscribe', inline);
      await api.running.api.worker.drain();
      expect(await storage.rows<JobRow>('mail_jobs')).toMatchObject([
        { status: 'failed', attempts: 1, last_error: expect.stringContaining('ECONNREFUSED') },
      ]);
      expect(givingUp()).toBe(1);
      // Not waiting for any back-off: the person is waiting for this e-mail now.
      await api.post('/newsletter/subscribe', inline);
      await api.running.api.worker.drain();
      expect(givingUp()).toBe(2);
      expect(await storage.rows<JobRow>('mail_jobs')).toHaveLength(1);
    });

    it('unsubscribing before the confirmation went out cancels it: that e-mail is never sent', async () => {
      storage = await freshStorage(backend);
      api = await startApi({}, storage);
      await api.post('/newsletter/subscribe', inline);
      const [mail] = await api.outbox();
      // A second link is queued after the resend interval, then the reader unsubscribes with the first.
      await api.stop();
      const store = await openStore({
        dataDir: storage.dataDir,
        databaseUrl: storage.databaseUrl,
        resendAfterMinutes: 0,
      });
      await store.subscribe({ email: 'ana@example.com', state: 'tx', language: 'en', tags: [] });
      expect((await store.unsubscribe(new URL(linkIn(mail!, 'unsubscribe')).searchParams.get('token')!)).result).toBe(
        'done',
      );
      await store.close();
      api = await startApi({}, storage);
      expect(await api.outbox()).toHaveLength(1);
      expect((await storage.rows<JobRow>('mail_jobs')).map((j) => j.status)).toEqual(['sent', 'cancelled']);
    });
  });
}
