import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component whose code loads on first use. Unlike React.lazy, a failed load is not cached: the
 * error reaches the nearest boundary, and its Retry mounts the part again, which loads again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LazyPart(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Part) return;
      let live = true;
      load().then((c) => { loaded = c; if (live) setPart(() => c); }, (error: unknown) => { if (live) setFailure({ error }); });
      return () => { live = false; };
    }, [Part]);
    if (failure) throw failure.error;
    return Part ? <Part {...props} /> : null;
  };
}
