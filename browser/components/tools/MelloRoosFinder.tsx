import { useMemo, useRef, useState } from 'react';
import {
  searchZip,
  zipIndex,
  type ZipCountyTable,
  type ZipIndex,
  type ZipSearch,
} from '../../../engine/tools/zip-lookup.ts';
import { lookup } from '../text.ts';
import { MelloRoosFacts, MelloRoosResult } from './MelloRoosParts.tsx';
import { useHydrated } from './shared.tsx';
import type { MelloRoosToolProps } from './types.ts';

type Phase = 'idle' | 'loading' | 'done' | 'error';

/** Mello-Roos finder (spec §2, §8): ZIP or address → county, its rate, and what we can honestly say. */
export function MelloRoosFinder(props: MelloRoosToolProps) {
  const { lang, facts } = props;
  const t = useMemo(() => lookup(props.text), [props.text]);
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [search, setSearch] = useState<ZipSearch | null>(null);
  const index = useRef<ZipIndex | null>(null);

  // The ZIP table is fetched on the first search only, so visitors who just read pay nothing for it.
  const loadIndex = async (): Promise<ZipIndex> => {
    if (index.current) return index.current;
    if (!props.zipTableUrl) throw new Error('no ZIP table in this build');
    const r = await fetch(props.zipTableUrl);
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
    index.current = zipIndex((await r.json()) as ZipCountyTable);
    return index.current;
  };

  const onSearch = (): void => {
    if (query.trim() === '') return;
    setPhase('loading');
    loadIndex()
      .then((idx) => {
        setSearch(searchZip(query, idx));
        setPhase('done');
      })
      .catch(() => setPhase('error'));
  };

  return (
    <section
      className="card tool"
      data-tool="mello-roos-finder"
      data-hydrated={hydrated ? 'true' : undefined}
      aria-labelledby="mello-roos-title"
    >
      <h2 id="mello-roos-title">{t('tool.melloRoos.title')}</h2>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch();
        }}
        noValidate
      >
        <label htmlFor="mello-roos-query">{t('melloRoos.searchLabel')}</label>
        <input
          id="mello-roos-query"
          name="q"
          type="search"
          autoComplete="postal-code"
          value={query}
          placeholder={t('melloRoos.searchPlaceholder')}
          aria-describedby="mello-roos-hint"
          onChange={(e) => setQuery(e.target.value)}
        />
        <p id="mello-roos-hint" className="field-hint">
          {t('tool.melloRoos.hint')}
        </p>
        <p>
          <button type="submit" className="btn" disabled={!hydrated || phase === 'loading' || query.trim() === ''}>
            {phase === 'loading' ? t('tool.melloRoos.searching') : t('melloRoos.search')}
          </button>
        </p>
      </form>
      <div aria-live="polite" data-results="">
        {phase === 'error' && (
          <p className="field-error" role="alert">
            {t('tool.melloRoos.loadError')}{' '}
            <button type="button" className="btn btn-secondary" onClick={onSearch}>
              {t('common.retry')}
            </button>
          </p>
        )}
        {phase === 'done' && search && search.kind !== 'found' && search.kind !== 'empty' && (
          <p className="notice" data-no-results="">
            {t('melloRoos.noResults')}
          </p>
        )}
        {phase === 'done' && search?.kind === 'found' && (
          <MelloRoosResult
            search={search}
            counties={props.counties}
            facts={facts}
            exampleValue={props.exampleValue}
            countyHref={props.countyHref}
            t={t}
            lang={lang}
          />
        )}
      </div>
      <MelloRoosFacts facts={facts} t={t} lang={lang} />
    </section>
  );
}
