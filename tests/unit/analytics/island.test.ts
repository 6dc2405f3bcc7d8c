// The server side: a page of an unconfigured build carries nothing of analytics; a configured one
// carries the entry, its setup and (with a tag manager) the consent control in the footer.
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { pageContext } from '../../../generator/index.ts';
import { sitePlan } from '../../../generator/plan.ts';
import type { AnalyticsSetup } from '../../../browser/analytics/config.ts';
import type { Lang } from '../../../schema/codes.ts';
import { createTranslator } from '../../../i18n/index.ts';
import { renderRoute } from '../../../generator/pages/render.tsx';
import type { RouteSpec } from '../../../generator/pages/routes.ts';

const root = process.cwd();
const data = loadSiteData(root);
const opts = sitePlan(root, {}).tx;
const harris: RouteSpec = { kind: 'county', path: '/county/harris', slug: 'harris' };

function render(analytics: AnalyticsSetup | null, route: RouteSpec = harris, lang: Lang = 'en') {
  const ctx = pageContext(
    opts,
    data,
    opts.base,
    `${opts.origin}${opts.base}`,
    lang,
    route.path,
    createTranslator(lang, 'tx').t,
    { countyList: '/tx/data/counties.json', units: null },
  );
  return renderRoute(route, { ...ctx, analytics }, data);
}

const setup: AnalyticsSetup = {
  gtmId: 'GTM-TEST123',
  dsn: null,
  stateCode: 'TX',
  product: 'property-tax-estimator',
  traceOrigins: ['http://localhost:4173'],
};
const islandProps = (body: string): Record<string, unknown> =>
  JSON.parse(
    /<script type="application\/json" data-island-props="analytics">(.*?)<\/script>/.exec(body)![1]!,
  ) as Record<string, unknown>;

describe('analytics on the page', () => {
  it('unconfigured: no analytics island, no script, no consent control, no tag-manager address', () => {
    const page = render(null);
    expect(page.islands).not.toContain('analytics');
    expect(page.body).not.toMatch(/analytics|consent|googletagmanager/i);
  });

  it('with a container id: the entry runs before the islands, and the footer holds the consent control, hidden until it runs', () => {
    const page = render(setup);
    expect(page.islands.slice(0, 3)).toEqual(['page', 'analytics', 'calculator']);
    const footer = page.body.slice(page.body.indexOf('<footer'));
    expect(footer).toContain('data-island="analytics"');
    expect(footer).toMatch(/<div class="consent-control" data-consent-control="true" hidden="">/);
    expect(footer).toContain('Privacy choices');
    expect(footer).toMatch(/<input type="checkbox" name="analytics" checked=""\/>/);
    expect(footer).toMatch(/<input type="checkbox" name="marketing"\/>/);
    expect(islandProps(page.body)).toEqual({ ...setup, lang: 'en', pageType: 'county' });
    // No DSN: the control does not speak of error reports.
    expect(footer).not.toContain('error report');
  });

  it('with a DSN too, the control says error reports go out whatever the choice', () => {
    const page = render({ ...setup, dsn: 'https://key@errors.example.org/1' });
    expect(page.body).toContain('Whatever you choose here, when something on a page breaks, an error report');
  });

  it('in Spanish, the control speaks Spanish', () => {
    const page = render(setup, { kind: 'calculator', path: '/calculator' }, 'es');
    expect(page.body).toContain('Opciones de privacidad');
    expect(islandProps(page.body)).toMatchObject({ lang: 'es', pageType: 'calculator' });
  });

  it('with only a DSN: the entry and its setup, but no consent control (no tag manager to consent to)', () => {
    const page = render({ ...setup, gtmId: null, dsn: 'https://key@errors.example.org/1' });
    expect(page.islands).toContain('analytics');
    expect(page.body).toContain('data-island="analytics"');
    expect(page.body).not.toContain('consent-control');
  });
});
