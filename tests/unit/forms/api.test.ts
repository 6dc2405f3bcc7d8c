import { afterEach, describe, expect, it, vi } from 'vitest';
import { postJson } from '../../../browser/components/forms/api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );

describe('postJson (api/contract.ts answers)', () => {
  it('posts JSON to base + path and reads a success', async () => {
    const fetch = answer(200, { ok: true, status: 'pending-confirmation', message: 'Check your inbox.' });
    vi.stubGlobal('fetch', fetch);
    expect(await postJson('https://api.example.org/api', '/newsletter/subscribe', { email: 'a@b.co' })).toEqual({
      ok: true,
      status: 'pending-confirmation',
      message: 'Check your inbox.',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.org/api/newsletter/subscribe');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'a@b.co' });
  });

  it("passes on the server's text and the field at fault", async () => {
    vi.stubGlobal(
      'fetch',
      answer(422, { ok: false, status: 'error', error: 'invalid_field', field: 'email', message: 'Not an address.' }),
    );
    expect(await postJson('/api', '/notify', {})).toEqual({ ok: false, message: 'Not an address.', field: 'email' });
  });

  it('has no text when the network fails or the answer is not JSON, so the form shows its default', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await postJson('/api', '/contact', {})).toEqual({ ok: false, message: null, field: null });
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    expect(await postJson('/api', '/contact', {})).toEqual({ ok: false, message: null, field: null });
  });

  it('does not take a 200 without ok: true for a success', async () => {
    vi.stubGlobal('fetch', answer(200, { message: 'hello' }));
    expect((await postJson('/api', '/contact', {})).ok).toBe(false);
  });
});
