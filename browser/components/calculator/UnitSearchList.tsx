import { useState } from 'react';
import type { PickUnit } from '../../../engine/pick-unit.ts';
import type { Lang } from '../../../schema/codes.ts';
import { districtTypeLabel } from '../../../i18n/district-types.ts';
import { matches } from './unit-picks.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** How many matches a search lists before it asks for more letters. */
const SHOWN = 40;

/**
 * A long list searched by number or name (Kern's tax rate areas, a county's hundreds of districts): the chosen units,
 * the matches of the search (before one, the units a ZIP points to), as radio buttons (one) or checkboxes (any
 * number), or all of them on request. The page never renders hundreds of choices unasked.
 */
export function UnitSearchList({
  id,
  title,
  options,
  chosen,
  many,
  none,
  placeholder,
  hint,
  label,
  onChange,
  t,
  lang,
  suggested,
}: {
  id: string;
  title: string;
  options: readonly PickUnit[];
  chosen: readonly string[];
  many: boolean;
  none: string | null;
  placeholder: string;
  hint: string | null;
  label: (u: PickUnit) => string;
  /** Listed before any search: the units the home's ZIP points to. */
  suggested?: readonly string[];
  onChange: (ids: string[]) => void;
  t: Translate;
  lang: Lang;
}) {
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  const found = query.trim() === '' ? [] : options.filter((u) => matches(u, query));
  const shown = query.trim() === '' ? options.filter((u) => suggested?.includes(u.id)) : found;
  const listed = showAll ? options : options.filter((u) => chosen.includes(u.id) || shown.slice(0, SHOWN).includes(u));
  const toggle = (u: PickUnit, on: boolean) =>
    onChange(many ? (on ? [...chosen, u.id] : chosen.filter((x) => x !== u.id)) : on ? [u.id] : []);
  return (
    <>
      <label htmlFor={`${id}-search`} className="field-label">
        {title}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={query}
        autoComplete="off"
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => setQuery(e.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <p className="field-hint" role="status">
        {query.trim() === ''
          ? ''
          : found.length === 0
            ? t('billBuilder.search.none', { query: query.trim() })
            : found.length > SHOWN
              ? t('billBuilder.search.matchesMany', { count: found.length, shown: SHOWN })
              : t('billBuilder.search.matches', { count: found.length })}
      </p>
      {many && !showAll && options.length > 0 && (
        <p className="field-hint">
          <button type="button" className="btn btn-secondary" onClick={() => setShowAll(true)}>
            {t('billBuilder.showAll', { count: options.length })}
          </button>
        </p>
      )}
      <div
        className="unit-list"
        role={many ? 'group' : 'radiogroup'}
        aria-label={title}
        hidden={listed.length === 0 && !none}
      >
        {!many && none && (
          <label className="check">
            <input type="radio" name={id} checked={chosen.length === 0} onChange={() => onChange([])} />
            <span>{none}</span>
          </label>
        )}
        {listed.map((u) => (
          <label className="check" key={u.id}>
            <input
              type={many ? 'checkbox' : 'radio'}
              name={id}
              value={u.id}
              checked={chosen.includes(u.id)}
              onChange={(e) => toggle(u, e.target.checked)}
            />
            <span>
              {label(u)}{' '}
              <span className="muted small">
                {u.group ? u.group[lang] : districtTypeLabel(u.districtType ?? '', lang)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </>
  );
}
