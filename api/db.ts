// The API's database, whichever it is: an SQLite file in the data folder (the default, one
// machine) or PostgreSQL (DATABASE_URL=postgres://…, for several API processes behind a load
// balancer). Queries are written once, with `?` placeholders, in SQL both understand; the few
// places where the two differ ask `dialect`.

export type { Db, Dialect, Param, Queryable } from './db-types.ts';
import type { Db, Queryable } from './db-types.ts';

export interface DbOptions {
  /** postgres://… to use PostgreSQL; empty for the SQLite file in `dataDir`. */
  databaseUrl: string;
  dataDir: string;
  /** PostgreSQL: longest wait for a connection and for each statement (default 5 s). */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export async function openDb(opts: DbOptions): Promise<Db> {
  // Each driver loads only when chosen: an SQLite deployment never loads pg, and the reverse.
  if (/^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    const { openPostgres } = await import('./db-postgres.ts');
    return openPostgres(opts.databaseUrl, { timeoutMs: opts.timeoutMs ?? 5_000, log: opts.log });
  }
  if (opts.databaseUrl)
    throw new Error(
      `DATABASE_URL: expected postgres://user:password@host:5432/database, found '${opts.databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}'`,
    );
  const { openSqlite } = await import('./db-sqlite.ts');
  return openSqlite(opts.dataDir);
}

/** `FOR UPDATE` where the database locks rows; SQLite's write transaction already holds the whole file. */
export function forUpdate(q: Queryable, skipLocked = false): string {
  if (q.dialect === 'sqlite') return '';
  return skipLocked ? ' FOR UPDATE SKIP LOCKED' : ' FOR UPDATE';
}

/** The smaller of two values: min(a, b) in SQLite, LEAST(a, b) in PostgreSQL. */
export function least(q: Queryable, a: string, b: string): string {
  return q.dialect === 'sqlite' ? `min(${a}, ${b})` : `LEAST(${a}, ${b})`;
}
