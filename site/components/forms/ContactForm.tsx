import { type FormEvent, useState } from 'react';
import { API_PATHS, type ContactRequest, LIMITS } from '../../api/contract.ts';
import { Field, Honeypot, Unavailable, emailProblem, focusFirst, formValues, useHydrated } from './fields.tsx';
import type { ContactProps } from './props.ts';
import { useFormText, useSubmit } from './useSubmit.ts';

/**
 * The contact form (spec §3, §4): idle, sending, success, error. A page mounts it with
 * <ContactFormIsland ctx={ctx} /> from ./islands.tsx and lists 'forms' among its islands.
 */
export function ContactForm(props: ContactProps) {
  const tx = useFormText(props);
  const ready = useHydrated();
  const { phase, message, field, send } = useSubmit(props.apiBase, API_PATHS.contact);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const id = props.id;

  const onSubmit = async (e: FormEvent<HTMLFormElement>): Promise<void> => {
    e.preventDefault();
    const form = e.currentTarget;
    const v = formValues(form);
    const found: Record<string, string> = {};
    if (!v.name) found.name = tx('contact.nameRequired');
    const email = emailProblem(v.email ?? '');
    if (email) found.email = tx(`contact.${email}`);
    if (!v.subject) found.subject = tx('contact.subjectRequired');
    if (!v.message) found.message = tx('contact.messageRequired');
    setProblems(found);
    if (Object.keys(found).length > 0) { focusFirst(form, found); return; }
    const payload: ContactRequest = { name: v.name!, email: v.email!, subject: v.subject!, message: v.message!, language: props.lang, website: v.website ?? '' };
    if (await send(payload, { expected: 'received', success: tx('contact.success'), error: tx('contact.error') })) form.reset();
  };
  const errorFor = (name: string): string | null => problems[name] ?? (field === name ? message : null);

  return (
    // The contact page around it has the heading and the introduction.
    <section className="card contact-card" aria-label={tx('contact.title')} data-form="contact" data-phase={phase}>
      {props.apiBase === null ? <Unavailable text={tx('forms.unavailable.contact')} /> : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={phase === 'submitting'}>
          <Field id={`${id}-name`} name="name" autoComplete="name" maxLength={LIMITS.name} label={tx('contact.name')} error={errorFor('name')} />
          <Field id={`${id}-email`} name="email" type="email" autoComplete="email" maxLength={LIMITS.email} label={tx('contact.email')} error={errorFor('email')} />
          <Field id={`${id}-subject`} name="subject" maxLength={LIMITS.subject} label={tx('contact.subject')} error={errorFor('subject')} />
          <Field id={`${id}-message`} name="message" multiline maxLength={LIMITS.message} label={tx('contact.message')} error={errorFor('message')} />
          <Honeypot id={`${id}-website`} label={tx('forms.honeypot')} />
          <p><button type="submit" className="btn" disabled={!ready || phase === 'submitting'}>{phase === 'submitting' ? tx('contact.sending') : tx('contact.send')}</button></p>
          <div role="status" className={phase === 'success' ? 'form-success' : undefined}>{phase === 'success' ? message : ''}</div>
          {phase === 'error' && <p className="field-error" role="alert" data-form-error>{message}</p>}
        </form>
      )}
    </section>
  );
}
