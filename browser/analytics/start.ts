// Everything the analytics entry does, in order. It runs only on builds a site owner configured:
// error reporting with a DSN (whatever the visitor's analytics choice: it is how the site learns it
// broke), tag-manager events with a container id and the visitor's analytics consent.
import type { AnalyticsSetup } from './config.ts';
import { readConsent } from './consent.ts';
import { mountConsentControl } from './consent-control.ts';
import { apiErrorEvent } from './events.ts';
import { wrapFetch } from './fetch-wrapper.ts';
import { whenIdle } from './idle.ts';
import { browserStorage } from './session.ts';
import { startTagging } from './tagging.ts';
import { catchUncaught } from './uncaught.ts';

/** The analytics island's props: the build's setup, the page's language and kind (spec §2, decided at build time). */
export interface AnalyticsProps extends AnalyticsSetup {
  lang: string;
  pageType: 'calculator' | 'county' | 'other';
}

export function startAnalytics(win: Window, root: HTMLElement, props: AnalyticsProps): void {
  const { dsn, gtmId } = props;
  if (dsn !== null) {
    const uncaught = catchUncaught(win);
    whenIdle(() => {
      import('./reporting.ts').then(
        (m) => m.startReporting({ ...props, dsn }, uncaught),
        () => {
          /* reporting is best effort */
        },
      );
    });
  }
  const tagging =
    gtmId === null ? null : startTagging(win, { ...props, gtmId }, readConsent(browserStorage('localStorage')));
  wrapFetch(win, (e) => tagging?.tracker.send(apiErrorEvent(e)));
  if (tagging) mountConsentControl(root, tagging.tracker.consent(), tagging.setConsent);
}
