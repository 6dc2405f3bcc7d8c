import { API_PATHS, type ContactRequest, LIMITS } from '../../../api/contract.ts';
import { Field, Honeypot, SubmitError, SuccessStatus, Unavailable, emailProblem, useHydrated } from './fields.tsx';
import type { ContactProps } from './props.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { useFormText } from './use-form-text.ts';

/**
 * The contact form (spec §3, §4): idle, sending, success, error. A page mounts it with
 * <ContactFormIsland ctx={ctx} /> from ./islands.tsx and lists 'forms' among its islands.
 */
export function ContactForm(props: ContactProps) {
  const t = useFormText(props);
  const ready = useHydrated();
  const { phase, message, onSubmit, errorFor } = useFormSubmit({
    apiBase: props.apiBase,
    path: API_PATHS.contact,
    check: (v) => {
      const found: Record<string, string> = {};
      if (!v.name) found.name = t('contact.nameRequired');
      const email = emailProblem(v.email ?? '');
      if (email) found.email = t(`contact.${email}`);
      if (!v.subject) found.subject = t('contact.subjectRequired');
      if (!v.message) found.message = t('contact.messageRequired');
      return found;
    },
    payload: (v): ContactRequest => ({
      name: v.name!,
      email: v.email!,
      subject: v.subject!,
      message: v.message!,
      language: props.lang,
      // The inbox copy names the site the visitor wrote from.
      state: props.site,
      website: v.website ?? '',
    }),
    expected: 'received',
    success: t('contact.success'),
    error: t('contact.error'),
    after: (ok, _, form) => {
      if (ok) form.reset();
    },
  });
  const id = props.id;

  return (
    // The contact page around it has the heading and the introduction.
    <section className="card contact-card" aria-label={t('contact.title')} data-form="contact" data-phase={phase}>
      {props.apiBase === null ? (
        <Unavailable text={t('forms.unavailable.contact')} />
      ) : (
        <form noValidate onSubmit={onSubmit} aria-busy={phase === 'submitting'}>
          <Field
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            maxLength={LIMITS.name}
            label={t('contact.name')}
            error={errorFor('name')}
          />
          <Field
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            label={t('contact.email')}
            error={errorFor('email')}
          />
          <Field
            id={`${id}-subject`}
            name="subject"
            maxLength={LIMITS.subject}
            label={t('contact.subject')}
            error={errorFor('subject')}
          />
          <Field
            id={`${id}-message`}
            name="message"
            multiline
            maxLength={LIMITS.message}
            label={t('contact.message')}
            error={errorFor('message')}
          />
          <Honeypot id={`${id}-website`} label={t('forms.honeypot')} />
          <p>
            <button type="submit" className="btn" disabled={!ready || phase === 'submitting'}>
              {phase === 'submitting' ? t('contact.sending') : t('contact.send')}
            </button>
          </p>
          <SuccessStatus phase={phase} message={message} />
          <SubmitError phase={phase} message={message} />
        </form>
      )}
    </section>
  );
}
