// What the API keeps on disk: survives a restart, keeps one row per address even across two
// server processes on one folder, and stores contact and notify-me requests.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDataDir, linkIn, ROOT, startApi, type Harness } from './harness.ts';

const inline = { email: 'ana@example.com', state: 'fl', language: 'en', tags: ['fl-newsletter', 'property-tax-updates'] };

let api: Harness | undefined;
afterEach(async () => {
  await api?.dispose();
  api = undefined;
});

describe('restart', () => {
  it('closing and reopening on the same folder loses nothing, and old links still work', async () => {
    const dataDir = freshDataDir();
    api = await startApi({}, dataDir);
    await api.post('/newsletter/subscribe', inline);
    await api.post('/newsletter/subscribe', { ...inline, email: 'bo@example.com' });
    await api.post('/notify', { email: 'cy@example.com', state: 'fl', county: 'Miami-Dade', language: 'en' });
    await api.post('/contact', { name: 'Cy', email: 'cy@example.com', subject: 'Hi', message: 'Hello there' });
    const mail = api.outbox()[0]!;
    expect(existsSync(join(dataDir, 'api.sqlite-wal'))).toBe(true);
    await api.stop();

    api = await startApi({}, dataDir);
    expect(api.rows('subscribers')).toHaveLength(2);
    expect(api.rows('notify_requests')).toHaveLength(1);
    expect(api.rows('messages')).toHaveLength(1);
    // The schema was migrated once, not again on the second start.
    expect(api.rows<{ version: number }>('migrations').map((m) => m.version)).toEqual([1]);
    // The link from before the restart confirms on the new process, against the same file.
    const confirmLink = linkIn(mail, 'confirm').replace(/^http:\/\/127\.0\.0\.1:\d+/, api.url);
    expect((await fetch(confirmLink)).status).toBe(200);
    const again = await api.post('/newsletter/subscribe', inline);
    expect(await again.json()).toMatchObject({ status: 'already-subscribed', message: 'You are already subscribed. Thank you!' });
    expect(api.rows('subscribers')).toHaveLength(2);
  });
});

function serveProcess(dataDir: string, dist: string): Promise<{ child: ChildProcess; url: string }> {
  // node with tsx's loader, not npx: one process, so SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'cli.ts', 'serve', '--port', '0', '--data', dataDir, '--dist', dist], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, API_RATE_BURST: '100' },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = out.match(/Serving the sites at (http:\/\/[\d.]+:\d+)\//)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
}

describe('two server processes on one data folder', () => {
  it('20 concurrent sign-ups of one address split across both end as one row', async () => {
    const dataDir = freshDataDir();
    const dist = mkdtempSync(join(tmpdir(), 'api-dist-'));
    const servers = await Promise.all([serveProcess(dataDir, dist), serveProcess(dataDir, dist)]);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
        fetch(`${servers[i % 2]!.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(inline) })
          .then((r) => r.json() as Promise<{ ok: boolean; status: string }>)));
      expect(answers.every((a) => a.ok)).toBe(true);
      expect(answers.filter((a) => a.status === 'pending-confirmation')).toHaveLength(1);
      api = await startApi({}, dataDir);
      expect(api.rows('subscribers')).toHaveLength(1);
      expect(api.outbox()).toHaveLength(1);
    } finally {
      for (const s of servers) s.child.kill('SIGTERM');
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('notify-me and contact', () => {
  it('notify-me keeps one row per address, state and county', async () => {
    api = await startApi();
    const first = await api.post('/notify', { email: 'Cy@Example.com', state: 'ca', county: 'Los Angeles', language: 'en' });
    expect(await first.json()).toEqual({ ok: true, status: 'registered', message: 'Done! We will email you when the official rates are published.' });
    const again = await api.post('/notify', { email: 'cy@example.com', state: 'ca', county: 'los angeles', language: 'en' });
    expect(await again.json()).toMatchObject({ ok: true, status: 'already-registered' });
    await api.post('/notify', { email: 'cy@example.com', state: 'ca', county: 'Orange', language: 'en' });
    await api.post('/notify', { email: 'cy@example.com', state: 'ca', language: 'en' });
    expect(api.rows<{ county: string | null }>('notify_requests').map((r) => r.county)).toEqual(['Los Angeles', 'Orange', null]);
    expect(api.outbox()).toHaveLength(0);
  });

  it('a contact message is stored and written to the configured inbox with Reply-To the sender', async () => {
    api = await startApi({ contactInbox: 'inbox@tax.example' });
    const res = await api.post('/contact', { name: 'Cy Diaz', email: 'cy@example.com', subject: 'Harris rate', message: 'The 2025 rate for Harris looks old.\nThanks!', language: 'es', state: 'tx' });
    expect(await res.json()).toEqual({ ok: true, status: 'received', message: '¡Gracias! Su mensaje fue enviado.' });
    const [row] = api.rows<{ name: string; subject: string; message: string; mailed_at: string | null }>('messages');
    expect(row).toMatchObject({ name: 'Cy Diaz', subject: 'Harris rate', message: 'The 2025 rate for Harris looks old.\nThanks!' });
    expect(row!.mailed_at).not.toBeNull();
    const [mail] = api.outbox();
    expect(mail).toMatch(/^To: inbox@tax\.example$/m);
    expect(mail).toMatch(/^Reply-To: Cy Diaz <cy@example\.com>$/m);
    expect(mail).toContain('Subject: [Texas Property Tax Calculator] Contact form: Harris rate');
    expect(mail).toContain('The 2025 rate for Harris looks old.\nThanks!');
  });

  it('a name that looks like an address cannot redirect the reply', async () => {
    api = await startApi();
    await api.post('/contact', { name: 'Eve <evil@attacker.example>', email: 'eve@example.com', subject: 'Hi\r\nBcc: x@y.example', message: 'Hello' });
    const [mail] = api.outbox();
    const headers = mail!.split('\n\n')[0]!;
    const replyTo = headers.match(/^Reply-To: (.*)$/m)![1]!;
    expect(replyTo.endsWith('<eve@example.com>')).toBe(true);
    expect(replyTo.match(/<[^>]*@[^>]*>$/)![0]).toBe('<eve@example.com>');
    // The line break in the subject does not start a new header.
    expect(headers).not.toMatch(/^Bcc:/m);
  });
});
