import { useMemo, useState } from 'react';
import { matchEntries } from '../../../engine/tools/search.ts';
import { formatInteger } from '../../../i18n/format.ts';
import { lookup } from '../text.ts';
import { Paragraphs, useHydrated } from './shared.tsx';
import type { GlossarySearchProps } from './types.ts';

/**
 * The glossary (spec §2: search and category quick-jump). Every entry is in the HTML, grouped by
 * category with anchors; the search box appears once the script runs, since only then does it work.
 */
export function GlossarySearch({ lang, entries, categories, text }: GlossarySearchProps) {
  const t = useMemo(() => lookup(text), [text]);
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const searchable = useMemo(
    () => entries.map((e) => ({ id: e.id, title: e.term, body: e.body, category: e.category })),
    [entries],
  );
  const shown = useMemo(() => new Set(matchEntries(searchable, query)), [searchable, query]);
  const groups = categories
    .map((c) => ({ ...c, entries: entries.filter((e) => e.category === c.id && shown.has(e.id)) }))
    .filter((g) => g.entries.length > 0);

  return (
    <div className="tool" data-tool="glossary-search" data-hydrated={hydrated ? 'true' : undefined}>
      <div className="directory-tools" hidden={!hydrated}>
        <div>
          <label htmlFor="glossary-search" className="field-label">
            {t('glossary.searchLabel')}
          </label>
          <input
            id="glossary-search"
            type="search"
            value={query}
            placeholder={t('glossary.searchPlaceholder')}
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
      <nav aria-label={t('glossary.jumpTo')} data-quick-jump="">
        <p className="field-label">{t('glossary.jumpTo')}</p>
        <ul className="link-list">
          {groups.map((g) => (
            <li key={g.id}>
              <a href={`#glossary-${g.id}`}>{g.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.length === 0 && (
        <p className="notice" role="status" data-empty="">
          {t('glossary.noResults', { query: query.trim() })}
        </p>
      )}
      {groups.map((g) => (
        <section key={g.id} id={`glossary-${g.id}`} data-category={g.id}>
          <h2>{g.label}</h2>
          <dl className="tool-entries">
            {g.entries.map((e) => (
              <div key={e.id} id={`term-${e.id}`} data-entry={e.id}>
                <dt>{e.term}</dt>
                <dd>
                  <Paragraphs text={e.body} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
