import { useEffect, useState } from 'react';

// From about 1,000 px the result has a column of its own beside the form (site.css), where it can
// follow the form as the visitor types; below that it sits under the form and waits for Calculate.
const WIDE = '(min-width: 62.5rem)';

/** Whether the result stands beside the form; false on the server and the first render, so hydration matches. */
export function useResultBeside(): boolean {
  const [beside, setBeside] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = (): void => setBeside(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return beside;
}
