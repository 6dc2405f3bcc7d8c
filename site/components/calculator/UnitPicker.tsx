import { useMemo, useState } from 'react';
import type { Lang } from '../../calc/types.ts';
import { formatRate } from '../../i18n/format.ts';
import { districtTypeLabel } from '../../i18n/district-types.ts';
import type { PickUnit } from './props.ts';
import type { FormState } from './state.ts';
import { LocalExemptionFields } from './LocalExemptionFields.tsx';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

const label = (u: PickUnit, lang: Lang): string => `${u.name} (${formatRate(u.ratePct!, lang)})`;

/** Texas bill builder: the visitor's school district, city (or none) and any partial-county districts. */
export function UnitPicker({
  units,
  form,
  update,
  t,
  lang,
  floor,
  maxPct,
  errorFor,
}: {
  units: PickUnit[];
  form: FormState;
  update: (p: Partial<FormState>) => void;
  t: Translate;
  lang: Lang;
  /** The $5,000 floor and the 20 % ceiling of a unit's own homestead exemption (state config). */
  floor: number;
  maxPct: number;
  errorFor: (field: string) => string | null;
}) {
  const [filter, setFilter] = useState('');
  const [showAll, setShowAll] = useState(false);
  // Sorted and labelled once per unit list, not on each keystroke (Harris County has over 600 units).
  const { schoolOptions, cityOptions, wide, local } = useMemo(() => {
    const rated = units.filter((u) => u.ratePct !== null);
    const options = (type: PickUnit['type']) =>
      rated
        .filter((u) => u.type === type)
        .map((u) => (
          <option key={u.id} value={u.id}>
            {label(u, lang)}
          </option>
        ));
    return {
      schoolOptions: options('school'),
      cityOptions: options('city'),
      wide: rated.filter((u) => u.type === 'special' && u.countywide),
      local: rated.filter((u) => u.type === 'special' && !u.countywide),
    };
  }, [units, lang]);
  // A county can have hundreds of districts (Harris: over 500): list the chosen ones and the matches
  // of a search, or all of them on request, so the page never renders hundreds of boxes unasked.
  const q = filter.trim().toLowerCase();
  const shown = showAll
    ? local
    : local.filter((u) => form.districtIds.includes(u.id) || (q !== '' && u.name.toLowerCase().includes(q)));
  return (
    <div className="unit-picker">
      <fieldset>
        <legend>{t('billBuilder.title')}</legend>
        <p className="field-hint">{t('billBuilder.intro')}</p>
        <label htmlFor="school-district" className="field-label">
          {t('billBuilder.school')}
        </label>
        <select
          id="school-district"
          name="schoolId"
          value={form.schoolId}
          onChange={(e) => update({ schoolId: e.target.value })}
        >
          {schoolOptions}
        </select>
        <label htmlFor="city" className="field-label">
          {t('billBuilder.city')}
        </label>
        <select id="city" name="cityId" value={form.cityId} onChange={(e) => update({ cityId: e.target.value })}>
          <option value="">{t('billBuilder.unincorporated')}</option>
          {cityOptions}
        </select>
        {wide.length > 0 && (
          <p className="field-hint">
            {t('billBuilder.countywide', { names: wide.map((u) => label(u, lang)).join(', ') })}
          </p>
        )}
        {local.length > 0 && (
          <>
            <label htmlFor="district-filter" className="field-label">
              {t('billBuilder.districts')}
            </label>
            <input
              id="district-filter"
              type="search"
              value={filter}
              placeholder={t('billBuilder.filter')}
              onChange={(e) => setFilter(e.target.value)}
            />
            {!showAll && (
              <p className="field-hint">
                <button type="button" className="btn btn-secondary" onClick={() => setShowAll(true)}>
                  {t('billBuilder.showAll', { count: local.length })}
                </button>
              </p>
            )}
            <div className="unit-list" role="group" aria-label={t('billBuilder.districts')} hidden={shown.length === 0}>
              {shown.map((u) => (
                <label className="check" key={u.id}>
                  <input
                    type="checkbox"
                    checked={form.districtIds.includes(u.id)}
                    onChange={(e) =>
                      update({
                        districtIds: e.target.checked
                          ? [...form.districtIds, u.id]
                          : form.districtIds.filter((id) => id !== u.id),
                      })
                    }
                  />
                  <span>
                    {label(u, lang)} <span className="muted small">{districtTypeLabel(u.districtType, lang)}</span>
                  </span>
                </label>
              ))}
            </div>
          </>
        )}
        <LocalExemptionFields
          units={units}
          form={form}
          update={update}
          t={t}
          lang={lang}
          floor={floor}
          maxPct={maxPct}
          errorFor={errorFor}
        />
      </fieldset>
    </div>
  );
}
