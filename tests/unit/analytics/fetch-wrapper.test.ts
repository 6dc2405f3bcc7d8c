import { describe, expect, it } from 'vitest';
import {
  type ApiError,
  failedRequestUrl,
  isApiError,
  isAssetPath,
  wrapFetch,
} from '../../../browser/analytics/fetch-wrapper.ts';

describe('the api_error rule (spec §7: failed non-asset requests, status below 500, not 404)', () => {
  it.each([
    [400, true],
    [401, true],
    [403, true],
    [409, true],
    [422, true],
    [429, true],
    [499, true],
    [404, false],
    [500, false],
    [502, false],
    [503, false],
    [200, false],
    [201, false],
    [304, false],
  ])('status %i on an API path: %s', (status, reported) =>
    expect(isApiError('/api/newsletter/subscribe', status)).toBe(reported),
  );

  it('never reports asset paths', () => {
    for (const path of [
      '/tx/assets/calculator-AB12.js',
      '/tx/data/counties-tx-1234.json',
      '/tx/assets/site-1.css',
      '/favicon.svg',
      '/static/font.woff2',
    ]) {
      expect(isAssetPath(path)).toBe(true);
      expect(isApiError(path, 403)).toBe(false);
    }
    expect(isAssetPath('/api/contact')).toBe(false);
  });
});

function fakeWindow(answer: (url: string) => Response | Error) {
  const target = {
    location: { href: 'https://tx.example.org/tx/county/harris?x=1' },
    fetch: (async (input: RequestInfo | URL) => {
      const a = answer(String(input instanceof Request ? input.url : input));
      if (a instanceof Error) throw a;
      return a;
    }) as typeof fetch,
  };
  return target;
}

describe('wrapFetch', () => {
  it('reports a 4xx from an API call by path, status and method, and hands the answer back untouched', async () => {
    const reported: ApiError[] = [];
    const res = new Response('{"ok":false}', { status: 422 });
    const win = fakeWindow(() => res);
    wrapFetch(win, (e) => reported.push(e));
    const got = await win.fetch('/api/newsletter/subscribe?email=secret', { method: 'post' });
    expect(got).toBe(res);
    expect(reported).toEqual([{ path: '/api/newsletter/subscribe', status: 422, method: 'POST' }]);
  });

  it('stays quiet for a 404, a 5xx, an asset and a success', async () => {
    const reported: ApiError[] = [];
    const statuses: Record<string, number> = {
      '/api/a': 404,
      '/api/b': 503,
      '/tx/data/counties.json': 403,
      '/api/c': 200,
    };
    const win = fakeWindow((url) => new Response(null, { status: statuses[new URL(url, 'https://x.test').pathname]! }));
    wrapFetch(win, (e) => reported.push(e));
    for (const path of Object.keys(statuses)) await win.fetch(path);
    expect(reported).toEqual([]);
  });

  it('rethrows a network failure and remembers which URL it was', async () => {
    const failure = new TypeError('Failed to fetch');
    const win = fakeWindow(() => failure);
    wrapFetch(win, () => undefined);
    await expect(win.fetch('https://api.example.org/api/contact')).rejects.toBe(failure);
    expect(failedRequestUrl(failure)).toBe('https://api.example.org/api/contact');
    expect(failedRequestUrl(new Error('other'))).toBeNull();
  });

  it('can be taken off again', async () => {
    const win = fakeWindow(() => new Response(null, { status: 400 }));
    const original = win.fetch;
    const unwrap = wrapFetch(win, () => undefined);
    expect(win.fetch).not.toBe(original);
    unwrap();
    expect(win.fetch).toBe(original);
  });
});
