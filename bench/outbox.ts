// The outbox worker's claim with a large backlog: 100,000 e-mail jobs queued (due over the last
// day), then jobs claimed one at a time as the worker does, on SQLite and, when BENCH_DATABASE_URL
// names a PostgreSQL database (it is emptied of the API's tables), on PostgreSQL too. Before the
// claim followed the index it sorted every due job each time (10.5 ms at 18,000 pending).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../api/store.ts';

const QUEUED = 100_000;
/** The same claims with a small queue: the time a claim takes whatever the backlog. */
const SMALL = 1_000;
const CLAIMS = 1_000;
/** A claim reads the first due row of the index: with 100 times the backlog it may not take twice as long. */
const BUDGET_RATIO = 2;

/** Milliseconds per claim with `queued` jobs waiting. */
async function claimTime(queued: number, databaseUrl: string): Promise<{ ms: number; plan: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-outbox-'));
  const store = await openStore({ dataDir, databaseUrl });
  try {
    const { db } = store;
    const start = Date.now() - 86_400_000;
    // Queued in batches of 1,000 rows per statement.
    for (let batch = 0; batch < queued / 1_000; batch++) {
      const rows = Array.from({ length: 1_000 }, (_, i) => {
        const at = new Date(start + (batch * 1_000 + i) * 800).toISOString();
        return [at, at];
      });
      await db.run(
        `INSERT INTO mail_jobs (kind, next_attempt_at, created_at) VALUES ${rows.map(() => "('contact', ?, ?)").join(', ')}`,
        rows.flat(),
      );
    }
    // What autovacuum would have done by now: the planner's statistics.
    if (db.dialect === 'postgres') await db.exec('ANALYZE mail_jobs');
    const claimSql = `SELECT id FROM mail_jobs WHERE status = 'pending' AND next_attempt_at <= ?
      AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY status, next_attempt_at, id LIMIT 1`;
    const now = [new Date().toISOString(), new Date().toISOString()];
    const plan =
      db.dialect === 'sqlite'
        ? (await db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${claimSql}`, now)).map((r) => r.detail).join('; ')
        : (await db.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${claimSql}`, now))
            .map((r) => r['QUERY PLAN'].trim())
            .filter((line) => /Index|Seq Scan|Sort/.test(line))
            .join('; ');
    // Claimed and then sent, as the worker does; only the claims are timed.
    let claiming = 0;
    for (let i = 0; i < CLAIMS; i++) {
      const t0 = performance.now();
      const job = await store.outbox.claim('bench', 300_000);
      claiming += performance.now() - t0;
      if (!job) throw new Error(`claim ${i + 1} found nothing with ${queued} queued`);
      await store.outbox.sent(job, 'bench');
    }
    return { ms: claiming / CLAIMS, plan };
  } finally {
    if (databaseUrl)
      await store.db.exec(
        'DROP TABLE IF EXISTS mail_jobs, rate_buckets, tokens, subscribers, notify_requests, messages, migrations CASCADE',
      );
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchOne(label: string, databaseUrl: string): Promise<void> {
  const small = await claimTime(SMALL, databaseUrl);
  const large = await claimTime(QUEUED, databaseUrl);
  const ok = large.ms <= small.ms * BUDGET_RATIO;
  console.log(
    `  ${label.padEnd(10)} claim with ${QUEUED.toLocaleString('en-US')} queued: ${large.ms.toFixed(3)} ms` +
      ` (${Math.round(1000 / large.ms).toLocaleString('en-US')} claims/s); with ${SMALL.toLocaleString('en-US')}: ${small.ms.toFixed(3)} ms` +
      ` (budget at most ${BUDGET_RATIO}x: ${ok ? 'OK' : 'OVER BUDGET'})`,
  );
  console.log(`  ${''.padEnd(10)} plan: ${large.plan}`);
}

export async function benchOutbox(): Promise<void> {
  console.log('Outbox claim');
  await benchOne('SQLite', '');
  const url = process.env.BENCH_DATABASE_URL;
  if (url) await benchOne('PostgreSQL', url);
  else console.log('  PostgreSQL: set BENCH_DATABASE_URL=postgres://… (a scratch database) to measure it');
}

if (import.meta.url === `file://${process.argv[1]}`) await benchOutbox();
