// Every kind of bad request gets its own 4xx with a message naming the problem, and leaves the
// database and the outbox untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Harness } from './harness.ts';

let api: Harness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.dispose());

const inline = {
  email: 'ana@example.com',
  state: 'tx',
  language: 'en',
  tags: ['tx-newsletter', 'property-tax-updates'],
};
const popup = {
  email: 'ana@example.com',
  firstName: 'Ana',
  state: 'tx',
  county: 'Harris',
  language: 'en',
  calculatedTax: 5123,
  tags: ['tx-calculator', 'harris'],
};

async function nothingStored(): Promise<void> {
  expect(await api.rows('subscribers')).toHaveLength(0);
  expect(await api.rows('notify_requests')).toHaveLength(0);
  expect(await api.rows('messages')).toHaveLength(0);
  expect(await api.rows('tokens')).toHaveLength(0);
  expect(await api.rows('mail_jobs')).toHaveLength(0);
  expect(await api.outbox()).toHaveLength(0);
}

async function expectFailure(
  res: Response,
  status: number,
  error: string,
  field?: string,
): Promise<{ message: string }> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { ok: boolean; status: string; error: string; message: string; field?: string };
  expect(body).toMatchObject({ ok: false, status: 'error', error });
  expect(body.message.length).toBeGreaterThan(10);
  if (field) expect(body.field).toBe(field);
  await nothingStored();
  return body;
}

describe('newsletter validation', () => {
  it('refuses a bad e-mail with 422 naming the email field', async () => {
    const body = await expectFailure(
      await api.post('/newsletter/subscribe', { ...inline, email: 'ana@example' }),
      422,
      'invalid_field',
      'email',
    );
    expect(body.message).toBe('Please enter a valid email address');
  });

  it('refuses a missing e-mail with the "enter your email" message', async () => {
    const { email: _, ...noEmail } = inline;
    const body = await expectFailure(await api.post('/newsletter/subscribe', noEmail), 422, 'invalid_field', 'email');
    expect(body.message).toBe('Please enter your email address');
  });

  it('answers in Spanish when the payload says language es', async () => {
    const body = await expectFailure(
      await api.post('/newsletter/subscribe', { ...inline, language: 'es', email: 'no-es-correo' }),
      422,
      'invalid_field',
      'email',
    );
    expect(body.message).toBe('Por favor ingrese un correo electrónico válido');
  });

  it('requires the first name on the popup (missing or blank)', async () => {
    const { firstName: _, ...noName } = popup;
    const missing = await expectFailure(
      await api.post('/newsletter/subscribe', noName),
      422,
      'invalid_field',
      'firstName',
    );
    expect(missing.message).toBe('Please enter your first name');
    await expectFailure(
      await api.post('/newsletter/subscribe', { ...popup, firstName: '   ' }),
      422,
      'invalid_field',
      'firstName',
    );
  });

  it('names a wrong state, language, tax or tags with what was expected and found', async () => {
    const state = await expectFailure(
      await api.post('/newsletter/subscribe', { ...inline, state: 'zz' }),
      422,
      'invalid_field',
      'state',
    );
    expect(state.message).toBe('state: expected one of hub, tx, ca, fl, ny, found "zz".');
    await expectFailure(
      await api.post('/newsletter/subscribe', { ...inline, language: 'fr' }),
      422,
      'invalid_field',
      'language',
    );
    await expectFailure(
      await api.post('/newsletter/subscribe', { ...popup, calculatedTax: -5 }),
      422,
      'invalid_field',
      'calculatedTax',
    );
    await expectFailure(
      await api.post('/newsletter/subscribe', { ...inline, tags: ['has space'] }),
      422,
      'invalid_field',
      'tags',
    );
    await expectFailure(
      await api.post('/newsletter/subscribe', { ...inline, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }),
      422,
      'invalid_field',
      'tags',
    );
  });

  it('refuses a body that is JSON but not an object', async () => {
    const body = await expectFailure(
      await api.post('/newsletter/subscribe', '["ana@example.com"]'),
      422,
      'invalid_field',
      'body',
    );
    expect(body.message).toContain('expected a JSON object');
  });

  it('refuses an oversized body with 413 (16 KB limit)', async () => {
    const big = { ...popup, firstName: 'A'.repeat(17 * 1024) };
    const body = await expectFailure(await api.post('/newsletter/subscribe', big), 413, 'payload_too_large');
    expect(body.message).toContain('16384 bytes');
    // Far past the limit too: the server reads no further than it must and still answers.
    await expectFailure(
      await api.post('/newsletter/subscribe', { ...popup, firstName: 'B'.repeat(300 * 1024) }),
      413,
      'payload_too_large',
    );
  });

  it('refuses a form post or a missing content type with 415', async () => {
    const form = await fetch(`${api.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=ana%40example.com&state=tx',
    });
    const body = await expectFailure(form, 415, 'unsupported_media_type');
    expect(body.message).toContain('application/x-www-form-urlencoded');
    await expectFailure(
      await api.post('/newsletter/subscribe', JSON.stringify(inline), { 'content-type': 'text/plain' }),
      415,
      'unsupported_media_type',
    );
  });

  it('refuses malformed JSON (and an empty body) with 400', async () => {
    const body = await expectFailure(
      await api.post('/newsletter/subscribe', '{"email": "ana@example.com",'),
      400,
      'malformed_json',
    );
    expect(body.message).toContain('not valid JSON');
    await expectFailure(await api.post('/newsletter/subscribe', ''), 400, 'malformed_json');
  });
});

describe('notify-me and contact validation', () => {
  it('notify-me needs a valid e-mail and a known state', async () => {
    await expectFailure(
      await api.post('/notify', { email: 'x@', state: 'tx', language: 'en' }),
      422,
      'invalid_field',
      'email',
    );
    await expectFailure(
      await api.post('/notify', { email: 'x@example.com', language: 'en' }),
      422,
      'invalid_field',
      'state',
    );
  });

  it('contact needs name, e-mail, subject and message, each within its length', async () => {
    const good = { name: 'Bo', email: 'bo@example.com', subject: 'Harris rate', message: 'The rate looks old.' };
    for (const [field, text] of [
      ['name', 'Please enter your name'],
      ['subject', 'Please enter a subject'],
      ['message', 'Please enter a message'],
    ] as const) {
      const body = await expectFailure(
        await api.post('/contact', { ...good, [field]: '' }),
        422,
        'invalid_field',
        field,
      );
      expect(body.message).toBe(text);
    }
    const long = await expectFailure(
      await api.post('/contact', { ...good, message: 'x'.repeat(5001) }),
      422,
      'invalid_field',
      'message',
    );
    expect(long.message).toBe('Message is too long: at most 5000 characters.');
  });
});

describe('paths and methods', () => {
  it('answers 404 for an unknown API path and 405 with Allow for a wrong method', async () => {
    const missing = await fetch(`${api.url}/api/newsletter/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ ok: false, error: 'not_found' });
    const wrong = await fetch(`${api.url}/api/newsletter/subscribe`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await wrong.json()).toMatchObject({ ok: false, error: 'method_not_allowed' });
    await nothingStored();
  });
});
