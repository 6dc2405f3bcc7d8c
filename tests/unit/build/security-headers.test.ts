// The sites' security policy: what a plain build allows, what an API on another origin and the
// analytics a site owner configured add, and the _headers file static hosts (and `serve`) read.
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  metaContentSecurityPolicy,
  parseHeadersFile,
  siteHeaders,
} from '../../../generator/security-headers.ts';

const analytics = {
  gtmId: 'GTM-AB12CD',
  dsn: 'https://key@errors.example.org/42',
  stateCode: 'TX',
  product: 'p',
  traceOrigins: [],
};

describe('Content-Security-Policy of a built site', () => {
  it('a plain build: its own files only, no inline script or style, no plugins, no framing', () => {
    expect(contentSecurityPolicy({ apiBase: '/api', analytics: null })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    );
  });

  it('an API on another origin, a tag-manager container and an error-reporting DSN are let in, and nothing else', () => {
    const csp = contentSecurityPolicy({ apiBase: 'https://api.example.org/api', analytics });
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(csp).toContain(
      "connect-src 'self' https://api.example.org https://errors.example.org https://*.google-analytics.com",
    );
    expect(csp).toContain("form-action 'self' https://api.example.org;");
    // Scripts never run inline or from strings; only style attributes (map swatches, bars) are inline.
    expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-');
  });

  it('the <meta> form leaves out frame-ancestors, which browsers ignore there (and warn about)', () => {
    const meta = metaContentSecurityPolicy({ apiBase: null, analytics: null });
    expect(meta).not.toContain('frame-ancestors');
    expect(`${meta}; frame-ancestors 'none'`).toBe(contentSecurityPolicy({ apiBase: null, analytics: null }));
  });

  it('_headers holds every header for every path, and reads back as the same headers', () => {
    const p = { apiBase: '/api', analytics };
    const text = headersFile(p);
    expect(text).toMatch(
      /^# .*\n\/\*\n {2}X-Content-Type-Options: nosniff\n {2}Referrer-Policy: strict-origin-when-cross-origin\n {2}X-Frame-Options: DENY\n {2}Content-Security-Policy: default-src 'self'; /,
    );
    expect(parseHeadersFile(text)).toEqual(siteHeaders(p));
  });
});
