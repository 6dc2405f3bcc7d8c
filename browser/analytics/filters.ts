// The error-report filters of spec §8 as pure functions over the reporting SDK's event shapes,
// so each rule is tested without the SDK. The SDK calls them through report-options.ts.

interface Frame {
  filename?: string;
  function?: string;
}
interface ExceptionValue {
  type?: string;
  value?: string;
  stacktrace?: { frames?: Frame[] };
}
export interface ReportEvent {
  message?: string;
  exception?: { values?: ExceptionValue[] };
  breadcrumbs?: { category?: string; level?: string; data?: Record<string, unknown> }[];
}
export interface ReportLog {
  level: string;
  message: unknown;
}
export interface ReportBreadcrumb {
  category?: string;
  level?: string;
}

/** What an event says: its message and its exceptions' types and values. */
function messageOf(event: ReportEvent): string {
  return [event.message ?? '', ...(event.exception?.values ?? []).flatMap((v) => [v.type ?? '', v.value ?? ''])].join(
    '\n',
  );
}

/** The message, and where it happened: frame names and files. */
function textOf(event: ReportEvent): string {
  const frames = (event.exception?.values ?? []).flatMap((v) => v.stacktrace?.frames ?? []);
  return [messageOf(event), ...frames.flatMap((f) => [f.function ?? '', f.filename ?? ''])].join('\n');
}

const STRUCTURED_DATA = /structured[-_ ]?data|json[-_ ]?ld|ld\+json|schema\.org/i;
const LOWERCASE_FAILURE = /toLowerCase/;
const UNDEFINED_OBJECT = /undefined is not an object/;

/**
 * A structured-data script failing on a missing field (lowercasing nothing, reading from undefined): noise from page
 * markup readers.
 */
export function isStructuredDataNoise(event: ReportEvent): boolean {
  const text = textOf(event);
  return STRUCTURED_DATA.test(text) && (LOWERCASE_FAILURE.test(text) || UNDEFINED_OBJECT.test(text));
}

// Errors that browsers, extensions and other people's scripts throw into every page.
const THIRD_PARTY_MESSAGES = [
  /^Script error\.?$/m,
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/,
  /Non-Error promise rejection captured with value: Object Not Found Matching Id/,
  /Can't find variable: ZiteReader/,
  /jigsaw is not defined/,
  /ComboSearch is not defined/,
  /atomicFindClose/,
  /fb_xd_fixed/,
  /bmi_SafeAddOnload/,
  /EBCallBackMessageReceived/,
  /conduitPage/,
  /__gCrWeb/,
  /instantSearchSDKJSBridgeClearHighlight/,
];
const THIRD_PARTY_FILES =
  /^(chrome|moz|safari|safari-web|ms-browser)-extension:\/\/|^chrome:\/\/|googletagmanager\.com|google-analytics\.com|googlesyndication\.com|doubleclick\.net|connect\.facebook\.net/i;

/** Known third-party script errors: a listed message, or a stack whose own frame (the last) is someone else's file. */
export function isThirdPartyError(event: ReportEvent): boolean {
  if (THIRD_PARTY_MESSAGES.some((re) => re.test(messageOf(event)))) return true;
  return (event.exception?.values ?? []).some((v) => {
    const frames = v.stacktrace?.frames ?? [];
    const top = frames[frames.length - 1];
    return top?.filename !== undefined && THIRD_PARTY_FILES.test(top.filename);
  });
}

const NETWORK_FAILURE =
  /Failed to fetch|NetworkError when attempting to fetch|Load failed|Network request failed|net::ERR_/i;
const AD_PATH = /\/(ads?|adserver|pagead|adsbygoogle)([/.?]|$)|doubleclick|googlesyndication|adservice/i;
const ASSET_PATH =
  /\/(assets|data|static)\/|\.(js|mjs|css|json|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf)([?#]|$)/i;
const INDEXNOW = /indexnow/i;

export function isNetworkError(event: ReportEvent): boolean {
  return NETWORK_FAILURE.test(messageOf(event));
}

/** Spec §8: network errors are reported unless they concern ad, asset or IndexNow paths. */
export function isIgnoredNetworkUrl(url: string): boolean {
  return AD_PATH.test(url) || ASSET_PATH.test(url) || INDEXNOW.test(url);
}

/**
 * The URL a network error concerns: as the fetch wrapper saw it, else one named in the message, else the last failed
 * request.
 */
export function networkErrorUrl(event: ReportEvent, knownUrl: string | null): string | null {
  if (knownUrl) return knownUrl;
  // The requested URL, not the code's: frames name the script that called fetch.
  const named = /https?:\/\/[^\s)'"]+/.exec(messageOf(event));
  if (named) return named[0];
  const failed = [...(event.breadcrumbs ?? [])]
    .reverse()
    .find((b) => (b.category === 'fetch' || b.category === 'xhr') && b.level === 'error');
  const url = failed?.data?.url;
  return typeof url === 'string' ? url : null;
}

/** The whole exception verdict: true keeps the event. */
export function keepException(event: ReportEvent, knownUrl: string | null = null): boolean {
  if (isStructuredDataNoise(event) || isThirdPartyError(event)) return false;
  if (isNetworkError(event)) {
    const url = networkErrorUrl(event, knownUrl);
    return url === null || !isIgnoredNetworkUrl(url);
  }
  return true;
}

const KEPT_LOG_LEVELS = new Set(['warn', 'error', 'fatal']);
const SECRET = /password|(^|[^a-z])ssn([^a-z]|$)/i;

/** Spec §8, §9: only warnings and errors are sent as logs, and never one that mentions a password or an SSN. */
export function keepLog(log: ReportLog): boolean {
  return KEPT_LOG_LEVELS.has(log.level) && !SECRET.test(String(log.message));
}

/** Console output is not a breadcrumb (it could carry anything), nor are debug and trace notes. */
export function keepBreadcrumb(crumb: ReportBreadcrumb): boolean {
  return crumb.category !== 'console' && crumb.level !== 'debug' && crumb.level !== 'trace';
}
