import { describe, expect, it } from 'vitest';
import {
  CONSENT_KEY,
  DEFAULT_CONSENT,
  allows,
  consentModeState,
  parseConsent,
  readConsent,
  saveConsent,
} from '../../../browser/analytics/consent.ts';
import type { TagEvent } from '../../../browser/analytics/events.ts';
import { createTracker } from '../../../browser/analytics/tracker.ts';
import { memoryStorage } from './storage.ts';

const analyticsEvent: TagEvent = { name: 'calculation_completed', category: 'analytics', data: { county: 'harris' } };
const marketingEvent: TagEvent = { name: 'generate_lead', category: 'marketing', data: { source: 'inline' } };

describe('consent (spec §3, §4)', () => {
  it('defaults to analytics on, marketing off', () => {
    expect(DEFAULT_CONSENT).toEqual({ analytics: true, marketing: false });
    expect(readConsent(memoryStorage())).toEqual({ analytics: true, marketing: false });
  });

  it('is stored as an object of the two flags and read back', () => {
    const store = memoryStorage();
    saveConsent(store, { analytics: false, marketing: true });
    expect(JSON.parse(store.getItem(CONSENT_KEY)!)).toEqual({ analytics: false, marketing: true });
    expect(readConsent(store)).toEqual({ analytics: false, marketing: true });
  });

  it('falls back to the defaults for a damaged or partial value', () => {
    expect(parseConsent('{not json')).toEqual(DEFAULT_CONSENT);
    expect(parseConsent('{"marketing":true}')).toEqual({ analytics: true, marketing: true });
    expect(parseConsent('{"analytics":"yes"}')).toEqual(DEFAULT_CONSENT);
  });

  it('marketing needs both flags; analytics needs its own', () => {
    expect(allows({ analytics: true, marketing: false }, 'marketing')).toBe(false);
    expect(allows({ analytics: false, marketing: true }, 'marketing')).toBe(false);
    expect(allows({ analytics: true, marketing: true }, 'marketing')).toBe(true);
    expect(allows({ analytics: false, marketing: true }, 'analytics')).toBe(false);
  });

  it('tells the tag manager the same choice in consent-mode terms', () => {
    expect(consentModeState(DEFAULT_CONSENT)).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeState({ analytics: true, marketing: true }).ad_storage).toBe('granted');
    expect(consentModeState({ analytics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });
});

describe('the tracker gates every event on consent', () => {
  it('with the default choice: analytics events go out, marketing tags never fire', () => {
    const pushed: Record<string, unknown>[] = [];
    const tracker = createTracker((e) => pushed.push(e), DEFAULT_CONSENT);
    expect(tracker.send(analyticsEvent)).toBe(true);
    expect(tracker.send(marketingEvent)).toBe(false);
    expect(pushed).toEqual([{ event: 'calculation_completed', county: 'harris' }]);
  });

  it('with analytics off: nothing at all, marketing consent or not', () => {
    const pushed: unknown[] = [];
    const tracker = createTracker((e) => pushed.push(e), { analytics: false, marketing: true });
    tracker.send(analyticsEvent);
    tracker.send(marketingEvent);
    expect(pushed).toEqual([]);
  });

  it('marketing events fire once the visitor allows marketing, and stop when they withdraw', () => {
    const pushed: Record<string, unknown>[] = [];
    const tracker = createTracker((e) => pushed.push(e), DEFAULT_CONSENT);
    tracker.setConsent({ analytics: true, marketing: true });
    expect(tracker.send(marketingEvent)).toBe(true);
    tracker.setConsent({ analytics: true, marketing: false });
    expect(tracker.send(marketingEvent)).toBe(false);
    expect(pushed.map((e) => e.event)).toEqual(['generate_lead']);
  });

  it('applies the per-name limit after consent', () => {
    const pushed: unknown[] = [];
    const tracker = createTracker((e) => pushed.push(e), DEFAULT_CONSENT);
    for (let i = 0; i < 12; i++) tracker.send(analyticsEvent);
    expect(pushed).toHaveLength(10);
  });
});
