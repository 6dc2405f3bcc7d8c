import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { pageFiles } from '../../../generator/page-files.ts';
import { pageFile, routeUrls } from '../../../generator/pages.ts';
import { LANGS, listRoutes } from '../../../generator/routes.ts';
import { VARIANTS } from '../../../schema/codes.ts';

const site = loadSiteData(process.cwd());

/** The set the self-check took before: every route's page file in both languages. */
const everyFile = (routes: ReturnType<typeof listRoutes>, base: string): Set<string> =>
  new Set(
    routes.flatMap((route) => {
      const urls = routeUrls(route, base);
      return LANGS.map((lang) => pageFile(urls[lang], base));
    }),
  );

describe('the page files a link may point at', () => {
  it.each(VARIANTS.flatMap((v) => [true, false].map((districts) => [v, districts] as const)))(
    '%s (districts %s): a file is a page exactly when the list of every page file holds it',
    (variant, districts) => {
      const base = `/${variant}/`;
      const routes = listRoutes(variant, site, districts);
      const every = everyFile(routes, base);
      const files = pageFiles(routes, base);
      const members = [...every];
      expect(members.length).toBe(routes.length * 2);
      // Members, and near misses of each: the folder without its index, the other language's folder names, a
      // misspelt last part, the file one level down; and files no page has.
      const candidates = new Set<string>([
        ...members,
        ...members.flatMap((file) => [
          file.replace(/\/index\.html$/, ''),
          file.replace(/^es\//, ''),
          `es/${file}`,
          file.replace(/([a-z])(\/index\.html)$/, '$1x$2'),
          file.replace(/\/index\.html$/, '/more/index.html'),
          file.replace(/index\.html$/, 'index.htm'),
        ]),
        'index.html',
        'es/index.html',
        '404.html',
        'es/404.html',
        'county/index.html',
        'es/condado/index.html',
        'assets/site.css',
        'nowhere.html',
      ]);
      const wrong = [...candidates].filter((file) => files.has(file) !== every.has(file));
      expect(wrong).toEqual([]);
      // The near misses are no pages: the check above compared both answers, not only members.
      expect([...candidates].filter((file) => !every.has(file)).length).toBeGreaterThan(members.length);
    },
  );

  it("answers for each route's own files without listing every page's (the hub's 6,428 for a state site's link)", () => {
    const routes = listRoutes('hub', site);
    // A list whose every file cannot be made: only its routes' paths can be read.
    const unlisted = Object.assign([...routes], {
      flatMap: () => {
        throw new Error('every page file was listed');
      },
    });
    const files = pageFiles(unlisted, '/hub/');
    for (const route of routes.filter((_, i) => i % 97 === 0)) {
      const urls = routeUrls(route, '/hub/');
      for (const lang of LANGS) expect(files.has(pageFile(urls[lang], '/hub/'))).toBe(true);
    }
    expect(files.has('county/tx/travis')).toBe(false);
    expect(() => files.has('county/tx/nowhere/index.html')).toThrow('every page file was listed');
  });

  it("a route's addresses follow the base they are asked under, asked in turn, and cannot be changed by a caller", () => {
    const route = listRoutes('tx', site).find((r) => r.kind === 'county')!;
    const first = routeUrls(route, '/tx/');
    expect(routeUrls(route, '/texas/')).toEqual({
      en: `/texas${route.path}`,
      es: first.es.replace(/^\/tx\//, '/texas/'),
    });
    expect(routeUrls(route, '/tx/')).toEqual(first);
    expect(first.es).toMatch(/^\/tx\/es\/condado\//);
    expect(Object.isFrozen(routeUrls(route, '/tx/'))).toBe(true);
  });

  it("a Spanish file under an English folder name is no page, though its route's English file is", () => {
    const routes = listRoutes('hub', site);
    const county = routes.find((r) => r.kind === 'hub-county')!;
    const files = pageFiles(routes, '/hub/');
    const english = pageFile(routeUrls(county, '/hub/').en, '/hub/');
    const spanish = pageFile(routeUrls(county, '/hub/').es, '/hub/');
    expect(spanish.startsWith('es/condado/')).toBe(true);
    expect(files.has(english)).toBe(true);
    expect(files.has(spanish)).toBe(true);
    expect(files.has(`es/${english}`)).toBe(false);
  });
});
