import { useMemo, useState } from 'react';
import type { ApiSuccessStatus } from '../../api/contract.ts';
import { lookup } from '../text.ts';
import { postJson } from './api.ts';
import type { FormsIslandProps } from './props.ts';

export type SubmitPhase = 'idle' | 'submitting' | 'success' | 'error';

interface Texts {
  /** The answer the form expects; its own translated text is shown for it (e.g. "check your e-mail to confirm"). */
  expected: ApiSuccessStatus;
  success: string;
  /** Shown when the server gives no text of its own (spec §8: else the default translated message). */
  error: string;
}

/** One submission at a time through the API, with the spec's states; the answer's text wins over defaults. */
export function useSubmit(apiBase: string | null, path: string) {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [message, setMessage] = useState('');
  const [field, setField] = useState<string | null>(null);
  const send = async (payload: unknown, texts: Texts): Promise<boolean> => {
    if (apiBase === null || phase === 'submitting') return false;
    setPhase('submitting');
    setField(null);
    const outcome = await postJson(apiBase, path, payload);
    if (outcome.ok) {
      setMessage(outcome.status === texts.expected || !outcome.message ? texts.success : outcome.message);
      setPhase('success');
      return true;
    }
    setMessage(outcome.message ?? texts.error);
    setField(outcome.field);
    setPhase('error');
    return false;
  };
  const reset = (): void => { setPhase('idle'); setMessage(''); setField(null); };
  return { phase, message, field, send, reset };
}

/** The island's text lookup with its own values (state, year, month) filled in. */
export function useFormText(props: Pick<FormsIslandProps, 'text' | 'vars'>) {
  return useMemo(() => {
    const find = lookup(props.text);
    return (key: string, vars?: Record<string, string | number>) => find(key, { ...props.vars, ...vars });
  }, [props.text, props.vars]);
}
