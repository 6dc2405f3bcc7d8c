// Two `rates import --partial` at once on one repository: before the lock, both exited 0 and one
// county was lost (each merged into the table as it was before the other wrote). Now the second
// waits for the first and merges into its result; with --wait 0 it refuses instead, saying who
// holds the repository, and changes nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { emit } from '../../pipeline/registry/emit.ts';
import { acquireLock } from '../../pipeline/import/repo-lock.ts';
import { cleanupRoots, read, tempRoot } from '../unit/pipeline/helpers.ts';
import { cli, committed, run, until } from './helpers.ts';

afterAll(cleanupRoots);

const partial = (file: string, root: string, ...more: string[]) => [
  'rates',
  'import',
  `tests/fixtures/import-ok/${file}`,
  '--state',
  'tx',
  '--year',
  '2026',
  '--partial',
  '--root',
  root,
  ...more,
];

async function emittedRoot(): Promise<string> {
  const root = tempRoot();
  if (!(await emit(root)).ok) throw new Error('mini fixture must emit');
  return root;
}

describe('two imports at once', () => {
  it('both succeed, one after the other, and the table keeps all four counties', async () => {
    const root = await emittedRoot();
    // Both start while the repository is busy, so they really overlap.
    const held = await acquireLock(root, { waitMs: 0, command: 'rates emit' });
    if (!held.ok) throw new Error('lock must be free');
    const first = cli(partial('partial.csv', root));
    const second = cli(partial('anderson-dallas.csv', root));
    const bothWaiting = (): boolean =>
      first.stderr().includes('Waiting for another') && second.stderr().includes('Waiting for another');
    await until([first.child, second.child], bothWaiting);
    await held.value.release();
    const [a, b] = await Promise.all([first.done, second.done]);
    expect([a.code, b.code]).toEqual([0, 0]);
    for (const exit of [a, b])
      expect(exit.stderr).toContain(
        `Waiting for another rates command in this repository to finish (pid ${process.pid} on `,
      );
    expect(
      read(root, 'sources/rates/tx/2026.csv')
        .split('\n')
        .map((l) => l.split(',')[0]),
    ).toEqual(['fips', '48001', '48113', '48201', '48453', '']);
    const statuses = JSON.parse(read(root, 'generated/rates/tx.json')).counties.map(
      (c: { slug: string; status: string }) => `${c.slug} ${c.status}`,
    );
    expect(statuses).toEqual(['anderson official', 'dallas official', 'harris official', 'travis official']);
    expect((await run(['rates', 'emit', '--check', '--root', root])).code).toBe(0);
  });

  it('with --wait 0 the second refuses at once, names the running one, and writes nothing', async () => {
    const root = await emittedRoot();
    const before = committed(root);
    const held = await acquireLock(root, {
      waitMs: 0,
      command: 'rates import partial.csv --state tx --year 2026 --partial',
    });
    if (!held.ok) throw new Error('lock must be free');
    try {
      const refused = await run(partial('anderson-dallas.csv', root, '--wait', '0'));
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `.cache/rates/lock lock: expected no other rates command running in this repository, found one still running (pid ${process.pid} on `,
      );
      expect(refused.stderr).toContain('`rates import partial.csv --state tx --year 2026 --partial`');
      expect(refused.stderr).toMatch(/Nothing was read or written\.\n$/);
      expect(committed(root)).toEqual(before);
    } finally {
      await held.value.release();
    }
  });
});
