// One node:http server for the API and, through `fallback`, whatever else shares its origin
// (`cli.ts serve` passes the static sites).
import { type RequestListener, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiConfig } from './config.ts';
import { type Api, createApi } from './handler.ts';

export interface RunningServer {
  /** http://host:port of the listening server. */
  url: string;
  server: Server;
  api: Api;
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

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const api = createApi(opts.config, opts.log);
  const server = createServer((req, res) => {
    api.handle(req, res).then((handled) => {
      if (handled) return;
      if (opts.fallback) return opts.fallback(req, res);
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    }).catch((err: unknown) => {
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
    api.close();
    throw err;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  api.setBase(url);
  return {
    url,
    server,
    api,
    close: () => new Promise<void>((resolve, reject) => {
      server.close((err) => {
        api.close();
        if (err) reject(err);
        else resolve();
      });
      server.closeAllConnections();
    }),
  };
}
