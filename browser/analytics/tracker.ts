// The one way an event reaches the data layer: consent first (nothing at all without analytics
// consent, marketing events only with marketing consent too), then the per-name rate limit.
import { type Consent, allows } from './consent.ts';
import type { TagEvent } from './events.ts';
import { createRateLimiter } from './rate-limit.ts';

export interface Tracker {
  /** Pushes the event if allowed; says whether it went out. */
  send(event: TagEvent): boolean;
  consent(): Consent;
  setConsent(next: Consent): void;
}

export function createTracker(
  push: (entry: Record<string, unknown>) => void,
  initial: Consent,
  limit: (name: string) => boolean = createRateLimiter(),
): Tracker {
  let consent = { ...initial };
  return {
    send(event) {
      if (!allows(consent, event.category)) return false;
      if (!limit(event.name)) return false;
      push({ event: event.name, ...event.data });
      return true;
    },
    consent: () => ({ ...consent }),
    setConsent(next) {
      consent = { ...next };
    },
  };
}
