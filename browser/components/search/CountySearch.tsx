import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { countyLabel } from '../../../i18n/place-names.ts';
import { type Hit, type SearchResult, search, zipOf } from '../../search/match.ts';
import type { SearchIndex, ZipShard } from '../../search/types.ts';
import { lookup, type TextTable } from '../text.ts';
import { PICK_COUNTY_EVENT } from './events.ts';

export interface CountySearchProps {
  /** Unique on the page; the ids of the box, its list and its messages derive from it. */
  id: string;
  /** The site's search data (hashed JSON), loaded when the visitor first reaches the box. */
  dataUrl: string;
  text: TextTable;
  /** Link to a county page with {{key}} (the slug, or "<state>/<slug>" on the hub), in the page's language. */
  countyHref: string;
  /** The page without JavaScript: where the plain form goes (the prerendered county list). */
  action: string;
  /** 'navigate' opens the county page; 'fill' picks the county in the page's calculator. */
  mode: 'navigate' | 'fill';
  /** The hub lists counties of every state: their names carry the state. */
  showState: boolean;
  /** Text key naming the search landmark, where a page holds a second search (landmarks must differ). */
  landmarkKey?: string;
  /** The hub: a state site's county page with {{slug}}, by postal code, where a ZIP's units are chosen. */
  zipHref?: Record<string, string>;
}

type Load = { index: SearchIndex; shards: Map<string, Record<string, string>> };

/**
 * The county search (WAI-ARIA combobox with a listbox popup): type a ZIP or part of a name, move
 * through the matches with the arrow keys, Enter picks. The server renders a plain GET form to
 * the county list page, which is what a visitor without JavaScript uses.
 */
export function CountySearch(props: CountySearchProps) {
  const t = lookup(props.text);
  const ids = { input: `${props.id}-input`, list: `${props.id}-list`, hint: `${props.id}-hint` };
  const [query, setQuery] = useState('');
  const [data, setData] = useState<Load | null>(null);
  const [loadState, setLoadState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [result, setResult] = useState<SearchResult>({ kind: 'empty' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<string | null>(null);
  const loading = useRef<Promise<Load> | null>(null);

  const load = (): Promise<Load> => {
    if (!loading.current) {
      setLoadState('loading');
      loading.current = fetch(props.dataUrl)
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then((index: SearchIndex) => {
          const loaded = { index, shards: new Map<string, Record<string, string>>() };
          setData(loaded);
          setLoadState('ready');
          return loaded;
        });
      loading.current.catch(() => {
        loading.current = null;
        setLoadState('failed');
      });
    }
    return loading.current;
  };

  /** The ZIP table that holds this ZIP: the site's own, or the hub's shard for its first digit. */
  const zipTable = async (loaded: Load, zip: string): Promise<Record<string, string> | undefined> => {
    if (loaded.index.zips) return loaded.index.zips;
    const digit = zip[0]!;
    const url = loaded.index.shards?.[digit];
    if (!url) return undefined;
    if (!loaded.shards.has(digit)) {
      const shard = await fetch(url).then((r) =>
        r.ok ? (r.json() as Promise<ZipShard>) : Promise.reject(new Error(`HTTP ${r.status}`)),
      );
      loaded.shards.set(digit, shard.zips);
    }
    return loaded.shards.get(digit);
  };

  // Each query is searched once its data is in; a later keystroke wins over a slower earlier one.
  useEffect(() => {
    let current = true;
    if (query.trim() === '') {
      setResult({ kind: 'empty' });
      return undefined;
    }
    load()
      .then(async (loaded) => {
        const zip = zipOf(query);
        const table = zip ? await zipTable(loaded, zip) : undefined;
        if (!current) return;
        setResult(search(query, loaded.index, table));
        setActive(-1);
        setOpen(true);
      })
      .catch(() => {
        if (current) setLoadState('failed');
      });
    return () => {
      current = false;
    };
    // The loaders are stable for the island's life; only the query drives a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const hits: Hit[] = result.kind === 'zip' || result.kind === 'names' ? result.hits : [];
  const expanded = open && hits.length > 0;
  const lang = props.text['@lang'] === 'es' ? 'es' : 'en';
  const label = (h: Hit): string => {
    const name = countyLabel(h.name, lang);
    return props.showState ? `${name}, ${h.state}` : name;
  };

  const choose = (h: Hit): void => {
    setOpen(false);
    setActive(-1);
    if (props.mode === 'fill') {
      window.dispatchEvent(new CustomEvent(PICK_COUNTY_EVENT, { detail: { slug: h.key } }));
      setQuery(countyLabel(h.name, lang));
      setPicked(t('visual.search.filled', { county: h.name }));
      return;
    }
    // A ZIP goes with the visitor: the county page chooses the ZIP's school district and city.
    const zip = result.kind === 'zip' ? `?zip=${result.zip}` : '';
    const site = props.zipHref?.[h.state];
    const slug = h.key.slice(h.key.indexOf('/') + 1);
    if (zip && site) window.location.assign(`${site.replace('{{slug}}', slug)}${zip}`);
    // A state site's own county page takes the ZIP; the hub's pages of other states bill no units.
    else window.location.assign(`${props.countyHref.replace('{{key}}', h.key)}${props.zipHref ? '' : zip}`);
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'ArrowDown' && hits.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % hits.length);
    } else if (e.key === 'ArrowUp' && hits.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? hits.length - 1 : a - 1));
    } else if (e.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    } else if (e.key === 'Enter') {
      // With JavaScript the box picks the county itself; the plain form is for pages without it.
      e.preventDefault();
      const h = active >= 0 ? hits[active] : hits.length === 1 || result.kind === 'names' ? hits[0] : undefined;
      if (h) choose(h);
      else if (hits.length) setOpen(true);
    }
  };

  const status = ((): string => {
    if (picked) return picked;
    if (loadState === 'failed') return t('visual.search.loadFailed');
    if (loadState === 'loading' && query.trim()) return t('visual.search.loading');
    switch (result.kind) {
      case 'zip': {
        // Connecticut's old counties have planning regions to offer; other retired codes (Alaska, South Dakota) a
        // search by name.
        if (result.old)
          return t(result.old.state === 'CT' ? 'visual.search.zipOldCounty' : 'visual.search.zipOldCode', {
            zip: result.zip,
            old: `${result.old.name}, ${result.old.state}`,
          });
        if (result.hits.length === 1)
          return t('visual.search.zipOne', { zip: result.zip, county: label(result.hits[0]!) });
        return `${t('visual.search.zipMany', { zip: result.zip, count: result.hits.length })} ${t('visual.search.zipShareUnknown')}`;
      }
      case 'zip-unknown':
        return t('visual.search.zipUnknown', { zip: result.zip });
      case 'names':
        if (result.hits.length === 0) return t('visual.search.noMatch', { query: result.query });
        return result.hits.length === 1
          ? t('visual.search.oneResult')
          : t('visual.search.results', { count: result.hits.length });
      default:
        return '';
    }
  })();

  return (
    <form
      className="county-search"
      role="search"
      aria-label={props.landmarkKey ? t(props.landmarkKey) : undefined}
      action={props.action}
      method="get"
      data-search-ready={data ? '' : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        const h = hits[active >= 0 ? active : 0];
        if (h) choose(h);
      }}
    >
      <label htmlFor={ids.input}>{t('visual.search.label')}</label>
      <div className="county-search-row">
        <div className="county-search-box">
          <input
            id={ids.input}
            name="q"
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={query}
            placeholder={t('visual.search.placeholder')}
            aria-describedby={ids.hint}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={ids.list}
            aria-activedescendant={expanded && active >= 0 ? `${ids.list}-${active}` : undefined}
            onChange={(e) => {
              setPicked(null);
              setQuery(e.target.value);
            }}
            onFocus={() => {
              load().catch(() => undefined);
            }}
            onKeyDown={onKey}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
          />
          <ul
            id={ids.list}
            role="listbox"
            aria-label={t('visual.search.label')}
            className="county-search-list"
            hidden={!expanded}
          >
            {hits.map((h, i) => (
              <li
                key={h.index}
                id={`${ids.list}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'active' : undefined}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(h)}
              >
                {label(h)}
              </li>
            ))}
          </ul>
        </div>
        <button type="submit" className="btn">
          {t('visual.search.submit')}
        </button>
      </div>
      <p id={ids.hint} className="field-hint">
        {t('visual.search.hint')}
      </p>
      <p className="county-search-status" role="status">
        {status}
      </p>
    </form>
  );
}
