// The e-mail outbox in the database. A sign-up or contact message and its e-mail job are written
// in the same transaction, so an acknowledged request always has its job; the worker
// (mail-worker.ts) claims due jobs, and a job counts as sent only once the mailer accepted it.
import { forUpdate, type Queryable } from './db.ts';

export type JobKind = 'confirm' | 'contact' | 'notify-confirm' | 'notify-update';

export interface Job {
  id: number;
  kind: JobKind;
  subscriber_id: number | null;
  message_id: number | null;
  payload: string | null;
  attempts: number;
  created_at: string;
}

export interface Retry {
  /** Wait after the first failure; doubled after each further one, up to maxMs. */
  baseMs: number;
  maxMs: number;
  /** After this many attempts the job is marked failed (a new sign-up of the address revives it). */
  maxAttempts: number;
}

export const DEFAULT_RETRY: Retry = { baseMs: 5_000, maxMs: 3_600_000, maxAttempts: 10 };

/** Adds a job inside the caller's transaction; due at once. */
export async function enqueue(
  tx: Queryable,
  at: string,
  job: { kind: JobKind; subscriberId?: number; messageId?: number; payload?: object },
): Promise<void> {
  await tx.run(
    `INSERT INTO mail_jobs (kind, subscriber_id, message_id, payload, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    [
      job.kind,
      job.subscriberId ?? null,
      job.messageId ?? null,
      job.payload ? JSON.stringify(job.payload) : null,
      at,
      at,
    ],
  );
}

/** The confirmation job of a subscriber that has not gone out yet (waiting, retrying or given up). */
export async function unsentConfirmJob(
  tx: Queryable,
  subscriberId: number,
): Promise<{ id: number; status: string } | undefined> {
  return tx.get(
    `SELECT id, status FROM mail_jobs WHERE subscriber_id = ? AND kind = 'confirm' AND status IN ('pending', 'failed') ORDER BY id DESC LIMIT 1`,
    [subscriberId],
  );
}

/** Makes a job due now (reviving one that gave up): someone is waiting for this e-mail. */
export async function hurry(tx: Queryable, jobId: number, at: string): Promise<void> {
  await tx.run(
    `UPDATE mail_jobs SET status = 'pending', next_attempt_at = ?, attempts = CASE WHEN status = 'failed' THEN 0 ELSE attempts END WHERE id = ?`,
    [at, jobId],
  );
}

/** Jobs no longer wanted (the person unsubscribed before their confirmation went out). */
export async function cancelConfirmJobs(tx: Queryable, subscriberId: number, at: string): Promise<void> {
  await tx.run(
    `UPDATE mail_jobs SET status = 'cancelled', payload = NULL, last_error = ? WHERE subscriber_id = ? AND kind = 'confirm' AND status IN ('pending', 'failed')`,
    [`cancelled at ${at}: unsubscribed before it was sent`, subscriberId],
  );
}

export function outboxOps(
  db: { transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> } & Queryable,
  now: () => Date,
) {
  return {
    /**
     * Takes the job due longest for `worker` until `leaseMs` from now; another worker skips it
     * meanwhile. The order is the index's (mail_jobs_claim: status, due time, id), so a claim reads
     * the first due row instead of sorting the whole backlog.
     */
    claim: (worker: string, leaseMs: number): Promise<Job | undefined> =>
      db.transaction(async (tx) => {
        const at = now();
        const iso = at.toISOString();
        const next = await tx.get<{ id: number }>(
          `SELECT id FROM mail_jobs WHERE status = 'pending' AND next_attempt_at <= ?
        AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY status, next_attempt_at, id LIMIT 1${forUpdate(tx, true)}`,
          [iso, iso],
        );
        if (!next) return undefined;
        return tx.get<Job>(
          `UPDATE mail_jobs SET claimed_by = ?, claimed_until = ?, attempts = attempts + 1 WHERE id = ?
        RETURNING id, kind, subscriber_id, message_id, payload, attempts, created_at`,
          [worker, new Date(at.getTime() + leaseMs).toISOString(), next.id],
        );
      }),

    /** The mailer accepted it: done, its tokens forgotten, and the row it was for updated. */
    sent: (job: Job, worker: string): Promise<void> =>
      db.transaction(async (tx) => {
        const at = now().toISOString();
        // Rows are locked in the order a sign-up locks them (subscriber, then job): the other
        // order deadlocks on PostgreSQL when the same address signs up while its e-mail goes out.
        if (job.kind === 'confirm')
          await tx.get(`SELECT id FROM subscribers WHERE id = ?${forUpdate(tx)}`, [job.subscriber_id]);
        const changed = await tx.run(
          `UPDATE mail_jobs SET status = 'sent', sent_at = ?, payload = NULL, claimed_by = NULL, claimed_until = NULL, last_error = NULL
        WHERE id = ? AND claimed_by = ?`,
          [at, job.id, worker],
        );
        if (changed === 0) return;
        if (job.kind === 'confirm')
          await tx.run('UPDATE subscribers SET confirm_sent_at = ? WHERE id = ?', [at, job.subscriber_id]);
        else await tx.run('UPDATE messages SET mailed_at = ? WHERE id = ?', [at, job.message_id]);
      }),

    /** Sending failed: try again after the back-off, or give up after the last attempt. */
    failed: (job: Job, worker: string, error: string, retry: Retry): Promise<'retry' | 'gave-up'> =>
      db.transaction(async (tx) => {
        const at = now();
        const last = job.attempts >= retry.maxAttempts;
        const wait = Math.min(retry.maxMs, retry.baseMs * 2 ** (job.attempts - 1));
        await tx.run(
          `UPDATE mail_jobs SET status = ?, next_attempt_at = ?, last_error = ?, claimed_by = NULL, claimed_until = NULL WHERE id = ? AND claimed_by = ?`,
          [
            last ? 'failed' : 'pending',
            new Date(at.getTime() + wait).toISOString(),
            error.slice(0, 500),
            job.id,
            worker,
          ],
        );
        return last ? 'gave-up' : 'retry';
      }),

    /** Not wanted any more (the data it needs is gone): never sent. */
    cancel: async (job: Job, worker: string, reason: string): Promise<void> => {
      await db.run(
        `UPDATE mail_jobs SET status = 'cancelled', payload = NULL, last_error = ?, claimed_by = NULL, claimed_until = NULL WHERE id = ? AND claimed_by = ?`,
        [reason, job.id, worker],
      );
    },

    /** Claims held by workers that died (kill -9, crash) are given back at once, not after their lease. */
    releaseClaims: async (dead: (worker: string) => boolean): Promise<number> => {
      const held = await db.all<{ claimed_by: string }>(
        `SELECT DISTINCT claimed_by FROM mail_jobs WHERE status = 'pending' AND claimed_by IS NOT NULL`,
      );
      let released = 0;
      for (const { claimed_by: worker } of held) {
        if (dead(worker))
          released += await db.run(
            `UPDATE mail_jobs SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = ? AND status = 'pending'`,
            [worker],
          );
      }
      return released;
    },

    /**
     * Gives back the claims of a live worker on jobs it no longer works on (all but `working`): their
     * outcome was lost with the database connection, and nobody else may take them until the lease ends.
     */
    releaseOwn: (worker: string, working: readonly number[]): Promise<number> =>
      db.run(
        `UPDATE mail_jobs SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = ? AND status = 'pending'${
          working.length ? ` AND id NOT IN (${working.map(() => '?').join(', ')})` : ''
        }`,
        [worker, ...working],
      ),

    /** When the earliest waiting job falls due (ISO time), or null when none waits. */
    nextDue: async (): Promise<string | null> => {
      const row = await db.get<{ at: string | null }>(
        `SELECT min(next_attempt_at) AS at FROM mail_jobs WHERE status = 'pending'`,
      );
      return row?.at ?? null;
    },
  };
}

export type OutboxOps = ReturnType<typeof outboxOps>;
