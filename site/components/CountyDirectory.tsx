import { useMemo, useState } from 'react';
import type { Lang } from '../calc/types.ts';
import { formatCurrency, formatInteger, formatPercent } from '../i18n/format.ts';
import { fill, lookup, type TextTable } from './text.ts';

export interface DirectoryRow {
  slug: string;
  name: string;
  ratePct: number;
  population: number | null;
  /** Estimated tax on the example home value, from the engine at build time. */
  estimatedTax: number;
  status: 'estimate' | 'official';
}

export interface DirectoryProps {
  lang: Lang;
  rows: DirectoryRow[];
  text: TextTable;
  exampleValue: number;
  /** Link to a county page with {{slug}}. */
  countyHref: string;
}

type SortKey = 'name' | 'rate' | 'population';

/** The county directory: the whole table is in the HTML; search and sort work on top once hydrated. */
export function CountyDirectory({ lang, rows, text, exampleValue, countyHref }: DirectoryProps) {
  const tx = lookup(text);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; dir: 1 | -1 }>({ key: 'name', dir: 1 });
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const list = q ? rows.filter((r) => r.name.toLowerCase().includes(q)) : rows.slice();
    const by = (r: DirectoryRow): string | number => (sort.key === 'name' ? r.name : sort.key === 'rate' ? r.ratePct : r.population ?? -1);
    return list.sort((a, b) => {
      const x = by(a);
      const y = by(b);
      return (typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number)) * sort.dir || a.name.localeCompare(b.name);
    });
  }, [rows, query, sort]);
  const header = (key: SortKey, label: string, className?: string) => {
    const active = sort.key === key;
    return (
      <th scope="col" className={className} aria-sort={active ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none'}>
        <button type="button" data-sort={key} onClick={() => setSort({ key, dir: active ? (sort.dir === 1 ? -1 : 1) : key === 'name' ? 1 : -1 })}>
          {label}{active ? (sort.dir === 1 ? ' ▲' : ' ▼') : ''}
        </button>
      </th>
    );
  };
  return (
    <div>
      <div className="directory-tools">
        <div>
          <label htmlFor="county-search">{tx('counties.searchLabel')}</label>
          <input id="county-search" type="search" value={query} placeholder={tx('counties.searchPlaceholder')} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <p className="muted" role="status" aria-live="polite">{tx('counties.count', { count: formatInteger(shown.length, lang) })}</p>
      </div>
      {shown.length === 0 ? (
        <p className="notice" data-empty>{tx('counties.noneFound', { query })}</p>
      ) : (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                {header('name', tx('counties.columns.county'))}
                {header('rate', tx('counties.columns.taxRate'), 'num')}
                {header('population', tx('counties.columns.population'), 'num')}
                <th scope="col" className="num">{tx('counties.columns.estimatedTax', { value: formatCurrency(exampleValue, lang) })}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.slug} data-county={r.slug}>
                  <th scope="row"><a href={fill(countyHref, { slug: r.slug })}>{r.name}</a></th>
                  <td className="num">{formatPercent(r.ratePct, lang)}</td>
                  <td className="num">{r.population === null ? '' : formatInteger(r.population, lang)}</td>
                  <td className="num">{formatCurrency(r.estimatedTax, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
