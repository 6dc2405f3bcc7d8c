// `cli.ts start` as `npm start` runs it on a first run: the sites built for the API at /api and
// served beside it, with a data folder of its own. A newsletter sign-up from the hub home in
// Chromium leaves a confirmation e-mail in the outbox folder, and its link confirms the
// subscription. Only the hub is built (into a scratch folder), so the suite's dist/ stays as it is,
// and from a national table of two states (small-hub-root.ts): the same kinds of pages, some sixty
// instead of 6,428.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/strings/en.ts';
import { REPO, cli, until } from '../fault/helpers.ts';
import { linkIn, readOutbox } from '../unit/api/harness.ts';
import { type Harness, startHarness } from './harness.ts';
import { openPage } from './islands-helpers.ts';
import { smallHubRoot } from './small-hub-root.ts';

const scratch = mkdtempSync(join(tmpdir(), 'npm-start-'));
const data = join(scratch, 'data');
const project = smallHubRoot(REPO);
let h: Harness;
let started: ReturnType<typeof cli>;
let out = '';

beforeAll(async () => {
  const dist = join(scratch, 'dist');
  started = cli(['start', '--port', '0', '--variant', 'hub', '--dist', dist, '--data', data, '--root', project.root], {
    NODE_ENV: 'production',
    // A first run: nothing configured.
    API_BASE_URL: '',
    API_DATA_DIR: '',
    DATABASE_URL: '',
    SMTP_URL: '',
    API_PUBLIC_URL: '',
  });
  started.child.stdout!.on('data', (c: Buffer) => {
    out += c.toString();
  });
  h = await startHarness();
  // Building the hub is most of it (all 6,428 pages took over 110 s on a busy 2-core machine).
  await until(started.child, () => /^E-mails: /m.test(out) || started.child.exitCode !== null, 290_000);
  if (started.child.exitCode !== null) throw new Error(`start exited: ${started.stderr()}`);
}, 300_000);

afterAll(async () => {
  started?.child.kill('SIGTERM');
  await started?.done;
  await h?.close();
  rmSync(scratch, { recursive: true, force: true });
  project.remove();
});

describe('npm start', () => {
  it('prints where the pages are, where the data is kept and where the e-mails go', () => {
    expect(out).toMatch(/^Pages: {3}http:\/\/127\.0\.0\.1:\d+\/ {2}\(Ctrl\+C to stop\)$/m);
    expect(out).toContain(`Data:    SQLite file ${join(data, 'api.sqlite')}\n`);
    expect(out).toContain(`E-mails: written to ${join(data, 'outbox')} (set SMTP_URL to send them)\n`);
  });

  it('a newsletter sign-up on the hub home leaves a confirmation e-mail in the outbox, and its link confirms it', async () => {
    const origin = out.match(/^Pages: {3}(http:\/\/127\.0\.0\.1:\d+)\//m)![1]!;
    const { page, context, problems } = await openPage(h, '/hub/', { origin });
    await page.fill('#newsletter-card-email', 'first.run@example.com');
    await page.click('[data-form=newsletter] button[type=submit]');
    await expect
      .poll(() => page.locator('[data-form=newsletter] [role=status]').textContent())
      .toBe(en.newsletter.success);

    await expect.poll(() => readdirSync(join(data, 'outbox')).filter((f) => f.endsWith('.eml')).length).toBe(1);
    const [mail] = readOutbox(data);
    expect(mail).toMatch(/^To: first\.run@example\.com$/m);
    const confirm = linkIn(mail!, 'confirm');
    expect(confirm.startsWith(`${origin}/api/newsletter/confirm?token=`)).toBe(true);

    await page.goto(confirm);
    expect(await page.locator('h1').textContent()).toBe('Subscription confirmed');
    const db = new Database(join(data, 'api.sqlite'), { readonly: true });
    try {
      const row = db
        .prepare('SELECT state, confirmed_at FROM subscribers WHERE email_key = ?')
        .get('first.run@example.com');
      expect(row).toMatchObject({ state: 'hub', confirmed_at: expect.any(String) });
    } finally {
      db.close();
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
