// The API's storage: one SQLite file in the data folder, WAL mode, migrated on open.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { ApiLanguage, ApiState } from './contract.ts';
import { migrate } from './migrations.ts';
import type { ContactInput, NotifyInput } from './schemas.ts';
import { subscriberOps } from './subscribers.ts';

export const DB_FILE = 'api.sqlite';

export interface ConfirmedSubscriber {
  email: string; first_name: string | null; state: ApiState; county: string | null; language: ApiLanguage;
  tags: string; created_at: string; confirmed_at: string;
}

export interface StoreOptions { dataDir: string; now?: () => Date; resendAfterMinutes?: number; confirmTokenDays?: number }

export type Store = ReturnType<typeof openStore>;

export function openStore(opts: StoreOptions) {
  mkdirSync(opts.dataDir, { recursive: true });
  const db = new Database(join(opts.dataDir, DB_FILE));
  // WAL lets readers (an export while the server runs) work beside the writer; busy_timeout
  // makes a second process wait for the write lock instead of failing.
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const now = opts.now ?? (() => new Date());
  const subscribers = subscriberOps(db, now, { resendAfterMinutes: opts.resendAfterMinutes ?? 15, confirmTokenDays: opts.confirmTokenDays ?? 7 });

  const insertNotify = db.prepare(`INSERT INTO notify_requests (email, email_key, state, county, county_key, language, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email_key, state, county_key) DO NOTHING`);
  const insertMessage = db.prepare(`INSERT INTO messages (name, email, subject, message, language, state, created_at)
    VALUES (@name, @email, @subject, @message, @language, @state, @at)`);

  return {
    ...subscribers,

    /** Notify-me: one row per address, state and county; asking again changes nothing. */
    notify(input: NotifyInput): 'registered' | 'already-registered' {
      const county = input.county ?? null;
      const info = insertNotify.run(input.email, input.email.toLowerCase(), input.state, county, county?.toLowerCase() ?? '', input.language, now().toISOString());
      return info.changes === 1 ? 'registered' : 'already-registered';
    },

    saveMessage(input: ContactInput): number {
      const info = insertMessage.run({ ...input, state: input.state ?? null, at: now().toISOString() });
      return Number(info.lastInsertRowid);
    },

    markMessageMailed(id: number): void {
      db.prepare('UPDATE messages SET mailed_at = ? WHERE id = ?').run(now().toISOString(), id);
    },

    /** Subscribers who followed the confirm link and have not unsubscribed, oldest first. */
    confirmedSubscribers(): ConfirmedSubscriber[] {
      return db.prepare(`SELECT email, first_name, state, county, language, tags, created_at, confirmed_at FROM subscribers
        WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL ORDER BY confirmed_at, id`).all() as ConfirmedSubscriber[];
    },

    /** Row counts, for tests and the export summary. */
    count(table: 'subscribers' | 'notify_requests' | 'messages' | 'tokens'): number {
      return db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    },

    close(): void {
      db.close();
    },
  };
}
