import { type FormEvent, useState } from 'react';
import { API_PATHS, type InlineSubscribeRequest, LIMITS, inlineTags } from '../../api/contract.ts';
import { Field, Honeypot, Unavailable, emailProblem, focusFirst, formValues, useHydrated } from './fields.tsx';
import { announceNewsletter } from './events.ts';
import type { NewsletterProps } from './props.ts';
import { useFormText, useSubmit } from './useSubmit.ts';

/** The inline newsletter card on the calculator page (spec §2, §4, §7): idle, submitting, success, error. */
export function NewsletterCard(props: NewsletterProps) {
  const tx = useFormText(props);
  const ready = useHydrated();
  const { phase, message, field, send } = useSubmit(props.apiBase, API_PATHS.subscribe);
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
    const payload: InlineSubscribeRequest = { email: values.email!, state: props.site, language: props.lang, tags: inlineTags(props.site), website: values.website ?? '' };
    const ok = await send(payload, { expected: 'pending-confirmation', success: tx('newsletter.success'), error: tx('newsletter.errorDefault') });
    announceNewsletter({ email: payload.email, source: 'inline', ok });
  };

  return (
    <section className="card newsletter-card" aria-labelledby={`${id}-title`} data-form="newsletter" data-phase={phase}>
      <h2 id={`${id}-title`}>{tx('newsletter.inlineTitle')}</h2>
      <p>{tx('newsletter.inlineDescription')}</p>
      {props.apiBase === null ? <Unavailable text={tx('forms.unavailable.signup')} /> : (
        <>
          <div role="status" className={phase === 'success' ? 'form-success' : undefined}>{phase === 'success' ? message : ''}</div>
          {phase !== 'success' && (
            <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={phase === 'submitting'}>
              <Field id={`${id}-email`} name="email" type="email" autoComplete="email" maxLength={LIMITS.email} label={tx('newsletter.email')} placeholder={tx('newsletter.emailPlaceholder')}
                error={problems.email ?? (field === 'email' ? message : null)} />
              <Honeypot id={`${id}-website`} label={tx('forms.honeypot')} />
              <p><button type="submit" className="btn" disabled={!ready || phase === 'submitting'}>{phase === 'submitting' ? tx('newsletter.subscribing') : tx('newsletter.subscribe')}</button></p>
              <p className="small muted">{tx('newsletter.privacyNote')}</p>
              {phase === 'error' && <p className="field-error" role="alert" data-form-error>{message}</p>}
            </form>
          )}
        </>
      )}
    </section>
  );
}
