import { useMemo, useState } from 'react';
import { matchEntries } from '../../../engine/tools/search.ts';
import { formatInteger } from '../../../i18n/format.ts';
import { lookup } from '../text.ts';
import { Paragraphs, useHydrated } from './shared.tsx';
import type { FaqSearchProps } from './types.ts';

/**
 * The FAQ (spec §2: search and categories general, calculations, exemptions, payments, appeals).
 * Every answer is in the HTML; search and the category tabs appear once the script runs.
 */
export function FaqSearch({ lang, entries, categories, text }: FaqSearchProps) {
  const t = useMemo(() => lookup(text), [text]);
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const searchable = useMemo(
    () => entries.map((e) => ({ id: e.id, title: e.question, body: e.answer, category: e.category })),
    [entries],
  );
  const shown = useMemo(() => new Set(matchEntries(searchable, query, category)), [searchable, query, category]);
  const groups = categories
    .map((c) => ({ ...c, entries: entries.filter((e) => e.category === c.id && shown.has(e.id)) }))
    .filter((g) => g.entries.length > 0);
  const tab = (id: string | null, label: string) => (
    <li key={id ?? 'all'}>
      <button
        type="button"
        className={category === id ? 'btn' : 'btn btn-secondary'}
        aria-pressed={category === id}
        data-category-tab={id ?? 'all'}
        onClick={() => setCategory(id)}
      >
        {label}
      </button>
    </li>
  );

  return (
    <div className="tool" data-tool="faq-search" data-hydrated={hydrated ? 'true' : undefined}>
      <div hidden={!hydrated}>
        <div className="directory-tools">
          <div>
            <label htmlFor="faq-search" className="field-label">
              {t('faq.searchLabel')}
            </label>
            <input
              id="faq-search"
              type="search"
              value={query}
              placeholder={t('faq.searchPlaceholder')}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <p className="muted" role="status" aria-live="polite" data-count="">
            {t('tool.search.count', {
              count: formatInteger(shown.size, lang),
              total: formatInteger(entries.length, lang),
            })}
          </p>
        </div>
        <ul className="tool-tabs" aria-label={t('tool.search.categories')}>
          {tab(null, t('faq.allCategories'))}
          {categories.map((c) => tab(c.id, c.label))}
        </ul>
      </div>
      {groups.length === 0 && (
        <p className="notice" role="status" data-empty="">
          {t('faq.noResults', { query: query.trim() })}
        </p>
      )}
      {groups.map((g) => (
        <section key={g.id} id={`faq-${g.id}`} data-category={g.id}>
          <h2>{g.label}</h2>
          {g.entries.map((e) => (
            <div key={e.id} id={`faq-entry-${e.id}`} className="tool-faq-entry" data-entry={e.id}>
              <h3>{e.question}</h3>
              <Paragraphs text={e.answer} />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
