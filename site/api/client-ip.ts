// Which address a request comes from, for the rate limit. Behind `hops` proxies that you run, each
// proxy appends the address it received the request from to X-Forwarded-For; the client is then
// the entry `hops` places from the right. Entries further left were sent by the client itself and
// can say anything, so they are never used.
import type { IncomingMessage } from 'node:http';

export function clientIp(req: IncomingMessage, hops: number): string {
  const direct = req.socket.remoteAddress || 'unknown';
  if (hops <= 0) return direct;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped a proxy (or one is misconfigured); the
  // nearest address we can trust is the connection's own.
  return chain.length >= hops ? chain[chain.length - hops]! : direct;
}
