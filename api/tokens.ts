// Link tokens: 256 random bits, sent only in the e-mail; the database keeps their SHA-256, so a
// copy of the database cannot confirm or unsubscribe anyone.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
