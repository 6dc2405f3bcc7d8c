// `subscribers notify` killed with SIGKILL half way, twice (while it marks and queues the update
// e-mails, then while its mail server hangs, so none can have gone out), then run to the end and
// once more: every confirmed Travis request gets exactly one update e-mail after Travis data
// changed, and the Harris request none.
import { rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countyCatalog } from '../../pipeline/notify/rate-snapshot.ts';
import { openStore } from '../../api/store.ts';
import { freshStorage, readOutbox, ROOT, storeBackends, type Storage } from '../unit/api/harness.ts';
import { LAKEWAY, deployedWith, unfold } from '../unit/api/notify-helpers.ts';
import { cli } from './helpers.ts';

const TRAVIS = 60;

/** An SMTP server that accepts connections and never says a word: every send hangs. */
const hanging = createServer(() => undefined);
let hangingUrl = '';
const root = deployedWith({ [LAKEWAY]: { ratePct: 0.18, taxYear: 2026, status: 'adopted' } });
beforeAll(async () => {
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  hangingUrl = `smtp://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => hanging.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

/** Confirmed requests as the API stores them (its tests follow the e-mail links): Travis many times, Harris once. */
async function seed(storage: Storage): Promise<void> {
  const store = await openStore({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
  const counties = countyCatalog(ROOT);
  try {
    const ask = (email: string, slug: string) =>
      store.notify.request(
        {
          email,
          state: 'tx',
          county: counties.find('tx', slug)!,
          language: 'en',
          place: counties.place('tx', slug),
        },
        () => counties.snapshot('tx', slug),
      );
    for (let i = 0; i < TRAVIS; i++) await ask(`travis-${i}@example.com`, 'travis');
    await ask('harris@example.com', 'harris');
    await store.db.run("UPDATE notify_requests SET confirmed_at = '2026-11-01T00:00:00.000Z'");
    // Their confirmation e-mails are not what this test counts.
    await store.db.run("UPDATE mail_jobs SET status = 'cancelled' WHERE kind = 'notify-confirm'");
  } finally {
    await store.close();
  }
}

function notify(storage: Storage, smtpUrl = '') {
  return cli(['subscribers', 'notify', '--data', storage.dataDir, '--root', root], {
    DATABASE_URL: storage.databaseUrl,
    SMTP_URL: smtpUrl,
    API_PUBLIC_URL: 'https://tax.example.org',
  });
}

/** Polls the store from a connection of its own, as an operator would. */
async function waitFor(storage: Storage, check: (rows: Record<string, unknown>[]) => boolean, table: string) {
  let rows: Record<string, unknown>[] = [];
  const poll = async () => {
    rows = await storage.rows(table);
  };
  await poll();
  const end = Date.now() + 60_000;
  while (!check(rows)) {
    if (Date.now() > end) throw new Error(`${table} never reached the state waited for`);
    await new Promise((r) => setTimeout(r, 50));
    await poll();
  }
}

for (const { backend, label, skip } of storeBackends()) {
  describe.skipIf(skip)(`subscribers notify killed half way, on ${label}`, () => {
    it('each Travis request is e-mailed exactly once after kill -9 (queuing, then sending) and reruns; Harris never', async () => {
      const storage = await freshStorage(backend);
      try {
        await seed(storage);

        // 1. Killed while it marks requests and queues their e-mails.
        const first = notify(storage);
        await waitFor(storage, (rows) => rows.some((r) => r.notified_at !== null), 'notify_requests');
        first.child.kill('SIGKILL');
        expect((await first.done).signal).toBe('SIGKILL');

        // 2. Killed while its mail server hangs: every job it claimed died with it, unsent.
        const second = notify(storage, hangingUrl);
        await waitFor(
          storage,
          (rows) => rows.filter((r) => r.kind === 'notify-update' && r.claimed_by !== null).length > 0,
          'mail_jobs',
        );
        await waitFor(
          storage,
          (rows) => rows.filter((r) => r.notified_at !== null).length === TRAVIS,
          'notify_requests',
        );
        second.child.kill('SIGKILL');
        expect((await second.done).signal).toBe('SIGKILL');

        // 3. To the end, then 4. once more.
        const third = await notify(storage).done;
        expect(third.code).toBe(0);
        const fourth = await notify(storage).done;
        expect(fourth.code).toBe(0);
        expect(fourth.stdout).toContain('Queued 0 update e-mails.');
        expect(fourth.stdout).toContain('1 confirmed request still waiting');

        const updates = readOutbox(storage.dataDir)
          .map(unfold)
          .filter((m) => /^Subject: New property tax rates for /m.test(m));
        const perAddress = new Map<string, number>();
        for (const m of updates) {
          const to = m.match(/^To: (.+)$/m)![1]!;
          perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
        }
        expect(perAddress.size).toBe(TRAVIS);
        expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
        expect(perAddress.has('harris@example.com')).toBe(false);
        expect(updates.every((m) => m.includes('- Lakeway: 0.16964 % (2025, adopted) → 0.18 % (2026, adopted)'))).toBe(
          true,
        );

        const jobs = (await storage.rows<{ kind: string; status: string }>('mail_jobs')).filter(
          (j) => j.kind === 'notify-update',
        );
        expect(jobs).toHaveLength(TRAVIS);
        expect(jobs.every((j) => j.status === 'sent')).toBe(true);
      } finally {
        await storage.dispose();
      }
    });
  });
}
