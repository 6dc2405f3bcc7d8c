import { type FormEvent, useState } from 'react';
import type { ApiSuccessStatus } from '../../../api/contract.ts';
import { postJson } from './api.ts';
import { focusFirst, formValues } from './fields.tsx';

export type { SubmitPhase } from './fields.tsx';
import type { SubmitPhase } from './fields.tsx';

type Values = Record<string, string>;

export interface FormSubmitOptions<P> {
  /** null: this copy of the site has no API, so nothing is sent. */
  apiBase: string | null;
  path: string;
  /** Problems the browser can find before sending (field name → text); they keep the form from going out. */
  check: (values: Values) => Record<string, string>;
  payload: (values: Values) => P;
  /** The answer the form expects; its own translated text is shown for it (e.g. "check your e-mail to confirm"). */
  expected: ApiSuccessStatus;
  success: string;
  /** Shown when the server gives no text of its own (spec §8: else the default translated message). */
  error: string;
  /** Runs after every try that passed the check (sign-ups announce themselves); ok: the API accepted it. */
  after?: (ok: boolean, payload: P, form: HTMLFormElement) => void;
}

/**
 * A form's submission through the API with the spec's states, one at a time. The answer's text wins
 * over the defaults, and an error the API ties to a field shows under that field.
 */
export function useFormSubmit<P>(opts: FormSubmitOptions<P>) {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [message, setMessage] = useState('');
  const [field, setField] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const send = async (payload: P): Promise<boolean> => {
    if (opts.apiBase === null || phase === 'submitting') return false;
    setPhase('submitting');
    setField(null);
    const outcome = await postJson(opts.apiBase, opts.path, payload);
    if (outcome.ok) {
      setMessage(outcome.status === opts.expected || !outcome.message ? opts.success : outcome.message);
      setPhase('success');
      return true;
    }
    setMessage(outcome.message ?? opts.error);
    setField(outcome.field);
    setPhase('error');
    return false;
  };

  const submit = async (form: HTMLFormElement): Promise<void> => {
    const values = formValues(form);
    const found = opts.check(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirst(form, found);
      return;
    }
    const payload = opts.payload(values);
    const ok = await send(payload);
    opts.after?.(ok, payload, form);
  };

  return {
    phase,
    /** The success or error text, once there is one. */
    message,
    onSubmit: (e: FormEvent<HTMLFormElement>): void => {
      e.preventDefault();
      void submit(e.currentTarget);
    },
    /** A field's own problem: the browser's check first, else what the API said about it. */
    errorFor: (name: string): string | null => problems[name] ?? (field === name ? message : null),
  };
}
