// Google Tag Manager's conventions: a global data layer array, gtag-style consent commands pushed as
// `arguments` objects (what consent mode reads), and the container loader, added only when asked.

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function containerUrl(id: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
}

export function dataLayer(win: Window): unknown[] {
  return (win.dataLayer ??= []);
}

/**
 * gtag('consent', 'default' | 'update', state), pushed as gtag pushes it: consent mode reads `arguments` objects, not
 * arrays.
 */
export function pushConsent(win: Window, mode: 'default' | 'update', state: Record<string, string>): void {
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params -- the tag manager recognises gtag calls by their `arguments` object
    dataLayer(win).push(arguments);
  }
  gtag('consent', mode, state);
}

/** The container snippet, as a module: the start mark, then the script, async. */
export function loadContainer(win: Window, id: string): void {
  dataLayer(win).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = containerUrl(id);
  win.document.head.appendChild(script);
}
