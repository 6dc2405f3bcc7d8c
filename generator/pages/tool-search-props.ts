// Entries of the glossary and FAQ search tools. By default they come from generated/content
// (the glossary and FAQ of the national scope 'us' and of the site's own state); a page may instead name
// the scopes, or hand over its entries and categories ready-made.
import type { FaqEntry, GlossaryEntry, ToolCategory } from '../../browser/components/tools/types.ts';
import type { PageContext } from '../../browser/components/page-context.ts';
import type { PageData } from './page-data.ts';

export type SearchSource<N extends 'glossary-search' | 'faq-search'> =
  | { scopes: string[] }
  | { entries: N extends 'glossary-search' ? GlossaryEntry[] : FaqEntry[]; categories: ToolCategory[] };

/** The FAQ categories of spec §2, in the spec's order. */
export const FAQ_CATEGORIES = ['general', 'calculations', 'exemptions', 'payments', 'appeals'] as const;

function scopesOf(ctx: PageContext, source: { scopes: string[] } | undefined): string[] {
  return source?.scopes ?? (ctx.variant === 'hub' ? ['us'] : ['us', ctx.variant]);
}

/** Categories that have at least one entry, in first-seen order, without repeats. */
function used(categories: ToolCategory[], entries: { category: string }[]): ToolCategory[] {
  const seen = new Set<string>();
  return categories.filter((c) => !seen.has(c.id) && seen.add(c.id) && entries.some((e) => e.category === c.id));
}

export function glossaryProps(
  ctx: PageContext,
  data: PageData,
  source?: SearchSource<'glossary-search'>,
): { entries: GlossaryEntry[]; categories: ToolCategory[] } {
  if (source && 'entries' in source) return { entries: source.entries, categories: source.categories };
  const lang = ctx.lang;
  const parts = scopesOf(ctx, source)
    .map((s) => data.content?.[s]?.glossary)
    .filter((g) => g !== undefined);
  const entries = parts.flatMap((g) =>
    g.entries.map((e) => ({ id: e.id, term: e.term[lang], body: e.body[lang], category: e.category })),
  );
  const categories = parts.flatMap((g) => g.categories.map((c) => ({ id: c.id, label: c.label[lang] })));
  return { entries, categories: used(categories, entries) };
}

export function faqProps(
  ctx: PageContext,
  data: PageData,
  source?: SearchSource<'faq-search'>,
): { entries: FaqEntry[]; categories: ToolCategory[] } {
  const categories = FAQ_CATEGORIES.map((id) => ({ id, label: ctx.t(`faq.categories.${id}`) }));
  if (source && 'entries' in source) return { entries: source.entries, categories: source.categories };
  const lang = ctx.lang;
  const entries = scopesOf(ctx, source)
    .flatMap((s) => data.content?.[s]?.faq?.entries ?? [])
    .map((e) => ({ id: e.id, question: e.question[lang], answer: e.answer[lang], category: e.category }));
  return { entries, categories: used(categories, entries) };
}
