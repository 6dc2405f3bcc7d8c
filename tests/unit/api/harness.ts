// Starts the real API server on a free loopback port with a fresh data folder, and reads what it
// left behind straight from the SQLite file and the outbox, as an operator would.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { apiSites } from '../../../cli/serve.ts';
import { sitePlan } from '../../../pipeline/build/plan.ts';
import { apiConfig, type ApiConfig } from '../../../site/api/config.ts';
import { DB_FILE } from '../../../site/api/store.ts';
import { startServer, type RunningServer } from '../../../site/api/server.ts';

export const ROOT = resolve(import.meta.dirname, '../../..');

export interface Harness {
  url: string;
  dataDir: string;
  running: RunningServer;
  logs: string[];
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Rows in a table, read through a separate connection to the file on disk. */
  rows<T = Record<string, unknown>>(table: string): T[];
  /** The .eml files in the outbox, oldest first, decoded to readable text. */
  outbox(): string[];
  stop(): Promise<void>;
  /** Stops and removes the data folder. */
  dispose(): Promise<void>;
}

export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'api-test-'));
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

export async function startApi(overrides: Partial<ApiConfig> = {}, dataDir = freshDataDir()): Promise<Harness> {
  const config = apiConfig({}, {
    dataDir,
    sites: apiSites(ROOT, sitePlan(ROOT, {})),
    rateLimit: { burst: 1000, perMinute: 1000 },
    ...overrides,
  });
  const logs: string[] = [];
  const running = await startServer({ config, port: 0, log: (line) => logs.push(line) });
  const harness: Harness = {
    url: running.url,
    dataDir,
    running,
    logs,
    post: (path, body, headers = {}) => fetch(`${running.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    rows<T>(table: string): T[] {
      const db = new Database(join(dataDir, DB_FILE), { readonly: true });
      try {
        return db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as T[];
      } finally {
        db.close();
      }
    },
    outbox(): string[] {
      const dir = join(dataDir, 'outbox');
      return readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().map((f) => decodeQuotedPrintable(readFileSync(join(dir, f), 'utf8')));
    },
    stop: () => running.close(),
    async dispose() {
      await running.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** The link of a kind ('confirm' or 'unsubscribe') in the plain-text part of an e-mail. */
export function linkIn(eml: string, kind: 'confirm' | 'unsubscribe'): string {
  const match = eml.match(new RegExp(`https?://[^\\s<>"]+/api/newsletter/${kind}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${kind} link in:\n${eml}`);
  return match[0];
}
