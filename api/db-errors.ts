// Which failures mean "the database cannot be reached right now" (restart, failover, network,
// frozen server, locked file) rather than a bug: those answer 503 with Retry-After, and a server
// started before its database waits for it. Everything else stays a 500.

/** Connection-level error codes of the drivers and of Node's sockets. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 53 (insufficient resources: too many
 * connections, out of memory or disk), 57P01–57P03 (shutting down, crashed, starting up) and 57014
 * (the statement timeout cancelled the query).
 */
function pgUnavailable(code: string): boolean {
  return /^(08|53)/.test(code) || ['57P01', '57P02', '57P03', '57014'].includes(code);
}

/** Messages of node-postgres that carry no code (the socket closed, a client-side timeout). */
const PG_MESSAGES =
  /Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed/i;

export function databaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = String((err as { code?: unknown }).code ?? '');
  // A data folder that cannot be written (a read-only mount, a full disk): it may come back.
  if (SOCKET_CODES.has(code) || (err as { dataFolder?: boolean }).dataFolder === true) return true;
  if (code.startsWith('SQLITE_')) return /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY)/.test(code);
  if (/^[0-9A-Z]{5}$/.test(code)) return pgUnavailable(code);
  if (PG_MESSAGES.test(err.message)) return true;
  // Several addresses tried (localhost: ::1 and 127.0.0.1), or an error wrapping the driver's.
  const inner = [...((err as { errors?: unknown[] }).errors ?? []), (err as { cause?: unknown }).cause];
  return inner.some((e) => e !== err && databaseUnavailable(e));
}

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;
