// The two commands: `subscribers export` (CSV of confirmed subscribers only) and `serve` (the
// built sites and the API on one origin).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { serveAll } from '../../../cli/serve.ts';
import { subscribersCsv } from '../../../api/export.ts';
import { freshStorage, linkIn, ROOT, startApi, storeBackends, type Harness } from './harness.ts';
import { cliArgs } from '../../cli-process.ts';

const run = promisify(execFile);

let api: Harness | undefined;
afterEach(async () => {
  await api?.dispose();
  api = undefined;
});

describe('cli.ts subscribers export', () => {
  for (const { backend, label, skip } of storeBackends())
    it.skipIf(skip)(`writes a CSV of confirmed, still subscribed subscribers only, from ${label}`, async () => {
      api = await startApi({}, await freshStorage(backend));
      const sign = (email: string, extra: object = {}) =>
        api!.post('/newsletter/subscribe', { email, state: 'tx', language: 'en', tags: ['tx-newsletter'], ...extra });
      await sign('confirmed@example.com', {
        firstName: 'Ana, "Annie"',
        county: 'Harris',
        tags: ['tx-calculator', 'harris'],
      });
      await sign('pending@example.com');
      await sign('gone@example.com');
      const [confirmedMail, , goneMail] = await api.outbox();
      await fetch(linkIn(confirmedMail!, 'confirm'));
      await fetch(linkIn(goneMail!, 'confirm'));
      await fetch(linkIn(goneMail!, 'unsubscribe'));

      const out = join(api.dataDir, 'export.csv');
      const { stderr } = await run(
        process.execPath,
        cliArgs('subscribers', 'export', '--data', api.dataDir, '--out', out),
        {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: api.storage.databaseUrl },
        },
      );
      expect(stderr).toContain('Wrote 1 confirmed subscriber to');
      const lines = readFileSync(out, 'utf8').trimEnd().split('\n');
      expect(lines[0]).toBe('email,first_name,state,county,language,tags,subscribed_at,confirmed_at');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        /^confirmed@example\.com,"Ana, ""Annie""",tx,Harris,en,tx-calculator harris,\d{4}-\d\d-\d\dT[\d:.]+Z,\d{4}-\d\d-\d\dT[\d:.]+Z$/,
      );
    });

  it('refuses a folder without a database instead of creating one: a user error, exit 1', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'api-empty-'));
    try {
      const failed = await run(process.execPath, cliArgs('subscribers', 'export', '--data', empty), {
        cwd: ROOT,
      }).catch((e: { code: number; stderr: string }) => e);
      expect(failed).toMatchObject({ code: 1 });
      expect((failed as { stderr: string }).stderr).toContain(`no API database at ${join(empty, 'api.sqlite')}`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('guards every cell against spreadsheet formulas, e-mail addresses included', () => {
    const csv = subscribersCsv([
      {
        email: 'a@example.com',
        first_name: '=HYPERLINK("x")',
        state: 'ca',
        county: '@SUM',
        language: 'es',
        tags: '[]',
        created_at: 't0',
        confirmed_at: 't1',
      },
      // Valid addresses that a spreadsheet reads as a formula.
      {
        email: '+1-555@example.com',
        first_name: '\tx',
        state: 'ca',
        county: '\r=1',
        language: 'es',
        tags: '[]',
        created_at: 't0',
        confirmed_at: 't1',
      },
      {
        email: '-x@example.com',
        first_name: null,
        state: 'ca',
        county: null,
        language: 'es',
        tags: '["-1+1"]',
        created_at: 't0',
        confirmed_at: 't1',
      },
    ]);
    expect(csv.split('\n').slice(1, 4)).toEqual([
      `a@example.com,"'=HYPERLINK(""x"")",ca,'@SUM,es,,t0,t1`,
      `'+1-555@example.com,'\tx,ca,"'\r=1",es,,t0,t1`,
      `'-x@example.com,,ca,,es,'-1+1,t0,t1`,
    ]);
  });
});

describe('cli.ts serve', () => {
  it('serves the built sites and /api on one origin', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'api-dist-'));
    const data = mkdtempSync(join(tmpdir(), 'api-data-'));
    mkdirSync(join(dist, 'tx'));
    writeFileSync(join(dist, 'tx', 'index.html'), '<!doctype html><title>Texas</title>');
    const running = await serveAll({ port: '0', host: '127.0.0.1', dist, data, root: ROOT });
    try {
      const page = await fetch(`${running.url}/tx/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Texas</title>');
      expect((await fetch(`${running.url}/`)).headers.get('content-type')).toMatch(/^text\/html/);
      const health = await fetch(`${running.url}/api/health`);
      expect(await health.json()).toEqual({ ok: true, database: 'ok' });
      // The sites' own origins (SITE_URL_* or the local default) may call the API.
      const cross = await fetch(`${running.url}/api/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:4173' },
        body: JSON.stringify({ email: 'a@example.com', state: 'ny' }),
      });
      expect(cross.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    } finally {
      await running.close();
      rmSync(dist, { recursive: true, force: true });
      rmSync(data, { recursive: true, force: true });
    }
  });
});
