// Shared by the fault-injection tests: the real CLI in a child process (so it can be killed), and
// the state a maintainer commits (sources/ and generated/), hashed.
import { type ChildProcess, spawn } from 'node:child_process';
import { cliArgs } from '../cli-process.ts';
import { REPO, hashTree } from '../unit/pipeline/helpers.ts';

export { REPO };

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** `cli.ts <args>` in one node process (no npx in between: signals reach it). */
export function cli(
  args: string[],
  env: Record<string, string> = {},
): { child: ChildProcess; done: Promise<Exit>; stderr(): string } {
  const child = spawn(process.execPath, cliArgs(...args), {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => {
    stdout += c.toString();
  });
  child.stderr!.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const done = new Promise<Exit>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done, stderr: () => stderr };
}

/**
 * Resolves once `check` holds. It reads what the children printed or whether they ended, so it is
 * checked again each time one of them writes or exits: no clock decides when. Rejects after `ms`
 * (a test's deadline, not a wait).
 */
export function until(children: ChildProcess | ChildProcess[], check: () => boolean, ms = 30_000): Promise<void> {
  const all = Array.isArray(children) ? children : [children];
  return new Promise((resolve, reject) => {
    const streams = all.flatMap((c) => [c.stdout, c.stderr]).filter((s) => s !== null);
    const stop = (): void => {
      clearTimeout(deadline);
      for (const s of streams) s.off('data', test);
      for (const c of all) c.off('exit', test);
    };
    // Queued behind the listeners that collect the output, so `check` sees this chunk too.
    function test(): void {
      setImmediate(() => {
        if (!check()) return;
        stop();
        resolve();
      });
    }
    const deadline = setTimeout(() => {
      stop();
      reject(new Error(`condition not met within ${ms} ms`));
    }, ms);
    for (const s of streams) s.on('data', test);
    for (const c of all) c.on('exit', test);
    test();
  });
}

export const run = (args: string[], env: Record<string, string> = {}): Promise<Exit> => cli(args, env).done;

/** relative path → hash of sources/ and generated/: what the repository would commit. */
export function committed(root: string): Record<string, string> {
  return Object.fromEntries(Object.entries(hashTree(root)).filter(([p]) => /^(sources|generated)\//.test(p)));
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}
