// User-caused problems travel as values so a run can report every bad row at once and the CLI
// can keep them apart from bugs (which throw and get a stack only with --debug).
import type { ErrorKindName } from './shared/errors.ts';

/** One problem: `where` is `file:line:column`, `file` or a field name; `message` says what was expected and found. */
export interface Issue {
  where: string;
  message: string;
  /** Long supporting text (e.g. a full list the message shortens), printed only with --debug. */
  detail?: string;
}

/** A failure's kind (shared/errors.ts) decides its closing line, hint and exit code; the command's own by default. */
export type Result<T> = { ok: true; value: T } | { ok: false; errors: Issue[]; kind?: ErrorKindName };

/**
 * Appends `items` to `target` one by one: `target.push(...items)` passes every item as an argument and overflows the
 * call stack from about 100,000 (a large bad file has that many problems).
 */
export function pushAll<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(errors: Issue[], kind?: ErrorKindName): Result<T> =>
  kind ? { ok: false, errors, kind } : { ok: false, errors };

export function at(file: string, line: number, column: number): string {
  return `${file}:${line}:${column}`;
}

const SHOWN_MAX = 60;

/**
 * Quotes a raw value for "found …" so blanks, stray spaces and control characters stay visible;
 * a long value is cut, with its length, so a 50 MB cell does not flood the terminal.
 */
export function shown(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'nothing (empty)';
  const quote = (v: string) => visible(JSON.stringify(v));
  if (raw.length <= SHOWN_MAX) return quote(raw);
  return `${quote(raw.slice(0, SHOWN_MAX - 1)).slice(0, -1)}…" (${raw.length.toLocaleString('en-US')} characters)`;
}

/**
 * Invisible format characters (bidirectional overrides, zero-width spaces) as \uXXXX: printed raw they reorder or hide
 * text.
 */
function visible(text: string): string {
  return text.replace(/\p{Cf}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

export function formatIssue(issue: Issue): string {
  return `${issue.where} ${issue.message}`;
}
