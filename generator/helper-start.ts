// How a page renderer (render-worker.ts) is started, shared by the build (workers.ts) and by `cli.ts build`, which
// starts the compiled build's renderers before it loads the build itself: loading it took the main thread 0.3 s and
// more while the second core had nothing to do. The renderers started early are handed over through the process's
// globals, as the CLI and the build are two bundles with their own copies of this module.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** Helpers beside the main thread: one per further core. */
export const defaultWorkers = (): number => Math.max(0, availableParallelism() - 1);

/**
 * A helper's young generation held to 12 MB (V8 lets it grow to 48): what a rendered page leaves is short-lived, and
 * a cold hub build peaked about 25 MiB lower (12 MB against the default, 8 and 24: measured in turn, three runs each;
 * at 8 more survives into the old generation and the peak rose again).
 */
export const HELPER_LIMITS = { maxYoungGenerationSizeMb: 12 };

/** Node's flags minus module loaders and preloads (`--import tsx`, tsx's `--require`): kept are e.g. --cpu-prof. */
export function withoutLoaders(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i]!;
    if (/^--(import|require|loader|experimental-loader)$/.test(flag) || flag === '-r') i += 1;
    else if (!/^--(import|require|loader|experimental-loader)=/.test(flag)) out.push(flag);
  }
  return out;
}

/**
 * A worker started with `flags` where it takes them (--cpu-prof and the like); without them where it refuses them, as
 * it does V8's heap flags (`node --max-old-space-size=4096 cli.mjs build`), which are the process's alone.
 */
export function startWorker(flags: string[], start: (execArgv: string[] | undefined) => Worker): Worker {
  try {
    return start(flags);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    return start([]);
  }
}

/**
 * A renderer of the compiled build in `dir` (compiled.ts): plain JavaScript, so it starts without tsx (whose loader it
 * would otherwise inherit from the main thread's flags).
 */
export function compiledHelper(dir: string): Worker {
  return startWorker(
    withoutLoaders(process.execArgv),
    (execArgv) =>
      new Worker(join(dir, 'render-worker.js'), {
        workerData: { role: 'page-renderer' },
        execArgv,
        resourceLimits: HELPER_LIMITS,
      }),
  );
}

interface Early {
  dir: string;
  workers: { worker: Worker; failed: boolean }[];
}
const EARLY = Symbol.for('property-tax page renderers started early');
const holder = globalThis as { [EARLY]?: Early };

/** Starts `count` renderers of the compiled build in `dir` now, for the build loaded next to take (takeEarlyHelper). */
export function startHelpersEarly(dir: string, count: number): void {
  const early = (holder[EARLY] ??= { dir, workers: [] });
  if (early.dir !== dir) return;
  while (early.workers.length < count) {
    const worker = compiledHelper(dir);
    const started = { worker, failed: false };
    // Nothing is asked of it until it is taken; one that failed meanwhile is replaced then.
    worker.once('error', () => (started.failed = true));
    worker.unref();
    early.workers.push(started);
  }
}

/** A renderer started early for the build in `dir`, if one is waiting and alive. */
export function takeEarlyHelper(dir: string): Worker | undefined {
  const early = holder[EARLY];
  if (early?.dir !== dir) return undefined;
  for (let next = early.workers.shift(); next; next = early.workers.shift()) {
    if (!next.failed) return next.worker;
    void next.worker.terminate();
  }
  return undefined;
}
