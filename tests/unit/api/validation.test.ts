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

  it('names a tax too large to represent (1e999) as it was sent, not as null', async () => {
    const sent = (tax: string, language = 'en') =>
      api.post('/newsletter/subscribe', JSON.stringify({ ...popup, language }).replace('5123', tax));
    const en = await expectFailure(await sent('1e999'), 422, 'invalid_field', 'calculatedTax');
    expect(en.message).toBe('calculatedTax: expected a finite number, found a number too large to represent (1e999).');
    const es = await expectFailure(await sent('-2E+400', 'es'), 422, 'invalid_field', 'calculatedTax');
    expect(es.message).toBe(
      'calculatedTax: se esperaba un número finito; se recibió un número demasiado grande para representarlo (-2E+400).',
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

describe('one-line fields', () => {
  const good = { name: 'Bo', email: 'bo@example.com', subject: 'Harris rate', message: 'The rate looks old.' };
  const word = '=?utf-8?q?Hi=0D=0ABcc:x@example.com?=';

  it('refuses a MIME encoded word, which a mail program would show as two lines, naming it in both languages', async () => {
    const en = await expectFailure(
      await api.post('/contact', { ...good, subject: word }),
      422,
      'invalid_field',
      'subject',
    );
    expect(en.message).toBe(
      `Subject: expected plain text, found an e-mail encoded word (${word}), which mail programs would show as other text. Please type it again without it.`,
    );
    const es = await expectFailure(
      await api.post('/contact', { ...good, subject: `Hola ${word.toUpperCase()}`, language: 'es' }),
      422,
      'invalid_field',
      'subject',
    );
    expect(es.message).toBe(
      `El asunto: se esperaba texto simple; se recibió una palabra codificada de correo (${word.toUpperCase()}), que los programas de correo mostrarían como otro texto. Por favor escríbalo de nuevo sin ella.`,
    );
    // Every other one-line field too: the names, the county.
    await expectFailure(await api.post('/contact', { ...good, name: word }), 422, 'invalid_field', 'name');
    await expectFailure(
      await api.post('/newsletter/subscribe', { ...popup, firstName: `Ana =?iso-8859-1?B?QmNjOg==?=` }),
      422,
      'invalid_field',
      'firstName',
    );
    await expectFailure(
      await api.post('/newsletter/subscribe', { ...popup, county: word }),
      422,
      'invalid_field',
      'county',
    );
  });

  it('a name needs a visible letter: only zero-width joiners or only combining marks are refused', async () => {
    const joiners = await expectFailure(
      await api.post('/newsletter/subscribe', { ...popup, firstName: '\u200D\u200D' }),
      422,
      'invalid_field',
      'firstName',
    );
    expect(joiners.message).toBe('First name needs at least one letter, found U+200D U+200D. Please type it again.');
    const marks = await expectFailure(
      await api.post('/newsletter/subscribe', { ...popup, firstName: '\u0301', language: 'es' }),
      422,
      'invalid_field',
      'firstName',
    );
    expect(marks.message).toBe(
      'El nombre necesita al menos una letra; se recibió U+0301. Por favor escríbalo de nuevo.',
    );
    const contact = await expectFailure(
      await api.post('/contact', { ...good, name: '\u0301\u200D' }),
      422,
      'invalid_field',
      'name',
    );
    expect(contact.message).toBe('Name needs at least one letter, found U+0301 U+200D. Please type it again.');
    // A zero-width space alone is refused as invisible, as before.
    await expectFailure(
      await api.post('/newsletter/subscribe', { ...popup, firstName: '\u200B' }),
      422,
      'invalid_field',
      'firstName',
    );
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

  it('answers HEAD wherever it answers GET: the same headers, no body; a link page is not opened by it', async () => {
    const same = ['content-type', 'cache-control', 'content-security-policy', 'x-frame-options'];
    const health = [await fetch(`${api.url}/api/health`), await fetch(`${api.url}/api/health`, { method: 'HEAD' })];
    expect(health.map((r) => r.status)).toEqual([200, 200]);
    for (const name of [...same, 'content-length'])
      expect(health[1]!.headers.get(name)).toBe(health[0]!.headers.get(name));
    expect(await health[1]!.text()).toBe('');
    for (const path of [
      '/api/newsletter/confirm?token=x&lang=es',
      '/api/newsletter/unsubscribe?token=x',
      '/api/notify/confirm?token=x',
      '/api/notify/unsubscribe?token=x',
    ]) {
      const get = await fetch(`${api.url}${path}`);
      const head = await fetch(`${api.url}${path}`, { method: 'HEAD' });
      // GET opens the link and finds the token unknown; HEAD does not look at it, so it cannot confirm or unsubscribe.
      expect([get.status, head.status], path).toEqual([400, 200]);
      for (const name of same) expect(head.headers.get(name), `${path} ${name}`).toBe(get.headers.get(name));
      expect(await head.text(), path).toBe('');
    }
    expect((await fetch(`${api.url}/api/health`, { method: 'HEAD' })).status).toBe(200);
    // A POST-only path names HEAD nowhere; a GET path lists it beside GET.
    const post = await fetch(`${api.url}/api/newsletter/subscribe`, { method: 'HEAD' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('POST, OPTIONS');
    const wrong = await fetch(`${api.url}/api/health`, { method: 'POST' });
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    await nothingStored();
  });
});
