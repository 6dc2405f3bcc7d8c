// Spec §7: a wrapper around window.fetch reports failed non-asset requests whose status is below 500
// and not 404 as api_error events. It is installed by the analytics entry, so no other code changes.
// It also remembers which URL a network failure came from, for the error-report filters (spec §8).

const ASSET_DIRS = /\/(assets|data|static)\//;
const ASSET_FILES = /\.(js|mjs|css|json|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|pdf|txt|xml)$/i;

/** Files the site ships (bundles, styles, data, images, fonts), not calls to a service. */
export function isAssetPath(pathname: string): boolean {
  return ASSET_DIRS.test(pathname) || ASSET_FILES.test(pathname);
}

/**
 * The api_error rule: a failed answer (4xx) other than 404, from something that is not an asset. 5xx are the server's
 * own to report.
 */
export function isApiError(pathname: string, status: number): boolean {
  return status >= 400 && status < 500 && status !== 404 && !isAssetPath(pathname);
}

export interface ApiError {
  path: string;
  status: number;
  method: string;
}

const failures = new WeakMap<object, string>();

/** The URL a fetch was trying when it failed with this error, if it went through the wrapper. */
export function failedRequestUrl(error: unknown): string | null {
  return typeof error === 'object' && error !== null ? (failures.get(error) ?? null) : null;
}

function describe(input: RequestInfo | URL, init: RequestInit | undefined, base: string): { url: URL; method: string } {
  const raw = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
  const method = (
    init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')
  ).toUpperCase();
  return { url: new URL(raw, base), method };
}

/** Replaces target.fetch; answers and errors pass through untouched. Returns a function that puts the original back. */
export function wrapFetch(
  target: { fetch: typeof fetch; location: { href: string } },
  onApiError: (e: ApiError) => void,
): () => void {
  const original = target.fetch;
  const wrapped = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    let request: { url: URL; method: string } | null = null;
    try {
      request = describe(input, init, target.location.href);
    } catch {
      /* let fetch itself complain */
    }
    try {
      const response = await original.call(target, input, init);
      if (request && isApiError(request.url.pathname, response.status)) {
        onApiError({ path: request.url.pathname, status: response.status, method: request.method });
      }
      return response;
    } catch (error) {
      if (request && typeof error === 'object' && error !== null) failures.set(error, request.url.href);
      throw error;
    }
  };
  target.fetch = wrapped as typeof fetch;
  return () => {
    if (target.fetch === wrapped) target.fetch = original;
  };
}
