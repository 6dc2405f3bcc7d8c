// Measurement code waits until the page has nothing better to do.
export function whenIdle(run: () => void, timeoutMs = 3000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: timeoutMs });
  else setTimeout(run, 1);
}
