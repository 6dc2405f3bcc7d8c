import { useCallback, useEffect, useState } from 'react';

/**
 * Returns request(): the calculation then runs as soon as `ready` holds (at once if it already
 * does). A shared link and the wizard ask for one before the county list has loaded.
 */
export function useCalculateWhenReady(ready: boolean, calculate: () => void): () => void {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending || !ready) return;
    setPending(false);
    calculate();
  }, [pending, ready, calculate]);
  return useCallback(() => setPending(true), []);
}
