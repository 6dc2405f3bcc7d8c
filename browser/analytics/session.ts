// Who the visitor is to analytics, without knowing who they are: a session (start time, calculation
// count, states used) and the lasting counters of spec §3, under the spec's own storage keys.

export const KEYS = {
  totalCalculations: 'total_calculations',
  statesUsed: 'states_used',
  highValue: 'high_value_calculation',
  lastVisit: 'analytics_last_visit',
  /** Session storage: the current session's data (spec §3 names no key for it). */
  session: 'analytics_session',
} as const;

export interface SessionData {
  startedAt: number;
  calculations: number;
  states: string[];
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's storage, or null where it is blocked (then nothing is kept beyond the page). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

// Storage may be blocked or full; counting then simply starts over.
function read<T>(store: Store | null, key: string, fallback: T): T {
  try {
    const text = store?.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(store: Store | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    /* see read() */
  }
}

export interface VisitStart {
  session: SessionData;
  /** When the visitor was last here (ms since the epoch), or null on a first visit. */
  lastVisit: number | null;
}

/** Called once per page: continues the tab's session or starts one, and stamps the visit. */
export function startVisit(local: Store | null, sessionStore: Store | null, now: number): VisitStart {
  const stored = read<SessionData | null>(sessionStore, KEYS.session, null);
  const session =
    stored && typeof stored.startedAt === 'number' ? stored : { startedAt: now, calculations: 0, states: [] };
  const last = read<number | null>(local, KEYS.lastVisit, null);
  write(sessionStore, KEYS.session, session);
  write(local, KEYS.lastVisit, now);
  return { session, lastVisit: typeof last === 'number' ? last : null };
}

/** Counts one calculation; returns the visitor's new lifetime total and the updated session. */
export function recordCalculation(
  local: Store | null,
  sessionStore: Store | null,
  session: SessionData,
  state: string,
  highValue: boolean,
): { total: number; session: SessionData } {
  const total = Number(read<number>(local, KEYS.totalCalculations, 0)) + 1;
  write(local, KEYS.totalCalculations, total);
  const used = read<string[]>(local, KEYS.statesUsed, []);
  if (Array.isArray(used) && !used.includes(state)) write(local, KEYS.statesUsed, [...used, state]);
  if (highValue) write(local, KEYS.highValue, true);
  const next: SessionData = {
    startedAt: session.startedAt,
    calculations: session.calculations + 1,
    states: session.states.includes(state) ? session.states : [...session.states, state],
  };
  write(sessionStore, KEYS.session, next);
  return { total, session: next };
}
