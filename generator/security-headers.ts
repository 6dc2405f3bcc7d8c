// The security policy of a built site. Pages load only their own files, plus what a build was
// configured for: the API (API_BASE_URL on another origin), Google Tag Manager and the error
// reporting endpoint (browser/analytics/). It reaches the browser three ways: a `_headers` file that
// static hosts such as Netlify and Cloudflare Pages apply, the same headers from `cli.ts serve` /
// `start` (which read that file), and a <meta> tag for hosts that set no headers (GitHub Pages).
import type { AnalyticsSetup } from '../browser/analytics/config.ts';
import { SECURITY_HEADERS } from '../api/security-headers.ts';

export interface PolicyInputs {
  /** API_BASE_URL as the forms call it ('/api', 'https://api.example.org/api' or null). */
  apiBase: string | null;
  analytics: AnalyticsSetup | null;
}

/** Where Google Tag Manager and the Google tags it loads fetch and send from. */
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

function originOf(url: string): string | null {
  return /^https?:\/\//.test(url) ? new URL(url).origin : null;
}

function directives(p: PolicyInputs): [string, string[]][] {
  const api = p.apiBase ? originOf(p.apiBase) : null;
  const dsn = p.analytics?.dsn ? originOf(p.analytics.dsn) : null;
  const gtm = p.analytics?.gtmId ? TAG_MANAGER : { script: [], connect: [] };
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...gtm.script]],
    ['style-src', ["'self'"]],
    // Map legends, chart keys and the wizard's progress bar colour or size one element through a
    // style attribute. An attribute cannot load anything or run script, so attributes are allowed
    // while <style> elements and other stylesheets stay limited to the site's own files.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...gtm.connect]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(api ? [api] : []), ...(dsn ? [dsn] : []), ...gtm.connect]],
    ['form-action', ["'self'", ...(api ? [api] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
  ];
}

const render = (list: [string, string[]][]): string =>
  list.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');

/** The Content-Security-Policy header: the page policy, and no framing by any other site. */
export function contentSecurityPolicy(p: PolicyInputs): string {
  return render([...directives(p), ['frame-ancestors', ["'none'"]]]);
}

/** The same for a <meta> tag, where browsers ignore frame-ancestors (and say so in the console). */
export function metaContentSecurityPolicy(p: PolicyInputs): string {
  return render(directives(p));
}

/** Every header a response of the site carries, by lower-case name. */
export function siteHeaders(p: PolicyInputs): Record<string, string> {
  return { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(p) };
}

const TITLE = (name: string): string =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => `${dash}${c.toUpperCase()}`);

/** `_headers` in the format of Netlify and Cloudflare Pages: these headers on every path of the site. */
export function headersFile(p: PolicyInputs): string {
  const lines = Object.entries(siteHeaders(p)).map(([name, value]) => `  ${TITLE(name)}: ${value}`);
  return `# Security headers for static hosts that read this file (Netlify, Cloudflare Pages); written by cli.ts build.\n/*\n${lines.join('\n')}\n`;
}

/** Reads the headers of the `/*` rule back from a `_headers` file (what `serve` sends with the site). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const m = /^\s+([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (inAll && m) headers[m[1]!.toLowerCase()] = m[2]!.trim();
  }
  return headers;
}
