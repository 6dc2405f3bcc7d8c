// The subscriber life cycle: sign up (unconfirmed), confirm by link, unsubscribe by link. Each step
// is one transaction; a sign-up writes its confirmation e-mail job in the same one (outbox.ts), so
// concurrent sign-ups of one address end as one row and one e-mail, and an acknowledged sign-up
// always gets its e-mail, whatever happens to this process afterwards.
import { LIMITS, type ApiLanguage, type ApiState } from './contract.ts';
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

/** Where the address stood; every case gets the same answer, so this never leaves the server. */
export interface SubscribeOutcome {
  was: 'new' | 'pending' | 'confirmed' | 'unsubscribed';
  /** A confirmation e-mail is waiting in the outbox (new, or hurried along). */
  mailQueued: boolean;
}

export type LinkOutcome = { result: 'done' | 'again'; state: ApiState; language: ApiLanguage } | { result: 'invalid' };

export interface SubscriberOptions {
  resendAfterMinutes: number;
  confirmTokenDays: number;
  /** Confirmation e-mails one address may be sent per 24 hours, the first one included. */
  confirmMailsPerDay: number;
}

/** Stored tags: the existing ones first, new ones while there is room. */
function mergeTags(stored: string, added: readonly string[]): string {
  return JSON.stringify([...new Set([...(JSON.parse(stored) as string[]), ...added])].slice(0, LIMITS.tags));
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
  /** Whether the address may get one more confirmation e-mail today. */
  async function mayMail(tx: Queryable, subscriberId: number, at: string): Promise<boolean> {
    const since = new Date(Date.parse(at) - 86_400_000).toISOString();
    const row = await tx.get<{ n: number | string }>(
      `SELECT count(*) AS n FROM mail_jobs WHERE subscriber_id = ? AND kind = 'confirm' AND status <> 'cancelled' AND created_at > ?`,
      [subscriberId, since],
    );
    return Number(row?.n ?? 0) < opts.confirmMailsPerDay;
  }

  /**
   * Anyone can send a sign-up for any address, so a sign-up of an address already on the list
   * changes what only its mailbox could want: a confirmed subscriber's details never change here
   * (their own links are the way), an unconfirmed one's gaps are filled, its tags stay capped and
   * its language changes only when the request names one. Confirmation e-mails to one address are
   * limited per 24 hours, so the form cannot be used to flood a mailbox.
   */
  async function subscribe(
    input: SubscribeInput,
    ask: { languageAsked: boolean } = { languageAsked: true },
  ): Promise<SubscribeOutcome> {
    return db.transaction(async (tx) => {
      const at = now().toISOString();
      const key = input.email.toLowerCase();
      const popup = 'firstName' in input;
      const fields = {
        firstName: popup ? input.firstName : null,
        county: popup ? (input.county ?? null) : null,
        tax: popup ? (input.calculatedTax ?? null) : null,
      };
      const tags = JSON.stringify(input.tags.slice(0, LIMITS.tags));
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
          tags,
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
        return { was: 'new', mailQueued: true };
      }
      if (row.confirmed_at && !row.unsubscribed_at) return { was: 'confirmed', mailQueued: false };
      const language = ask.languageAsked ? input.language : row.language;
      if (row.unsubscribed_at) {
        // Signing up again after unsubscribing starts over: unconfirmed, this sign-up's details, a new link.
        await tx.run(
          `UPDATE subscribers SET first_name = ?, county = ?, calculated_tax = ?, language = ?, tags = ?,
          unsubscribed_at = NULL, confirmed_at = NULL WHERE id = ?`,
          [fields.firstName, fields.county, fields.tax, language, tags, row.id],
        );
        if (!(await mayMail(tx, row.id, at))) return { was: 'unsubscribed', mailQueued: false };
        await queueConfirmation(tx, row.id, at);
        return { was: 'unsubscribed', mailQueued: true };
      }
      await tx.run(
        `UPDATE subscribers SET first_name = coalesce(first_name, ?), county = coalesce(county, ?),
        calculated_tax = coalesce(calculated_tax, ?), language = ?, tags = ? WHERE id = ?`,
        [fields.firstName, fields.county, fields.tax, language, mergeTags(row.tags, input.tags), row.id],
      );
      const unsent = await unsentConfirmJob(tx, row.id);
      if (unsent) {
        // Its e-mail never went out (still queued, retrying after a failure, or given up): now.
        await hurry(tx, unsent.id, at);
        return { was: 'pending', mailQueued: true };
      }
      const due =
        !row.confirm_sent_at || Date.parse(row.confirm_sent_at) <= Date.parse(at) - opts.resendAfterMinutes * 60_000;
      if (!due || !(await mayMail(tx, row.id, at))) return { was: 'pending', mailQueued: false };
      await queueConfirmation(tx, row.id, at);
      return { was: 'pending', mailQueued: true };
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
