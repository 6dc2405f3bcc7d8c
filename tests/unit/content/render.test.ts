// Every content route of every site renders in both languages with breadcrumbs and the
// not-advice statement, links only to pages that are built, and embeds its tools as islands.
import { VARIANTS } from '../../../schema/codes.ts';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../../generator/routes.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { localizePath, normalizeBase } from '../../../i18n/paths.ts';
import type { Variant } from '../../../schema/codes.ts';
import { contentRoutes } from '../../../generator/pages/content/routes.ts';
import { renderMarkdown } from '../../../generator/pages/content/markdown.tsx';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderPage, ROOT, siteData } from './helpers.ts';

const plan = sitePlan(ROOT, {});

/** Every page URL of every site, both languages, as the build writes them. */
const builtUrls = new Set(
  VARIANTS.flatMap((v) =>
    listRoutes(v, siteData()).flatMap((r) => {
      const base = normalizeBase(plan[v].base);
      return (['en', 'es'] as const).map((lang) => localizePath(r.path, lang, base).replace(/\/$/, '') || '/');
    }),
  ),
);

const cases = VARIANTS.flatMap((variant) =>
  contentRoutes(variant).flatMap((r) =>
    r.kind === 'content'
      ? (['en', 'es'] as const).map((lang) => [`${variant} ${r.id} ${lang}`, variant, r.id, r.path, lang] as const)
      : [],
  ),
);

const NOT_ADVICE = { en: 'is not professional tax advice', es: 'no constituye asesoría fiscal profesional' };
const TAX_GUIDES = { en: 'Tax Guides', es: 'Guías de impuestos' };

describe('content pages', () => {
  it('exist on every site: the hub pages of the brief, and the state guides on each state site', () => {
    const ids = (v: Variant) => contentRoutes(v).map((r) => (r.kind === 'content' ? r.id : ''));
    for (const id of [
      'about',
      'contact',
      'disclaimer',
      'privacy-policy',
      'terms-of-service',
      'affiliate-disclosure',
      'understanding-property-taxes',
      'how-it-works',
      'faq',
      'glossary',
      'tax-guides',
    ]) {
      expect(ids('hub'), id).toContain(id);
    }
    for (const [v, slug] of [
      ['tx', 'texas'],
      ['ca', 'california'],
      ['fl', 'florida'],
      ['ny', 'new-york'],
    ] as const) {
      for (const suffix of [
        'property-taxes-explained',
        'property-tax-appeal',
        'property-tax-exemptions',
        'tax-saving-strategies',
        'county-tax-guide',
      ]) {
        expect(ids(v)).toContain(`${slug}-${suffix}`);
      }
      expect(ids(v)).toContain('county-assessor-directory');
    }
    expect(ids('tx')).toEqual(expect.arrayContaining(['texas-payment-guide', 'mud-pid-guide']));
    expect(ids('ca')).toEqual(
      expect.arrayContaining([
        'california-2025-updates',
        'prop-13-calculator',
        'mello-roos-finder',
        'california-glossary',
      ]),
    );
    expect(ids('fl')).toEqual(expect.arrayContaining(['florida-tax-shock-calculator', 'florida-save-our-homes']));
  });

  it.each(cases)(
    '%s renders with breadcrumbs, the not-advice statement and only links to built pages',
    (_n, variant, id, path, lang) => {
      const page = renderPage(variant, id, path, lang);
      expect(page.title.length).toBeGreaterThan(10);
      const crumbs = /<nav class="breadcrumbs[^"]*"[^>]*>(.*?)<\/nav>/s.exec(page.html)?.[1] ?? '';
      expect(crumbs, 'breadcrumbs').toMatch(/<li><a href="[^"]+">[^<]+<\/a><\/li>/);
      expect(crumbs).toContain('aria-current="page"');
      if (path.startsWith('/guides/')) expect(crumbs, 'home › tax guides › page').toContain(`>${TAX_GUIDES[lang]}</a>`);
      expect(page.html).toContain(NOT_ADVICE[lang]);
      expect(page.html).toContain('data-a11y-instructions');
      const broken = [...page.html.matchAll(/href="(\/[^"#?]*)/g)]
        .map((m) => m[1]!.replace(/\/$/, '') || '/')
        .filter((href) => !builtUrls.has(href) && !href.startsWith('/assets'));
      expect(broken).toEqual([]);
    },
  );

  it('pages with a tool, the FAQ or the glossary load the tools island; the county guides the directory', () => {
    for (const [variant, id, path] of [
      ['tx', 'texas-payment-guide', '/guides/texas-payment-guide'],
      ['ca', 'prop-13-calculator', '/guides/prop-13-calculator'],
      ['ca', 'mello-roos-finder', '/guides/mello-roos-finder'],
      ['fl', 'florida-tax-shock-calculator', '/guides/florida-tax-shock-calculator'],
      ['hub', 'faq', '/faq'],
      ['hub', 'glossary', '/glossary'],
      ['ca', 'california-glossary', '/guides/california-glossary'],
    ] as const) {
      const page = renderPage(variant, id, path, 'en');
      expect(page.islands, id).toContain('tools');
      expect(page.html, id).toContain('data-island="tools"');
    }
    const guide = renderPage('fl', 'florida-county-tax-guide', '/guides/florida-county-tax-guide', 'es');
    expect(guide.islands).toContain('directory');
    expect(guide.html).toContain('data-table="major-counties"');
    expect(guide.html).toContain('data-table="tax-impact"');
  });

  it('the affiliate link to IRS Free File opens in a new tab and is marked noopener and sponsored', () => {
    for (const lang of ['en', 'es'] as const) {
      const html = renderPage('hub', 'affiliate-disclosure', '/affiliate-disclosure', lang).html;
      const link =
        /<a [^>]*href="https:\/\/www\.irs\.gov\/filing\/irs-free-file-do-your-taxes-for-free"[^>]*>/.exec(html)?.[0] ??
        '';
      expect(link).toContain('target="_blank"');
      const rel = /rel="([^"]*)"/.exec(link)?.[1]?.split(' ') ?? [];
      expect(rel).toEqual(expect.arrayContaining(['noopener', 'sponsored']));
    }
  });

  it('the contact page leaves the slot the contact form mounts into', () => {
    expect(renderPage('tx', 'contact', '/contact', 'es').html).toContain('<div id="contact-form-slot">');
  });

  it('the FAQ lists every category of spec §2 with its entries in the HTML', () => {
    const html = renderPage('tx', 'faq', '/faq', 'en').html;
    for (const c of ['general', 'calculations', 'exemptions', 'payments', 'appeals'])
      expect(html).toContain(`id="faq-${c}"`);
    expect(html).toContain('How much is the Texas homestead exemption?');
    expect(html).toContain('$140,000 off your home');
  });

  it('figures in the text come from the data: the Texas homestead amount, the Florida discounts, the referendum dates', () => {
    const tx = renderPage('tx', 'texas-property-tax-exemptions', '/guides/texas-property-tax-exemptions', 'en').html;
    expect(tx).toContain('$140,000'); // config.exemptions.homestead.amount (spec §9)
    expect(tx).toContain('$200,000'); // 140,000 + 60,000 (spec §9: $200,000 total)
    const fl = renderPage(
      'fl',
      'florida-property-taxes-explained',
      '/guides/florida-property-taxes-explained',
      'es',
    ).html;
    expect(fl).toContain('4% en noviembre, 3% en diciembre, 2% en enero y 1% en febrero'); // spec §9: 4/3/2/1 %
    expect(fl).toContain('$50,722'); // 25,000 + 25,722 (spec §9: homestead total 50,722)
    const ref = renderPage('tx', 'texas-property-taxes-explained', '/guides/texas-property-taxes-explained', 'en').html;
    expect(ref).toContain('November 4, 2025');
    expect(ref).toContain('from October 20, 2025 to October 31, 2025');
    expect(ref).toContain('October 6, 2025');
  });

  it('the assessor directory has one row per county and invents no address or phone number', () => {
    const html = renderPage('tx', 'county-assessor-directory', '/guides/county-assessor-directory', 'en').html;
    expect((html.match(/<tr id="county-/g) ?? []).length).toBe(siteData().states.tx!.counties.length);
    expect(html).not.toMatch(/\(\d{3}\)\s?\d{3}-\d{4}|\d{3}-\d{3}-\d{4}/);
    expect(html).not.toMatch(/href="https?:\/\/(?!www\.irs\.gov)/);
  });
});

describe('markdown', () => {
  const hooks = { link: (t: string) => ({ href: t, external: t.startsWith('https') }), directive: () => null };
  it('shows HTML in the source as text and opens external links in a new tab', () => {
    const html = renderToStaticMarkup(
      renderMarkdown('## Uno, dos\n\n<script>alert(1)</script> [x](https://example.org)', hooks) as never,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<h2 id="uno-dos">');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
  });
});
