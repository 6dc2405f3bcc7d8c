// What keeps a bad import from doing damage: the year checked before anything is read, a file of
// any size refused by its cell (not by running out of memory), one rates command at a time per
// repository, and an interrupted run's staged files discarded or finished by the next command.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emit } from '../../../pipeline/registry/emit.ts';
import { exclusive } from '../../../pipeline/import/exclusive.ts';
import { importRates } from '../../../pipeline/import/import.ts';
import { commitFiles, recoverInterrupted } from '../../../pipeline/shared/journal.ts';
import { acquireLock } from '../../../pipeline/import/repo-lock.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import { validateSources } from '../../../pipeline/registry/validate-sources.ts';
import { workPaths } from '../../../pipeline/shared/work-dir.ts';
import { cleanupRoots, hashTree, read, REPO, tempRoot } from './helpers.ts';

afterAll(cleanupRoots);

const FULL = 'tests/fixtures/import-ok/full.csv';
const messages = (r: { ok: boolean; errors?: { where: string; message: string }[] }) =>
  r.ok ? [] : r.errors!.map(formatIssue);

async function emittedRoot(): Promise<string> {
  const root = tempRoot();
  if (!(await emit(root)).ok) throw new Error('mini fixture must emit');
  return root;
}

/** sources/ and generated/ only: what a maintainer commits. */
const committed = (root: string) =>
  Object.fromEntries(Object.entries(hashTree(root)).filter(([p]) => /^(sources|generated)\//.test(p)));

/** The pid of a process that has exited, for a lock left by a dead holder. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('--year', () => {
  it.each([999, 0, 1800, 1999, 2027])('refuses %i before reading the file, writing nothing', async (year) => {
    const root = await emittedRoot();
    const before = hashTree(root);
    const r = await importRates({ root, file: 'tests/fixtures/import/no-such-file.csv', state: 'tx', year });
    expect(messages(r)).toEqual([
      `command line --year: expected a year from 2000 to the product year 2026 (sources/product.json), found ${year}`,
    ]);
    expect(hashTree(root)).toEqual(before);
  });
});

describe('free-text limits', () => {
  it('refuses a 50 MB note at its line and column, shows only its start, and writes nothing', async () => {
    const root = await emittedRoot();
    const before = hashTree(root);
    const file = join(root, 'huge-note.csv');
    const lines = read(REPO, FULL).trimEnd().split('\n');
    // The huge text goes in the row's last cell (the Spanish note of a table whose notes come in pairs).
    lines[2] = `${lines[2]}"${'x'.repeat(50 * 1024 * 1024)}"`;
    const columns = lines[0]!.split(',');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const r = await importRates({ root, file, state: 'tx', year: 2026 });
    expect(messages(r)).toEqual([
      `${file}:3:${columns.length} ${columns.at(-1)}: expected at most 4,000 characters in this column, found "${'x'.repeat(59)}…" (52,428,800 characters)`,
    ]);
    expect(Object.entries(hashTree(root)).filter(([p]) => p !== 'huge-note.csv')).toEqual(Object.entries(before));
  });
});

describe('one rates command at a time', () => {
  it('a second command refuses at once with --wait 0, naming the holder, and reads nothing', async () => {
    const root = await emittedRoot();
    const held = await acquireLock(root, { waitMs: 0, command: 'rates import a.csv --state tx --year 2026' });
    if (!held.ok) throw new Error('first lock must be free');
    let ran = false;
    const second = await exclusive({ root, waitSeconds: 0, command: 'rates validate' }, async () => {
      ran = true;
    });
    await held.value.release();
    expect(ran).toBe(false);
    expect(messages(second)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\.cache/rates/lock lock: expected no other rates command running in this repository, found one still running \\(pid ${process.pid} on ${hostname()}, \`rates import a\\.csv --state tx --year 2026\`, started .*\\); wait for it to finish or pass --wait <seconds>`,
        ),
      ),
    ]);
  });

  it('a waiting command says so once, then runs when the holder is done', async () => {
    const root = await emittedRoot();
    const held = await acquireLock(root, { waitMs: 0, command: 'rates emit' });
    if (!held.ok) throw new Error('first lock must be free');
    const waits: number[] = [];
    let waiting!: () => void;
    const saidWaiting = new Promise<void>((r) => (waiting = r));
    const second = exclusive(
      {
        root,
        waitSeconds: 10,
        command: 'rates validate',
        onWait: (h) => {
          waits.push(h.pid);
          waiting();
        },
      },
      () => validateSources(root),
    );
    // Released only once the second command has said it waits, so the test holds on any machine.
    await saidWaiting;
    await held.value.release();
    const result = await second;
    expect(result.ok && result.value.ok).toBe(true);
    expect(waits).toEqual([process.pid]);
  });

  it('takes over a lock whose holder died on this machine', async () => {
    const root = await emittedRoot();
    const paths = workPaths(root);
    mkdirSync(paths.dir, { recursive: true });
    writeFileSync(
      paths.lock,
      JSON.stringify({
        pid: await deadPid(),
        host: hostname(),
        command: 'rates import x.csv',
        startedAt: '2026-01-01T00:00:00.000Z',
        token: 'dead',
      }),
    );
    const r = await exclusive({ root, waitSeconds: 0, command: 'rates validate' }, async () => 'ran');
    expect(r).toEqual({ ok: true, value: 'ran' });
    expect(existsSync(paths.lock)).toBe(false);
  });
});

describe('the journal', () => {
  it('writes every file of a change and leaves no staging behind', async () => {
    const root = await emittedRoot();
    await commitFiles(root, [
      { path: 'generated/diffs/a.md', content: 'A\n' },
      { path: 'sources/rates/tx/2030.csv', content: 'B\n' },
    ]);
    expect(read(root, 'generated/diffs/a.md')).toBe('A\n');
    expect(read(root, 'sources/rates/tx/2030.csv')).toBe('B\n');
    expect(readdirSync(workPaths(root).staging)).toEqual([]);
    expect(existsSync(workPaths(root).journal)).toBe(false);
  });

  it('refuses a journal that names a file outside sources/ and generated/', async () => {
    const root = await emittedRoot();
    await expect(commitFiles(root, [{ path: '../escape.txt', content: 'x' }])).rejects.toThrow(
      'journal: expected paths under sources/ or generated/, found "../escape.txt"',
    );
    const paths = workPaths(root);
    writeFileSync(
      paths.journal,
      JSON.stringify({ version: 1, id: 'x', writes: [{ path: '/etc/passwd', staged: '0000' }], removals: [] }),
    );
    await expect(recoverInterrupted(root)).rejects.toThrow(
      'journal: expected paths under sources/ or generated/, found "/etc/passwd"',
    );
  });

  it('leaves committed files as they were when there is nothing to repair', async () => {
    const root = await emittedRoot();
    const before = committed(root);
    expect(await recoverInterrupted(root)).toBeNull();
    expect(committed(root)).toEqual(before);
  });
});
