// Reads a JSON request body within a size limit. Wrong content type, too many bytes, bytes that
// are not UTF-8, a shape too deep or too big, and broken JSON come back as values naming the HTTP
// status, never as exceptions.
import type { IncomingMessage } from 'node:http';
import { JSON_LIMITS, jsonShapeProblem } from './json-guard.ts';
import { type Overflow, overflowingNumber } from './json-numbers.ts';

export type BodyResult =
  /** `overflow`: a number JSON.parse read as Infinity (1e999), as it was sent. */
  | { ok: true; body: unknown; overflow: Overflow | null }
  | { ok: false; status: 415; error: 'unsupported_media_type'; found: string }
  | { ok: false; status: 413; error: 'payload_too_large'; closeConnection: boolean }
  | { ok: false; status: 413; error: 'too_many_values'; max: number }
  | { ok: false; status: 400; error: 'too_deep'; max: number }
  | { ok: false; status: 400; error: 'malformed_json'; reason: 'json' | 'utf8' };

/** Past this many times the limit we stop reading and hang up rather than drain the rest. */
const DRAIN_FACTOR = 64;

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

export async function readJson(req: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  const type = mediaType(req);
  if (type !== 'application/json') {
    req.resume();
    return { ok: false, status: 415, error: 'unsupported_media_type', found: type || 'no Content-Type' };
  }
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > maxBytes * DRAIN_FACTOR)
    return { ok: false, status: 413, error: 'payload_too_large', closeConnection: true };
  const chunks: Buffer[] = [];
  let size = 0;
  // An oversized body is read to its end (up to the drain limit) so the client, still sending,
  // gets the 413 instead of a reset connection.
  const tooLarge = await new Promise<boolean | 'hang-up'>((resolve, reject) => {
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else if (size > maxBytes * DRAIN_FACTOR) {
        req.pause();
        resolve('hang-up');
      }
    });
    req.on('end', () => resolve(size > maxBytes));
    req.on('error', reject);
  });
  if (tooLarge) return { ok: false, status: 413, error: 'payload_too_large', closeConnection: tooLarge === 'hang-up' };
  let text: string;
  try {
    text = utf8.decode(Buffer.concat(chunks));
  } catch {
    return { ok: false, status: 400, error: 'malformed_json', reason: 'utf8' };
  }
  const shape = jsonShapeProblem(text);
  if (shape === 'too_deep') return { ok: false, status: 400, error: 'too_deep', max: JSON_LIMITS.depth };
  if (shape === 'too_many_values') return { ok: false, status: 413, error: 'too_many_values', max: JSON_LIMITS.values };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: 'malformed_json', reason: 'json' };
  }
  return { ok: true, body, overflow: overflowingNumber(text) };
}
