// The SQLite driver: one file in the data folder, WAL mode. better-sqlite3 is synchronous, so the
// async transactions of the Db interface are run one at a time on the connection: without that,
// a statement of another request could run inside a transaction that is awaiting something.
import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Db, Param, Queryable } from './db-types.ts';

export const DB_FILE = 'api.sqlite';

/**
 * Why the data folder cannot hold the database, named with its path and the system's cause (a read-only mount, a full
 * disk, a file in the folder's way), marked so the server waits for it as for a database down (db-errors.ts).
 */
function folderFault(dataDir: string, err: unknown): Error {
  let cause = err as NodeJS.ErrnoException;
  try {
    accessSync(dataDir, constants.W_OK);
  } catch (probe) {
    cause = probe as NodeJS.ErrnoException;
  }
  const code = cause.code ?? (err as { code?: string }).code ?? 'EIO';
  return Object.assign(new Error(`the data folder ${dataDir} cannot be written (${cause.message})`), {
    code,
    dataFolder: true,
  });
}

export function openSqlite(dataDir: string): Db {
  const file = join(dataDir, DB_FILE);
  let db: Database.Database;
  try {
    mkdirSync(dataDir, { recursive: true });
    db = new Database(file);
    // WAL lets readers (an export while the server runs) work beside the writer; busy_timeout
    // makes a second process wait for the write lock instead of failing.
    db.pragma('journal_mode = WAL');
  } catch (err) {
    throw folderFault(dataDir, err);
  }
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
