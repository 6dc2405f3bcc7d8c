import { describe, expect, it } from 'vitest';
import {
  type CalculationFacts,
  affiliateClickEvent,
  calculationEvents,
  newsletterEvents,
  qualifies,
  webVitalEvent,
} from '../../../browser/analytics/events.ts';

const harris: CalculationFacts = {
  state: 'tx',
  county: 'harris',
  propertyValue: 350_000,
  annualTax: 5_200,
  monthlyTax: 433.33,
  effectiveRate: 1.49,
  totalSavings: 2_950,
  exemptionsApplied: ['homestead'],
};
const names = (f: Partial<CalculationFacts>, total = 1): string[] => calculationEvents(f, total).map((e) => e.name);

describe('the calculation event (spec §3 payload, spec §5 condition)', () => {
  it('carries exactly the spec §3 fields and the state', () => {
    const [event] = calculationEvents(harris, 1);
    expect(event).toEqual({
      name: 'calculation_completed',
      category: 'analytics',
      data: {
        state: 'tx',
        propertyValue: 350_000,
        county: 'harris',
        annualTax: 5_200,
        monthlyTax: 433.33,
        effectiveRate: 1.49,
        totalSavings: 2_950,
        exemptionsApplied: ['homestead'],
      },
    });
  });

  it('needs a state, a county, a value above 0 and a total tax of 0 or more', () => {
    expect(qualifies(harris)).toBe(true);
    expect(qualifies({ ...harris, annualTax: 0 })).toBe(true);
    expect(qualifies({ ...harris, state: '' })).toBe(false);
    expect(qualifies({ ...harris, county: '  ' })).toBe(false);
    expect(qualifies({ ...harris, propertyValue: 0 })).toBe(false);
    expect(qualifies({ ...harris, propertyValue: -1 })).toBe(false);
    expect(qualifies({ ...harris, annualTax: -0.01 })).toBe(false);
    expect(qualifies({ ...harris, annualTax: Number.NaN })).toBe(false);
    const { annualTax: _dropped, ...noTax } = harris;
    expect(qualifies(noTax)).toBe(false);
  });

  it('sends nothing at all for a calculation that fails the condition', () => {
    expect(calculationEvents({ ...harris, county: '' }, 5)).toEqual([]);
  });

  it('adds the value tier and range, and the savings tier', () => {
    const events = calculationEvents(harris, 1);
    expect(events.find((e) => e.name === 'property_value_tier')?.data).toEqual({
      state: 'tx',
      valueTier: 'medium',
      valueRange: '300k_400k',
    });
    expect(events.find((e) => e.name === 'savings_tier')?.data).toEqual({
      state: 'tx',
      savingsTier: 'over_2000',
      totalSavings: 2_950,
    });
  });

  it('adds the high-value event only above 500,000', () => {
    expect(names({ ...harris, propertyValue: 500_000 })).not.toContain('high_value_calculation');
    expect(names({ ...harris, propertyValue: 500_001 })).toContain('high_value_calculation');
  });

  it('adds the power-user event on the fifth calculation', () => {
    expect(names(harris, 4)).not.toContain('power_user');
    expect(calculationEvents(harris, 5).find((e) => e.name === 'power_user')?.data).toEqual({
      state: 'tx',
      totalCalculations: 5,
    });
    expect(names(harris, 6)).not.toContain('power_user');
  });

  it('keeps every calculation event an analytics event (never marketing)', () => {
    expect(calculationEvents({ ...harris, propertyValue: 900_000 }, 5).every((e) => e.category === 'analytics')).toBe(
      true,
    );
  });
});

describe('newsletter, affiliate and vitals events', () => {
  const hash = '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b';
  it('a sign-up carries the hash, never an address; success adds a marketing conversion', () => {
    const events = newsletterEvents({ source: 'inline', ok: true, emailHash: hash });
    expect(events).toEqual([
      {
        name: 'newsletter_signup',
        category: 'analytics',
        data: { source: 'inline', status: 'success', emailHash: hash },
      },
      {
        name: 'generate_lead',
        category: 'marketing',
        data: { source: 'inline', user_data: { sha256_email_address: hash } },
      },
    ]);
    expect(JSON.stringify(events)).not.toContain('@');
  });

  it('a failed sign-up is counted but is no conversion', () => {
    expect(
      newsletterEvents({ source: 'popup', ok: false, emailHash: hash }).map((e) => [e.name, e.data.status]),
    ).toEqual([['newsletter_signup', 'error']]);
  });

  it('a click on the sponsored link is a marketing event naming only the host', () => {
    expect(affiliateClickEvent('https://www.irs.gov/filing/free-file?ref=x')).toEqual({
      name: 'affiliate_click',
      category: 'marketing',
      data: { linkHost: 'www.irs.gov' },
    });
  });

  it('web vitals are rounded; CLS is sent in thousandths', () => {
    expect(webVitalEvent({ name: 'LCP', value: 1234.6, rating: 'good', id: 'v1' }).data).toEqual({
      metricName: 'LCP',
      metricValue: 1235,
      metricRating: 'good',
      metricId: 'v1',
    });
    expect(webVitalEvent({ name: 'CLS', value: 0.0123, rating: 'good', id: 'v2' }).data.metricValue).toBe(12);
  });
});
