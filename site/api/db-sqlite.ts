// The SQLite driver: one file in the data folder, WAL mode. better-sqlite3 is synchronous, so the
// async transactions of the Db interface are run one at a time on the connection: without that,
// a statement of another request could run inside a transaction that is awaiting something.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Db, Param, Queryable } from './db-types.ts';

export const DB_FILE = 'api.sqlite';

export function openSqlite(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DB_FILE);
  const db = new Database(file);
  // WAL lets readers (an export while the server runs) work beside the writer; busy_timeout
  // makes a second process wait for the write lock instead of failing.
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');

  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string): Database.Statement => {
    let s = statements.get(sql);
    if (!s) statements.set(sql, (s = db.prepare(sql)));
    return s;
  };
  const direct: Queryable = {
    dialect: 'sqlite',
    all: async <T>(sql: string, params: readonly Param[] = []) => prepare(sql).all(...params) as T[],
    get: async <T>(sql: string, params: readonly Param[] = []) => prepare(sql).get(...params) as T | undefined,
    run: async (sql: string, params: readonly Param[] = []) => prepare(sql).run(...params).changes,
    exec: async (sql: string) => void db.exec(sql),
  };

  let tail: Promise<unknown> = Promise.resolve();
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const result = tail.then(work, work);
    tail = result.catch(() => undefined);
    return result;
  }

  return {
    dialect: 'sqlite',
    describe: `SQLite file ${file}`,
    all: (sql, params) => serial(() => direct.all(sql, params)),
    get: (sql, params) => serial(() => direct.get(sql, params)),
    run: (sql, params) => serial(() => direct.run(sql, params)),
    exec: (sql) => serial(() => direct.exec(sql)),
    transaction: (fn) =>
      serial(async () => {
        // IMMEDIATE takes the write lock at once: two processes on one file queue here instead of
        // failing later when a read transaction tries to become a write one.
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(direct);
          db.exec('COMMIT');
          return result;
        } catch (err) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw err;
        }
      }),
    close: () => serial(async () => void db.close()),
  };
}
