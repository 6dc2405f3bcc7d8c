import { type MouseEvent, useEffect, useState } from 'react';
import { CALCULATED_EVENT } from '../../events/calculated.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

// Spec §2: the wizard is offered below the 768 px breakpoint.
const MOBILE_QUERY = '(max-width: 767.98px)';
const DISMISSED_KEY = 'ptc:wizard-prompt-dismissed';

/**
 * The offer of the step-by-step wizard on small screens. It renders nothing on the server and on the
 * first client render (the screen size is known only in the browser), so hydration matches.
 */
export function WizardPrompt({ t, onStart }: { t: Translate; onStart: (e: MouseEvent<HTMLButtonElement>) => void }) {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = (): void => setOffered(query.matches && !dismissed());
    update();
    query.addEventListener('change', update);
    // Once the visitor has calculated with the regular form, the offer would only cover the result.
    const calculated = (): void => setOffered(false);
    window.addEventListener(CALCULATED_EVENT, calculated);
    return () => {
      query.removeEventListener('change', update);
      window.removeEventListener(CALCULATED_EVENT, calculated);
    };
  }, []);
  if (!offered) return null;
  const dismiss = (): void => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      /* without storage the prompt simply returns on the next page */
    }
    setOffered(false);
  };
  return (
    <div className="wizard-prompt" data-wizard-prompt>
      <p>{t('wizard.prompt')}</p>
      <p className="wizard-prompt-actions">
        <button type="button" className="btn" data-wizard-start onClick={onStart}>
          {t('wizard.start')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={dismiss}>
          {t('wizard.dismissPrompt')}
        </button>
      </p>
    </div>
  );
}

function dismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}
