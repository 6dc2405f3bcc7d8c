// What every database driver gives the API (db-sqlite.ts, db-postgres.ts): a leaf both drivers and db.ts import.

export type Dialect = 'sqlite' | 'postgres';
export type Param = string | number | null;

export interface Queryable {
  readonly dialect: Dialect;
  all<T>(sql: string, params?: readonly Param[]): Promise<T[]>;
  get<T>(sql: string, params?: readonly Param[]): Promise<T | undefined>;
  /** Runs a statement; resolves to the number of rows it changed. */
  run(sql: string, params?: readonly Param[]): Promise<number>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /**
   * Runs `fn` as one write transaction: committed when it resolves, rolled back when it throws.
   * Inside, use only `tx`, never the Db itself.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Where the data lives, for the start-up line ("SQLite file …", "PostgreSQL …"). */
  readonly describe: string;
  close(): Promise<void>;
}
