// The tools as the server renders them (what a reader without JavaScript gets), from the real
// generated data through toolProps, in both languages; and their island props.
import { readdirSync, readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { pageContext } from '../../../generator/index.ts';
import { sitePlan } from '../../../generator/plan.ts';
import type { Lang, Variant } from '../../../schema/codes.ts';
import { renderTool } from '../../../browser/components/tools/registry.tsx';
import type { ToolName } from '../../../browser/components/tools/types.ts';
import { createTranslator } from '../../../i18n/index.ts';
import { toolProps, toolText } from '../../../generator/pages/tool-props.ts';
import { ROOT } from './helpers.ts';

const data = loadSiteData(ROOT);
const plan = sitePlan(ROOT, {});
const ctxFor = (variant: Variant, lang: Lang) => {
  const opts = plan[variant];
  const t = createTranslator(lang, variant === 'hub' ? undefined : variant).t;
  return pageContext(opts, data, opts.base, `${opts.origin}${opts.base}`, lang, '/guides/x', t, {
    countyList: null,
    units: null,
    zipCounties: '/ca/data/ca-zip-counties-x.json',
  });
};
const html = (variant: Variant, lang: Lang, name: ToolName) =>
  renderToStaticMarkup(renderTool(name, toolProps(name, ctxFor(variant, lang), data)));
const figure = (markup: string, key: string) => new RegExp(`data-figure="${key}">([^<]*)<`).exec(markup)?.[1];

describe('payment calculator (Texas)', () => {
  const en = html('tx', 'en', 'payment-calculator');
  it('renders the $5,000 example: full, split, late rows, discounts and fees', () => {
    expect(figure(en, 'full')).toBe('$5,000');
    expect(figure(en, 'split')).toBe('$2,500 + $2,500');
    expect(en).toContain('Pay in full by January 31');
    expect(en).toContain('Split payment: November 30 and June 30');
    expect(en).toContain('the full $5,000 is due by January 31');
    expect(en).toContain(
      '<td class="num" data-cell="penalty">$300 (6%)</td><td class="num" data-cell="interest">$50 (1%)</td>',
    );
    expect(en).toContain('data-cell="total">up to $2,080</td>');
    expect(en).toContain('Savings on a $5,000 bill');
    expect(en).toContain(
      '<th scope="row">In October</th><td class="num" data-cell="discount">3%</td><td class="num" data-cell="savings">$150</td>',
    );
    // Each county office's own fees (Harris 2.40 % and a $0.50 e-check; Dallas none), under the 5 % cap.
    expect(en).toContain(
      '<th scope="row">Harris</th><td class="num" data-fee="card">2.40%: $120.00</td><td class="num" data-fee="echeck">$0.50</td>',
    );
    expect(en).toContain(
      '<th scope="row">Dallas</th><td class="num" data-fee="card">2.15%: $107.50</td><td class="num" data-fee="echeck">none</td>',
    );
    expect(en).toContain('caps a card fee at 5% of the payment');
    expect(en).not.toContain('Harris and Bexar');
  });
  it('in Spanish', () => {
    const es = html('tx', 'es', 'payment-calculator');
    expect(es).toContain('Pague el total a más tardar el 31 de enero');
    expect(es).toContain('Pago en dos partes: 30 de noviembre y 30 de junio');
    expect(es).toContain('Desde el 1 de julio');
    expect(es).toContain('ninguna de las oficinas de impuestos de los condados más grandes publica uno');
  });
  it('carries its props beside the markup for hydration', () => {
    const json = /<script type="application\/json" data-island-props="tool-payment-calculator">(.*?)<\/script>/.exec(
      en,
    )![1]!;
    const island = JSON.parse(json);
    expect(island.tool).toBe('payment-calculator');
    expect(island.props.facts.example.bill).toBe(5000);
    expect(island.props.facts).not.toHaveProperty('source');
    expect(en).toContain('data-island="tools" id="tool-payment-calculator"');
  });
});

describe('Prop 13 demo (California)', () => {
  const en = html('ca', 'en', 'prop13-demo');
  it('starts on the statewide average the records carry (1.1253 %) with the example inputs', () => {
    // 500,000 × 1.02^11 = 621,687.15; × 1.1253 % = 6,995.85; 900,000 × 1.1253 % = 10,127.70; saves 3,131.85
    expect(figure(en, 'protected-assessment')).toBe('$621,687');
    expect(figure(en, 'tax-without')).toBe('$10,128');
    expect(figure(en, 'actual-tax')).toBe('$6,996');
    expect(figure(en, 'annual-savings')).toBe('$3,132');
    expect(figure(en, 'years-held')).toBe('11');
    expect(en).toContain(
      'Rate used: 1% general levy + 0.125% voter-approved debt = 1.125%; California statewide average, 2023-24 average.',
    );
    expect(en).toContain('<option value="los-angeles">Los Angeles County (1.181%)</option>');
    expect(en).toContain('straight line from the purchase price');
  });
  it('in Spanish', () => {
    const es = html('ca', 'es', 'prop13-demo');
    expect(es).toContain('Ahorro total desde la compra');
    expect(es).toContain('Promedio estatal de California');
  });
});

describe('tax shock (Florida)', () => {
  it('starts on the most populous county, Miami-Dade, at the default $350,000', () => {
    const en = html('fl', 'en', 'tax-shock');
    // school 325,000 × 0.6633 % = 2,155.73; non-school 299,278 × 1.18563 % = 3,548.33; 5,704.05
    expect(figure(en, 'new-tax')).toBe('$5,704');
    expect(figure(en, 'seller-tax')).toBe('—');
    expect(en).toContain('<option value="miami-dade" selected="">Miami-Dade County</option>');
    expect(en).toContain('take $50,722 off that value; apply by March 1');
  });
});

describe('Mello-Roos finder (California)', () => {
  it('says what holds everywhere, from the spec §9 facts, and points at the lazy ZIP table', () => {
    const en = html('ca', 'en', 'mello-roos-finder');
    expect(en).toContain('no published figure gives a typical amount');
    expect(en).toContain(
      'not a legal limit: be careful with a Mello-Roos charge above 0.50% of the home&#x27;s value a year, or a total tax rate above 2%',
    );
    expect(en).toContain('direct charges');
    expect(en).not.toMatch(/https?:\/\//);
    const props = toolProps('mello-roos-finder', ctxFor('ca', 'en'), data);
    expect(props.zipTableUrl).toBe('/ca/data/ca-zip-counties-x.json');
    expect(props.counties).toHaveLength(58);
  });
});

describe('glossary and FAQ search', () => {
  const entries = [
    { id: 'levy', term: 'Levy', body: 'A tax imposed.\n\nSecond paragraph.', category: 'basics' },
    { id: 'cfd', term: 'CFD', body: 'Community Facilities District.', category: 'california' },
  ];
  const categories = [
    { id: 'basics', label: 'Basics' },
    { id: 'california', label: 'California' },
    { id: 'empty', label: 'Empty' },
  ];

  it('glossary: every entry in the HTML, quick-jump anchors, the search box hidden until it works', () => {
    const ctx = ctxFor('ca', 'en');
    const markup = renderToStaticMarkup(
      renderTool('glossary-search', toolProps('glossary-search', ctx, data, { entries, categories })),
    );
    expect(markup).toContain('<a href="#glossary-basics">Basics</a>');
    expect(markup).not.toContain('#glossary-empty');
    expect(markup).toContain('<p>A tax imposed.</p><p>Second paragraph.</p>');
    expect(markup).toMatch(/<div class="directory-tools" hidden="">/);
  });

  it('FAQ: the five spec categories as tabs, in Spanish too', () => {
    const ctx = ctxFor('tx', 'es');
    const faq = [{ id: 'due', question: '¿Cuándo vence?', answer: 'El 31 de enero.', category: 'payments' }];
    const markup = renderToStaticMarkup(
      renderTool(
        'faq-search',
        toolProps('faq-search', ctx, data, {
          entries: faq,
          categories: toolProps('faq-search', ctx, data, { scopes: [] }).categories,
        }),
      ),
    );
    expect(toolProps('faq-search', ctx, data, { scopes: [] }).categories).toEqual([]);
    expect(markup).toContain('¿Cuándo vence?');
    expect(markup).toContain('data-category-tab="all"');
  });
});

describe('tool text', () => {
  const sources = readdirSync(`${ROOT}browser/components/tools`)
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => readFileSync(`${ROOT}browser/components/tools/${f}`, 'utf8'))
    .join('\n');
  const used = [...new Set([...sources.matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]!))];
  it.each(['en', 'es'] as const)('every literal key a tool reads exists in %s and reaches some tool', (lang) => {
    const t = createTranslator(lang, 'ca');
    const tables = (
      ['payment-calculator', 'prop13-demo', 'tax-shock', 'mello-roos-finder', 'glossary-search', 'faq-search'] as const
    ).map((n) => toolText(ctxFor('ca', lang), n));
    for (const key of used) {
      expect(t.has(key), key).toBe(true);
      expect(
        tables.some((table) => key in table),
        key,
      ).toBe(true);
    }
    expect(used.length).toBeGreaterThan(60);
  });
});
