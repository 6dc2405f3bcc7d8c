// A full disk (or one over quota, read-only or failing): each refused write to the outbox folder
// removes its temporary file, and a start-up sweeps the ones older than a minute, so the folder holds
// finished .eml files only; a refusing episode is one log line as it starts and one with its count as
// it ends, not a line per e-mail or per API call. Root runs the tests and writes through chmod, so the
// disk's answer is injected: the real file system except that a write is refused once its file exists,
// and the error SQLite gives when the disk under its file is full.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailWorker } from '../../../api/mail-worker.ts';
import { createMailer } from '../../../api/mailer.ts';
import { DEFAULT_RETRY } from '../../../api/outbox.ts';
import { openStore } from '../../../api/store.ts';
import { NODE_FS, type WriteFs } from '../../../api/whole-file.ts';
import { startApi, type Harness } from './harness.ts';

const MESSAGES: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'read-only file system',
  EIO: 'i/o error',
};

/** The disk as the kernel shows it: the file is created, then the write is refused with `code`. */
function refusingDisk(): WriteFs & { refuse: string | null } {
  const disk = {
    refuse: 'ENOSPC' as string | null,
    writeFileSync(path: string, data: string | Uint8Array) {
      if (!disk.refuse) return NODE_FS.writeFileSync(path, data);
      NODE_FS.writeFileSync(path, '');
      const code = disk.refuse;
      throw Object.assign(new Error(`${code}: ${MESSAGES[code] ?? code}, write`), { code, syscall: 'write', path });
    },
    renameSync: NODE_FS.renameSync,
    rmSync: NODE_FS.rmSync,
  };
  return disk;
}

const mail = { to: 'ana@example.com', subject: 'Confirm', text: 'Hello' };

let dataDir = '';
let api: Harness | undefined;
afterEach(async () => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await api?.dispose();
  dataDir = '';
  api = undefined;
});

describe('the outbox folder on a disk that refuses writes', () => {
  it.each(Object.keys(MESSAGES))('a write refused with %s leaves no temporary file behind', async (code) => {
    dataDir = mkdtempSync(join(tmpdir(), 'full-disk-'));
    const disk = refusingDisk();
    disk.refuse = code;
    const mailer = createMailer({ smtpUrl: '', from: 'no-reply@example.org', dataDir, io: disk });
    for (let attempt = 0; attempt < 3; attempt++)
      await expect(mailer.send(mail, '00000001-confirm')).rejects.toMatchObject({ code });
    // Hidden files included: before, each attempt left an empty `.00000001-confirm.eml.<pid>.<hex>.tmp`.
    expect(readdirSync(mailer.outbox!)).toEqual([]);

    disk.refuse = null;
    await mailer.send(mail, '00000001-confirm');
    expect(readdirSync(mailer.outbox!)).toEqual(['00000001-confirm.eml']);
    mailer.close();
  });

  it('a start sweeps temporary files older than a minute; a fresh one (a write going on) and every .eml stay', () => {
    dataDir = mkdtempSync(join(tmpdir(), 'full-disk-'));
    const outbox = join(dataDir, 'outbox');
    mkdirSync(outbox);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    const file = (name: string, old: boolean) => {
      writeFileSync(join(outbox, name), name.endsWith('.eml') ? 'To: ana@example.com\n\nHello\n' : '');
      if (old) utimesSync(join(outbox, name), twoMinutesAgo, twoMinutesAgo);
    };
    // Both written by this (live) process: only the age tells the failed write from the one going on.
    file(`.00000001-confirm.eml.${process.pid}.a1b2c3.tmp`, true);
    file(`.00000002-confirm.eml.${process.pid}.d4e5f6.tmp`, false);
    file('00000003-contact.eml', true);
    file('00000004-confirm.eml', false);
    // Not a name the outbox writes: someone else's, left alone.
    file('notes.tmp', true);

    createMailer({ smtpUrl: '', from: 'no-reply@example.org', dataDir }).close();
    expect(readdirSync(outbox).sort()).toEqual([
      `.00000002-confirm.eml.${process.pid}.d4e5f6.tmp`,
      '00000003-contact.eml',
      '00000004-confirm.eml',
      'notes.tmp',
    ]);
  });
});

describe('a refusing episode in the log', () => {
  it('50 e-mails a full outbox disk refuses: one line as it starts, none per e-mail, one with the count once writes work again', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'full-disk-'));
    let clock = Date.parse('2026-10-01T12:00:00.000Z');
    const store = await openStore({ dataDir, now: () => new Date(clock) });
    const disk = refusingDisk();
    const mailer = createMailer({ smtpUrl: '', from: 'no-reply@example.org', dataDir, io: disk });
    const logs: string[] = [];
    const worker = createMailWorker({
      outbox: store.outbox,
      mailer,
      compose: async (job) => ({ to: 'contact@example.org', subject: `Message ${job.message_id}`, text: 'Hello' }),
      log: (line) => logs.push(line),
      retry: DEFAULT_RETRY,
      leaseMs: 60_000,
      pollMs: 60_000,
      concurrency: 4,
    });
    try {
      for (let i = 0; i < 50; i++)
        await store.saveMessage({
          name: 'Bo',
          email: `bo${i}@example.com`,
          subject: 'Hi',
          message: 'Hello',
          language: 'en',
        });
      await worker.drain();
      expect(logs).toEqual([
        expect.stringMatching(
          /^outbox: cannot write .+outbox: ENOSPC: no space left on device, write; refusing to write e-mails until it can/,
        ),
      ]);
      expect(readdirSync(mailer.outbox!)).toEqual([]);

      // Each e-mail is tried again after its back-off; by then the disk has room.
      disk.refuse = null;
      clock += 60_000;
      await worker.drain();
      expect(readdirSync(mailer.outbox!)).toHaveLength(50);
      expect(logs).toHaveLength(2);
      expect(logs[1]).toMatch(/^outbox: writing e-mails works again: 50 writes refused over [\d.]+ s$/);
    } finally {
      await worker.stop();
      mailer.close();
      await store.close();
    }
  });

  it('50 sign-ups refused with 503 while the database cannot write: one line as it starts, one with the count once a sign-up is stored', async () => {
    api = await startApi();
    const { db } = api.running.api.store;
    const transaction = db.transaction;
    // What better-sqlite3 throws when the disk under the database file is full.
    db.transaction = () =>
      Promise.reject(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }));
    const signUp = (email: string) =>
      api!.post('/newsletter/subscribe', { email, state: 'tx', language: 'en', tags: ['tx-newsletter'] });
    const refused = await Promise.all(Array.from({ length: 50 }, (_, i) => signUp(`ana${i}@example.com`)));
    expect(refused.map((r) => `${r.status} ${r.headers.get('retry-after')}`)).toEqual(Array(50).fill('503 5'));

    db.transaction = transaction;
    expect((await signUp('bo@example.com')).status).toBe(200);
    // The outbox worker keeps its own account (it reads the same database); these are the API's lines.
    expect(api.logs.filter((line) => !line.startsWith('outbox:'))).toEqual([
      expect.stringMatching(
        /^database unavailable: cannot write to SQLite file .+api\.sqlite: SQLITE_FULL: database or disk is full; refusing API calls with 503 until it can/,
      ),
      expect.stringMatching(/^database writes work again: 50 API calls refused with 503 over [\d.]+ s$/),
    ]);
  });
});
