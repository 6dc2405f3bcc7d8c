import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../../../browser/analytics/rate-limit.ts';

// Spec §9: 10 events per minute per event name, reset every 60 s.
describe('rate limit', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('lets 10 events of one name through in a minute and drops the 11th', () => {
    const allow = createRateLimiter();
    const verdicts = Array.from({ length: 11 }, () => allow('scroll_depth'));
    expect(verdicts.filter(Boolean)).toHaveLength(10);
    expect(verdicts[10]).toBe(false);
  });

  it('counts each event name on its own', () => {
    const allow = createRateLimiter();
    for (let i = 0; i < 10; i++) allow('api_error');
    expect(allow('api_error')).toBe(false);
    expect(allow('calculation_completed')).toBe(true);
  });

  it('starts counting again once 60 s have passed, not before', () => {
    const allow = createRateLimiter();
    for (let i = 0; i < 10; i++) allow('engagement_ping');
    vi.advanceTimersByTime(59_999);
    expect(allow('engagement_ping')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(allow('engagement_ping')).toBe(true);
    for (let i = 0; i < 9; i++) expect(allow('engagement_ping')).toBe(true);
    expect(allow('engagement_ping')).toBe(false);
  });
});
