// Each page type rendered on the server from the generated data, in both languages: what a
// visitor (or a search engine, with JavaScript off) reads in the HTML.
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { pageContext } from '../../../generator/index.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { calculate } from '../../../states/estimate/index.ts';
import type { Lang, Variant } from '../../../schema/codes.ts';
import { formatCurrency } from '../../../i18n/format.ts';
import { createTranslator } from '../../../i18n/index.ts';
import { renderRoute } from '../../../generator/pages/render.tsx';
import type { RouteSpec } from '../../../generator/pages/routes.ts';

const root = process.cwd();
const data = loadSiteData(root);
const plan = sitePlan(root, {});

function render(variant: Variant, lang: Lang, route: RouteSpec, units: string | null = null) {
  const opts = plan[variant];
  const ctx = pageContext(
    opts,
    data,
    opts.base,
    `${opts.origin}${opts.base}`,
    lang,
    route.path,
    createTranslator(lang, variant === 'hub' ? undefined : variant).t,
    { countyList: '/x/data/counties.json', units },
  );
  return renderRoute(route, ctx, data);
}

describe('state pages', () => {
  it('the Texas home has the calculator island, the timeline with a "you are here" marker and skip links', () => {
    const page = render('tx', 'en', { kind: 'home', path: '/' });
    expect(page.islands).toContain('calculator');
    expect(page.body).toContain('data-island="calculator"');
    expect(page.body).toContain('You are here');
    for (const target of ['#main', '#nav', '#calculator', '#footer']) expect(page.body).toContain(`href="${target}"`);
    expect(page.body).toContain('Results are estimates, not official tax bills.');
  });

  it("a county page lists its rates with source and year, and example taxes equal to the engine's", () => {
    const harris = data.states.tx!.counties.find((c) => c.slug === 'harris')!;
    const page = render(
      'tx',
      'en',
      { kind: 'county', path: '/county/harris', slug: 'harris' },
      '/tx/data/units-harris.json',
    );
    expect(page.title).toContain('Harris County');
    expect(page.body).toContain(harris.source.replace(/&/g, '&amp;'));
    expect(page.body).toContain(`(${harris.sourceYear})`);
    expect(page.body).toContain('Estimate: 2025 rates');
    const out = calculate({
      state: 'tx',
      input: { homeValue: 350_000, county: 'harris' },
      config: data.configs.tx!,
      counties: [harris],
    });
    if (!out.ok || out.result.kind !== 'general') throw new Error('engine');
    expect(page.body).toContain(
      `<tr data-example="350000"><th scope="row">$350,000</th><td class="num" data-label="Annual tax">${formatCurrency(out.result.annualTax, 'en')}</td>`,
    );
    expect(page.body).toContain('Port of Houston Authority');
    // Harris's 25 school districts and 33 cities are listed on its districts page; the county page links to them.
    expect(page.body).not.toContain('Houston ISD');
    expect(page.body).toContain('href="/tx/county/harris/districts#units-school"');
    const districts = render('tx', 'en', { kind: 'districts', path: '/county/harris/districts', slug: 'harris' });
    expect(districts.body).toContain('<div id="units-school"><h3>School districts');
    expect(districts.body).toContain('Houston ISD');
    expect(districts.body).toContain('id="units-city"');
  });

  it('a county without a districts page keeps its school districts on the county page', () => {
    const page = render('tx', 'en', { kind: 'county', path: '/county/bell', slug: 'bell' }, '/tx/data/units-bell.json');
    expect(page.body).toContain('<h3>School districts');
    expect(page.body).not.toContain('data-districts-link');
  });

  it('the Spanish county page is in Spanish with the same figures', () => {
    const page = render('tx', 'es', { kind: 'county', path: '/county/harris', slug: 'harris' });
    expect(page.body).toContain('Estimación: tasas de 2025');
    expect(page.body).toContain('href="/tx/county/harris"');
  });

  it('the directory holds every county in the HTML', () => {
    const page = render('fl', 'en', { kind: 'directory', path: '/counties' });
    expect(page.islands).toContain('directory');
    expect((page.body.match(/data-county="/g) ?? []).length).toBe(67);
    expect(page.body).toContain('href="/fl/county/miami-dade"');
  });

  it('a New York City borough page says the NYC class rules apply', () => {
    const page = render('ny', 'en', { kind: 'county', path: '/county/kings', slug: 'kings' });
    expect(page.body).toContain('New York City property is taxed by class');
  });

  it('the 404 page links home in both languages', () => {
    expect(render('ca', 'en', { kind: 'not-found', path: '/404' }).body).toContain('href="/ca/es"');
    expect(render('ca', 'es', { kind: 'not-found', path: '/404' }).body).toContain('href="/ca/"');
  });
});

describe('hub pages', () => {
  it('the hub home names the site, the national scope and links the four state sites, with no calculator', () => {
    const page = render('hub', 'en', { kind: 'hub-home', path: '/' });
    expect(page.islands).not.toContain('calculator');
    expect(page.body).toContain('National');
    for (const v of ['tx', 'ca', 'fl', 'ny']) expect(page.body).toContain(`href="/${v}/"`);
  });

  it('a hub county page gives value × effective rate and links to the state site', () => {
    const harris = data.national.find((c) => c.fips === '48201')!;
    const page = render('hub', 'en', { kind: 'hub-county', path: '/county/tx/harris', fips: '48201' });
    expect(page.body).toContain(formatCurrency((350_000 * harris.effectiveRatePct!) / 100, 'en'));
    expect(page.body).toContain('href="/tx/county/harris"');
  });

  it('a county with no survey data says so instead of showing a zero', () => {
    const loving = data.national.find((c) => c.state === 'TX' && c.slug === 'loving')!;
    const page = render('hub', 'es', { kind: 'hub-county', path: '/county/tx/loving', fips: loving.fips });
    expect(page.body).toContain('no publica cifras');
  });

  it('a state index lists every county of the state', () => {
    const page = render('hub', 'en', { kind: 'hub-state', path: '/states/ca', state: 'CA' });
    // Each county once in the table (and once more in the ZIP list below it).
    expect(new Set(page.body.match(/href="\/hub\/county\/ca\/[^"]+"/g)).size).toBe(58);
    expect((page.body.match(/<th scope="row"><a href="\/hub\/county\/ca\//g) ?? []).length).toBe(
      58 * (data.allZips ? 2 : 1),
    );
  });
});
