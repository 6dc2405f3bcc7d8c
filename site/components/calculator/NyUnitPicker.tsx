import type { Lang } from '../../calc/types.ts';
import { formatRate } from '../../i18n/format.ts';
import { nyUnitName } from '../../i18n/ny-unit-names.ts';
import { type NyPageUnit, defaultSchool, nyOptions } from './ny-bill.ts';
import type { FormState } from './state.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** New York bill builder: the town or city, the village (only inside one) and the school segment of that town. */
export function NyUnitPicker({
  units,
  form,
  update,
  t,
  lang,
  errorFor,
}: {
  units: NyPageUnit[];
  form: FormState;
  update: (p: Partial<FormState>) => void;
  t: Translate;
  lang: Lang;
  errorFor: (field: string) => string | null;
}) {
  const { municipalities, villages, schools } = nyOptions(units, form.nyMunicipalityId);
  // One year for every unit until a unit publishes a newer rate; then each line names its own.
  const years = new Set(units.map((u) => u.taxYear));
  const intro = years.size === 1 ? t('nyBuilder.intro', { year: [...years][0]! }) : t('nyBuilder.introMixed');
  const chosen = units.find((u) => u.id === form.nyMunicipalityId);
  const inCity = chosen?.type === 'city';
  const label = (u: NyPageUnit): string =>
    `${nyUnitName(u.name, lang)} (${u.ratePct === null ? '—' : formatRate(u.ratePct, lang)})`;
  const schoolLabel = (u: NyPageUnit): string =>
    `${nyUnitName(u.name.replace(/ \(segment in [^)]*\)$/, ''), lang)} (${u.ratePct === null ? '—' : formatRate(u.ratePct, lang)})`;
  const onMunicipality = (id: string): void => {
    const picked = units.find((u) => u.id === id);
    update({
      nyMunicipalityId: id,
      nySchoolId: id ? defaultSchool(units, id) : '',
      ...(picked?.type === 'city' ? { nyVillageId: '' } : {}),
    });
  };
  const error = errorFor('unit') ?? errorFor('school');
  return (
    <div className="unit-picker" data-ny-units>
      <fieldset>
        <legend>{t('nyBuilder.title')}</legend>
        <p className="field-hint">{intro}</p>
        <label htmlFor="ny-municipality" className="field-label">
          {t('nyBuilder.municipality')}
        </label>
        <select
          id="ny-municipality"
          name="nyMunicipalityId"
          value={form.nyMunicipalityId}
          onChange={(e) => onMunicipality(e.target.value)}
        >
          <option value="">{t('nyBuilder.countyAverage')}</option>
          {municipalities.map((u) => (
            <option key={u.id} value={u.id} disabled={u.ratePct === null}>
              {label(u)}
            </option>
          ))}
        </select>
        <p className="field-hint">{t('nyBuilder.mostCommon')}</p>
        <label htmlFor="ny-village" className="field-label">
          {t('nyBuilder.village')}
        </label>
        <select
          id="ny-village"
          name="nyVillageId"
          value={form.nyVillageId}
          disabled={!form.nyMunicipalityId || inCity}
          onChange={(e) => update({ nyVillageId: e.target.value })}
        >
          <option value="">{t('nyBuilder.noVillage')}</option>
          {villages.map((u) => (
            <option key={u.id} value={u.id} disabled={u.ratePct === null}>
              {label(u)}
            </option>
          ))}
        </select>
        <p className="field-hint">{inCity ? t('nyBuilder.villageInCity') : t('nyBuilder.villageHint')}</p>
        <label htmlFor="ny-school" className="field-label">
          {t('nyBuilder.school')}
        </label>
        <select
          id="ny-school"
          name="nySchoolId"
          value={form.nySchoolId}
          disabled={!form.nyMunicipalityId}
          onChange={(e) => update({ nySchoolId: e.target.value })}
        >
          {schools.map((u) => (
            <option key={u.id} value={u.id} disabled={u.ratePct === null}>
              {schoolLabel(u)}
            </option>
          ))}
        </select>
        <p className="field-hint">{t('nyBuilder.schoolHint')}</p>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    </div>
  );
}
