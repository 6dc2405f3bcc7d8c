import { type FormEvent, useEffect, useRef, useState } from 'react';
import { API_PATHS, LIMITS, type PopupSubscribeRequest, popupTags } from '../../api/contract.ts';
import { Field, Honeypot, emailProblem, focusFirst, formValues } from './fields.tsx';
import { announceNewsletter } from './events.ts';
import type { PopupProps } from './props.ts';
import { useFormText, useSubmit } from './useSubmit.ts';

/** What the popup knows of the calculation that opened it (from the calculator's ptc:calculated event). */
export interface PopupCalculation {
  countyName: string;
  annualTax: number;
}

/** The newsletter popup (spec §2, §4, §7): a modal dialog; after success it clears and closes itself. */
export function NewsletterPopup(props: PopupProps & { calculation: PopupCalculation }) {
  const tx = useFormText(props);
  const { phase, message, field, send } = useSubmit(props.apiBase, API_PATHS.subscribe);
  const [open, setOpen] = useState(true);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = props.id;

  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) d.showModal();
  }, [open]);
  useEffect(() => {
    if (phase !== 'success') return;
    const t = setTimeout(() => { form.current?.reset(); dialog.current?.close(); setOpen(false); }, props.closeMs);
    return () => clearTimeout(t);
  }, [phase, props.closeMs]);

  const onSubmit = async (e: FormEvent<HTMLFormElement>): Promise<void> => {
    e.preventDefault();
    const el = e.currentTarget;
    const v = formValues(el);
    const found: Record<string, string> = {};
    if (!v.firstName) found.firstName = tx('newsletter.firstNameRequired');
    const email = emailProblem(v.email ?? '');
    if (email) found.email = tx(`newsletter.${email}`);
    setProblems(found);
    if (Object.keys(found).length > 0) { focusFirst(el, found); return; }
    const { countyName, annualTax } = props.calculation;
    const payload: PopupSubscribeRequest = {
      email: v.email!, firstName: v.firstName!, state: props.site, county: countyName, language: props.lang,
      calculatedTax: Math.round(annualTax), tags: popupTags(props.site, countyName), website: v.website ?? '',
    };
    const ok = await send(payload, { expected: 'pending-confirmation', success: tx('newsletter.success'), error: tx('newsletter.errorDefault') });
    announceNewsletter({ email: payload.email, source: 'popup', ok });
  };

  // Closed, the dialog stays in the page (hidden) with its fields cleared, until the page is left.
  const close = (): void => { dialog.current?.close(); setOpen(false); };
  return (
    <dialog ref={dialog} className="popup" aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`} data-form="popup" data-phase={phase}
      onCancel={(e) => { e.preventDefault(); close(); }}>
      <button type="button" className="popup-close" aria-label={tx('newsletter.close')} onClick={close}>×</button>
      <h2 id={`${id}-title`}>{tx('newsletter.popupTitle')}</h2>
      <p id={`${id}-description`}>{tx('newsletter.popupDescription')}</p>
      <div role="status" className={phase === 'success' ? 'form-success' : undefined}>{phase === 'success' ? message : ''}</div>
      <form ref={form} noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={phase === 'submitting'} hidden={phase === 'success'}>
        <Field id={`${id}-first-name`} name="firstName" autoComplete="given-name" maxLength={LIMITS.firstName} label={tx('newsletter.firstName')} placeholder={tx('newsletter.firstNamePlaceholder')}
          error={problems.firstName ?? (field === 'firstName' ? message : null)} />
        <Field id={`${id}-email`} name="email" type="email" autoComplete="email" maxLength={LIMITS.email} label={tx('newsletter.email')} placeholder={tx('newsletter.emailPlaceholder')}
          error={problems.email ?? (field === 'email' ? message : null)} />
        <Honeypot id={`${id}-website`} label={tx('forms.honeypot')} />
        {phase === 'error' && <p className="field-error" role="alert" data-form-error>{message}</p>}
        <p className="popup-actions">
          <button type="submit" className="btn" disabled={phase === 'submitting'}>{phase === 'submitting' ? tx('newsletter.subscribing') : tx('newsletter.subscribe')}</button>
          <button type="button" className="btn btn-secondary" onClick={close}>{tx('newsletter.noThanks')}</button>
        </p>
        <p className="small muted">{tx('newsletter.privacyNote')}</p>
      </form>
    </dialog>
  );
}
