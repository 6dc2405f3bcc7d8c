// Which browser origins may call the API, and which Host names the server answers for. Both are
// checked against configured origins only: a page on evil.example whose DNS name was re-pointed at
// this server (DNS rebinding) sends Origin and Host both saying evil.example, so "Origin matches
// Host" proves nothing. A request without Origin (curl, a server) passes the origin check.
import type { IncomingHttpHeaders } from 'node:http';

export type CorsVerdict =
  { kind: 'no-origin' } | { kind: 'allowed'; origin: string } | { kind: 'denied'; origin: string };

export function corsVerdict(headers: IncomingHttpHeaders, allowed: ReadonlySet<string>): CorsVerdict {
  const origin = headers.origin;
  if (!origin) return { kind: 'no-origin' };
  return allowed.has(origin) ? { kind: 'allowed', origin } : { kind: 'denied', origin };
}

/** The origins the API answers browsers from: its own addresses, the public URL and the allow-list. */
export function knownOrigins(own: readonly string[], publicUrl: string, allowList: readonly string[]): Set<string> {
  const origins = new Set<string>([...own, ...allowList]);
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins;
}

/** host[:port] of each origin: the Host headers the server answers. */
export function knownHosts(origins: ReadonlySet<string>): Set<string> {
  return new Set([...origins].map((o) => new URL(o).host.toLowerCase()));
}

/** True when the Host header names this server (or is absent, as from HTTP/1.0 tools). */
export function hostAllowed(headers: IncomingHttpHeaders, hosts: ReadonlySet<string>): boolean {
  const host = headers.host?.toLowerCase();
  return host === undefined || hosts.has(host);
}

/** Headers that let the browser hand the answer to the page. */
export function corsHeaders(verdict: CorsVerdict): Record<string, string> {
  return verdict.kind === 'allowed'
    ? { 'access-control-allow-origin': verdict.origin, vary: 'Origin' }
    : { vary: 'Origin' };
}

/** Answer to a preflight (OPTIONS) from an allowed origin. */
export function preflightHeaders(verdict: CorsVerdict, methods: string): Record<string, string> {
  return {
    ...corsHeaders(verdict),
    'access-control-allow-methods': methods,
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '600',
  };
}
