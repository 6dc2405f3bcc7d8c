// The API's storage: the database (db.ts: an SQLite file, or PostgreSQL), migrated on open, and
// every operation the routes, the mail worker and the export need.
import { join } from 'node:path';
import type { ApiLanguage, ApiState } from './contract.ts';
import { databaseUnavailable } from './db-errors.ts';
import { type Db, openDb } from './db.ts';
import { migrate } from './migrations.ts';
import { enqueue, outboxOps } from './outbox.ts';
import { notifyOps } from './notify-requests.ts';
import type { ContactInput } from './schemas.ts';
import { subscriberOps, type SubscriberRow } from './subscribers.ts';

import { DB_FILE } from './db-sqlite.ts';

export { DB_FILE };

export interface ConfirmedSubscriber {
  email: string;
  first_name: string | null;
  state: ApiState;
  county: string | null;
  language: ApiLanguage;
  tags: string;
  created_at: string;
  confirmed_at: string;
}

export interface MessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: ApiLanguage;
  state: ApiState | null;
  created_at: string;
}

export interface StoreOptions {
  dataDir: string;
  /** postgres://… for PostgreSQL; empty for the SQLite file in dataDir. */
  databaseUrl?: string;
  now?: () => Date;
  resendAfterMinutes?: number;
  confirmTokenDays?: number;
  /** Confirmation e-mails one address may be sent per 24 hours, first one included. */
  confirmMailsPerDay?: number;
  /** PostgreSQL: longest wait for a connection and for each statement. */
  timeoutMs?: number;
  /**
   * A database that cannot be reached yet (the server started first, a restart) is tried again
   * with back-off until it answers, instead of failing; for the server, not for one-off commands.
   */
  waitForDatabase?: boolean;
  log?: (line: string) => void;
}

export type Store = Awaited<ReturnType<typeof openStore>>;

export const TABLES = ['subscribers', 'notify_requests', 'notify_tokens', 'messages', 'tokens', 'mail_jobs'] as const;

/** Opens and migrates the database; waits for it with back-off when asked to. */
async function openMigrated(opts: StoreOptions, now: () => Date): Promise<Db> {
  const log = opts.log ?? ((line: string) => console.error(`api: ${line}`));
  let lastCause = '';
  for (let attempt = 1; ; attempt++) {
    let db: Db | null = null;
    try {
      db = await openDb({ databaseUrl: opts.databaseUrl ?? '', dataDir: opts.dataDir, timeoutMs: opts.timeoutMs, log });
      await migrate(db, now);
      if (attempt > 1) log(`database reached after ${attempt} attempts: ${db.describe}`);
      return db;
    } catch (err) {
      await db?.close().catch(() => undefined);
      if (!opts.waitForDatabase || !databaseUnavailable(err)) throw err;
      // One line per cause, not per attempt: an outage of hours would otherwise fill the log.
      const cause = err instanceof Error ? err.message : String(err);
      if (cause !== lastCause)
        log(
          `database not reachable (${db?.describe ?? describeDatabase(opts)}: ${cause}); the API answers 503 and tries again until it answers`,
        );
      lastCause = cause;
      // 0.5 s, 1 s, 2 s … up to 30 s, with jitter so several processes do not knock in step.
      const wait = Math.min(30_000, 500 * 2 ** Math.min(attempt - 1, 6)) * (0.75 + Math.random() / 2);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/** Where the data is kept, for a log line written before the database could be opened. */
const describeDatabase = (opts: StoreOptions): string =>
  opts.databaseUrl ? 'PostgreSQL' : `SQLite file ${join(opts.dataDir, DB_FILE)}`;

export async function openStore(opts: StoreOptions) {
  const now = opts.now ?? (() => new Date());
  const db = await openMigrated(opts, now);
  const subscribers = subscriberOps(db, now, {
    resendAfterMinutes: opts.resendAfterMinutes ?? 15,
    confirmTokenDays: opts.confirmTokenDays ?? 7,
    confirmMailsPerDay: opts.confirmMailsPerDay ?? 3,
  });

  return {
    db,
    ...subscribers,
    outbox: outboxOps(db, now),

    /** Notify-me requests: double opt-in, then one update e-mail when their rates change (notify-requests.ts). */
    notify: notifyOps(db, now, {
      resendAfterMinutes: opts.resendAfterMinutes ?? 15,
      confirmTokenDays: opts.confirmTokenDays ?? 7,
    }),

    /** Stores a contact message and the job that mails it to the inbox, together. */
    saveMessage: (input: ContactInput): Promise<number> =>
      db.transaction(async (tx) => {
        const at = now().toISOString();
        const row = await tx.get<{ id: number }>(
          `INSERT INTO messages (name, email, subject, message, language, state, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          [input.name, input.email, input.subject, input.message, input.language, input.state ?? null, at],
        );
        await enqueue(tx, at, { kind: 'contact', messageId: row!.id });
        return row!.id;
      }),

    subscriber: (id: number): Promise<SubscriberRow | undefined> =>
      db.get('SELECT * FROM subscribers WHERE id = ?', [id]),
    message: (id: number): Promise<MessageRow | undefined> => db.get('SELECT * FROM messages WHERE id = ?', [id]),

    /** Subscribers who followed the confirm link and have not unsubscribed, oldest first. */
    confirmedSubscribers: (): Promise<ConfirmedSubscriber[]> =>
      db.all(`SELECT email, first_name, state, county, language, tags, created_at, confirmed_at FROM subscribers
        WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL ORDER BY confirmed_at, id`),

    /** Whether the database answers now (for /api/health). */
    async reachable(): Promise<boolean> {
      try {
        await db.get('SELECT 1 AS one');
        return true;
      } catch (err) {
        if (databaseUnavailable(err)) return false;
        throw err;
      }
    },

    /** Row counts, for tests and the export summary. */
    async count(table: (typeof TABLES)[number]): Promise<number> {
      if (!TABLES.includes(table)) throw new Error(`count: unknown table ${table}`);
      return Number((await db.get<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))!.n);
    },

    close: (): Promise<void> => db.close(),
  };
}
