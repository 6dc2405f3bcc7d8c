// How every rates command runs: alone in its repository (repo-lock.ts: waits for, or refuses
// beside, another one), and only after repairing whatever an interrupted run left (journal.ts),
// so it never reads sources/ and generated/ half-written.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { recoverInterrupted } from '../shared/journal.ts';
import { type Holder, acquireLock } from './repo-lock.ts';
import { type Result, fail, ok } from '../result.ts';

export interface ExclusiveOptions {
  root: string;
  /** Seconds to wait while another command holds the repository. */
  waitSeconds: number;
  /** The command line, named to a second command that has to wait. */
  command: string;
  onWait?: (holder: Holder) => void;
  /** What the repair did ("finished an interrupted run …"), when there was something to repair. */
  onRepair?: (what: string) => void;
}

export async function exclusive<T>(o: ExclusiveOptions, run: () => Promise<T>): Promise<Result<T>> {
  const root = resolve(o.root);
  if (!existsSync(join(root, 'sources'))) {
    return fail(
      [
        {
          where: '--root',
          message: `expected a project folder holding sources/, found ${existsSync(root) ? 'none in' : 'no folder'} ${root}`,
        },
      ],
      'NotAProjectRoot',
    );
  }
  const lock = await acquireLock(root, { waitMs: o.waitSeconds * 1000, command: o.command, onWait: o.onWait });
  if (!lock.ok) return lock;
  try {
    const repaired = await recoverInterrupted(root);
    if (repaired) o.onRepair?.(repaired);
    return ok(await run());
  } finally {
    await lock.value.release();
  }
}
