import { NYC_CLASSES, type NycClass, type StarForm, type StarType } from '../../calc/model.ts';
import type { OfferedCheckbox } from '../../calc/exemption-inputs.ts';
import type { CheckboxId } from '../../calc/states/index.ts';
import type { Lang, StateConfig } from '../../calc/types.ts';
import { formatCurrency } from '../../i18n/format.ts';
import type { ShowToast } from '../Toasts.tsx';
import type { CalculatorTiming } from './props.ts';
import type { FormState } from './state.ts';
import { standInYear } from '../figure-year.ts';
import { checkboxLabel, offeredCheckboxes } from './checkboxes.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

interface Props {
  config: StateConfig;
  form: FormState;
  update: (patch: Partial<FormState>) => void;
  t: Translate;
  isNyc: boolean;
  show: ShowToast;
  timing: CalculatorTiming;
  lang: Lang;
  errorFor: (field: string) => string | null;
  /** Keeps ids unique when a second copy of the fields is on the page (the mobile wizard). */
  idPrefix?: string;
  /** The state's checkbox exemptions; by default its module's list (site/calc/states/). */
  choices?: readonly OfferedCheckbox[];
}

/** The exemption choices the state's config offers, each with its amount from the config. */
export function ExemptionFields({
  config,
  form,
  update,
  t,
  isNyc,
  show,
  timing,
  lang,
  errorFor,
  idPrefix = '',
  choices,
}: Props) {
  const ex = config.exemptions;
  const amount = (id: string): string => {
    if (!ex[id]?.amount) return '';
    const year = standInYear(config, `exemptions.${id}.amount`);
    return ` (${formatCurrency(ex[id]!.amount!, lang)}${year ? `, ${t('calculator.amountOfYear', { year })}` : ''})`;
  };
  const check = (id: string, key: CheckboxId, label: string, toastKey?: string) => (
    <label className="check" key={`${id}-${key}`}>
      <input
        type="checkbox"
        name={key}
        checked={form[key]}
        onChange={(e) => {
          update({ [key]: e.target.checked });
          if (e.target.checked && toastKey) show({ kind: 'success', title: t(toastKey), ms: timing.toastDefaultMs });
        }}
      />
      <span>{label}</span>
    </label>
  );
  const star = (ex.starBasic || isNyc) && (
    <div key="star">
      <label htmlFor={`${idPrefix}star-type`} className="field-label">
        {t('nyc.starType')}
      </label>
      <select
        id={`${idPrefix}star-type`}
        name="starType"
        value={form.starType}
        onChange={(e) => update({ starType: e.target.value as StarType })}
      >
        <option value="none">{t('nyc.starNone')}</option>
        {/* The state's STAR amounts are full-value bases; New York City's is a different, assessed-value figure. */}
        <option value="basic">
          {t('nyc.starBasic')}
          {!isNyc && ex.starBasic?.amount ? ` (${formatCurrency(ex.starBasic.amount, lang)})` : ''}
        </option>
        <option value="enhanced">
          {t('nyc.starEnhanced')}
          {!isNyc && ex.starEnhanced?.amount ? ` (${formatCurrency(ex.starEnhanced.amount, lang)})` : ''}
        </option>
      </select>
      {isNyc && form.starType !== 'none' && (
        <>
          <label htmlFor={`${idPrefix}star-form`} className="field-label">
            {t('nyc.starForm')}
          </label>
          <select
            id={`${idPrefix}star-form`}
            name="starForm"
            value={form.starForm}
            onChange={(e) => update({ starForm: e.target.value as StarForm })}
          >
            <option value="credit">{t('nyc.starFormCredit')}</option>
            <option value="exemption">{t('nyc.starFormExemption')}</option>
          </select>
        </>
      )}
    </div>
  );
  // Enhanced STAR and New York City's senior exemption are both set by the household's income.
  const income = (form.starType === 'enhanced' || (isNyc && form.seniorCitizen)) && (
    <div key="income">
      <label htmlFor={`${idPrefix}senior-income`} className="field-label">
        {t('nyc.seniorIncome')}
      </label>
      <input
        id={`${idPrefix}senior-income`}
        name="seniorIncome"
        type="text"
        inputMode="numeric"
        value={form.seniorIncome}
        onChange={(e) => update({ seniorIncome: e.target.value })}
      />
      {errorFor('seniorIncome') && (
        <p className="field-error" role="alert">
          {errorFor('seniorIncome')}
        </p>
      )}
    </div>
  );
  const newYorkVeteran = (
    <div key="ny-veteran">
      <label htmlFor={`${idPrefix}veteran-service`} className="field-label">
        {t('nyc.veteranService')}
      </label>
      <select
        id={`${idPrefix}veteran-service`}
        name="veteranService"
        value={form.veteranService}
        onChange={(e) => update({ veteranService: e.target.value as FormState['veteranService'] })}
      >
        <option value="none">{t('nyc.veteranServiceNone')}</option>
        <option value="wartime">{t('nyc.veteranServiceWartime')}</option>
        <option value="combat">{t('nyc.veteranServiceCombat')}</option>
      </select>
      {form.veteranService !== 'none' && (
        <>
          <label htmlFor={`${idPrefix}veteran-pct`} className="field-label">
            {t('nyc.veteranDisabilityLevel')} (%)
          </label>
          <input
            id={`${idPrefix}veteran-pct`}
            name="veteranPct"
            type="text"
            inputMode="numeric"
            value={form.veteranPct}
            onChange={(e) => update({ veteranPct: e.target.value.replace(/[^0-9]/g, '').slice(0, 3) })}
          />
          {errorFor('veteranDisabilityPct') && (
            <p className="field-error" role="alert">
              {errorFor('veteranDisabilityPct')}
            </p>
          )}
        </>
      )}
    </div>
  );

  if (isNyc) {
    return (
      <fieldset>
        <legend>{t('calculator.exemptions')}</legend>
        <label htmlFor={`${idPrefix}property-class`} className="field-label">
          {t('nyc.propertyClass')}
        </label>
        <select
          id={`${idPrefix}property-class`}
          name="propertyClass"
          value={form.propertyClass}
          onChange={(e) => update({ propertyClass: e.target.value as NycClass })}
        >
          {NYC_CLASSES.map((c) => (
            <option key={c} value={c}>
              {t(`nyc.classes.${c}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${idPrefix}assessed-value`} className="field-label">
          {t('nyc.billableAssessedValue')}
        </label>
        <input
          id={`${idPrefix}assessed-value`}
          name="assessedValue"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={form.assessedValue}
          aria-describedby={`${idPrefix}assessed-value-help`}
          onChange={(e) => update({ assessedValue: e.target.value })}
          aria-invalid={errorFor('assessedValue') ? true : undefined}
        />
        <p id={`${idPrefix}assessed-value-help`} className="field-hint">
          {t('nyc.billableAssessedValueHelp')}
        </p>
        {errorFor('assessedValue') && (
          <p className="field-error" role="alert">
            {errorFor('assessedValue')}
          </p>
        )}
        {star}
        {ex.senior && check('senior', 'seniorCitizen', t('nyc.scheLabel'))}
        {income}
        {newYorkVeteran}
      </fieldset>
    );
  }

  const veteran = ex.disabledVeteran;
  return (
    <fieldset>
      <legend>{t('calculator.exemptions')}</legend>
      {offeredCheckboxes(config, choices).map((c) =>
        check(
          c.config ?? c.id,
          c.id as CheckboxId,
          `${checkboxLabel(c, config, t, lang)}${c.config ? amount(c.config) : ''}`,
          c.toast,
        ),
      )}
      {star}
      {income}
      {veteran?.levels && (
        <>
          <label htmlFor={`${idPrefix}veteran-level`} className="field-label">
            {veteran.label[lang]}
          </label>
          <select
            id={`${idPrefix}veteran-level`}
            name="veteranLevel"
            value={form.veteranLevel}
            onChange={(e) => update({ veteranLevel: e.target.value })}
          >
            <option value="none">{t('calculator.options.veteranLevelNone')}</option>
            {veteran.levels.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label[lang]}
                {l.amount ? ` (${formatCurrency(l.amount, lang)})` : ''}
              </option>
            ))}
          </select>
        </>
      )}
      {veteran && !veteran.levels && newYorkVeteran}
    </fieldset>
  );
}
