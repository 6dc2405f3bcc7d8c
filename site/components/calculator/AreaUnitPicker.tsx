import type { AreaPickUnit } from '../../calc/area-units.ts';
import type { AreaBuilderWords } from '../../calc/states/types.ts';
import type { Lang } from '../../calc/types.ts';
import { formatNumber, formatPercent } from '../../i18n/format.ts';
import type { FormState } from './state.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * Florida and California bill builder: the home's city or unincorporated area (Florida) or tax rate area (California),
 * the county's most common first; left on the county average until one is chosen.
 */
export function AreaUnitPicker({
  words,
  units,
  form,
  update,
  t,
  lang,
  errorFor,
}: {
  /** The state's words and number style for its area table (site/calc/states/<code>.ts). */
  words: AreaBuilderWords;
  units: AreaPickUnit[];
  form: FormState;
  update: (p: Partial<FormState>) => void;
  t: Translate;
  lang: Lang;
  errorFor: (field: string) => string | null;
}) {
  const year = units[0]?.taxYear ?? '';
  const shownYear = words.fiscalYear && year !== '' ? `${year}-${String((year + 1) % 100).padStart(2, '0')}` : year;
  const error = errorFor('unit');
  // The table's first area is the county's most common; the rest follow by name in the page's language.
  const [first, ...rest] = units;
  const ordered = first
    ? [first, ...rest.sort((a, b) => a.name[lang].localeCompare(b.name[lang], lang === 'es' ? 'es' : 'en'))]
    : [];
  // Each rate as its publisher prints it (Florida in mills to 4 decimals, California in percent to 6).
  const rate = (u: AreaPickUnit): string =>
    words.rate === 'mills'
      ? `${formatNumber(u.ratePct * 10, lang, 4)} ${t('areaBuilder.mills')}`
      : formatPercent(u.ratePct, lang, 6);
  return (
    <div className="unit-picker" data-area-units>
      <fieldset>
        <legend>{t(words.title)}</legend>
        <p className="field-hint">{t(words.intro, { year: shownYear })}</p>
        <label htmlFor="area-unit" className="field-label">
          {t('areaBuilder.label')}
        </label>
        <select id="area-unit" name="areaId" value={form.areaId} onChange={(e) => update({ areaId: e.target.value })}>
          <option value="">{t('areaBuilder.countyAverage')}</option>
          {ordered.map((u) => (
            <option key={u.id} value={u.id}>
              {/* A proposed rate says so; an adopted one needs no word. */}
              {`${u.name[lang]} (${rate(u)}${u.status === 'proposed' ? `, ${t('areaBuilder.proposed')}` : ''})`}
            </option>
          ))}
        </select>
        <p className="field-hint">
          {t('areaBuilder.mostCommon')} {t('areaBuilder.partial')}
        </p>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    </div>
  );
}
