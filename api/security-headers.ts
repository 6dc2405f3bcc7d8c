// Headers every response of `cli.ts serve` carries, pages and API alike: no content-type guessing,
// no full URLs leaking to other sites, no framing by other sites (clickjacking). The pages' own
// Content-Security-Policy comes with the build (generator/security-headers.ts); the API's
// answers are data, so their policy allows nothing at all.
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** For JSON answers: nothing may load, run or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * For the small pages the e-mail links open: their inline style only; no script, no referrer (the URL holds a token).
 */
export const LINK_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
