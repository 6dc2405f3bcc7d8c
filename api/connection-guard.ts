// A server's own protection against clients that hold connections: each open socket costs a file
// descriptor, and a process out of descriptors cannot open a page, its database or the outbox, so
// it fails for everyone. Caps keep room for those files: one on all connections, below the
// process's own descriptor limit, and one per client address (IPv6 per /64, as the rate limit
// counts), so one client cannot take all of it. A socket that has not sent a whole request head
// within seconds is closed. Proxies named as trusted are exempt from the per-address cap: every visitor arrives
// through them.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { rateKey } from './client-ip.ts';
import { episodeLog, plural } from './episode-log.ts';

export interface ConnectionLimits {
  /** Open connections the server holds at most; more are closed as they arrive. */
  total: number;
  /** Open connections one client address (IPv6: one /64) holds at most. */
  perAddress: number;
  /** A new connection that has not sent a request head after this long is closed. */
  firstRequestMs: number;
}

/** Descriptors the process may open (the soft RLIMIT_NOFILE), or a usual default where it cannot be read. */
export function descriptorLimit(limitsFile = '/proc/self/limits'): number {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    if (soft === 'unlimited') return 1_048_576;
    const n = Number(soft);
    return Number.isInteger(n) && n > 0 ? n : 1024;
  } catch {
    return 1024;
  }
}

/**
 * Caps from the descriptor limit: a quarter of it (at least 64) stays free for the site's files, SQLite, the outbox
 * and Node's own; one address may hold an eighth of the rest, between 8 and 256 (a browser opens about 6).
 */
export function connectionLimits(
  env: NodeJS.ProcessEnv = process.env,
  descriptors = descriptorLimit(),
): ConnectionLimits {
  const total = Math.max(16, descriptors - Math.max(64, Math.floor(descriptors / 4)));
  const perAddress = Math.min(256, Math.max(8, Math.floor(total / 8)));
  const given = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 1)
      throw new Error(`${name}: expected a whole number of connections (1 or more), found '${raw}'`);
    return Math.min(Number(raw), total);
  };
  return {
    total: given('SERVE_MAX_CONNECTIONS', total),
    perAddress: given('SERVE_MAX_CONNECTIONS_PER_ADDRESS', perAddress),
    firstRequestMs: 5_000,
  };
}

export interface GuardOptions {
  /** Addresses of the proxies you run (API_TRUSTED_PROXIES): exempt from the per-address cap. */
  trusted: (address: string) => boolean;
  log: (line: string) => void;
}

/** How long without a refusal ends an episode, after which the count is logged. */
const EPISODE_QUIET_MS = 5_000;

/** Applies the caps to a server's connections: a refused one is closed at once, and an episode is logged once. */
export function guardConnections(server: Server, limits: ConnectionLimits, opts: GuardOptions): void {
  const perKey = new Map<string, number>();
  let open = 0;
  const episode = episodeLog(opts.log, {
    began: (cause) => `${cause}; refusing new connections until some close (logged once; a count follows)`,
    ended: (refused, seconds) => `connection caps: ${plural(refused, 'connection')} refused over ${seconds} s`,
  });
  let quiet: NodeJS.Timeout | null = null;
  // The parser reads the socket itself (no 'data' events), so the first request is the sign of life.
  const waiting = new WeakMap<Socket, NodeJS.Timeout>();
  server.on('request', (req: { socket: Socket }) => clearTimeout(waiting.get(req.socket)));

  const refuse = (socket: Socket, why: string): void => {
    socket.destroy();
    episode.refused(why);
    // The episode ends after a quiet spell with no refusal: connections come and go too often to end it on one.
    if (quiet) clearTimeout(quiet);
    quiet = setTimeout(() => episode.worked(), EPISODE_QUIET_MS);
    quiet.unref();
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const key = rateKey(address);
    const exempt = opts.trusted(address);
    if (open >= limits.total) return refuse(socket, `${open} connections open, the cap (SERVE_MAX_CONNECTIONS)`);
    const held = perKey.get(key) ?? 0;
    if (!exempt && held >= limits.perAddress)
      return refuse(
        socket,
        `${key} holds ${held} connections, the most one address may (SERVE_MAX_CONNECTIONS_PER_ADDRESS)`,
      );
    open++;
    perKey.set(key, held + 1);
    const silent = setTimeout(() => socket.destroy(), limits.firstRequestMs);
    silent.unref();
    waiting.set(socket, silent);
    socket.once('close', () => {
      clearTimeout(silent);
      open--;
      const left = (perKey.get(key) ?? 1) - 1;
      if (left > 0) perKey.set(key, left);
      else perKey.delete(key);
    });
  });
  // A client trickling its headers is cut off too (checked every CONNECTION_CHECK_MS).
  server.headersTimeout = 10_000;
}

/** createServer's connectionsCheckingInterval: how often Node enforces headersTimeout (its default is 30 s). */
export const CONNECTION_CHECK_MS = 2_000;
