import { useEffect, useRef } from 'react';

// Spec §2's wizard breakpoint: below it the form fills the screen and the result lands below the fold.
const PHONE = '(max-width: 767.98px)';

/**
 * After each calculation, brings the result to where the visitor is looking: scrolled into view when
 * it is off screen, and on phones the result heading takes the focus (screen readers read on from there).
 */
export function useShowResult(result: unknown) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const heading = result ? box.current?.querySelector<HTMLElement>('[data-result-heading]') : null;
    if (!heading) return;
    const r = heading.getBoundingClientRect();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const phone = window.matchMedia(PHONE).matches;
    // On a phone the figures below the heading would stay under the fold: the heading goes to the top.
    if (phone || r.top < 0 || r.bottom > window.innerHeight)
      heading.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    if (phone) heading.focus({ preventScroll: true });
  }, [result]);
  return box;
}
