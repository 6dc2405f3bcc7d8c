// The Texas site built for an API at /api and served beside the real one on one origin, as `cli.ts serve`
// serves them (api/server.ts with the sites as its fallback): SQLite and an outbox folder of .eml files in
// a scratch data folder, which the tests read as an operator would. Every kind of Texas page is built, for
// a few counties instead of 254.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiSites } from '../../cli/serve.ts';
import { loadSiteData } from '../../generator/data.ts';
import { buildVariant } from '../../generator/index.ts';
import { sitePlan } from '../../generator/plan.ts';
import { countyCatalog } from '../../pipeline/notify/rate-snapshot.ts';
import { staticHandler } from '../../generator/serve/serve.ts';
import { apiConfig } from '../../api/config.ts';
import { API_PREFIX } from '../../api/contract.ts';
import { startServer } from '../../api/server.ts';
import { smallSite } from '../unit/build/small-site.ts';
import { ROOT, freshStorage, readOutbox } from '../unit/api/harness.ts';

/**
 * The rate limit a deployment sets with API_RATE_BURST and API_RATE_PER_MINUTE (10 and 10 by default): every
 * request of a browser test comes from 127.0.0.1, one client to the limiter, so a file's tests together would
 * be refused after ten sign-ups.
 */
const RATE_LIMIT_ENV = { API_RATE_BURST: '200', API_RATE_PER_MINUTE: '200' };

export interface SiteWithApi {
  origin: string;
  /** Rows of one of the API's tables (subscribers, notify_requests, messages), oldest first. */
  rows<T = Record<string, unknown>>(table: string): Promise<T[]>;
  /** The e-mails sent so far, oldest first, decoded: the outbox worker first sends whatever is due. */
  mails(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Builds the Texas site with `counties` (and `env`, e.g. analytics settings) for an API at /api, and serves it
 * with the real API on a free loopback port.
 */
export async function startSiteWithApi(counties: string[], env: Record<string, string> = {}): Promise<SiteWithApi> {
  const dist = mkdtempSync(join(tmpdir(), 'site-with-api-'));
  const storage = await freshStorage('sqlite');
  const plan = sitePlan(ROOT, { NODE_ENV: 'production', ...env, API_BASE_URL: API_PREFIX });
  await buildVariant(
    { ...plan.tx, outDir: join(dist, 'tx') },
    undefined,
    smallSite(loadSiteData(ROOT), 'tx', counties),
  );
  const config = apiConfig(RATE_LIMIT_ENV, {
    dataDir: storage.dataDir,
    sites: apiSites(ROOT, plan),
    counties: countyCatalog(ROOT),
  });
  const logs: string[] = [];
  const running = await startServer({
    config,
    port: 0,
    fallback: staticHandler([{ prefix: plan.tx.base, dir: join(dist, 'tx') }], null, (line) => logs.push(line)),
    log: (line) => logs.push(line),
  });
  return {
    origin: running.url,
    rows: (table) => storage.rows(table),
    async mails() {
      await running.api.worker.drain();
      return readOutbox(storage.dataDir);
    },
    async close() {
      await running.close();
      await storage.dispose();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** The link to an API page (`/newsletter/confirm`, `/notify/unsubscribe`, …) in an e-mail's plain text. */
export function mailLink(eml: string, path: string): string {
  const match = eml.match(new RegExp(`https?://[^\\s<>"]+${API_PREFIX}${path}\\?token=[A-Za-z0-9_%-]+&lang=(en|es)`));
  if (!match) throw new Error(`no ${path} link in:\n${eml}`);
  return match[0];
}
