// Spec §9: an engagement ping every 15 s, but only while the visitor has interacted in the last 30 s;
// a page left open in a background tab sends nothing.

export const PING_EVERY_MS = 15_000;
export const ACTIVE_WITHIN_MS = 30_000;

export interface Engagement {
  /** Call on every interaction (pointer, key, scroll, touch). */
  interacted(): void;
  stop(): void;
}

/** Starts the 15-s clock; onPing gets the seconds of engaged time so far. */
export function startEngagement(
  onPing: (engagedSeconds: number) => void,
  now: () => number = () => Date.now(),
): Engagement {
  let last = Number.NEGATIVE_INFINITY;
  let pings = 0;
  const timer = setInterval(() => {
    if (now() - last > ACTIVE_WITHIN_MS) return;
    pings += 1;
    onPing((pings * PING_EVERY_MS) / 1000);
  }, PING_EVERY_MS);
  return {
    interacted: () => {
      last = now();
    },
    stop: () => clearInterval(timer),
  };
}
