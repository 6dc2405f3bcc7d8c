// Notify-me end to end on SQLite and PostgreSQL: a request names a county of the list (anything
// else is refused and nothing is stored), stays pending until the link in its confirmation e-mail
// is followed, and `subscribers notify` then e-mails it once (in its language, old → new per
// changed line, a link to the county page and one to cancel) when the deployed data changed for
// its county; a request for a county with nothing new keeps waiting.
import { rmSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { runNotify } from '../../../cli/notify.ts';
import { openDb } from '../../../api/db.ts';
import { MIGRATIONS } from '../../../api/migrations.ts';
import { freshStorage, ROOT, startApi, storeBackends, type Harness } from './harness.ts';
import { LAKEWAY, HARRIS_COUNTY_UNIT, deployedWith, notifyLink, unfold } from './notify-helpers.ts';

let api: Harness | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await api?.dispose();
  api = undefined;
});

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

const mailsTo = (mails: string[], to: string, subject: RegExp) =>
  mails.map(unfold).filter((m) => new RegExp(`^To: ${to.replaceAll('.', '\\.')}$`, 'mi').test(m) && subject.test(m));

async function ask(h: Harness, email: string, county: string | undefined, language: 'en' | 'es') {
  const res = await h.post('/notify', { email, state: 'tx', language, ...(county ? { county } : {}) });
  expect(res.status).toBe(200);
  return res.json();
}

/** Follows the confirmation link in the newest notify-me confirmation to `email`. */
async function confirm(h: Harness, email: string): Promise<string> {
  const mail = mailsTo(await h.outbox(), email, /^Subject: .*(confirm|confirme)/im).at(-1)!;
  const res = await fetch(notifyLink(mail, 'confirm'));
  expect(res.status).toBe(200);
  return res.text();
}

for (const { backend, label, skip } of storeBackends()) {
  describe.skipIf(skip)(`notify-me on ${label}`, () => {
    it('checks the county against the list and stores a request pending until its e-mail link is followed', async () => {
      api = await startApi({}, await freshStorage(backend));
      const refused = await api.post('/notify', {
        email: 'lee@example.com',
        state: 'tx',
        county: 'Travs',
        language: 'en',
      });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({
        ok: false,
        status: 'error',
        error: 'invalid_field',
        field: 'county',
        message:
          'county: expected a county of Texas (its name, like "Anderson County"), found "Travs". Open your county\'s page and ask there.',
      });
      const hub = await api.post('/notify', { email: 'lee@example.com', state: 'hub', language: 'es' });
      expect(((await hub.json()) as { field: string }).field).toBe('state');
      expect(await api.rows('notify_requests')).toHaveLength(0);

      // Slug, English name or Spanish name: one county, one row.
      const first = await ask(api, 'Lee@Example.com', 'travis', 'en');
      expect(first).toEqual({
        ok: true,
        status: 'pending-confirmation',
        message:
          'Almost done! Please check your email and confirm: then we will send you one email when new rates are published.',
      });
      expect(await ask(api, 'lee@example.com', 'Travis County', 'en')).toEqual(first);
      expect(await ask(api, 'lee@example.com', 'condado de travis', 'en')).toEqual(first);
      const rows = await api.rows<{ county: string; confirmed_at: string | null; snapshot: string }>('notify_requests');
      expect(rows.map((r) => [r.county, r.confirmed_at])).toEqual([['travis', null]]);
      expect(JSON.parse(rows[0]!.snapshot).lines).toContainEqual({
        key: `unit:${LAKEWAY}`,
        kind: 'unit',
        name: 'Lakeway',
        ratePct: 0.16964,
        year: '2025',
        status: 'adopted',
      });

      // One confirmation e-mail: the repeats came within 15 minutes of it.
      const mails = mailsTo(await api.outbox(), 'Lee@Example.com', /./);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatch(/^Subject: Please confirm: one email when new rates for Travis County are published$/m);
      expect(mails[0]).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/notify\/unsubscribe\?token=/m);
      const page = await confirm(api, 'Lee@Example.com');
      expect(page).toContain('<h1>Request confirmed</h1>');
      expect(page).toContain('We will send you one email when new rates for Travis County are published.');
      expect((await api.rows<{ confirmed_at: string | null }>('notify_requests'))[0]!.confirmed_at).not.toBeNull();

      const cancel = await fetch(notifyLink(mails[0]!, 'unsubscribe'));
      expect(await cancel.text()).toContain('<h1>Request cancelled</h1>');
      expect(
        (await api.rows<{ unsubscribed_at: string | null }>('notify_requests'))[0]!.unsubscribed_at,
      ).not.toBeNull();
    });

    it('subscribers notify e-mails a Travis request once after Travis data changed, and no Harris request', async () => {
      const storage = await freshStorage(backend);
      api = await startApi({}, storage);
      await ask(api, 'lee@example.com', 'travis', 'en');
      await ask(api, 'ana@example.com', 'travis', 'es');
      await ask(api, 'bo@example.com', 'harris', 'en');
      await ask(api, 'unconfirmed@example.com', 'travis', 'en');
      for (const email of ['lee@example.com', 'ana@example.com', 'bo@example.com']) await confirm(api, email);
      vi.stubEnv('DATABASE_URL', storage.databaseUrl);
      vi.stubEnv('API_PUBLIC_URL', 'https://tax.example.org');

      // Nothing published yet: everyone waits.
      const quiet = await runNotify({ data: storage.dataDir, root: ROOT });
      expect(quiet.queued).toEqual([]);
      expect(quiet.waiting).toBe(3);

      const root = deployedWith({ [LAKEWAY]: { ratePct: 0.18, taxYear: 2026, status: 'adopted' } });
      roots.push(root);
      const run = await runNotify({ data: storage.dataDir, root });
      expect(run.queued.map((q) => q.county)).toEqual(['travis', 'travis']);
      expect(run.waiting).toBe(1);

      const outbox = await api.outbox();
      const update = /^Subject: (New property tax rates|Nuevas tasas)/m;
      const [lee] = mailsTo(outbox, 'lee@example.com', update);
      expect(lee).toMatch(/^Subject: New property tax rates for Travis County$/m);
      expect(lee).toContain('- Lakeway: 0.16964 % (2025, adopted) → 0.18 % (2026, adopted)');
      expect(lee).toContain('Your updated estimate: https://tax.example.org/tx/county/travis/');
      expect(lee).toMatch(/^Stop this request: https:\/\/tax\.example\.org\/api\/notify\/unsubscribe\?token=/m);
      const [ana] = mailsTo(outbox, 'ana@example.com', update);
      expect(ana).toMatch(/^Subject: Nuevas tasas del impuesto predial para el condado de Travis$/m);
      expect(ana).toContain('- Lakeway: 0.16964 % (2025, adoptada) → 0.18 % (2026, adoptada)');
      expect(ana).toContain('Su estimación actualizada: https://tax.example.org/tx/es/condado/travis/');
      expect(mailsTo(outbox, 'bo@example.com', update)).toEqual([]);
      expect(mailsTo(outbox, 'unconfirmed@example.com', update)).toEqual([]);
      expect(outbox.filter((m) => update.test(m))).toHaveLength(2);

      // Run again on the same data: nothing more.
      const again = await runNotify({ data: storage.dataDir, root });
      expect(again.queued).toEqual([]);
      expect(again.waiting).toBe(1);
      expect((await api.outbox()).filter((m) => update.test(m))).toHaveLength(2);

      // The Harris request was waiting, not dropped: Harris's own news reaches it, once.
      const later = deployedWith({
        [LAKEWAY]: { ratePct: 0.18, taxYear: 2026, status: 'adopted' },
        [HARRIS_COUNTY_UNIT]: { ratePct: 0.37, taxYear: 2026, status: 'adopted' },
      });
      roots.push(later);
      expect((await runNotify({ data: storage.dataDir, root: later })).queued.map((q) => q.county)).toEqual(['harris']);
      const [bo] = mailsTo(await api.outbox(), 'bo@example.com', update);
      expect(bo).toContain('- Harris County: 0.38096 % (2025, adopted) → 0.37 % (2026, adopted)');
      expect((await api.outbox()).filter((m) => update.test(m))).toHaveLength(3);

      // Its cancel link works like any other, and as a mail program's one-click POST (RFC 8058).
      expect(lee).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const oneClick = await fetch(notifyLink(lee!, 'unsubscribe').replace('https://tax.example.org', api.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      expect(((await oneClick.json()) as { status: string }).status).toBe('unsubscribed');
      const rows = await api.rows<{ email: string; unsubscribed_at: string | null }>('notify_requests');
      expect(rows.find((r) => r.email === 'lee@example.com')!.unsubscribed_at).not.toBeNull();
      expect((await fetch(notifyLink(ana!, 'unsubscribe').replace('https://tax.example.org', api.url))).status).toBe(
        200,
      );
    });

    it('a state-wide request waits for a county record to change, then lists the counties that did', async () => {
      const storage = await freshStorage(backend);
      api = await startApi({}, storage);
      await ask(api, 'state@example.com', undefined, 'es');
      await confirm(api, 'state@example.com');
      vi.stubEnv('DATABASE_URL', storage.databaseUrl);
      vi.stubEnv('API_PUBLIC_URL', 'https://tax.example.org');

      // A unit outside the county's typical bill leaves every county record as it was.
      const unitOnly = deployedWith({ [LAKEWAY]: { ratePct: 0.18, taxYear: 2026, status: 'adopted' } });
      roots.push(unitOnly);
      expect((await runNotify({ data: storage.dataDir, root: unitOnly })).waiting).toBe(1);

      const official = deployedWith({}, { travis: { ratePct: 1.6, tableYear: 2026, status: 'official' } });
      roots.push(official);
      const run = await runNotify({ data: storage.dataDir, root: official });
      expect(run.queued).toEqual([{ id: 1, state: 'tx', county: null, changes: 1 }]);
      const [mail] = mailsTo(await api.outbox(), 'state@example.com', /^Subject: Nuevas tasas/m);
      expect(mail).toMatch(/^Subject: Nuevas tasas del impuesto predial para Texas$/m);
      expect(mail).toContain('- Condado de Travis: 1.533568 % (2025, estimación) → 1.6 % (2026, oficial)');
      expect(mail).toMatch(/^Su estimación actualizada: https:\/\/tax\.example\.org\/tx\/es$/m);
    });

    it('upgrades a store of single opt-in requests: jobs kept, an old request is confirmed by asking again', async () => {
      const storage = await freshStorage(backend);
      const db = await openDb({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir });
      await db.transaction(async (tx) => {
        const at = '2026-10-01T00:00:00.000Z';
        await tx.exec(
          'CREATE TABLE migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
        );
        for (const m of MIGRATIONS.filter((m) => m.version <= 3)) {
          await tx.exec(m.sql(tx.dialect));
          await tx.run('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)', [m.version, m.name, at]);
        }
        await tx.run(
          `INSERT INTO notify_requests (email, email_key, state, county, county_key, language, created_at) VALUES (?, ?, 'tx', 'travis', 'travis', 'en', ?)`,
          ['old@example.com', 'old@example.com', at],
        );
        await tx.run(
          `INSERT INTO messages (name, email, subject, message, language, created_at) VALUES ('Bo', 'bo@example.com', 'Hi', 'Hello', 'en', ?)`,
          [at],
        );
        await tx.run(
          `INSERT INTO mail_jobs (kind, message_id, status, next_attempt_at, created_at, sent_at) VALUES ('contact', 1, 'sent', ?, ?, ?)`,
          [at, at, at],
        );
      });
      await db.close();

      api = await startApi({}, storage);
      expect(await api.rows('mail_jobs')).toMatchObject([{ id: 1, kind: 'contact', status: 'sent' }]);
      // Stored without confirmation: it waits for nothing until the address confirms.
      expect((await api.rows<{ confirmed_at: string | null }>('notify_requests'))[0]!.confirmed_at).toBeNull();
      await ask(api, 'old@example.com', 'travis', 'en');
      await confirm(api, 'old@example.com');
      const [row] = await api.rows<{ confirmed_at: string | null; snapshot: string | null }>('notify_requests');
      expect(row!.confirmed_at).not.toBeNull();
      expect(JSON.parse(row!.snapshot!).lines[0]).toMatchObject({ key: 'county', kind: 'record', year: '2025' });
    });
  });
}
