// What the page tells analytics: the calculator's and the forms' DOM events, scrolling, interaction
// and clicks on the sponsored link. Each becomes events through the tracker, which checks consent.
import type { CALCULATED_EVENT as CalculatedEventName, CalculatedDetail } from '../events/calculated.ts';
import type { NEWSLETTER_EVENT as NewsletterEventName, NewsletterDetail } from '../events/newsletter.ts';
import {
  affiliateClickEvent,
  calculationEvents,
  engagementEvent,
  newsletterEvents,
  qualifies,
  scrollEvent,
} from './events.ts';
import { startEngagement } from './engagement.ts';
import { hashEmail } from './hash.ts';
import { createScrollTracker, scrollPercent } from './scroll.ts';
import { type SessionData, browserStorage, recordCalculation } from './session.ts';
import { isHighValue } from './tiers.ts';
import type { Tracker } from './tracker.ts';

// The names are typed against the islands' own constants, but only as types: importing the
// islands' modules would pull them into this bundle and reshuffle the islands' shared chunks.
const CALCULATED: typeof CalculatedEventName = 'ptc:calculated';
const NEWSLETTER: typeof NewsletterEventName = 'ptc:newsletter';

export function listen(win: Window, tracker: Tracker, session: SessionData): void {
  let current = session;
  win.addEventListener(CALCULATED, (e) => {
    const detail = (e as CustomEvent<CalculatedDetail>).detail;
    if (!qualifies(detail) || !tracker.consent().analytics) return;
    const counted = recordCalculation(
      browserStorage('localStorage'),
      browserStorage('sessionStorage'),
      current,
      detail.state,
      isHighValue(detail.propertyValue),
    );
    current = counted.session;
    for (const event of calculationEvents(detail, counted.total)) tracker.send(event);
  });

  win.addEventListener(NEWSLETTER, (e) => {
    const { email, source, ok } = (e as CustomEvent<NewsletterDetail>).detail;
    hashEmail(email).then(
      (emailHash) => {
        for (const event of newsletterEvents({ source, ok, emailHash })) tracker.send(event);
      },
      () => {
        /* no WebCrypto (an insecure origin): no hash, so no event */
      },
    );
  });

  win.document.addEventListener(
    'click',
    (e) => {
      const link = (e.target as Element | null)?.closest?.('a[rel~="sponsored"]') as HTMLAnchorElement | null;
      if (link) tracker.send(affiliateClickEvent(link.href));
    },
    { capture: true },
  );

  const passed = createScrollTracker();
  let queued = false;
  win.addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      win.requestAnimationFrame(() => {
        queued = false;
        const doc = win.document.documentElement;
        for (const m of passed(scrollPercent(win.scrollY, win.innerHeight, doc.scrollHeight)))
          tracker.send(scrollEvent(m));
      });
    },
    { passive: true },
  );

  const engagement = startEngagement((seconds) => tracker.send(engagementEvent(seconds)));
  for (const type of ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const) {
    win.addEventListener(type, () => engagement.interacted(), { passive: true, capture: true });
  }
}
