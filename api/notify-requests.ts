// Notify-me requests, double opt-in: a request is stored pending with the rates it watches and a
// confirmation e-mail job (one transaction); the link confirms it; `subscribers notify` later
// queues its one update e-mail when those rates changed. Every step is one transaction, so a kill
// at any point leaves a request either untouched or fully moved on, never e-mailed twice.
import type { ApiLanguage, ApiState } from './contract.ts';
import { type Db, type Queryable, forUpdate } from './db.ts';
import type { RateChange, RateSnapshot } from './notify-watch.ts';
import { hashToken, newToken } from './tokens.ts';

export interface NotifyRow {
  id: number;
  email: string;
  state: ApiState;
  /** The county's slug; null for a state-wide request. */
  county: string | null;
  language: ApiLanguage;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  snapshot: string | null;
  notified_at: string | null;
}

/** A notify-confirm job's payload: the tokens exist only here (until sent) and in the e-mail. */
export interface NotifyConfirmPayload {
  requestId: number;
  /** The place inside a sentence, per language (CountyCatalog.place). */
  place: Record<ApiLanguage, string>;
  confirmToken: string;
  unsubscribeToken: string;
}

/** A notify-update job's payload: what changed, fixed when it was queued. */
export interface NotifyUpdatePayload {
  requestId: number;
  unsubscribeToken: string;
  place: Record<ApiLanguage, string>;
  changes: RateChange[];
}

export interface NotifyInput {
  email: string;
  state: ApiState;
  county: { slug: string; name: string } | null;
  language: ApiLanguage;
  place: Record<ApiLanguage, string>;
}

export type NotifyLinkOutcome =
  { result: 'done' | 'again'; state: ApiState; language: ApiLanguage; county: string | null } | { result: 'invalid' };

export interface NotifyOptions {
  resendAfterMinutes: number;
  confirmTokenDays: number;
}

async function addToken(tx: Queryable, requestId: number, purpose: 'confirm' | 'unsubscribe', at: string) {
  const token = newToken();
  await tx.run('INSERT INTO notify_tokens (hash, request_id, purpose, created_at) VALUES (?, ?, ?, ?)', [
    hashToken(token),
    requestId,
    purpose,
    at,
  ]);
  return token;
}

async function queueJob(
  tx: Queryable,
  at: string,
  kind: 'notify-confirm' | 'notify-update',
  requestId: number,
  payload: object,
  onceKey: string | null,
): Promise<number> {
  return tx.run(
    `INSERT INTO mail_jobs (kind, notify_id, payload, next_attempt_at, created_at, once_key) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (once_key) DO NOTHING`,
    [kind, requestId, JSON.stringify(payload), at, at, onceKey],
  );
}

async function queueConfirmation(
  tx: Queryable,
  requestId: number,
  at: string,
  place: Record<ApiLanguage, string>,
): Promise<void> {
  const payload: NotifyConfirmPayload = {
    requestId,
    place,
    confirmToken: await addToken(tx, requestId, 'confirm', at),
    unsubscribeToken: await addToken(tx, requestId, 'unsubscribe', at),
  };
  await queueJob(tx, at, 'notify-confirm', requestId, payload, null);
}

/** The unique key of a request's update e-mail: one per confirmation, so asking again later can be answered again. */
export const updateKey = (row: Pick<NotifyRow, 'id' | 'confirmed_at'>): string =>
  `notify-update:${row.id}:${row.confirmed_at}`;

export function notifyOps(db: Db, now: () => Date, opts: NotifyOptions) {
  /**
   * Stores a request pending (or finds the one there) and queues its confirmation e-mail when one is due. The caller
   * answers the same whatever happened, so nobody learns whether an address is on the list.
   */
  const request = (input: NotifyInput, watch: () => RateSnapshot): Promise<{ mailQueued: boolean }> =>
    db.transaction(async (tx) => {
      const at = now().toISOString();
      const key = input.email.toLowerCase();
      const countyKey = input.county?.slug ?? '';
      const created = await tx.run(
        `INSERT INTO notify_requests (email, email_key, state, county, county_key, language, created_at, snapshot)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email_key, state, county_key) DO NOTHING`,
        [
          input.email,
          key,
          input.state,
          input.county?.slug ?? null,
          countyKey,
          input.language,
          at,
          JSON.stringify(watch()),
        ],
      );
      const row = (await tx.get<NotifyRow>(
        `SELECT * FROM notify_requests WHERE email_key = ? AND state = ? AND county_key = ?${forUpdate(tx)}`,
        [key, input.state, countyKey],
      ))!;
      if (created === 1) {
        await queueConfirmation(tx, row.id, at, input.place);
        return { mailQueued: true };
      }
      if (row.unsubscribed_at || row.notified_at) {
        // Asking again after unsubscribing, or after the e-mail went out: a new wait, from today's rates.
        await tx.run(
          `UPDATE notify_requests SET unsubscribed_at = NULL, confirmed_at = NULL, notified_at = NULL,
          snapshot = ?, language = ?, created_at = ? WHERE id = ?`,
          [JSON.stringify(watch()), input.language, at, row.id],
        );
        await queueConfirmation(tx, row.id, at, input.place);
        return { mailQueued: true };
      }
      // Confirmed and waiting: nothing to change, and only a link from the mailbox changes it.
      if (row.confirmed_at) return { mailQueued: false };
      // A request stored before double opt-in has no snapshot yet: it watches from today's rates.
      await tx.run('UPDATE notify_requests SET language = ?, snapshot = coalesce(snapshot, ?) WHERE id = ?', [
        input.language,
        row.snapshot ? null : JSON.stringify(watch()),
        row.id,
      ]);
      const unsent = await tx.get<{ id: number }>(
        `SELECT id FROM mail_jobs WHERE notify_id = ? AND kind = 'notify-confirm' AND status IN ('pending', 'failed') ORDER BY id DESC LIMIT 1`,
        [row.id],
      );
      // The status is checked again by the update itself: on PostgreSQL the worker may mark the job sent between the
      // select and the update, and a sent job must never be made pending again.
      const hurried =
        unsent &&
        (await tx.run(
          `UPDATE mail_jobs SET status = 'pending', next_attempt_at = ?, attempts = CASE WHEN status = 'failed' THEN 0 ELSE attempts END
          WHERE id = ? AND status IN ('pending', 'failed')`,
          [at, unsent.id],
        ));
      if (hurried) return { mailQueued: true };
      const last = await tx.get<{ at: string | null }>(
        `SELECT max(sent_at) AS at FROM mail_jobs WHERE notify_id = ? AND kind = 'notify-confirm' AND status = 'sent'`,
        [row.id],
      );
      const due = !last?.at || Date.parse(last.at) <= Date.parse(at) - opts.resendAfterMinutes * 60_000;
      if (!due) return { mailQueued: false };
      await queueConfirmation(tx, row.id, at, input.place);
      return { mailQueued: true };
    });

  async function follow(tx: Queryable, token: string, purpose: 'confirm' | 'unsubscribe') {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
    return tx.get<NotifyRow & { token_at: string }>(
      `SELECT r.*, t.created_at AS token_at FROM notify_tokens t JOIN notify_requests r ON r.id = t.request_id
      WHERE t.hash = ? AND t.purpose = ?${forUpdate(tx)}`,
      [hashToken(token), purpose],
    );
  }

  const outcome = (row: NotifyRow, result: 'done' | 'again'): NotifyLinkOutcome => ({
    result,
    state: row.state,
    language: row.language,
    county: row.county,
  });

  const confirm = (token: string): Promise<NotifyLinkOutcome> =>
    db.transaction(async (tx) => {
      const row = await follow(tx, token, 'confirm');
      const expired = row && Date.parse(row.token_at) < now().getTime() - opts.confirmTokenDays * 86_400_000;
      if (!row || expired || row.unsubscribed_at) return { result: 'invalid' };
      if (row.confirmed_at) return outcome(row, 'again');
      await tx.run('UPDATE notify_requests SET confirmed_at = ? WHERE id = ?', [now().toISOString(), row.id]);
      return outcome(row, 'done');
    });

  const unsubscribe = (token: string): Promise<NotifyLinkOutcome> =>
    db.transaction(async (tx) => {
      const row = await follow(tx, token, 'unsubscribe');
      if (!row) return { result: 'invalid' };
      if (row.unsubscribed_at) return outcome(row, 'again');
      const at = now().toISOString();
      await tx.run('UPDATE notify_requests SET unsubscribed_at = ? WHERE id = ?', [at, row.id]);
      await tx.run("DELETE FROM notify_tokens WHERE request_id = ? AND purpose = 'confirm'", [row.id]);
      await tx.run(
        `UPDATE mail_jobs SET status = 'cancelled', payload = NULL, last_error = ? WHERE notify_id = ? AND status IN ('pending', 'failed')`,
        [`cancelled at ${at}: unsubscribed before it was sent`, row.id],
      );
      return outcome(row, 'done');
    });

  /** Confirmed requests still waiting for their e-mail, oldest first. */
  const waiting = (): Promise<NotifyRow[]> =>
    db.all(
      `SELECT * FROM notify_requests WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL AND notified_at IS NULL ORDER BY id`,
    );

  /**
   * Marks a waiting request notified and queues its update e-mail, in one transaction under a unique key: a second run,
   * or a run after a kill, finds it marked (or the key taken) and queues nothing. False when it was no longer waiting.
   */
  const queueUpdate = (row: NotifyRow, update: Omit<NotifyUpdatePayload, 'requestId' | 'unsubscribeToken'>) =>
    db.transaction(async (tx) => {
      const at = now().toISOString();
      const marked = await tx.run(
        `UPDATE notify_requests SET notified_at = ? WHERE id = ? AND notified_at IS NULL AND unsubscribed_at IS NULL AND confirmed_at = ?`,
        [at, row.id, row.confirmed_at],
      );
      if (marked === 0) return false;
      const payload: NotifyUpdatePayload = {
        requestId: row.id,
        unsubscribeToken: await addToken(tx, row.id, 'unsubscribe', at),
        ...update,
      };
      return (await queueJob(tx, at, 'notify-update', row.id, payload, updateKey(row))) === 1;
    });

  const byId = (id: number): Promise<NotifyRow | undefined> =>
    db.get('SELECT * FROM notify_requests WHERE id = ?', [id]);

  return { request, confirm, unsubscribe, waiting, queueUpdate, byId };
}

export type NotifyOps = ReturnType<typeof notifyOps>;
