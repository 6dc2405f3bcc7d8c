// Starts the real API server on a free loopback port with fresh storage (an SQLite data folder, or
// a new PostgreSQL database), and reads what it left behind straight from the database and the
// outbox folder, as an operator would.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';
import { apiSites } from '../../../cli/serve.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { countyCatalog } from '../../../pipeline/notify/rate-snapshot.ts';
import { apiConfig, type ApiConfig } from '../../../api/config.ts';
import { DB_FILE } from '../../../api/store.ts';
import { startServer, type RunningServer } from '../../../api/server.ts';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** Read once per worker: Texas alone is 3.6 MB of checked JSON. */
const COUNTIES = countyCatalog(ROOT);

export type Backend = 'sqlite' | 'postgres';

export interface BackendCase {
  backend: Backend;
  /** For describe titles: "SQLite", "PostgreSQL", or why PostgreSQL is skipped. */
  label: string;
  skip: boolean;
}

/** The databases the store's tests run on: SQLite always, PostgreSQL when the global setup has one. */
export function storeBackends(): BackendCase[] {
  const url = inject('postgresUrl');
  return [
    { backend: 'sqlite', label: 'SQLite', skip: false },
    {
      backend: 'postgres',
      label: url ? 'PostgreSQL' : `PostgreSQL (SKIPPED: ${inject('postgresMissing')})`,
      skip: !url,
    },
  ];
}

export interface Storage {
  backend: Backend;
  dataDir: string;
  /** postgres://… of this storage's own database; empty for SQLite. */
  databaseUrl: string;
  /** Rows of a table, through a connection of their own, in insertion order. */
  rows<T = Record<string, unknown>>(table: string): Promise<T[]>;
  dispose(): Promise<void>;
}

const ORDER: Record<string, string> = { tokens: 'created_at, hash', migrations: 'version', rate_buckets: 'key' };

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresUrl')! });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty data folder and, for PostgreSQL, an empty database of its own. */
export async function freshStorage(backend: Backend = 'sqlite'): Promise<Storage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  if (backend === 'sqlite') {
    return {
      backend,
      dataDir,
      databaseUrl: '',
      async rows<T>(table: string): Promise<T[]> {
        const db = new Database(join(dataDir, DB_FILE), { readonly: true });
        try {
          return db.prepare(`SELECT * FROM ${table} ORDER BY ${ORDER[table] ?? 'rowid'}`).all() as T[];
        } finally {
          db.close();
        }
      },
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(inject('postgresUrl')!);
  url.pathname = `/${name}`;
  const databaseUrl = url.href;
  return {
    backend,
    dataDir,
    databaseUrl,
    async rows<T>(table: string): Promise<T[]> {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(`SELECT * FROM ${table} ORDER BY ${ORDER[table] ?? 'id'}`)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export interface Harness {
  url: string;
  dataDir: string;
  storage: Storage;
  running: RunningServer;
  logs: string[];
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  rows<T = Record<string, unknown>>(table: string): Promise<T[]>;
  /** Sends what the outbox holds, then the .eml files, oldest first, decoded to readable text. */
  outbox(): Promise<string[]>;
  /** Graceful stop; the storage stays for another start. */
  stop(): Promise<void>;
  /** Stops and removes the storage. */
  dispose(): Promise<void>;
}

/** Undoes quoted-printable (soft line breaks, =XX bytes) in the body of a message so links can be read whole. */
export function decodeQuotedPrintable(eml: string): string {
  if (!eml.includes('Content-Transfer-Encoding: quoted-printable')) return eml;
  // The top headers are not encoded that way: a token after "token=" must stay as it is.
  const split = eml.indexOf('\n\n');
  const head = eml.slice(0, split + 2);
  const joined = eml.slice(split + 2).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return head + Buffer.from(bytes).toString('utf8');
}

/** The .eml files of a data folder's outbox, oldest job first, decoded. */
export function readOutbox(dataDir: string): string[] {
  const dir = join(dataDir, 'outbox');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => decodeQuotedPrintable(readFileSync(join(dir, f), 'utf8')));
}

export async function startApi(overrides: Partial<ApiConfig> = {}, storage?: Storage): Promise<Harness> {
  const store = storage ?? (await freshStorage());
  const config = apiConfig(
    {},
    {
      dataDir: store.dataDir,
      databaseUrl: store.databaseUrl,
      sites: apiSites(ROOT, sitePlan(ROOT, {})),
      counties: COUNTIES,
      rateLimit: { burst: 1000, perMinute: 1000 },
      ...overrides,
    },
  );
  const logs: string[] = [];
  const running = await startServer({ config, port: 0, log: (line) => logs.push(line) });
  return {
    url: running.url,
    dataDir: store.dataDir,
    storage: store,
    running,
    logs,
    post: (path, body, headers = {}) =>
      fetch(`${running.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    rows: (table) => store.rows(table),
    async outbox() {
      await running.api.worker.drain();
      return readOutbox(store.dataDir);
    },
    stop: () => running.close(),
    async dispose() {
      await running.close().catch(() => undefined);
      await store.dispose();
    },
  };
}

/** The link of a kind ('confirm' or 'unsubscribe') in the plain-text part of an e-mail. */
export function linkIn(eml: string, kind: 'confirm' | 'unsubscribe'): string {
  const match = eml.match(new RegExp(`https?://[^\\s<>"]+/api/newsletter/${kind}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${kind} link in:\n${eml}`);
  return match[0];
}
