// The subscriber life cycle: sign up (unconfirmed), confirm by link, unsubscribe by link.
// Each step is one transaction, so concurrent sign-ups of one address end as one row and only
// one of them sends the confirmation e-mail.
import type Database from 'better-sqlite3';
import type { ApiLanguage, ApiState } from './contract.ts';
import type { SubscribeInput } from './schemas.ts';
import { hashToken, newToken } from './tokens.ts';

interface Row {
  id: number; email: string; state: ApiState; first_name: string | null; county: string | null; language: ApiLanguage;
  calculated_tax: number | null; tags: string; confirmed_at: string | null; unsubscribed_at: string | null; confirm_sent_at: string | null;
}

/** What the confirmation e-mail needs; tokens exist only here and, hashed, in the database. */
export interface ConfirmMail {
  subscriberId: number; email: string; firstName: string | null; state: ApiState; language: ApiLanguage;
  confirmToken: string; unsubscribeToken: string; hashes: string[];
}

export type SubscribeMessage = 'subscribed' | 'alreadyConfirmed' | 'alreadyPending' | 'alreadyResent';

export interface SubscribeOutcome {
  status: 'pending-confirmation' | 'already-subscribed';
  message: SubscribeMessage;
  /** Set when this request must send the confirmation e-mail. */
  mail: ConfirmMail | null;
}

export type LinkOutcome = { result: 'done' | 'again'; state: ApiState; language: ApiLanguage } | { result: 'invalid' };

export function subscriberOps(db: Database.Database, now: () => Date, opts: { resendAfterMinutes: number; confirmTokenDays: number }) {
  const insert = db.prepare(`INSERT INTO subscribers (email, email_key, state, first_name, county, language, calculated_tax, tags, source, created_at)
    VALUES (@email, @key, @state, @firstName, @county, @language, @tax, @tags, @source, @at) ON CONFLICT (email_key, state) DO NOTHING`);
  const byKey = db.prepare('SELECT * FROM subscribers WHERE email_key = ? AND state = ?');
  const merge = db.prepare(`UPDATE subscribers SET first_name = coalesce(@firstName, first_name), county = coalesce(@county, county),
    calculated_tax = coalesce(@tax, calculated_tax), language = @language, tags = @tags WHERE id = @id`);
  const claim = db.prepare('UPDATE subscribers SET confirm_sent_at = ?, unsubscribed_at = NULL, confirmed_at = CASE WHEN unsubscribed_at IS NULL THEN confirmed_at END WHERE id = ?');
  const addToken = db.prepare('INSERT INTO tokens (hash, subscriber_id, purpose, created_at) VALUES (?, ?, ?, ?)');
  const byToken = db.prepare('SELECT s.*, t.created_at AS token_at FROM tokens t JOIN subscribers s ON s.id = t.subscriber_id WHERE t.hash = ? AND t.purpose = ?');

  function mailFor(row: Row, at: string): ConfirmMail {
    const confirmToken = newToken();
    const unsubscribeToken = newToken();
    const hashes = [hashToken(confirmToken), hashToken(unsubscribeToken)];
    claim.run(at, row.id);
    addToken.run(hashes[0], row.id, 'confirm', at);
    addToken.run(hashes[1], row.id, 'unsubscribe', at);
    return { subscriberId: row.id, email: row.email, firstName: row.first_name, state: row.state, language: row.language, confirmToken, unsubscribeToken, hashes };
  }

  const subscribe = db.transaction((input: SubscribeInput): SubscribeOutcome => {
    const at = now().toISOString();
    const key = input.email.toLowerCase();
    const popup = 'firstName' in input;
    const fields = {
      firstName: popup ? input.firstName : null, county: popup ? input.county ?? null : null, tax: popup ? input.calculatedTax ?? null : null,
      language: input.language,
    };
    const created = insert.run({ ...fields, email: input.email, key, state: input.state, tags: JSON.stringify(input.tags), source: popup ? 'popup' : 'inline', at });
    const row = byKey.get(key, input.state) as Row;
    if (created.changes === 1) return { status: 'pending-confirmation', message: 'subscribed', mail: mailFor(row, at) };
    const tags = [...new Set([...(JSON.parse(row.tags) as string[]), ...input.tags])];
    merge.run({ ...fields, tags: JSON.stringify(tags), id: row.id });
    const merged = byKey.get(key, input.state) as Row;
    if (row.unsubscribed_at) return { status: 'pending-confirmation', message: 'subscribed', mail: mailFor(merged, at) };
    if (row.confirmed_at) return { status: 'already-subscribed', message: 'alreadyConfirmed', mail: null };
    const due = !row.confirm_sent_at || Date.parse(row.confirm_sent_at) <= Date.parse(at) - opts.resendAfterMinutes * 60_000;
    return due
      ? { status: 'already-subscribed', message: 'alreadyResent', mail: mailFor(merged, at) }
      : { status: 'already-subscribed', message: 'alreadyPending', mail: null };
  }).immediate;

  /** The e-mail could not be sent: forget its tokens and let the next request send again. */
  const release = db.transaction((mail: ConfirmMail) => {
    db.prepare('UPDATE subscribers SET confirm_sent_at = NULL WHERE id = ?').run(mail.subscriberId);
    for (const hash of mail.hashes) db.prepare('DELETE FROM tokens WHERE hash = ?').run(hash);
  });

  function follow(token: string, purpose: 'confirm' | 'unsubscribe'): (Row & { token_at: string }) | undefined {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
    return byToken.get(hashToken(token), purpose) as (Row & { token_at: string }) | undefined;
  }

  const confirm = db.transaction((token: string): LinkOutcome => {
    const row = follow(token, 'confirm');
    const expired = row && Date.parse(row.token_at) < now().getTime() - opts.confirmTokenDays * 86_400_000;
    if (!row || expired || row.unsubscribed_at) return { result: 'invalid' };
    if (row.confirmed_at) return { result: 'again', state: row.state, language: row.language };
    db.prepare('UPDATE subscribers SET confirmed_at = ? WHERE id = ?').run(now().toISOString(), row.id);
    return { result: 'done', state: row.state, language: row.language };
  }).immediate;

  const unsubscribe = db.transaction((token: string): LinkOutcome => {
    const row = follow(token, 'unsubscribe');
    if (!row) return { result: 'invalid' };
    if (row.unsubscribed_at) return { result: 'again', state: row.state, language: row.language };
    db.prepare('UPDATE subscribers SET unsubscribed_at = ? WHERE id = ?').run(now().toISOString(), row.id);
    // A confirmation link still in the inbox must not sign the person up again.
    db.prepare("DELETE FROM tokens WHERE subscriber_id = ? AND purpose = 'confirm'").run(row.id);
    return { result: 'done', state: row.state, language: row.language };
  }).immediate;

  return { subscribe, release, confirm, unsubscribe };
}
