import { SAVED_COUNTY_KEY } from './state.ts';

// The county a visitor picked last time on this state's site, kept in localStorage; with storage
// off (private windows, blocked cookies) nothing is kept and nothing is restored.

export function saveCounty(state: string, slug: string): void {
  try {
    localStorage.setItem(SAVED_COUNTY_KEY(state), slug);
  } catch {
    /* storage may be off; nothing to restore then */
  }
}

export function readSavedCounty(state: string): string | null {
  try {
    return localStorage.getItem(SAVED_COUNTY_KEY(state));
  } catch {
    return null;
  }
}

/** The saved county, when the loaded list still has it. */
export function savedCountyIn(state: string, counties: { slug: string }[]): string | null {
  const saved = readSavedCounty(state);
  return saved && counties.some((c) => c.slug === saved) ? saved : null;
}
