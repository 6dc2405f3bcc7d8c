// Reads a whole file only once nobody is writing it. A copy over a live folder (`cp -r`, rsync
// in place) truncates each file and writes it again: a reader can open it half written, and its
// size then looks complete. A file written in the last moment is read after it settles, and one
// whose size or time changed while it was read is not served (the caller answers 503).
import type { FileHandle } from 'node:fs/promises';

/** A file modified more recently than this is given time to settle before it is read. */
export const SETTLE_MS = 1_000;

export interface SettledClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const REAL_CLOCK: SettledClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The file's bytes and the stat they match, or null when it was being written. */
export async function readSettled(
  handle: FileHandle,
  clock: SettledClock = REAL_CLOCK,
): Promise<{ data: Buffer; size: number; mtimeMs: number } | null> {
  const before = await handle.stat();
  const age = clock.now() - before.mtimeMs;
  if (age < SETTLE_MS) {
    await clock.sleep(Math.min(SETTLE_MS, SETTLE_MS - age));
    const again = await handle.stat();
    // Written to while it settled: not now.
    if (again.mtimeMs !== before.mtimeMs || again.size !== before.size) return null;
  }
  const data = await handle.readFile();
  const after = await handle.stat();
  const unchanged = after.size === before.size && after.mtimeMs === before.mtimeMs && data.length === after.size;
  return unchanged ? { data, size: after.size, mtimeMs: after.mtimeMs } : null;
}
