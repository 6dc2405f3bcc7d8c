// A renderer makes each language's page context once (links localised once per path) and gives it to every page:
// the pages must come out as they do with a context made for each page alone.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { languageContext, pageContext } from '../../../generator/pages.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { listRoutes } from '../../../generator/routes.ts';
import { createTranslator } from '../../../i18n/index.ts';
import { pageParts } from '../../../generator/pages/render.tsx';

describe('the page context one language shares', () => {
  it('gives every page (hub and Florida, one in thirty, both languages) the HTML a context of its own gives', () => {
    const root = process.cwd();
    const data = loadSiteData(root);
    const plan = sitePlan(root, {});
    const asset = { countyList: null, units: null, zipCounties: null, search: null };
    let compared = 0;
    for (const variant of ['hub', 'fl'] as const) {
      const opts = plan[variant];
      const siteUrl = `${opts.origin}${opts.base}`;
      for (const lang of ['en', 'es'] as const) {
        const t = createTranslator(lang, variant === 'hub' ? undefined : variant).t;
        const shared = languageContext(opts, data, opts.base, siteUrl, lang, t);
        const routes = listRoutes(variant, data).filter((r, i) => r.kind !== 'hub-home' && i % 30 === 0);
        for (const route of routes) {
          const alone = pageContext(opts, data, opts.base, siteUrl, lang, route.path, t, asset);
          const withShared = pageContext(opts, data, opts.base, siteUrl, lang, route.path, t, asset, shared);
          const html = renderToString(pageParts(route, withShared, data).element);
          expect(html).toBe(renderToString(pageParts(route, alone, data).element));
          expect(html).toContain(`href="${alone.href('/')}"`);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
  });
});
