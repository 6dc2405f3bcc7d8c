// Entry point of the sign-up and contact forms. It stays tiny: each form's code loads when the
// visitor first reaches into it (focus, touch, click), and the popup's when a calculation succeeds.
import { CALCULATED_EVENT, type CalculatedDetail } from '../events/calculated.ts';
import { hydrateFramed, readIslandProps, renderFramed, showStartupFailure } from '../components/errors/mount.tsx';
import { markPopupShown, popupAlreadyShown } from '../components/forms/popup-flag.ts';
import type { FormsIslandProps, PopupProps } from '../components/forms/props.ts';

const REACH = ['focusin', 'pointerdown', 'touchstart'] as const;

for (const el of document.querySelectorAll<HTMLElement>('[data-island="forms"]')) {
  let props: FormsIslandProps | null;
  try {
    props = readIslandProps<FormsIslandProps>(el);
  } catch (error) {
    showStartupFailure(el, error);
    continue;
  }
  if (!props) continue;
  if (props.kind === 'popup') openAfterFirstCalculation(el, props);
  // Without an API the server markup already says so, and there is nothing to send.
  else if (props.apiBase !== null) hydrateOnReach(el, props);
}

function hydrateOnReach(el: HTMLElement, props: FormsIslandProps): void {
  const start = (): void => {
    for (const type of REACH) el.removeEventListener(type, start);
    import('../components/forms/FormView.tsx').then(
      (m) => hydrateFramed(el, m.FormView, props),
      (error: unknown) => showStartupFailure(el, error, props),
    );
  };
  for (const type of REACH) el.addEventListener(type, start, { passive: true });
  // A visitor quicker than this script (on a slow phone) may already be typing in the form: no
  // focusin is coming, and the send button would stay disabled with their address in it.
  if (el.contains(document.activeElement)) start();
}

/** Spec §4: the popup opens a set delay after the first successful calculation, once only (a stored flag). */
function openAfterFirstCalculation(el: HTMLElement, props: PopupProps): void {
  if (props.apiBase === null) return;
  const onCalculated = (event: Event): void => {
    window.removeEventListener(CALCULATED_EVENT, onCalculated);
    if (popupAlreadyShown()) return;
    const { countyName, annualTax } = (event as CustomEvent<CalculatedDetail>).detail;
    const code = import('../components/forms/NewsletterPopup.tsx');
    setTimeout(() => {
      code.then(
        (m) => {
          if (popupAlreadyShown()) return;
          markPopupShown();
          renderFramed(el, m.NewsletterPopup, { ...props, calculation: { countyName, annualTax } });
        },
        (error: unknown) => console.error('newsletter popup could not load', error),
      );
    }, props.delayMs);
  };
  window.addEventListener(CALCULATED_EVENT, onCalculated);
}
