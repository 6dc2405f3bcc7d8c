// The subscriber life cycle: sign up (unconfirmed), confirm by link, unsubscribe by link. Each step
// is one transaction; a sign-up writes its confirmation e-mail job in the same one (outbox.ts), so
// concurrent sign-ups of one address end as one row and one e-mail, and an acknowledged sign-up
// always gets its e-mail, whatever happens to this process afterwards.
import type { ApiLanguage, ApiState } from './contract.ts';
import { type Db, type Queryable, forUpdate } from './db.ts';
import { cancelConfirmJobs, enqueue, hurry, unsentConfirmJob } from './outbox.ts';
import type { SubscribeInput } from './schemas.ts';
import { hashToken, newToken } from './tokens.ts';

export interface SubscriberRow {
  id: number;
  email: string;
  state: ApiState;
  first_name: string | null;
  county: string | null;
  language: ApiLanguage;
  calculated_tax: number | null;
  tags: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  confirm_sent_at: string | null;
}

/** What a confirmation job carries: the link tokens exist only here (until sent) and in the e-mail. */
export interface ConfirmPayload {
  confirmToken: string;
  unsubscribeToken: string;
}

export type SubscribeMessage = 'subscribed' | 'alreadyConfirmed' | 'alreadyPending' | 'alreadyResent';

export interface SubscribeOutcome {
  status: 'pending-confirmation' | 'already-subscribed';
  message: SubscribeMessage;
  /** A confirmation e-mail is waiting in the outbox (new, or hurried along). */
  mailQueued: boolean;
}

export type LinkOutcome = { result: 'done' | 'again'; state: ApiState; language: ApiLanguage } | { result: 'invalid' };

export interface SubscriberOptions {
  resendAfterMinutes: number;
  confirmTokenDays: number;
}

/** New link tokens (their hashes stored) and the job that mails them, in the caller's transaction. */
async function queueConfirmation(tx: Queryable, subscriberId: number, at: string): Promise<void> {
  const payload: ConfirmPayload = { confirmToken: newToken(), unsubscribeToken: newToken() };
  await tx.run('INSERT INTO tokens (hash, subscriber_id, purpose, created_at) VALUES (?, ?, ?, ?)', [
    hashToken(payload.confirmToken),
    subscriberId,
    'confirm',
    at,
  ]);
  await tx.run('INSERT INTO tokens (hash, subscriber_id, purpose, created_at) VALUES (?, ?, ?, ?)', [
    hashToken(payload.unsubscribeToken),
    subscriberId,
    'unsubscribe',
    at,
  ]);
  await enqueue(tx, at, { kind: 'confirm', subscriberId, payload });
}

export function subscriberOps(db: Db, now: () => Date, opts: SubscriberOptions) {
  async function subscribe(input: SubscribeInput): Promise<SubscribeOutcome> {
    return db.transaction(async (tx) => {
      const at = now().toISOString();
      const key = input.email.toLowerCase();
      const popup = 'firstName' in input;
      const fields = {
        firstName: popup ? input.firstName : null,
        county: popup ? (input.county ?? null) : null,
        tax: popup ? (input.calculatedTax ?? null) : null,
      };
      const created = await tx.run(
        `INSERT INTO subscribers (email, email_key, state, first_name, county, language, calculated_tax, tags, source, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email_key, state) DO NOTHING`,
        [
          input.email,
          key,
          input.state,
          fields.firstName,
          fields.county,
          input.language,
          fields.tax,
          JSON.stringify(input.tags),
          popup ? 'popup' : 'inline',
          at,
        ],
      );
      const row = (await tx.get<SubscriberRow>(
        `SELECT * FROM subscribers WHERE email_key = ? AND state = ?${forUpdate(tx)}`,
        [key, input.state],
      ))!;
      if (created === 1) {
        await queueConfirmation(tx, row.id, at);
        return { status: 'pending-confirmation', message: 'subscribed', mailQueued: true };
      }
      const tags = [...new Set([...(JSON.parse(row.tags) as string[]), ...input.tags])];
      await tx.run(
        `UPDATE subscribers SET first_name = coalesce(?, first_name), county = coalesce(?, county), calculated_tax = coalesce(?, calculated_tax),
        language = ?, tags = ? WHERE id = ?`,
        [fields.firstName, fields.county, fields.tax, input.language, JSON.stringify(tags), row.id],
      );
      if (row.unsubscribed_at) {
        // Signing up again after unsubscribing starts over: unconfirmed, with a new link.
        await tx.run('UPDATE subscribers SET unsubscribed_at = NULL, confirmed_at = NULL WHERE id = ?', [row.id]);
        await queueConfirmation(tx, row.id, at);
        return { status: 'pending-confirmation', message: 'subscribed', mailQueued: true };
      }
      if (row.confirmed_at) return { status: 'already-subscribed', message: 'alreadyConfirmed', mailQueued: false };
      const unsent = await unsentConfirmJob(tx, row.id);
      if (unsent) {
        // Its e-mail never went out (still queued, retrying after a failure, or given up): now.
        await hurry(tx, unsent.id, at);
        return { status: 'already-subscribed', message: 'alreadyPending', mailQueued: true };
      }
      const due =
        !row.confirm_sent_at || Date.parse(row.confirm_sent_at) <= Date.parse(at) - opts.resendAfterMinutes * 60_000;
      if (!due) return { status: 'already-subscribed', message: 'alreadyPending', mailQueued: false };
      await queueConfirmation(tx, row.id, at);
      return { status: 'already-subscribed', message: 'alreadyResent', mailQueued: true };
    });
  }

  async function follow(
    tx: Queryable,
    token: string,
    purpose: 'confirm' | 'unsubscribe',
  ): Promise<(SubscriberRow & { token_at: string }) | undefined> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
    return tx.get(
      `SELECT s.*, t.created_at AS token_at FROM tokens t JOIN subscribers s ON s.id = t.subscriber_id WHERE t.hash = ? AND t.purpose = ?${forUpdate(tx)}`,
      [hashToken(token), purpose],
    );
  }

  const confirm = (token: string): Promise<LinkOutcome> =>
    db.transaction(async (tx) => {
      const row = await follow(tx, token, 'confirm');
      const expired = row && Date.parse(row.token_at) < now().getTime() - opts.confirmTokenDays * 86_400_000;
      if (!row || expired || row.unsubscribed_at) return { result: 'invalid' };
      if (row.confirmed_at) return { result: 'again', state: row.state, language: row.language };
      await tx.run('UPDATE subscribers SET confirmed_at = ? WHERE id = ?', [now().toISOString(), row.id]);
      return { result: 'done', state: row.state, language: row.language };
    });

  const unsubscribe = (token: string): Promise<LinkOutcome> =>
    db.transaction(async (tx) => {
      const row = await follow(tx, token, 'unsubscribe');
      if (!row) return { result: 'invalid' };
      if (row.unsubscribed_at) return { result: 'again', state: row.state, language: row.language };
      const at = now().toISOString();
      await tx.run('UPDATE subscribers SET unsubscribed_at = ? WHERE id = ?', [at, row.id]);
      // A confirmation link still in the inbox (or still in the outbox) must not sign the person up again.
      await tx.run("DELETE FROM tokens WHERE subscriber_id = ? AND purpose = 'confirm'", [row.id]);
      await cancelConfirmJobs(tx, row.id, at);
      return { result: 'done', state: row.state, language: row.language };
    });

  return { subscribe, confirm, unsubscribe };
}
