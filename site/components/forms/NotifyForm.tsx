import { type FormEvent, useState } from 'react';
import { API_PATHS, LIMITS, type NotifyRequest } from '../../api/contract.ts';
import { Field, Honeypot, Unavailable, emailProblem, focusFirst, formValues, useHydrated } from './fields.tsx';
import type { NotifyProps } from './props.ts';
import { useFormText, useSubmit } from './useSubmit.ts';

/** Notify me when the official rates are out (spec §1, §7): one e-mail field, beside the rate status. */
export function NotifyForm(props: NotifyProps) {
  const tx = useFormText(props);
  const ready = useHydrated();
  const { phase, message, field, send } = useSubmit(props.apiBase, API_PATHS.notify);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const id = props.id;

  const onSubmit = async (e: FormEvent<HTMLFormElement>): Promise<void> => {
    e.preventDefault();
    const form = e.currentTarget;
    const values = formValues(form);
    const found: Record<string, string> = {};
    const email = emailProblem(values.email ?? '');
    if (email) found.email = tx(`newsletter.${email}`);
    setProblems(found);
    if (Object.keys(found).length > 0) { focusFirst(form, found); return; }
    const payload: NotifyRequest = { email: values.email!, state: props.site, language: props.lang, website: values.website ?? '' };
    if (props.county) payload.county = props.county;
    await send(payload, { expected: 'registered', success: tx('notify.success'), error: tx('notify.error') });
  };

  return (
    <section className="card notify-card" aria-labelledby={`${id}-title`} data-form="notify" data-phase={phase}>
      <h2 id={`${id}-title`}>{tx('notify.title')}</h2>
      <p>{tx('notify.description')}</p>
      {props.apiBase === null ? <Unavailable text={tx('forms.unavailable.signup')} /> : (
        <>
          <div role="status" className={phase === 'success' ? 'form-success' : undefined}>{phase === 'success' ? message : ''}</div>
          {phase !== 'success' && (
            <form className="inline-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={phase === 'submitting'}>
              <Field id={`${id}-email`} name="email" type="email" autoComplete="email" maxLength={LIMITS.email} label={tx('notify.email')} placeholder={tx('newsletter.emailPlaceholder')}
                error={problems.email ?? (field === 'email' ? message : null)} />
              <Honeypot id={`${id}-website`} label={tx('forms.honeypot')} />
              <button type="submit" className="btn" disabled={!ready || phase === 'submitting'}>{phase === 'submitting' ? tx('notify.submitting') : tx('notify.submit')}</button>
              {phase === 'error' && <p className="field-error" role="alert" data-form-error>{message}</p>}
            </form>
          )}
        </>
      )}
    </section>
  );
}
