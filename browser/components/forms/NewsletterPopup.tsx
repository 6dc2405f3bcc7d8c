import { useEffect, useRef, useState } from 'react';
import { API_PATHS, LIMITS, type PopupSubscribeRequest, popupTags } from '../../../api/contract.ts';
import { Field, Honeypot, SubmitError, SuccessStatus, emailProblem } from './fields.tsx';
import { announceNewsletter } from '../../events/newsletter.ts';
import type { PopupProps } from './props.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { useFormText } from './use-form-text.ts';

/** What the popup knows of the calculation that opened it (from the calculator's ptc:calculated event). */
export interface PopupCalculation {
  countyName: string;
  annualTax: number;
}

/** The newsletter popup (spec §2, §4, §7): a modal dialog; after success it clears and closes itself. */
export function NewsletterPopup(props: PopupProps & { calculation: PopupCalculation }) {
  const t = useFormText(props);
  const { phase, message, onSubmit, errorFor } = useFormSubmit({
    apiBase: props.apiBase,
    path: API_PATHS.subscribe,
    check: (v) => {
      const found: Record<string, string> = {};
      if (!v.firstName) found.firstName = t('newsletter.firstNameRequired');
      const email = emailProblem(v.email ?? '');
      if (email) found.email = t(`newsletter.${email}`);
      return found;
    },
    payload: (v): PopupSubscribeRequest => {
      const { countyName, annualTax } = props.calculation;
      return {
        email: v.email!,
        firstName: v.firstName!,
        state: props.site,
        county: countyName,
        language: props.lang,
        calculatedTax: Math.round(annualTax),
        tags: popupTags(props.site, countyName),
        website: v.website ?? '',
      };
    },
    expected: 'pending-confirmation',
    success: t('newsletter.success'),
    error: t('newsletter.errorDefault'),
    after: (ok, payload) => announceNewsletter({ email: payload.email, source: 'popup', ok }),
  });
  const [open, setOpen] = useState(true);
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = props.id;

  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) d.showModal();
  }, [open]);
  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => {
      form.current?.reset();
      dialog.current?.close();
      setOpen(false);
    }, props.closeMs);
    return () => clearTimeout(timer);
  }, [phase, props.closeMs]);

  // Closed, the dialog stays in the page (hidden) with its fields cleared, until the page is left.
  const close = (): void => {
    dialog.current?.close();
    setOpen(false);
  };
  return (
    <dialog
      ref={dialog}
      className="popup"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      data-form="popup"
      data-phase={phase}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <button type="button" className="popup-close" aria-label={t('newsletter.close')} onClick={close}>
        ×
      </button>
      <h2 id={`${id}-title`}>{t('newsletter.popupTitle')}</h2>
      <p id={`${id}-description`}>{t('newsletter.popupDescription')}</p>
      <SuccessStatus phase={phase} message={message} />
      <form ref={form} noValidate onSubmit={onSubmit} aria-busy={phase === 'submitting'} hidden={phase === 'success'}>
        <Field
          id={`${id}-first-name`}
          name="firstName"
          autoComplete="given-name"
          maxLength={LIMITS.firstName}
          label={t('newsletter.firstName')}
          placeholder={t('newsletter.firstNamePlaceholder')}
          error={errorFor('firstName')}
        />
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
        <SubmitError phase={phase} message={message} />
        <p className="popup-actions">
          <button type="submit" className="btn" disabled={phase === 'submitting'}>
            {phase === 'submitting' ? t('newsletter.subscribing') : t('newsletter.subscribe')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={close}>
            {t('newsletter.noThanks')}
          </button>
        </p>
        <p className="small muted">{t('newsletter.privacyNote')}</p>
      </form>
    </dialog>
  );
}
