// What goes to the tag manager's data layer, built as plain data so every rule is testable.
// Each event names the consent it needs; the tracker drops what the visitor has not allowed.
import type { ConsentCategory } from './consent.ts';
import { becomesPowerUser, isHighValue, savingsTier, valueRange, valueTier } from './tiers.ts';

export interface TagEvent {
  name: string;
  category: ConsentCategory;
  data: Record<string, unknown>;
}

/** The calculation payload of spec §3, plus the state it was made for. */
export interface CalculationFacts {
  state: string;
  county: string;
  propertyValue: number;
  annualTax: number;
  monthlyTax: number;
  effectiveRate: number;
  totalSavings: number;
  exemptionsApplied: string[];
}

const present = (s: unknown): boolean => typeof s === 'string' && s.trim() !== '';
const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Spec §5: sent only with a state, a county, a value above 0 and a total tax of 0 or more. */
export function qualifies(f: Partial<CalculationFacts>): f is CalculationFacts {
  return (
    present(f.state) &&
    present(f.county) &&
    finite(f.propertyValue) &&
    f.propertyValue > 0 &&
    finite(f.annualTax) &&
    f.annualTax >= 0
  );
}

const analytics = (name: string, data: Record<string, unknown>): TagEvent => ({ name, category: 'analytics', data });
const marketing = (name: string, data: Record<string, unknown>): TagEvent => ({ name, category: 'marketing', data });

/** Everything one calculation says; `total` is the visitor's calculation count including this one. */
export function calculationEvents(f: Partial<CalculationFacts>, total: number): TagEvent[] {
  if (!qualifies(f)) return [];
  const { state, county, propertyValue, annualTax, monthlyTax, effectiveRate, totalSavings, exemptionsApplied } = f;
  const events = [
    analytics('calculation_completed', {
      state,
      propertyValue,
      county,
      annualTax,
      monthlyTax,
      effectiveRate,
      totalSavings,
      exemptionsApplied,
    }),
    analytics('property_value_tier', {
      state,
      valueTier: valueTier(propertyValue),
      valueRange: valueRange(propertyValue),
    }),
    analytics('savings_tier', { state, savingsTier: savingsTier(totalSavings), totalSavings }),
  ];
  if (isHighValue(propertyValue))
    events.push(analytics('high_value_calculation', { state, valueRange: valueRange(propertyValue) }));
  if (becomesPowerUser(total)) events.push(analytics('power_user', { state, totalCalculations: total }));
  return events;
}

export interface NewsletterFacts {
  source: 'popup' | 'inline';
  ok: boolean;
  /** SHA-256 of the trimmed, lowercased address; the address itself never reaches the data layer. */
  emailHash: string;
}

/** A sign-up attempt is analytics; a successful one is also a conversion that advertising tags may count. */
export function newsletterEvents(n: NewsletterFacts): TagEvent[] {
  const events = [
    analytics('newsletter_signup', { source: n.source, status: n.ok ? 'success' : 'error', emailHash: n.emailHash }),
  ];
  if (n.ok)
    events.push(marketing('generate_lead', { source: n.source, user_data: { sha256_email_address: n.emailHash } }));
  return events;
}

/** A click on the sponsored filing link (spec §1): an affiliate conversion, marketing only. */
export function affiliateClickEvent(href: string): TagEvent {
  let host = '';
  try {
    host = new URL(href).host;
  } catch {
    /* a relative or odd link: no host */
  }
  return marketing('affiliate_click', { linkHost: host });
}

export const scrollEvent = (percent: number): TagEvent => analytics('scroll_depth', { percent });
export const engagementEvent = (engagedSeconds: number): TagEvent => analytics('engagement_ping', { engagedSeconds });
export const apiErrorEvent = (e: { path: string; status: number; method: string }): TagEvent =>
  analytics('api_error', { path: e.path, status: e.status, method: e.method });

export interface VitalMetric {
  name: string;
  value: number;
  rating: string;
  id: string;
}
export const webVitalEvent = (m: VitalMetric): TagEvent =>
  analytics('web_vitals', {
    metricName: m.name,
    metricValue: Math.round(m.name === 'CLS' ? m.value * 1000 : m.value),
    metricRating: m.rating,
    metricId: m.id,
  });
