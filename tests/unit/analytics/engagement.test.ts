import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEngagement } from '../../../browser/analytics/engagement.ts';

// Spec §9: a ping every 15 s while the visitor interacted within the last 30 s.
describe('engagement ping', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('sends nothing before the first interaction', () => {
    const pings: number[] = [];
    const e = startEngagement((s) => pings.push(s));
    vi.advanceTimersByTime(60_000);
    expect(pings).toEqual([]);
    e.stop();
  });

  it('pings every 15 s while the last interaction is at most 30 s old, then stops until the next one', () => {
    const pings: number[] = [];
    const e = startEngagement((s) => pings.push(s));
    e.interacted(); // t = 0
    vi.advanceTimersByTime(15_000); // 15 s since: ping
    vi.advanceTimersByTime(15_000); // 30 s since: still within 30 s, ping
    vi.advanceTimersByTime(15_000); // 45 s since: idle, no ping
    expect(pings).toEqual([15, 30]);
    e.interacted(); // t = 45 s
    vi.advanceTimersByTime(15_000);
    expect(pings).toEqual([15, 30, 45]);
    e.stop();
    vi.advanceTimersByTime(60_000);
    expect(pings).toHaveLength(3);
  });

  it('pings on the 15-s clock, not sooner after an interaction', () => {
    const pings: number[] = [];
    const e = startEngagement((s) => pings.push(s));
    vi.advanceTimersByTime(10_000);
    e.interacted();
    vi.advanceTimersByTime(4_999);
    expect(pings).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(pings).toEqual([15]);
    e.stop();
  });
});
