// One rates command at a time per repository. The lock is a file naming its holder (pid, host,
// command, start); it is created with link(), which fails if the file exists, so exactly one
// process gets it. A lock whose holder died on this machine is stale and taken over; a second
// command waits for a live holder up to `waitMs`, then refuses, saying who holds it.
import { hostname } from 'node:os';
import { link, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { type Result, fail, ok } from '../result.ts';
import { WORK_DIR, workPaths } from '../shared/work-dir.ts';

export interface Holder {
  pid: number;
  host: string;
  command: string;
  startedAt: string;
  /** Tells this acquisition apart from an earlier one by a process with the same pid. */
  token: string;
}

export interface LockOptions {
  /** How long to wait for a live holder; 0 refuses at once. */
  waitMs: number;
  command: string;
  /** Called once when the lock is busy and we start waiting. */
  onWait?: (holder: Holder) => void;
  pollMs?: number;
}

export interface Lock {
  release(): Promise<void>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A holder that died on this machine; a holder on another machine cannot be checked from here. */
function stale(holder: Holder | null): boolean {
  return holder !== null && holder.host === hostname() && !alive(holder.pid);
}

async function readHolder(path: string): Promise<Holder | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Holder;
  } catch {
    return null;
  }
}

/** Creates `path` holding `holder` only if it does not exist yet; false when it does. */
async function createExclusive(path: string, holder: Holder): Promise<boolean> {
  // Written in full to a private file first, then linked: the lock never exists half-written.
  const temp = `${path}.${holder.pid}.${holder.token}.tmp`;
  await writeFile(temp, JSON.stringify(holder));
  try {
    await link(temp, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * Removes a stale lock. Only the process holding the breaker file may do so, and it checks again
 * under the breaker, so two processes that both saw the same dead holder cannot remove each
 * other's fresh lock.
 */
async function breakStale(lockPath: string, me: Holder): Promise<void> {
  const breaker = `${lockPath}.break`;
  if (!(await createExclusive(breaker, me))) {
    // A breaker left by a process that died in this short step is itself stale.
    if (stale(await readHolder(breaker))) await rm(breaker, { force: true });
    return;
  }
  try {
    if (stale(await readHolder(lockPath))) await rm(lockPath, { force: true });
  } finally {
    await rm(breaker, { force: true });
  }
}

export function describeHolder(h: Holder): string {
  return `pid ${h.pid} on ${h.host}, \`${h.command}\`, started ${h.startedAt}`;
}

export async function acquireLock(root: string, opts: LockOptions): Promise<Result<Lock>> {
  const paths = workPaths(root);
  await mkdir(paths.dir, { recursive: true });
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    command: opts.command,
    startedAt: new Date().toISOString(),
    token: randomBytes(6).toString('hex'),
  };
  const deadline = Date.now() + opts.waitMs;
  let told = false;
  for (;;) {
    if (await createExclusive(paths.lock, me)) {
      await removeOrphans(paths.dir);
      return ok({
        async release() {
          const current = await readHolder(paths.lock);
          if (current?.token === me.token) await rm(paths.lock, { force: true });
        },
      });
    }
    const holder = await readHolder(paths.lock);
    if (holder === null || stale(holder)) {
      // Unreadable: just released (gone), or damaged; a damaged lock older than a moment is stale.
      if (holder !== null || (await ageMs(paths.lock)) > 2_000) await breakStale(paths.lock, me);
      continue;
    }
    if (Date.now() >= deadline) {
      const waited = opts.waitMs > 0 ? ` after waiting ${Math.round(opts.waitMs / 1000)} s` : '';
      return fail(
        [
          {
            where: `${WORK_DIR}/lock`,
            message: `lock: expected no other rates command running in this repository, found one still running${waited} (${describeHolder(holder)}); wait for it to finish or pass --wait <seconds>. If no such process exists (another machine, a reused pid), delete the lock file.`,
          },
        ],
        'RepositoryBusy',
      );
    }
    if (!told) {
      opts.onWait?.(holder);
      told = true;
    }
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 100));
  }
}

/** Private files of lock attempts by processes killed mid-step (`lock.<pid>.<token>.tmp`). */
async function removeOrphans(dir: string): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const pid = /^lock(?:\.break)?\.(\d+)\.[0-9a-f]+\.tmp$/.exec(name)?.[1];
    if (pid && !alive(Number(pid))) await rm(join(dir, name), { force: true });
  }
}

async function ageMs(path: string): Promise<number> {
  try {
    return Date.now() - (await stat(path)).mtimeMs;
  } catch {
    return 0;
  }
}
