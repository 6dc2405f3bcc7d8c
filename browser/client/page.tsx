// Runs on every page: remembers the language a visitor picks (spec §4: persisted locally).
import { attachMapTaps } from '../components/zip/map-tap.ts';
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

// A tap on a state map's county opens it with the ZIP nearest the tap (browser/components/zip/map-tap.ts).
attachMapTaps(document);
