import { describe, expect, it } from 'vitest';
import { KEYS, recordCalculation, startVisit } from '../../../browser/analytics/session.ts';
import { memoryStorage } from './storage.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');

describe('session data and the stored counters (spec §3)', () => {
  it("uses the spec's storage keys", () => {
    expect(KEYS).toMatchObject({
      totalCalculations: 'total_calculations',
      statesUsed: 'states_used',
      highValue: 'high_value_calculation',
      lastVisit: 'analytics_last_visit',
    });
  });

  it('a first visit starts a session and stamps analytics_last_visit', () => {
    const local = memoryStorage();
    const visit = startVisit(local, memoryStorage(), T0);
    expect(visit).toEqual({ session: { startedAt: T0, calculations: 0, states: [] }, lastVisit: null });
    expect(local.getItem('analytics_last_visit')).toBe(String(T0));
  });

  it('a later page in the same tab continues the session; a returning visitor is known by the last visit', () => {
    const local = memoryStorage();
    const tab = memoryStorage();
    startVisit(local, tab, T0);
    const next = startVisit(local, tab, T0 + 60_000);
    expect(next.session.startedAt).toBe(T0);
    expect(next.lastVisit).toBe(T0);
  });

  it('counts calculations, the states used and a high-value calculation', () => {
    const local = memoryStorage();
    const tab = memoryStorage();
    let { session } = startVisit(local, tab, T0);
    let total = 0;
    for (const [state, high] of [
      ['tx', false],
      ['tx', true],
      ['ca', false],
    ] as const) {
      ({ session, total } = recordCalculation(local, tab, session, state, high));
    }
    expect(total).toBe(3);
    expect(session).toEqual({ startedAt: T0, calculations: 3, states: ['tx', 'ca'] });
    expect(local.dump()).toMatchObject({
      total_calculations: '3',
      states_used: '["tx","ca"]',
      high_value_calculation: 'true',
    });
    expect(JSON.parse(tab.getItem('analytics_session')!)).toEqual(session);
  });

  it('keeps counting when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const visit = startVisit(blocked, blocked, T0);
    expect(recordCalculation(blocked, blocked, visit.session, 'tx', false).session.calculations).toBe(1);
  });
});
