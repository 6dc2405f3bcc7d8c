// User-caused problems travel as values so a run can report every bad row at once and the CLI
// can keep them apart from bugs (which throw and get a stack only with --debug).

/** One problem: `where` is `file:line:column`, `file` or a field name; `message` says what was expected and found. */
export interface Issue {
  where: string;
  message: string;
  /** Long supporting text (e.g. a full list the message shortens), printed only with --debug. */
  detail?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; errors: Issue[] };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(errors: Issue[]): Result<T> => ({ ok: false, errors });

export function at(file: string, line: number, column: number): string {
  return `${file}:${line}:${column}`;
}

/** Quotes a raw value for "found …" so blanks and stray spaces stay visible. */
export function shown(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'nothing (empty)';
  return JSON.stringify(raw);
}

export function formatIssue(issue: Issue): string {
  return `${issue.where} ${issue.message}`;
}
