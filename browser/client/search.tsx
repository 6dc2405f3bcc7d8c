// Entry point of the county search. The server's markup is a working form already, so each box
// hydrates only when the visitor reaches into it (focus, touch, click): pages that are only read
// spend nothing on it while they load.
import { CountySearch, type CountySearchProps } from '../components/search/CountySearch.tsx';
import { hydrateFramed, readIslandProps, showStartupFailure } from '../components/errors/mount.tsx';

const REACH = ['focusin', 'pointerdown', 'touchstart'] as const;

for (const el of document.querySelectorAll<HTMLElement>('[data-island="search"]')) {
  const start = (): void => {
    for (const type of REACH) el.removeEventListener(type, start);
    try {
      const props = readIslandProps<CountySearchProps>(el);
      if (props) hydrateFramed(el, CountySearch, props);
    } catch (error) {
      showStartupFailure(el, error);
    }
  };
  for (const type of REACH) el.addEventListener(type, start, { passive: true });
  // Already focused (autofocus, or back/forward restored focus): hydrate now.
  if (el.contains(document.activeElement)) start();
}
