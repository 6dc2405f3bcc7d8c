import { API_PATHS, type InlineSubscribeRequest, LIMITS, inlineTags } from '../../../api/contract.ts';
import { Field, Honeypot, SubmitError, SuccessStatus, Unavailable, emailProblem, useHydrated } from './fields.tsx';
import { announceNewsletter } from '../../events/newsletter.ts';
import type { NewsletterProps } from './props.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { useFormText } from './use-form-text.ts';

/** The inline newsletter card on the calculator page (spec §2, §4, §7): idle, submitting, success, error. */
export function NewsletterCard(props: NewsletterProps) {
  const t = useFormText(props);
  const ready = useHydrated();
  const { phase, message, onSubmit, errorFor } = useFormSubmit({
    apiBase: props.apiBase,
    path: API_PATHS.subscribe,
    check: (v): Record<string, string> => {
      const email = emailProblem(v.email ?? '');
      return email ? { email: t(`newsletter.${email}`) } : {};
    },
    payload: (v): InlineSubscribeRequest => ({
      email: v.email!,
      state: props.site,
      language: props.lang,
      tags: inlineTags(props.site),
      website: v.website ?? '',
    }),
    expected: 'pending-confirmation',
    success: t('newsletter.success'),
    error: t('newsletter.errorDefault'),
    after: (ok, payload) => announceNewsletter({ email: payload.email, source: 'inline', ok }),
  });
  const id = props.id;

  return (
    <section className="card newsletter-card" aria-labelledby={`${id}-title`} data-form="newsletter" data-phase={phase}>
      <h2 id={`${id}-title`}>{t('newsletter.inlineTitle')}</h2>
      <p>{t('newsletter.inlineDescription')}</p>
      {props.apiBase === null ? (
        <Unavailable text={t('forms.unavailable.signup')} />
      ) : (
        <>
          <SuccessStatus phase={phase} message={message} />
          {phase !== 'success' && (
            <form noValidate onSubmit={onSubmit} aria-busy={phase === 'submitting'}>
              <Field
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={LIMITS.email}
                label={t('newsletter.email')}
                placeholder={t('newsletter.emailPlaceholder')}
                error={errorFor('email')}
              />
              <Honeypot id={`${id}-website`} label={t('forms.honeypot')} />
              <p>
                <button type="submit" className="btn" disabled={!ready || phase === 'submitting'}>
                  {phase === 'submitting' ? t('newsletter.subscribing') : t('newsletter.subscribe')}
                </button>
              </p>
              <p className="small muted">{t('newsletter.privacyNote')}</p>
              <SubmitError phase={phase} message={message} />
            </form>
          )}
        </>
      )}
    </section>
  );
}
