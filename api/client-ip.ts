// Which address a request comes from, for the rate limit. Behind `hops` proxies that you run, each
// proxy appends the address it received the request from to X-Forwarded-For; the client is then
// the entry `hops` places from the right. Entries further left were sent by the client itself and
// can say anything, so they are never used.
import type { IncomingMessage } from 'node:http';

/**
 * An address as a proxy may write it, without its port or IPv6 brackets ('192.0.2.9:40001' →
 * '192.0.2.9', '[2001:db8::1]:443' → '2001:db8::1'): with the port, each new connection of one
 * client would count as a client of its own. A bare IPv6 address has several colons and no port.
 */
export function bareAddress(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return bracketed[1]!;
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  return v4 ? v4[1]! : text;
}

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
  return chain.length >= hops ? bareAddress(chain[chain.length - hops]!) : direct;
}

/** The eight 16-bit groups of an IPv6 address ('2001:db8::1' → [0x2001, 0xdb8, 0, …, 1]), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, '');
  // A trailing dotted IPv4 part ('::ffff:1.2.3.4') is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const fill = 8 - head.length - tail.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return null;
  const groups = [...head, ...Array<number>(fill).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The rate limit's bucket for an address. One IPv6 subscriber is usually handed a whole /64 (2^64
 * addresses), so IPv6 counts per /64; an IPv4 address written as IPv6 (::ffff:1.2.3.4) counts as
 * itself.
 */
export function rateKey(address: string): string {
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
