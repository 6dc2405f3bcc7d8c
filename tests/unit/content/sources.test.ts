// Every guide text in sources/content: no figure typed into prose, the same sections in English
// and Spanish, the path the catalogue and the path map give, and every placeholder found in the data.
import { VARIANTS } from '../../../schema/codes.ts';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadContent } from '../../../pipeline/validate/content.ts';
import { headings, placeholderKeys, typedFigures } from '../../../pipeline/validate/content-check.ts';
import { toSpanishPath } from '../../../i18n/paths.ts';
import { CATALOGUE, pagesOf } from '../../../i18n/content/catalogue.ts';
import { fillPlaceholders } from '../../../i18n/placeholders.ts';
import { ROOT, rootFor } from './helpers.ts';

const { content, issues } = await loadContent(join(ROOT, 'sources'));
const pages = Object.entries(content).flatMap(([scope, c]) =>
  Object.entries(c!.pages).map(([id, langs]) => ({ scope, id, ...langs })),
);

describe('guide sources', () => {
  it('load without a single issue (typed figures, stray braces, missing twins, unequal sections)', () => {
    expect(issues).toEqual([]);
    expect(pages.length).toBeGreaterThanOrEqual(CATALOGUE.length);
  });

  it.each(pages.map((p) => [`${p.scope}/${p.id}`, p] as const))(
    '%s has no digit outside a placeholder or an allowlisted name',
    (_n, p) => {
      for (const lang of ['en', 'es'] as const) {
        const page = p[lang];
        expect(typedFigures([page.title, page.description, page.breadcrumb, page.body].join('\n')), lang).toEqual([]);
      }
    },
  );

  it.each(pages.map((p) => [`${p.scope}/${p.id}`, p] as const))(
    '%s has as many headings in Spanish as in English, at the same levels',
    (_n, p) => {
      expect(headings(p.es.body).length).toBe(headings(p.en.body).length);
      expect(headings(p.es.body)).toEqual(headings(p.en.body));
    },
  );

  it('has one English and one Spanish page for every catalogue entry, at the catalogue path and its Spanish twin', () => {
    for (const entry of CATALOGUE) {
      const page = pages.find((p) => p.id === entry.id && p.scope === entry.scope);
      expect(page, entry.id).toBeDefined();
      expect(page!.en.path, entry.id).toBe(entry.path);
      expect(page!.es.path, entry.id).toBe(toSpanishPath(entry.path));
    }
    expect(pages.map((p) => p.id).sort()).toEqual(CATALOGUE.map((e) => e.id).sort());
  });

  it('state pages cite only their own state facts (or the shared ones)', () => {
    const statePages = pages.filter((x) => x.scope !== 'all');
    expect(statePages.length).toBeGreaterThan(0);
    for (const p of statePages) {
      const keys = [p.en.title, p.en.description, p.en.body].flatMap(placeholderKeys).flatMap((k) => k.split('+'));
      const foreign = keys.filter(
        (k) => k.startsWith('facts.') && !k.startsWith(`facts.${p.scope}.`) && !k.startsWith('facts.us.'),
      );
      expect(foreign, p.id).toEqual([]);
    }
  });

  it.each(VARIANTS)('every placeholder of every page built on the %s site resolves against its data', (variant) => {
    const root = rootFor(variant);
    for (const entry of pagesOf(variant)) {
      const page = content[entry.scope as 'us']!.pages[entry.id]!;
      for (const lang of ['en', 'es'] as const) {
        for (const text of [page[lang].title, page[lang].description, page[lang].breadcrumb, page[lang].body]) {
          expect(() => fillPlaceholders(text, root, lang), `${entry.id}.${lang}`).not.toThrow();
        }
      }
    }
  });

  it.each(VARIANTS)('every FAQ and glossary entry shown on the %s site resolves against its data', (variant) => {
    const root = rootFor(variant);
    const scopes = variant === 'hub' ? ['us'] : ['us', variant];
    for (const scope of scopes) {
      const c = content[scope as 'us'];
      const texts = [
        ...(c?.faq?.entries ?? []).flatMap((e) => [e.question, e.answer]),
        ...(c?.glossary?.entries ?? []).flatMap((e) => [e.term, e.body]),
      ];
      for (const t of texts)
        for (const lang of ['en', 'es'] as const)
          expect(() => fillPlaceholders(t[lang], root, lang), t.en).not.toThrow();
    }
  });

  it('the FAQ covers the five categories of spec §2 and the glossary has entries in both languages', () => {
    const faq = content.us!.faq!.entries;
    expect(new Set(faq.map((e) => e.category))).toEqual(
      new Set(['general', 'calculations', 'exemptions', 'payments', 'appeals']),
    );
    expect(content.us!.glossary!.entries.length).toBeGreaterThan(15);
    expect(content.ca!.glossary!.entries.length).toBeGreaterThan(10);
  });
});
