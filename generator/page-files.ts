// The page files of a site, as the self-check asks after them: is this file one of its pages? Building the whole set
// took each route's two addresses and files (the hub's 3,214 routes: 6,428 of each), which a state site's build paid
// to check the few dozen links its pages make into the hub. A file is looked up here by the one route it can be:
// its English path, from the file's name. A file found so is one the set holds; any other answer is the set's own.
import { toEnglishPath } from '../i18n/paths.ts';
import type { RouteSpec } from './pages/routes.ts';
import { pageFile, routeUrls } from './pages.ts';
import { LANGS } from './routes.ts';

export interface PageFiles {
  has(file: string): boolean;
}

/** The address of the page a file inside the site's folder would hold ('county/x/index.html' → '/county/x'). */
function pathOfFile(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file.slice(0, -'.html'.length)}`;
}

/** The files of `routes`' pages in both languages under `base`: every member as `pageFile(routeUrls(…))` names it. */
export function pageFiles(routes: readonly RouteSpec[], base: string): PageFiles {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  let every: Set<string> | null = null;
  const all = (): Set<string> =>
    (every ??= new Set(
      routes.flatMap((route) => {
        const urls = routeUrls(route, base);
        return LANGS.map((lang) => pageFile(urls[lang], base));
      }),
    ));
  return {
    has(file) {
      // Every page is an .html file (outputFile).
      if (!file.endsWith('.html')) return false;
      const route = byPath.get(toEnglishPath(pathOfFile(file)));
      if (route) {
        const urls = routeUrls(route, base);
        if (LANGS.some((lang) => pageFile(urls[lang], base) === file)) return true;
      }
      return all().has(file);
    },
  };
}
