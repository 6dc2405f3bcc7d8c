// `rates import` killed with SIGKILL at each write step (PTC_CRASH_AT, pipeline/shared/fault.ts), then
// the next rates command run: the repository ends exactly as before the import (killed before the
// journal was committed) or exactly as after a clean import (killed after), never in between.
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emit } from '../../pipeline/registry/emit.ts';
import { exclusive } from '../../pipeline/import/exclusive.ts';
import { importRates } from '../../pipeline/import/import.ts';
import { validateSources } from '../../pipeline/registry/validate-sources.ts';
import { workPaths } from '../../pipeline/shared/work-dir.ts';
import { cleanupRoots, hashTree, tempRoot } from '../unit/pipeline/helpers.ts';
import { committed, pool, run } from './helpers.ts';

const FILE = 'tests/fixtures/import-ok/full.csv';
const IMPORT = ['rates', 'import', FILE, '--state', 'tx', '--year', '2026'];

/** Every write step of an import of 5 files, in order; from `commit` on the change is decided. */
const POINTS = [
  { point: 'stage:1', decided: false, outcome: 'rolls it back' },
  { point: 'stage:5', decided: false, outcome: 'rolls it back' },
  { point: 'journal-written', decided: false, outcome: 'rolls it back' },
  { point: 'commit', decided: true, outcome: 'rolls it forward' },
  { point: 'apply:1', decided: true, outcome: 'rolls it forward' },
  { point: 'apply:4', decided: true, outcome: 'rolls it forward' },
  { point: 'journal-removed', decided: true, outcome: 'finds it complete' },
] as const;

async function emittedRoot(): Promise<string> {
  const root = tempRoot();
  if (!(await emit(root)).ok) throw new Error('mini fixture must emit');
  return root;
}

/** For these the next command is the CLI itself, in a process of its own. */
const CLI_NEXT = new Set(['apply:1', 'stage:1']);

let before: Record<string, string>;
let after: Record<string, string>;
const crashed = new Map<string, { root: string; signal: string | null; mixed: boolean }>();

beforeAll(async () => {
  const clean = await emittedRoot();
  before = committed(clean);
  const imported = await importRates({ root: clean, file: FILE, state: 'tx', year: 2026 });
  if (!imported.ok) throw new Error('the clean import must succeed');
  after = committed(clean);
  // The crashing runs are separate processes on separate copies: two at a time.
  await pool(POINTS, 2, async ({ point }) => {
    const root = await emittedRoot();
    const exit = await run([...IMPORT, '--root', root], { PTC_CRASH_AT: point });
    const state = committed(root);
    const mixed = JSON.stringify(state) !== JSON.stringify(before) && JSON.stringify(state) !== JSON.stringify(after);
    crashed.set(point, { root, signal: exit.signal, mixed });
  });
}, 120_000);
afterAll(cleanupRoots);

describe('rates import killed at each write step', () => {
  it('was really killed at every step, and mid-apply left sources/ and generated/ mixed until repaired', () => {
    expect(Object.fromEntries([...crashed].map(([p, c]) => [p, c.signal]))).toEqual(
      Object.fromEntries(POINTS.map(({ point }) => [point, 'SIGKILL'])),
    );
    // The state the journal exists for: some files new, some old.
    expect(crashed.get('apply:1')!.mixed).toBe(true);
    expect(crashed.get('apply:4')!.mixed).toBe(true);
  });

  it.each(POINTS.filter((p) => !CLI_NEXT.has(p.point)).map((p) => [p.point, p.outcome, p.decided] as const))(
    'killed at %s: the next command %s',
    async (point, _outcome, decided) => {
      const { root } = crashed.get(point)!;
      const repaired: string[] = [];
      // The next command, as the CLI runs it: lock (the dead importer's is stale), repair, then validate.
      const result = await exclusive(
        { root, waitSeconds: 0, command: 'rates validate', onRepair: (w) => repaired.push(w) },
        () => validateSources(root),
      );
      expect(result.ok && result.value.ok).toBe(true);
      expect(committed(root)).toEqual(decided ? after : before);
      if (point !== 'journal-removed')
        expect(repaired).toEqual([
          decided
            ? expect.stringMatching(/^finished an interrupted run/)
            : expect.stringMatching(/^discarded the staged files/),
        ]);
      expectNothingLeft(root);
    },
  );

  it("killed at apply:1, the CLI's next command (`rates emit --check`) says what it finished and finds generated/ fresh", async () => {
    const { root } = crashed.get('apply:1')!;
    const next = await run(['rates', 'emit', '--check', '--root', root]);
    expect(next.code).toBe(0);
    expect(next.stderr).toBe(
      'Repaired: finished an interrupted run that had staged all its changes: generated/history/tx.json, generated/rates/tx.json, generated/sources.sha256, sources/rates/tx/2026.csv, generated/diffs/tx-2025-2026.md, generated/diffs/tx-2025-2026.json.\n',
    );
    expect(next.stdout).toBe('OK: generated/ is up to date (25 files)\n');
    expect(committed(root)).toEqual(after);
    expectNothingLeft(root);
  });

  it("killed at stage:1, the CLI's next command is the same import again: it says what it discarded and succeeds", async () => {
    const { root } = crashed.get('stage:1')!;
    expect(committed(root)).toEqual(before);
    const again = await run([...IMPORT, '--root', root]);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain(
      'Repaired: discarded the staged files of an interrupted run; it had not changed sources/ or generated/.',
    );
    expect(committed(root)).toEqual(after);
    expectNothingLeft(root);
  });
});

/** Nothing of the interrupted run is left in the work folder, and the lock is free again. */
function expectNothingLeft(root: string): void {
  const paths = workPaths(root);
  expect(existsSync(paths.journal)).toBe(false);
  expect(existsSync(paths.lock)).toBe(false);
  expect(existsSync(paths.staging) ? readdirSync(paths.staging) : []).toEqual([]);
  expect(Object.keys(hashTree(root)).filter((p) => p.endsWith('.tmp'))).toEqual([]);
}
