import { useMemo } from 'react';
import type { Lang } from '../../../schema/codes.ts';
import { countyLabel } from '../../../i18n/place-names.ts';
import type { CountyListEntry } from './props.ts';
import type { ListState } from './state.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The county select: a skeleton while the list loads, a retry when it failed, the county's own error. */
export function CountyField(p: {
  county: string;
  counties: CountyListEntry[] | null;
  listState: ListState;
  reload: () => void;
  onCounty: (slug: string) => void;
  error: string | null;
  t: Translate;
  lang: Lang;
}) {
  const { t, counties, listState } = p;
  // Made once per list: every keystroke re-renders the form, and a state has up to 254 counties.
  const options = useMemo(
    () =>
      (counties ?? []).map((c) => (
        <option key={c.slug} value={c.slug}>
          {countyLabel(c.name, p.lang)}
        </option>
      )),
    [counties, p.lang],
  );
  return (
    <>
      <label htmlFor="county">{t('calculator.county')}</label>
      {listState === 'loading' && !counties ? (
        <div className="skeleton skeleton-block" role="status" aria-label={t('calculator.loadingCounties')} />
      ) : (
        <select
          id="county"
          name="county"
          value={p.county}
          onChange={(e) => p.onCounty(e.target.value)}
          aria-busy={listState === 'loading'}
        >
          <option value="">{t('calculator.countyPlaceholder')}</option>
          {options}
        </select>
      )}
      {listState === 'error' && (
        <p className="field-error">
          {t('toasts.loadFailed')}{' '}
          <button type="button" className="btn-secondary btn" onClick={p.reload}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {p.error && (
        <p className="field-error" role="alert">
          {p.error}
        </p>
      )}
    </>
  );
}
