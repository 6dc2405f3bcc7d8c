import { API_PATHS, LIMITS, type NotifyRequest } from '../../../api/contract.ts';
import { Field, Honeypot, SubmitError, SuccessStatus, Unavailable, emailProblem, useHydrated } from './fields.tsx';
import type { NotifyProps } from './props.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { useFormText } from './use-form-text.ts';

/** Notify me when the official rates are out (spec §1, §7): one e-mail field, beside the rate status. */
export function NotifyForm(props: NotifyProps) {
  const t = useFormText(props);
  const ready = useHydrated();
  const { phase, message, onSubmit, errorFor } = useFormSubmit({
    apiBase: props.apiBase,
    path: API_PATHS.notify,
    check: (v): Record<string, string> => {
      const email = emailProblem(v.email ?? '');
      return email ? { email: t(`newsletter.${email}`) } : {};
    },
    payload: (v): NotifyRequest => ({
      email: v.email!,
      state: props.site,
      language: props.lang,
      website: v.website ?? '',
      ...(props.county ? { county: props.county } : {}),
    }),
    expected: 'pending-confirmation',
    success: t('notify.success'),
    error: t('notify.error'),
  });
  const id = props.id;

  return (
    <section className="card notify-card" aria-labelledby={`${id}-title`} data-form="notify" data-phase={phase}>
      <h2 id={`${id}-title`}>{t('notify.title')}</h2>
      <p>{t('notify.description')}</p>
      {props.apiBase === null ? (
        <Unavailable text={t('forms.unavailable.signup')} />
      ) : (
        <>
          <SuccessStatus phase={phase} message={message} />
          {phase !== 'success' && (
            <form className="inline-form" noValidate onSubmit={onSubmit} aria-busy={phase === 'submitting'}>
              <Field
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={LIMITS.email}
                label={t('notify.email')}
                placeholder={t('newsletter.emailPlaceholder')}
                error={errorFor('email')}
              />
              <Honeypot id={`${id}-website`} label={t('forms.honeypot')} />
              <button type="submit" className="btn" disabled={!ready || phase === 'submitting'}>
                {phase === 'submitting' ? t('notify.submitting') : t('notify.submit')}
              </button>
              <SubmitError phase={phase} message={message} />
            </form>
          )}
        </>
      )}
    </section>
  );
}
