// Schema changes, in order. Each runs once, in a transaction, and is recorded in `migrations`;
// a new change is a new entry at the end, never an edit of an applied one.
import type Database from 'better-sqlite3';

interface Migration { version: number; name: string; sql: string }

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'subscribers, tokens, notify requests, messages',
    sql: `
      CREATE TABLE subscribers (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL,            -- as typed, trimmed
        email_key TEXT NOT NULL,        -- lowercased: who the subscriber is
        state TEXT NOT NULL,
        first_name TEXT,
        county TEXT,
        language TEXT NOT NULL,
        calculated_tax REAL,
        tags TEXT NOT NULL DEFAULT '[]',
        source TEXT NOT NULL,           -- inline or popup
        created_at TEXT NOT NULL,
        confirmed_at TEXT,
        unsubscribed_at TEXT,
        confirm_sent_at TEXT,           -- claimed by the request that sends the confirmation
        UNIQUE (email_key, state)
      );
      CREATE TABLE tokens (
        hash TEXT PRIMARY KEY,          -- sha256 of the token; the token itself is only in the e-mail
        subscriber_id INTEGER NOT NULL REFERENCES subscribers(id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
        created_at TEXT NOT NULL
      );
      CREATE INDEX tokens_subscriber ON tokens (subscriber_id);
      CREATE TABLE notify_requests (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL,
        state TEXT NOT NULL,
        county TEXT,
        county_key TEXT NOT NULL DEFAULT '',
        language TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (email_key, state, county_key)
      );
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        subject TEXT NOT NULL,
        message TEXT NOT NULL,
        language TEXT NOT NULL,
        state TEXT,
        created_at TEXT NOT NULL,
        mailed_at TEXT
      );`,
  },
];

/** Brings the database up to the last migration; returns how many ran. */
export function migrate(db: Database.Database): number {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT version FROM migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)');
  let ran = 0;
  for (const m of MIGRATIONS) {
    if (applied.has(m.version)) continue;
    // IMMEDIATE: two processes starting on one folder cannot both apply the same step.
    db.transaction(() => {
      if (db.prepare('SELECT 1 FROM migrations WHERE version = ?').get(m.version)) return;
      db.exec(m.sql);
      record.run(m.version, m.name, new Date().toISOString());
      ran++;
    }).immediate();
  }
  return ran;
}
