// Which browser origins may call the API. A request without Origin (curl, a server) or from the
// API's own origin is always let through; any other origin must be on the allow-list.
import type { IncomingHttpHeaders } from 'node:http';

export type CorsVerdict = { kind: 'no-origin' } | { kind: 'allowed'; origin: string } | { kind: 'denied'; origin: string };

export function corsVerdict(headers: IncomingHttpHeaders, allowed: readonly string[]): CorsVerdict {
  const origin = headers.origin;
  if (!origin) return { kind: 'no-origin' };
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return { kind: 'denied', origin };
  }
  if (host === headers.host || allowed.includes(origin)) return { kind: 'allowed', origin };
  return { kind: 'denied', origin };
}

/** Headers that let the browser hand the answer to the page. */
export function corsHeaders(verdict: CorsVerdict): Record<string, string> {
  return verdict.kind === 'allowed' ? { 'access-control-allow-origin': verdict.origin, vary: 'Origin' } : { vary: 'Origin' };
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
