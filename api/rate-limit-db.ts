// The per-client token bucket kept in the database, for several API processes behind one load
// balancer: each request updates its client's bucket in one statement, so the processes share
// one limit per client instead of granting `burst` each.
import { type Db, least } from './db.ts';
import type { RateLimit, Take } from './rate-limit.ts';

/** Buckets untouched this long are full again and are deleted, every this many requests. */
const SWEEP_EVERY = 1_000;

export function databaseRateLimiter(db: Db, limit: RateLimit, now: () => number = Date.now) {
  const perMs = limit.perMinute / 60_000;
  let takes = 0;
  return {
    async take(key: string): Promise<Take> {
      const t = now();
      if (++takes % SWEEP_EVERY === 0)
        await db.run('DELETE FROM rate_buckets WHERE at_ms < CAST(? AS BIGINT)', [Math.floor(t - limit.burst / perMs)]);
      // Typed casts: PostgreSQL would otherwise guess a parameter's type from its neighbours.
      const level = least(
        db,
        'CAST(? AS DOUBLE PRECISION)',
        'b.tokens + (CAST(? AS BIGINT) - b.at_ms) * CAST(? AS DOUBLE PRECISION)',
      );
      const row = await db.get<{ tokens: number; granted: number | boolean }>(
        `INSERT INTO rate_buckets AS b (key, tokens, at_ms, granted) VALUES (?, CAST(? AS DOUBLE PRECISION), CAST(? AS BIGINT), ?)
         ON CONFLICT (key) DO UPDATE SET
           tokens = CASE WHEN ${level} >= 1 THEN ${level} - 1 ELSE ${level} END,
           granted = (${level} >= 1),
           at_ms = CAST(? AS BIGINT)
         RETURNING tokens, granted`,
        [
          key,
          limit.burst - 1,
          t,
          db.dialect === 'sqlite' ? 1 : (true as unknown as number),
          limit.burst,
          t,
          perMs,
          limit.burst,
          t,
          perMs,
          limit.burst,
          t,
          perMs,
          limit.burst,
          t,
          perMs,
          t,
        ],
      );
      if (row && (row.granted === true || row.granted === 1)) return { ok: true };
      const tokens = Number(row?.tokens ?? 0);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
    },
  };
}
