// Spec §9: at most 10 events a minute per event name; every count starts again each 60 s.

export const EVENTS_PER_WINDOW = 10;
export const WINDOW_MS = 60_000;

/** Returns a gate: true lets an event of that name through, false drops it. */
export function createRateLimiter(
  max = EVENTS_PER_WINDOW,
  windowMs = WINDOW_MS,
  now: () => number = () => Date.now(),
): (name: string) => boolean {
  const counts = new Map<string, number>();
  let windowStart = now();
  return (name) => {
    const t = now();
    if (t - windowStart >= windowMs) {
      counts.clear();
      windowStart = t;
    }
    const used = counts.get(name) ?? 0;
    if (used >= max) return false;
    counts.set(name, used + 1);
    return true;
  };
}
