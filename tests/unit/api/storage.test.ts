// What the API keeps: survives a restart, keeps one row per address even across two server
// processes on one store, and stores contact and notify-me requests; on SQLite and PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freshStorage, linkIn, ROOT, startApi, storeBackends, type Harness, type Storage } from './harness.ts';
import { cliArgs } from '../../cli-process.ts';

const inline = {
  email: 'ana@example.com',
  state: 'fl',
  language: 'en',
  tags: ['fl-newsletter', 'property-tax-updates'],
};

let api: Harness | undefined;
afterEach(async () => {
  await api?.dispose();
  api = undefined;
});

for (const { backend, label, skip } of storeBackends()) {
  describe.skipIf(skip)(`on ${label}`, () => {
    describe('restart', () => {
      it('closing and reopening on the same folder loses nothing, and old links still work', async () => {
        const storage = await freshStorage(backend);
        api = await startApi({}, storage);
        await api.post('/newsletter/subscribe', inline);
        await api.post('/newsletter/subscribe', { ...inline, email: 'bo@example.com' });
        await api.post('/notify', { email: 'cy@example.com', state: 'fl', county: 'Miami-Dade', language: 'en' });
        await api.post('/contact', { name: 'Cy', email: 'cy@example.com', subject: 'Hi', message: 'Hello there' });
        const mail = (await api.outbox())[0]!;
        if (backend === 'sqlite') expect(existsSync(join(storage.dataDir, 'api.sqlite-wal'))).toBe(true);
        await api.stop();

        api = await startApi({}, storage);
        expect(await api.rows('subscribers')).toHaveLength(2);
        expect(await api.rows('notify_requests')).toHaveLength(1);
        expect(await api.rows('messages')).toHaveLength(1);
        // The schema was migrated once (all its steps), not again on the second start.
        expect((await api.rows<{ version: number }>('migrations')).map((m) => Number(m.version))).toEqual([
          1, 2, 3, 4, 5,
        ]);
        // The link from before the restart confirms on the new process, against the same file.
        const confirmLink = linkIn(mail, 'confirm').replace(/^http:\/\/127\.0\.0\.1:\d+/, api.url);
        expect((await fetch(confirmLink)).status).toBe(200);
        const again = await api.post('/newsletter/subscribe', inline);
        // The same answer as a first sign-up's: whether an address is subscribed is nobody's to learn.
        expect(await again.json()).toMatchObject({
          status: 'pending-confirmation',
          message: 'Almost done! Please check your email to confirm your subscription.',
        });
        expect(await api.rows('subscribers')).toHaveLength(2);
      });
    });

    function serveProcess(storage: Storage, dist: string): Promise<{ child: ChildProcess; url: string }> {
      // node, not npx: one process, so SIGTERM reaches the server itself.
      const child = spawn(
        process.execPath,
        cliArgs('serve', '--port', '0', '--data', storage.dataDir, '--dist', dist),
        {
          cwd: ROOT,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, API_RATE_BURST: '100', DATABASE_URL: storage.databaseUrl },
        },
      );
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

    const exited = (child: ChildProcess): Promise<void> =>
      new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

    describe('two server processes on one store', () => {
      it('20 concurrent sign-ups of one address split across both end as one row and one e-mail', async () => {
        const storage = await freshStorage(backend);
        const dist = mkdtempSync(join(tmpdir(), 'api-dist-'));
        const servers = await Promise.all([serveProcess(storage, dist), serveProcess(storage, dist)]);
        try {
          const answers = await Promise.all(
            Array.from({ length: 20 }, (_, i) =>
              fetch(`${servers[i % 2]!.url}/api/newsletter/subscribe`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(inline),
              }).then((r) => r.json() as Promise<{ ok: boolean; status: string }>),
            ),
          );
          expect(answers.filter((a) => !a.ok)).toEqual([]);
          // Every answer is a first sign-up's: the first one cannot be told from the others.
          expect(answers.filter((a) => a.status !== 'pending-confirmation')).toEqual([]);
        } finally {
          // SIGTERM: each finishes the e-mail in hand; one still queued is sent by the next start.
          for (const s of servers) s.child.kill('SIGTERM');
          await Promise.all(servers.map((s) => exited(s.child)));
          rmSync(dist, { recursive: true, force: true });
        }
        api = await startApi({}, storage);
        expect(await api.rows('subscribers')).toHaveLength(1);
        expect(await api.outbox()).toHaveLength(1);
      });
    });

    describe('notify-me and contact', () => {
      it('a contact message is stored and written to the configured inbox with Reply-To the sender', async () => {
        api = await startApi({ contactInbox: 'inbox@tax.example' }, await freshStorage(backend));
        const res = await api.post('/contact', {
          name: 'Cy Diaz',
          email: 'cy@example.com',
          subject: 'Harris rate',
          message: 'The 2025 rate for Harris looks old.\nThanks!',
          language: 'es',
          state: 'tx',
        });
        expect(await res.json()).toEqual({
          ok: true,
          status: 'received',
          message: '¡Gracias! Su mensaje fue enviado.',
        });
        const [mail] = await api.outbox();
        const [row] = await api.rows<{ name: string; subject: string; message: string; mailed_at: string | null }>(
          'messages',
        );
        expect(row).toMatchObject({
          name: 'Cy Diaz',
          subject: 'Harris rate',
          message: 'The 2025 rate for Harris looks old.\nThanks!',
        });
        expect(row!.mailed_at).not.toBeNull();
        expect(mail).toMatch(/^To: inbox@tax\.example$/m);
        expect(mail).toMatch(/^Reply-To: Cy Diaz <cy@example\.com>$/m);
        expect(mail).toContain('Subject: [Texas Property Tax Calculator] Contact form: Harris rate');
        expect(mail).toContain('The 2025 rate for Harris looks old.\nThanks!');
      });

      it('a name that looks like an address cannot redirect the reply', async () => {
        api = await startApi({}, await freshStorage(backend));
        await api.post('/contact', {
          name: 'Eve <evil@attacker.example>',
          email: 'eve@example.com',
          subject: 'Hi\r\nBcc: x@y.example',
          message: 'Hello',
        });
        const [mail] = await api.outbox();
        const headers = mail!.split('\n\n')[0]!;
        const replyTo = headers.match(/^Reply-To: (.*)$/m)![1]!;
        expect(replyTo.endsWith('<eve@example.com>')).toBe(true);
        expect(replyTo.match(/<[^>]*@[^>]*>$/)![0]).toBe('<eve@example.com>');
        // The line break in the subject does not start a new header.
        expect(headers).not.toMatch(/^Bcc:/m);
      });
    });
  });
}
