// The PostgreSQL driver (DATABASE_URL=postgres://…): a connection pool shared by the requests of
// this process; several processes share the database. Transactions run at READ COMMITTED with
// row locks (SELECT … FOR UPDATE) where the SQLite driver relies on its single writer.
import pg from 'pg';
import type { Db, Param, Queryable } from './db.ts';

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

export function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, network) must not crash the process.
  pool.on('error', (err) => console.error(`api: PostgreSQL connection lost: ${err.message}`));
  const shared = queryable(pool);
  const where = new URL(url);
  return {
    ...shared,
    describe: `PostgreSQL ${where.hostname}:${where.port || 5432}${where.pathname}`,
    async transaction(fn) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(queryable(client));
          await client.query('COMMIT');
          return result;
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          if (attempt < 3 && RETRYABLE.has((err as { code?: string }).code ?? '')) {
            await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
            continue;
          }
          throw err;
        } finally {
          client.release();
        }
      }
    },
    close: () => pool.end(),
  };
}
