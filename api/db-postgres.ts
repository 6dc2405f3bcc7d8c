// The PostgreSQL driver (DATABASE_URL=postgres://…): a connection pool shared by the requests of
// this process; several processes share the database. Transactions run at READ COMMITTED with
// row locks (SELECT … FOR UPDATE) where the SQLite driver relies on its single writer.
//
// The server can go away at any moment (restart, failover, PgBouncer closing a connection,
// pg_terminate_backend): every connection has an 'error' listener whether idle or checked out,
// since an 'error' event nobody listens to ends the process. A query or a connection attempt
// that takes longer than `timeoutMs` fails instead of holding its request.
import pg from 'pg';
import { databaseUnavailable } from './db-errors.ts';
import type { Db, Param, Queryable } from './db-types.ts';

/** `?` placeholders become PostgreSQL's `$1, $2, …` (the queries never hold a literal `?`). */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** Deadlock and serialization failures: the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  const query = async <T>(sql: string, params: readonly Param[]) =>
    client.query(numbered(sql), params as Param[]) as unknown as Promise<pg.QueryResult<T & pg.QueryResultRow>>;
  return {
    dialect: 'postgres',
    all: async <T>(sql: string, params: readonly Param[] = []) => (await query<T>(sql, params)).rows as T[],
    get: async <T>(sql: string, params: readonly Param[] = []) =>
      (await query<T>(sql, params)).rows[0] as T | undefined,
    run: async (sql: string, params: readonly Param[] = []) => (await query(sql, params)).rowCount ?? 0,
    exec: async (sql: string) => void (await client.query(sql)),
  };
}

export interface PostgresOptions {
  /** Longest wait for a connection, and for any one statement (client and server side). */
  timeoutMs: number;
  log?: (line: string) => void;
}

export function openPostgres(url: string, opts: PostgresOptions): Db {
  const log = opts.log ?? ((line: string) => console.error(`api: ${line}`));
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: opts.timeoutMs,
    // Client side: a frozen server (or a dead network path) fails the query after timeoutMs;
    // server side: a statement stuck on a lock is cancelled there too, freeing the connection.
    query_timeout: opts.timeoutMs,
    statement_timeout: opts.timeoutMs,
    keepAlive: true,
  });
  // An idle connection the server drops (restart, network) must not crash the process.
  pool.on('error', (err) => log(`PostgreSQL connection lost: ${err.message}`));
  // pg-pool hands a connection to the next waiting transaction while it is still reading a chunk of
  // the server's messages, and takes its idle listener off before that transaction can put its own
  // on: a FATAL later in the same chunk (pg_terminate_backend) found no listener and ended the
  // process. Every connection keeps this one from birth; the query that then fails says the rest.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const shared = queryable(pool);
  const where = new URL(url);
  return {
    ...shared,
    describe: `PostgreSQL ${where.hostname}:${where.port || 5432}${where.pathname}`,
    async transaction(fn) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        // While checked out, pg-pool's idle listener no longer covers this connection.
        let broken: Error | undefined;
        const onError = (err: Error): void => {
          broken = err;
          log(`PostgreSQL connection lost during a transaction: ${err.message}`);
        };
        client.on('error', onError);
        try {
          await client.query('BEGIN');
          const result = await fn(queryable(client));
          await client.query('COMMIT');
          return result;
        } catch (err) {
          if (!broken && databaseUnavailable(err)) broken = err as Error;
          if (!broken) await client.query('ROLLBACK').catch(() => undefined);
          if (!broken && attempt < 3 && RETRYABLE.has((err as { code?: string }).code ?? '')) {
            await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
            continue;
          }
          throw err;
        } finally {
          client.removeListener('error', onError);
          // Released with its error, a broken connection is closed instead of going back to the pool.
          client.release(broken);
        }
      }
    },
    close: () => pool.end(),
  };
}
