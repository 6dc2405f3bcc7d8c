import { useCallback, useEffect, useRef, useState } from 'react';
import { nextTask } from '../next-task.ts';
import { fetchCountyList } from './county-list.ts';
import type { CountyListEntry } from './props.ts';
import type { ListState } from './state.ts';
import type { CalculatorNotices } from './use-calculator-notices.ts';

/**
 * The state's county list, loaded once after hydration (the server render never fetches); a county
 * page's own county is there from the start. `reload` is the Retry of a failed load.
 */
export function useCountyList(
  url: string | null,
  initialCounty: CountyListEntry | null,
  say: CalculatorNotices,
  onLoaded: (counties: CountyListEntry[]) => void,
) {
  const [counties, setCounties] = useState<CountyListEntry[] | null>(initialCounty ? [initialCounty] : null);
  const [listState, setListState] = useState<ListState>(url ? 'loading' : 'ready');
  // Spec §8's "counties loaded" toast confirms a recovery: it shows after a failed load succeeds on retry,
  // not on every page view, where it would only be noise for screen readers.
  const failedOnce = useRef(false);
  const reload = useCallback(() => {
    if (!url) return;
    setListState('loading');
    fetchCountyList(url)
      // The list is read in one task and shown in the next: 250-odd options after a long parse would be one long task.
      .then(async (list) => {
        await nextTask();
        setCounties(list);
        setListState('ready');
        if (failedOnce.current) say.countiesLoaded(list.length);
        onLoaded(list);
      })
      .catch(() => {
        failedOnce.current = true;
        setListState('error');
        say.countiesFailed(() => reload());
      });
  }, [url, say, onLoaded]);
  useEffect(() => {
    reload();
    // Load once after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { counties, listState, reload };
}
