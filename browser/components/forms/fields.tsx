import { useEffect, useState } from 'react';

/** Where a form's sending stands (use-form-submit.ts drives it). */
export type SubmitPhase = 'idle' | 'submitting' | 'success' | 'error';

// A plain check: something, an @, something, a dot, something. The server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'emailRequired' or 'emailInvalid' (keys of the newsletter and contact groups), or null when fine. */
export function emailProblem(email: string): 'emailRequired' | 'emailInvalid' | null {
  if (email.trim() === '') return 'emailRequired';
  return EMAIL.test(email.trim()) ? null : 'emailInvalid';
}

/** false on the server and the first client render, true once hydrated: submit buttons wait for it. */
export function useHydrated(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}

/** The trimmed text fields of a submitted form. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  new FormData(form).forEach((v, k) => {
    out[k] = typeof v === 'string' ? v.trim() : '';
  });
  return out;
}

/** Moves focus to the first field named in problems, in the form's own order. */
export function focusFirst(form: HTMLFormElement, problems: Record<string, string>): void {
  const el = [...form.elements].find((e) => (e as HTMLInputElement).name in problems) as HTMLElement | undefined;
  el?.focus();
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  error?: string | null;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  multiline?: boolean;
}

/** A labelled input (uncontrolled, so what is typed before hydration stays) with its error tied to it. */
export function Field({
  id,
  name,
  label,
  error,
  type = 'text',
  autoComplete,
  maxLength,
  placeholder,
  multiline,
}: FieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    autoComplete,
    maxLength,
    placeholder,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} rows={6} /> : <input type={type} {...common} />}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The contract's honeypot: hidden from people and assistive tech, left empty by them, filled by bots. */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

export function Unavailable({ text }: { text: string }) {
  return (
    <p className="notice" data-unavailable>
      {text}
    </p>
  );
}

/** The success text's live region: it is in the page from the start, so screen readers announce what lands in it. */
export function SuccessStatus({ phase, message }: { phase: SubmitPhase; message: string }) {
  return (
    <div role="status" className={phase === 'success' ? 'form-success' : undefined}>
      {phase === 'success' ? message : ''}
    </div>
  );
}

export function SubmitError({ phase, message }: { phase: SubmitPhase; message: string }) {
  return phase === 'error' ? (
    <p className="field-error" role="alert" data-form-error>
      {message}
    </p>
  ) : null;
}
