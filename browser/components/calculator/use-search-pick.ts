import { useEffect } from 'react';
import { PICK_COUNTY_EVENT, type PickCountyDetail } from '../search/events.ts';

/** The county search on the same page picks a county: `pick` gets its slug. */
export function useSearchPick(pick: (slug: string) => void): void {
  useEffect(() => {
    const listener = (e: Event): void => pick((e as CustomEvent<PickCountyDetail>).detail.slug);
    window.addEventListener(PICK_COUNTY_EVENT, listener);
    return () => window.removeEventListener(PICK_COUNTY_EVENT, listener);
  }, [pick]);
}
