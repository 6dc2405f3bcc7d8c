// The API's settings: read once from the environment, then passed around as a plain object so
// tests and the CLI can set any of them directly.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { trustedProxyList } from './trusted-proxies.ts';
import { type ConnectionLimits, connectionLimits } from './connection-guard.ts';
import type { ApiLanguage, ApiState } from './contract.ts';
import type { CountyCatalog } from './notify-watch.ts';

/** What the API knows about each site it serves: names for e-mails and pages, links back. */
export interface SiteInfo {
  name: Record<ApiLanguage, string>;
  /** Home page of the site in each language (absolute URL or a path on the API's origin). */
  home: Record<ApiLanguage, string>;
}

export interface ApiConfig {
  /** Folder holding the SQLite file (api.sqlite) and the outbox/ of .eml files. */
  dataDir: string;
  /** postgres://… to keep the data in PostgreSQL (shared by several API processes); empty for SQLite in dataDir. */
  databaseUrl: string;
  /** Origins allowed to call the API from a browser, besides the API's own. */
  allowedOrigins: string[];
  /** Public origin (and path) the e-mail links point at, e.g. https://example.org; '' = the request's own origin. */
  publicUrl: string;
  /** smtp:// or smtps:// URL; empty writes .eml files into <dataDir>/outbox instead. */
  smtpUrl: string;
  mailFrom: string;
  /** Where contact messages go. */
  contactInbox: string;
  maxBodyBytes: number;
  /** Token bucket per client IP: burst size and refill per minute. */
  rateLimit: { burst: number; perMinute: number };
  /**
   * How many proxies you run in front of the API (0: none). Each appends the address it got the
   * request from to X-Forwarded-For, so the client is that many entries from the right; anything
   * further left was written by the client and is ignored.
   */
  trustProxy: number;
  /**
   * Addresses of those proxies (API_TRUSTED_PROXIES; by default this machine's own when trustProxy is set): only
   * their X-Forwarded-For is read, and they are exempt from the per-address connection cap.
   */
  trustedProxies: string[];
  /** Caps on open connections (connection-guard.ts), from the process's descriptor limit. */
  connections: ConnectionLimits;
  /** A pending subscriber asking again gets the confirmation link again at most this often. */
  resendAfterMinutes: number;
  confirmTokenDays: number;
  /** Confirmation e-mails one address may be sent per 24 hours (however often it is signed up). */
  confirmMailsPerDay: number;
  /** PostgreSQL: longest wait for a connection and for any one statement; then the request gets 503. */
  dbTimeoutMs: number;
  /** The outbox worker: retries with back-off (doubling from retryBaseMs), lease, polling. */
  mail: {
    retryBaseMs: number;
    retryMaxMs: number;
    maxAttempts: number;
    leaseMs: number;
    pollMs: number;
    concurrency: number;
  };
  /** On SIGTERM: how long requests in flight may take to finish before their connections are closed. */
  shutdownGraceMs: number;
  sites: Partial<Record<ApiState, SiteInfo>>;
  /** The counties notify-me requests are checked against and the rates they watch (given by `cli.ts serve`/`start`). */
  counties?: CountyCatalog;
  templatesDir: string;
  now: () => Date;
}

const DEFAULT_TEMPLATES = fileURLToPath(new URL('../templates/email/', import.meta.url));

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name}: expected a positive number, found '${raw}'`);
  return n;
}

function count(env: NodeJS.ProcessEnv, name: string): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return 0;
  if (!/^\d+$/.test(raw))
    throw new Error(`${name}: expected the number of proxies in front of the API (0, 1, 2 …), found '${raw}'`);
  return Number(raw);
}

/** Settings from the environment (API_DATA_DIR, API_ALLOWED_ORIGINS, …), then `overrides` on top. */
export function apiConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ApiConfig> = {}): ApiConfig {
  const origins = (env.API_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const base: ApiConfig = {
    dataDir: resolve(env.API_DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL ?? '',
    allowedOrigins: origins.map((o) => new URL(o).origin),
    publicUrl: (env.API_PUBLIC_URL ?? '').replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM || 'no-reply@localhost',
    contactInbox: env.CONTACT_INBOX || 'contact@localhost',
    maxBodyBytes: positive(env, 'API_MAX_BODY_BYTES', 16 * 1024),
    rateLimit: { burst: positive(env, 'API_RATE_BURST', 10), perMinute: positive(env, 'API_RATE_PER_MINUTE', 10) },
    trustProxy: count(env, 'API_TRUST_PROXY'),
    trustedProxies: [],
    connections: connectionLimits(env),
    resendAfterMinutes: positive(env, 'API_RESEND_AFTER_MINUTES', 15),
    confirmTokenDays: positive(env, 'API_CONFIRM_TOKEN_DAYS', 7),
    confirmMailsPerDay: positive(env, 'API_CONFIRM_MAILS_PER_DAY', 3),
    dbTimeoutMs: positive(env, 'API_DB_TIMEOUT_SECONDS', 5) * 1000,
    mail: {
      retryBaseMs: positive(env, 'MAIL_RETRY_BASE_SECONDS', 5) * 1000,
      retryMaxMs: 3_600_000,
      maxAttempts: positive(env, 'MAIL_MAX_ATTEMPTS', 10),
      leaseMs: 5 * 60_000,
      pollMs: 2_000,
      concurrency: 4,
    },
    shutdownGraceMs: positive(env, 'API_SHUTDOWN_GRACE_SECONDS', 10) * 1000,
    sites: {},
    templatesDir: DEFAULT_TEMPLATES,
    now: () => new Date(),
  };
  return {
    ...base,
    ...overrides,
    rateLimit: { ...base.rateLimit, ...overrides.rateLimit },
    // The default list follows the proxy count, which an override may set.
    trustedProxies: overrides.trustedProxies ?? trustedProxyList(env, overrides.trustProxy ?? base.trustProxy),
    mail: { ...base.mail, ...overrides.mail },
  };
}
