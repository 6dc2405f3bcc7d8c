import { useMemo, useState } from 'react';
import { countyLabel } from '../../i18n/place-names.ts';
import type { Lang } from '../../schema/codes.ts';
import { formatCurrency, formatInteger, formatPercent } from '../../i18n/format.ts';
import { DataTable } from './DataTable.tsx';
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
  const t = lookup(text);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; dir: 1 | -1 }>({ key: 'name', dir: 1 });
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    // A county is found by its name as the source writes it or as the page shows it ("Condado de Harris").
    const found = (r: DirectoryRow): boolean =>
      r.name.toLowerCase().includes(q) || countyLabel(r.name, lang).toLowerCase().includes(q);
    const list = q ? rows.filter(found) : rows.slice();
    const by = (r: DirectoryRow): string | number =>
      sort.key === 'name' ? r.name : sort.key === 'rate' ? r.ratePct : (r.population ?? -1);
    return list.sort((a, b) => {
      const x = by(a);
      const y = by(b);
      return (
        (typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number)) * sort.dir ||
        a.name.localeCompare(b.name)
      );
    });
  }, [rows, query, sort, lang]);
  // A sortable column's header: a button, with aria-sort saying how the rows are ordered now.
  const sortable = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return {
      headerProps: { 'aria-sort': active ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none' } as const,
      header: (
        <button
          type="button"
          data-sort={key}
          onClick={() => setSort({ key, dir: active ? (sort.dir === 1 ? -1 : 1) : key === 'name' ? 1 : -1 })}
        >
          {label}
          {active ? (sort.dir === 1 ? ' ▲' : ' ▼') : ''}
        </button>
      ),
    };
  };
  return (
    <div>
      <div className="directory-tools">
        <div>
          <label htmlFor="county-search">{t('counties.searchLabel')}</label>
          <input
            id="county-search"
            type="search"
            value={query}
            placeholder={t('counties.searchPlaceholder')}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <p className="muted" role="status" aria-live="polite">
          {t(shown.length === 1 ? 'counties.countOne' : 'counties.count', { count: formatInteger(shown.length, lang) })}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="notice" data-empty>
          {t('counties.noneFound', { query })}
        </p>
      ) : (
        <DataTable
          label={t('counties.title')}
          rows={shown}
          rowKey={(r) => r.slug}
          rowProps={(r) => ({ 'data-county': r.slug })}
          columns={[
            {
              ...sortable('name', t('counties.columns.county')),
              cell: (r) => <a href={fill(countyHref, { slug: r.slug })}>{countyLabel(r.name, lang)}</a>,
            },
            {
              ...sortable('rate', t('counties.columns.taxRate')),
              num: true,
              cell: (r) => formatPercent(r.ratePct, lang),
            },
            {
              ...sortable('population', t('counties.columns.population')),
              num: true,
              cell: (r) => (r.population === null ? '' : formatInteger(r.population, lang)),
            },
            {
              header: t('counties.columns.estimatedTax', { value: formatCurrency(exampleValue, lang) }),
              num: true,
              cell: (r) => formatCurrency(r.estimatedTax, lang),
            },
          ]}
        />
      )}
    </div>
  );
}
