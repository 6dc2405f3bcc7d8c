// Per-client token bucket: `burst` requests at once, refilled at `perMinute`. Kept in memory, so
// each server process limits on its own; buckets that have refilled completely are dropped.
export interface RateLimit {
  burst: number;
  perMinute: number;
}

export type Take = { ok: true } | { ok: false; retryAfterSeconds: number };

const SWEEP_AT = 10_000;

export function rateLimiter(limit: RateLimit, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = limit.perMinute / 60_000;
  const level = (b: { tokens: number; at: number }, t: number): number =>
    Math.min(limit.burst, b.tokens + (t - b.at) * perMs);

  function sweep(t: number): void {
    for (const [key, b] of buckets) if (level(b, t) >= limit.burst) buckets.delete(key);
  }

  return {
    take(key: string): Take {
      const t = now();
      if (buckets.size >= SWEEP_AT) sweep(t);
      const b = buckets.get(key) ?? { tokens: limit.burst, at: t };
      const tokens = level(b, t);
      if (tokens < 1) {
        buckets.set(key, { tokens, at: t });
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
      }
      buckets.set(key, { tokens: tokens - 1, at: t });
      return { ok: true };
    },
    get size(): number {
      return buckets.size;
    },
  };
}
