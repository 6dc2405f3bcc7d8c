/**
 * Resolves in a new task of the event loop, so the work after it does not lengthen the task that
 * awaited it (a long task keeps a tap or a key waiting). `scheduler.yield` puts the continuation
 * ahead of other queued work where the browser has it; elsewhere a zero timeout does the same job.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
