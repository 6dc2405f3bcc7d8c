// The visitor's choice (spec §3, §4): analytics on and marketing off until they say otherwise,
// kept in local storage. Marketing never counts without analytics: off means nothing is sent.

export const CONSENT_KEY = 'analytics_consent';

export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

export type ConsentCategory = keyof Consent;

export const DEFAULT_CONSENT: Consent = { analytics: true, marketing: false };

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function parseConsent(text: string | null): Consent {
  if (!text) return { ...DEFAULT_CONSENT };
  try {
    const value = JSON.parse(text) as Partial<Consent>;
    return {
      analytics: typeof value.analytics === 'boolean' ? value.analytics : DEFAULT_CONSENT.analytics,
      marketing: typeof value.marketing === 'boolean' ? value.marketing : DEFAULT_CONSENT.marketing,
    };
  } catch {
    return { ...DEFAULT_CONSENT };
  }
}

export function readConsent(store: Store | null): Consent {
  try {
    return parseConsent(store?.getItem(CONSENT_KEY) ?? null);
  } catch {
    return { ...DEFAULT_CONSENT };
  }
}

export function saveConsent(store: Store | null, consent: Consent): void {
  try {
    store?.setItem(CONSENT_KEY, JSON.stringify({ analytics: consent.analytics, marketing: consent.marketing }));
  } catch {
    // Storage can be blocked; the choice then holds for this page only.
  }
}

/** Whether an event of this category may be sent: marketing needs both flags. */
export function allows(consent: Consent, category: ConsentCategory): boolean {
  return category === 'analytics' ? consent.analytics : consent.analytics && consent.marketing;
}

/** The tag manager's consent-mode state, so tags inside the container obey the same choice. */
export function consentModeState(consent: Consent): Record<string, 'granted' | 'denied'> {
  const grant = (on: boolean): 'granted' | 'denied' => (on ? 'granted' : 'denied');
  const ads = grant(allows(consent, 'marketing'));
  return { analytics_storage: grant(consent.analytics), ad_storage: ads, ad_user_data: ads, ad_personalization: ads };
}
