// One node:http server for the API and, through `fallback`, whatever else shares its origin
// (`cli.ts serve` passes the static sites). It listens before the database is reached: the sites
// are served at once, and the API answers 503 until its database answers (it may start later).
// Every response carries the security headers; a Host the server was not configured for is
// refused (DNS rebinding). close() is graceful: no new connections, requests in flight finish (up
// to the grace period), the outbox worker finishes the e-mails in hand, then the database closes.
import { type RequestListener, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostAllowed, knownHosts, knownOrigins } from './cors.ts';
import type { ApiConfig } from './config.ts';
import { API_PREFIX } from './contract.ts';
import { RETRY_AFTER_SECONDS } from './db-errors.ts';
import { type Api, createApi } from './handler.ts';
import { CONNECTION_CHECK_MS, guardConnections } from './connection-guard.ts';
import { say } from './messages.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { trustedProxy } from './trusted-proxies.ts';

export interface RunningServer {
  /** http://host:port of the listening server. */
  url: string;
  server: Server;
  api: Api;
  /** Graceful stop; resolves once everything in flight is done and the database is closed. */
  close(): Promise<void>;
}

export interface ServerOptions {
  config: ApiConfig;
  port?: number;
  host?: string;
  /** Serves every request outside /api; without it they answer 404. */
  fallback?: RequestListener;
  log?: (line: string) => void;
  /**
   * Called as soon as the server listens, before the database is reached: the sites are served
   * from then on, and the API answers 503 until its database answers.
   */
  onListening?: (url: string) => void;
}

/** The addresses a browser may use for a server listening on `host:port`. */
function ownOrigins(host: string, port: number): string[] {
  if (host === '0.0.0.0' || host === '::')
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
  if (host === '127.0.0.1' || host === 'localhost')
    return [`http://${host}:${port}`, `http://${host === 'localhost' ? '127.0.0.1' : 'localhost'}:${port}`];
  return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
}

function refuseHost(req: Parameters<RequestListener>[0], res: Parameters<RequestListener>[1]): void {
  const api = (req.url ?? '').startsWith(API_PREFIX);
  const message = say('en', 'hostNotAllowed', { host: req.headers.host ?? '' });
  res.writeHead(421, {
    ...SECURITY_HEADERS,
    'content-type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(api ? JSON.stringify({ ok: false, status: 'error', error: 'host_not_allowed', message }) : message);
}

/** The API's answer while its database has not been reached yet. */
function starting(res: Parameters<RequestListener>[1]): void {
  res.writeHead(503, {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(RETRY_AFTER_SECONDS),
  });
  res.end(
    JSON.stringify({
      ok: false,
      status: 'error',
      error: 'database_unavailable',
      message: say('en', 'databaseUnavailable'),
    }),
  );
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const log = opts.log ?? ((line: string) => console.error(`api: ${line}`));
  // Set once the database answers; until then /api gets 503 and everything else is served.
  let api: Api | null = null;
  let hosts: ReadonlySet<string> = new Set();
  let inFlight = 0;
  let drained: (() => void) | null = null;
  const server = createServer({ connectionsCheckingInterval: CONNECTION_CHECK_MS }, (req, res) => {
    inFlight++;
    res.once('close', () => {
      if (--inFlight === 0) drained?.();
    });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (!hostAllowed(req.headers, api?.hosts() ?? hosts)) return refuseHost(req, res);
    const path = (req.url ?? '/').split('?')[0]!;
    if (!api && (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`))) return starting(res);
    (api ? api.handle(req, res) : Promise.resolve(false))
      .then((handled) => {
        if (handled) return;
        if (opts.fallback) return opts.fallback(req, res);
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not found');
      })
      .catch((err: unknown) => {
        // handle() answers its own errors; this only guards the fallback. Every request gets a status while it can.
        log(`${req.method} ${(req.url ?? '').slice(0, 200)}: ${err instanceof Error ? err.message : String(err)}`);
        if (res.headersSent) return void res.destroy();
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('The server could not answer this request.');
      });
  });
  // A client gets 30 s to send its whole request (Node's default is 5 minutes).
  server.requestTimeout = 30_000;
  guardConnections(server, opts.config.connections, { trusted: trustedProxy(opts.config.trustedProxies), log });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const own = ownOrigins(host, port);
  hosts = knownHosts(knownOrigins(own, opts.config.publicUrl, opts.config.allowedOrigins));
  opts.onListening?.(own[0]!);
  let ready: Api;
  try {
    ready = await createApi(opts.config, log);
  } catch (err) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw err;
  }
  ready.listening(own);
  await ready.start();
  api = ready;

  let closing: Promise<void> | null = null;
  async function close(): Promise<void> {
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections with no request in flight would hold close() open.
    server.closeIdleConnections();
    if (inFlight > 0) {
      const grace = new Promise<void>((resolve) => setTimeout(resolve, opts.config.shutdownGraceMs).unref());
      await Promise.race([
        new Promise<void>((resolve) => {
          drained = resolve;
        }),
        grace,
      ]);
    }
    // Past the grace period, or idle: what is still open goes.
    server.closeAllConnections();
    await stopped;
    await ready.close();
  }
  return { url: own[0]!, server, api: ready, close: () => (closing ??= close()) };
}
