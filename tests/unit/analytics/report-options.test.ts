import { describe, expect, it } from 'vitest';
import type { AnalyticsSetup } from '../../../browser/analytics/config.ts';
import {
  ERROR_SAMPLE_RATE,
  TRACE_SAMPLE_RATE,
  releaseTag,
  reportOptions,
} from '../../../browser/analytics/report-options.ts';

const setup: AnalyticsSetup & { dsn: string } = {
  gtmId: null,
  dsn: 'https://key@errors.example.org/42',
  stateCode: 'TX',
  product: 'property-tax-estimator',
  traceOrigins: ['https://ca.example.org', 'https://tx.example.org'],
};
const options = reportOptions(setup, { host: 'tx.example.org', hostname: 'tx.example.org' });

describe('error-reporting settings (spec §3, §7, §9)', () => {
  it('samples 10% of traces and every error', () => {
    expect([TRACE_SAMPLE_RATE, ERROR_SAMPLE_RATE]).toEqual([0.1, 1]);
    expect(options).toMatchObject({ tracesSampleRate: 0.1, sampleRate: 1, dsn: setup.dsn });
  });

  it('tags the release with the product, the state code and the host; HUB for the hub', () => {
    expect(options.release).toBe('property-tax-estimator-TX@tx.example.org');
    expect(releaseTag({ ...setup, stateCode: 'HUB' }, 'localhost:4173')).toBe(
      'property-tax-estimator-HUB@localhost:4173',
    );
  });

  it('sends the telemetry tags of spec §3', () => {
    expect(options.initialScope).toEqual({
      tags: {
        state: 'TX',
        domain: 'tx.example.org',
        component: 'property tax calculator',
        user_segment: 'property-tax-users',
      },
    });
  });

  it('turns default PII on', () => expect(options.dataCollection).toEqual({ userInfo: true }));

  it('propagates trace headers to localhost and the sibling sites only', () => {
    const targets = options.tracePropagationTargets as RegExp[];
    const match = (url: string): boolean => targets.some((re) => re.test(url));
    expect(match('http://localhost:4173/api/x')).toBe(true);
    expect(match('https://ca.example.org/data/x.json')).toBe(true);
    expect(match('https://tx.example.org')).toBe(true);
    expect(match('https://ca.example.org.evil.test/x')).toBe(false);
    expect(match('https://www.googletagmanager.com/gtm.js')).toBe(false);
  });

  it('runs every event, log and breadcrumb through the filters', () => {
    const hint = { originalException: new Error('x') };
    expect(options.beforeSend!({ type: undefined, message: 'Script error.' }, hint)).toBeNull();
    expect(options.beforeSend!({ type: undefined, message: 'Real bug' }, hint)).not.toBeNull();
    expect(options.beforeSendLog!({ level: 'debug', message: 'x' })).toBeNull();
    expect(options.beforeSendLog!({ level: 'error', message: 'Tax calculation failed' })).not.toBeNull();
    expect(options.beforeBreadcrumb!({ category: 'console', message: 'x' })).toBeNull();
  });
});
