// Runs on every page: remembers the language a visitor picks (spec §4: persisted locally).
const KEY = 'preferredLanguage';

document.documentElement.classList.add('js');
for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-lang-switch]')) {
  link.addEventListener('click', () => {
    try {
      localStorage.setItem(KEY, link.dataset.langSwitch === 'es' ? 'es' : 'en');
    } catch {
      // Storage can be blocked; the link still switches the page.
    }
  });
}

// Below-the-fold sections skip their layout until they near the screen (content-visibility: auto,
// site.css). Sized by a guess, the page would grow or shrink as each first comes into view, and the
// scroll bar would jump. In idle time each is laid out once, one per idle period, and kept rendered
// for a frame: `contain-intrinsic-size: auto` then remembers its real height for when it is skipped.
const folded = [...document.querySelectorAll<HTMLElement>('.below-fold')];
const whenIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
};
const sizeNext = (): void => {
  const section = folded.shift();
  if (!section) return;
  section.classList.add('fold-measure');
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      section.classList.remove('fold-measure');
      section.dataset.sized = '';
      whenIdle(sizeNext);
    }),
  );
};
if (folded.length > 0) {
  if (document.readyState === 'complete') whenIdle(sizeNext);
  else window.addEventListener('load', () => whenIdle(sizeNext), { once: true });
}
