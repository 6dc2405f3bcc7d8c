// One node:http server for the API and, through `fallback`, whatever else shares its origin
// (`cli.ts serve` passes the static sites). Every response carries the security headers; a Host
// the server was not configured for is refused (DNS rebinding). close() is graceful: no new
// connections, requests in flight finish (up to the grace period), the outbox worker finishes the
// e-mails in hand, then the database closes.
import { type RequestListener, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostAllowed } from './cors.ts';
import type { ApiConfig } from './config.ts';
import { API_PREFIX } from './contract.ts';
import { type Api, createApi } from './handler.ts';
import { say } from './messages.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

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

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const log = opts.log ?? ((line: string) => console.error(`api: ${line}`));
  const api = await createApi(opts.config, log);
  let inFlight = 0;
  let drained: (() => void) | null = null;
  const server = createServer((req, res) => {
    inFlight++;
    res.once('close', () => {
      if (--inFlight === 0) drained?.();
    });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (!hostAllowed(req.headers, api.hosts())) return refuseHost(req, res);
    api
      .handle(req, res)
      .then((handled) => {
        if (handled) return;
        if (opts.fallback) return opts.fallback(req, res);
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not found');
      })
      .catch((err: unknown) => {
        // handle() answers its own errors; this only guards the fallback.
        res.destroy(err instanceof Error ? err : new Error(String(err)));
      });
  });
  // A client gets 30 s to send its whole request (Node's default is 5 minutes).
  server.requestTimeout = 30_000;
  const host = opts.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? 0, host, () => resolve());
    });
  } catch (err) {
    await api.close();
    throw err;
  }
  const { port } = server.address() as AddressInfo;
  const own = ownOrigins(host, port);
  api.listening(own);
  await api.start();

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
    await api.close();
  }
  return { url: own[0]!, server, api, close: () => (closing ??= close()) };
}
