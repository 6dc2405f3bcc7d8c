import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component whose code loads on first use. Unlike React.lazy, a failed load is not kept: the
 * error reaches the nearest boundary, and its Retry mounts the part again, which loads again.
 * Chromium remembers a module whose fetch failed and answers every later import() of that address
 * with the same error, so a retry fetches the address the error names with a query added.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let failedUrl: string | null = null;
  let attempt = 0;
  const fetchPart = (): Promise<ComponentType<P>> => {
    const retryUrl = failedUrl ? `${failedUrl}${failedUrl.includes('?') ? '&' : '?'}retry=${++attempt}` : null;
    const module = retryUrl ? (import(/* @vite-ignore */ retryUrl) as Promise<M>) : load();
    return module.then(pick, (error: unknown) => {
      failedUrl = /https?:\/\/\S+?\.js/.exec(String(error))?.[0] ?? failedUrl;
      throw error;
    });
  };
  return function LazyPart(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Part) return;
      let live = true;
      fetchPart().then(
        (c) => {
          loaded = c;
          if (live) setPart(() => c);
        },
        (error: unknown) => {
          if (live) setFailure({ error });
        },
      );
      return () => {
        live = false;
      };
    }, [Part]);
    if (failure) throw failure.error;
    return Part ? <Part {...props} /> : null;
  };
}
