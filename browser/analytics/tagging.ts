// The tag-manager side of analytics, switched by consent: nothing exists until analytics consent is
// on; then the data layer gets consent mode's default and the page's context, the listeners start,
// and once the page is idle the container and web vitals load. Later choices go out as consent updates.
import { type Consent, consentModeState, saveConsent } from './consent.ts';
import { webVitalEvent } from './events.ts';
import { whenIdle } from './idle.ts';
import { listen } from './listeners.ts';
import { browserStorage, startVisit } from './session.ts';
import { dataLayer, loadContainer, pushConsent } from './tag-manager.ts';
import { type Tracker, createTracker } from './tracker.ts';

export interface TaggingSetup {
  gtmId: string;
  stateCode: string;
  lang: string;
  pageType: string;
}

export function startTagging(
  win: Window,
  setup: TaggingSetup,
  initial: Consent,
): { setConsent(next: Consent): void; tracker: Tracker } {
  const tracker = createTracker((entry) => dataLayer(win).push(entry), initial);
  let started = false;

  const begin = (): void => {
    if (started || !tracker.consent().analytics) return;
    started = true;
    pushConsent(win, 'default', consentModeState(tracker.consent()));
    const visit = startVisit(browserStorage('localStorage'), browserStorage('sessionStorage'), Date.now());
    dataLayer(win).push({
      state: setup.stateCode,
      language: setup.lang,
      pageType: setup.pageType,
      returningVisitor: visit.lastVisit !== null,
    });
    listen(win, tracker, visit.session);
    whenIdle(() => {
      loadContainer(win, setup.gtmId);
      import('web-vitals').then(
        ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
          for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on((m) => tracker.send(webVitalEvent(m)));
        },
        () => {
          /* vitals are a nicety; a failed load loses nothing else */
        },
      );
    });
  };

  begin();
  return {
    tracker,
    setConsent(next) {
      saveConsent(browserStorage('localStorage'), next);
      tracker.setConsent(next);
      if (started) pushConsent(win, 'update', consentModeState(next));
      else begin();
    },
  };
}
