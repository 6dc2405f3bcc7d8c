import { describe, expect, it } from 'vitest';
import { analyticsFromEnv, siteOrigins } from '../../../browser/analytics/config.ts';

const local = {
  productName: 'Property Tax Estimator',
  siteLinks: { hub: '/hub/', tx: '/tx/', ca: '/ca/', fl: '/fl/', ny: '/ny/' },
  origin: 'http://localhost:4173',
};

describe('analytics configuration from the build environment', () => {
  it('is null (no analytics at all) with neither a container id nor a DSN', () => {
    expect(analyticsFromEnv({}, 'tx', local)).toBeNull();
    expect(analyticsFromEnv({ ANALYTICS_GTM_ID: '  ', ERROR_DSN: '' }, 'tx', local)).toBeNull();
  });

  it('reads the shared settings, with the state code (HUB for the hub) and the product', () => {
    const env = { ANALYTICS_GTM_ID: 'GTM-AB12CD', ERROR_DSN: 'https://key@errors.example.org/42' };
    expect(analyticsFromEnv(env, 'tx', local)).toEqual({
      gtmId: 'GTM-AB12CD',
      dsn: 'https://key@errors.example.org/42',
      stateCode: 'TX',
      product: 'property-tax-estimator',
      traceOrigins: ['http://localhost:4173'],
    });
    expect(analyticsFromEnv(env, 'hub', local)?.stateCode).toBe('HUB');
  });

  it('lets a variant have its own, or none', () => {
    const env = { ANALYTICS_GTM_ID: 'GTM-SHARED1', ANALYTICS_GTM_ID_CA: 'GTM-CALIF1', ANALYTICS_GTM_ID_HUB: '' };
    expect(analyticsFromEnv(env, 'ca', local)?.gtmId).toBe('GTM-CALIF1');
    expect(analyticsFromEnv(env, 'tx', local)?.gtmId).toBe('GTM-SHARED1');
    expect(analyticsFromEnv(env, 'hub', local)).toBeNull();
  });

  it('refuses values that cannot be right', () => {
    expect(() => analyticsFromEnv({ ANALYTICS_GTM_ID: 'UA-12345-1' }, 'tx', local)).toThrow(
      /ANALYTICS_GTM_ID for tx: expected a container id like GTM-AB12CD, found 'UA-12345-1'/,
    );
    expect(() => analyticsFromEnv({ ANALYTICS_GTM_ID: 'GTM-X"><script>' }, 'tx', local)).toThrow(/container id/);
    expect(() => analyticsFromEnv({ ERROR_DSN: 'not a url' }, 'tx', local)).toThrow(/ERROR_DSN for tx/);
    expect(() => analyticsFromEnv({ ERROR_DSN: 'https://errors.example.org/42' }, 'tx', local)).toThrow(/ERROR_DSN/);
  });

  it("takes the trace origins from the site links: each deployed site, and the build's own origin for relative links", () => {
    const deployed = {
      hub: 'https://example.org/',
      tx: 'https://tx.example.org/',
      ca: 'https://ca.example.org/',
      fl: '/fl/',
      ny: 'https://ny.example.org/',
    };
    expect(siteOrigins(deployed, 'https://fl.example.org')).toEqual([
      'https://ca.example.org',
      'https://example.org',
      'https://fl.example.org',
      'https://ny.example.org',
      'https://tx.example.org',
    ]);
  });
});
