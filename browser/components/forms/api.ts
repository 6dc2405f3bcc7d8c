import type { ApiAnswer, ApiSuccessStatus } from '../../../api/contract.ts';

export type Outcome =
  | { ok: true; status: ApiSuccessStatus | null; message: string | null }
  | { ok: false; message: string | null; field: string | null };

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * POSTs JSON to the API and reads its answer (api/contract.ts); a network failure is an outcome too, never a
 * throw.
 */
export async function postJson(apiBase: string, path: string, body: unknown): Promise<Outcome> {
  let res: Response;
  try {
    res = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: null, field: null };
  }
  let answer: Partial<ApiAnswer> | null;
  try {
    answer = (await res.json()) as Partial<ApiAnswer>;
  } catch {
    answer = null;
  }
  if (res.ok && answer?.ok === true) return { ok: true, status: answer.status ?? null, message: text(answer.message) };
  return { ok: false, message: text(answer?.message), field: answer && 'field' in answer ? text(answer.field) : null };
}
