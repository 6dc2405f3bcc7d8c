import type { OfferedCheckbox } from '../../../engine/exemption-inputs.ts';
import type { CheckboxId } from '../../../states/engines.ts';
import type { Lang } from '../../../schema/codes.ts';
import type { StateConfig } from '../../../schema/index.ts';
import { type ChoiceExemption, VETERAN_LEVEL } from '../../../engine/value-exemptions.ts';
import { type ValueAnswers, valueExemption } from '../../../states/value-exemptions.ts';
import { formatCurrency } from '../../../i18n/format.ts';
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
  /** The state's checkbox exemptions; by default its module's list (states/<code>/calc.ts). */
  choices?: readonly OfferedCheckbox[];
}

// New York's fields, from the one list of value exemptions (states/ny/value-exemptions.ts lists them).
const STAR_TYPE = valueExemption('starType');
const STAR_FORM = valueExemption('starForm');
const SENIOR_INCOME = valueExemption('seniorIncome');
const VETERAN_SERVICE = valueExemption('veteranService');
const VETERAN_PCT = valueExemption('veteranPct');
const PROPERTY_CLASS = valueExemption('propertyClass');
const ASSESSED_VALUE = valueExemption('assessedValue');

/** A field's element id: its form field in kebab case (starType → star-type). */
const elementId = (field: string): string => field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

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
  // A choice exemption's label and select, its answers and their words from its data (value-exemptions.ts);
  // `suffix` adds to an answer's words (an amount from the config).
  const choice = <K extends keyof ValueAnswers & string>(
    e: ChoiceExemption<K, ValueAnswers[K]>,
    suffix: (answer: ValueAnswers[K]) => string = () => '',
  ) => (
    <>
      <label htmlFor={`${idPrefix}${elementId(e.id)}`} className="field-label">
        {t(e.label!)}
      </label>
      <select
        id={`${idPrefix}${elementId(e.id)}`}
        name={e.id}
        value={form[e.id]}
        onChange={(ev) => update({ [e.id]: ev.target.value } as Partial<FormState>)}
      >
        {e.choices.map((answer) => (
          <option key={answer} value={answer}>
            {t(e.choiceLabels[answer])}
            {suffix(answer)}
          </option>
        ))}
      </select>
    </>
  );
  const star = (ex.starBasic || isNyc) && (
    <div key="star">
      {/* The state's STAR amounts are full-value bases; New York City's is a different, assessed-value figure. */}
      {choice(STAR_TYPE, (answer) => {
        const amount = STAR_TYPE.amounts[answer as keyof typeof STAR_TYPE.amounts];
        return !isNyc && amount && ex[amount]?.amount ? ` (${formatCurrency(ex[amount].amount, lang)})` : '';
      })}
      {isNyc && form.starType !== STAR_TYPE.initial && choice(STAR_FORM)}
    </div>
  );
  // Enhanced STAR and New York City's senior exemption are both set by the household's income.
  const income = (form.starType === 'enhanced' || (isNyc && form.seniorCitizen)) && (
    <div key="income">
      <label htmlFor={`${idPrefix}${elementId(SENIOR_INCOME.id)}`} className="field-label">
        {t(SENIOR_INCOME.label)}
      </label>
      <input
        id={`${idPrefix}${elementId(SENIOR_INCOME.id)}`}
        name={SENIOR_INCOME.id}
        type="text"
        inputMode="numeric"
        value={form.seniorIncome}
        onChange={(e) => update({ seniorIncome: e.target.value })}
      />
      {errorFor(SENIOR_INCOME.input) && (
        <p className="field-error" role="alert">
          {errorFor(SENIOR_INCOME.input)}
        </p>
      )}
    </div>
  );
  const newYorkVeteran = (
    <div key="ny-veteran">
      {choice(VETERAN_SERVICE)}
      {form.veteranService !== VETERAN_SERVICE.initial && (
        <>
          <label htmlFor={`${idPrefix}${elementId(VETERAN_PCT.id)}`} className="field-label">
            {t(VETERAN_PCT.label)} (%)
          </label>
          <input
            id={`${idPrefix}${elementId(VETERAN_PCT.id)}`}
            name={VETERAN_PCT.id}
            type="text"
            inputMode="numeric"
            value={form.veteranPct}
            onChange={(e) => update({ veteranPct: e.target.value.replace(/[^0-9]/g, '').slice(0, 3) })}
          />
          {errorFor(VETERAN_PCT.input) && (
            <p className="field-error" role="alert">
              {errorFor(VETERAN_PCT.input)}
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
        {choice(PROPERTY_CLASS)}
        <label htmlFor={`${idPrefix}${elementId(ASSESSED_VALUE.id)}`} className="field-label">
          {t(ASSESSED_VALUE.label)}
        </label>
        <input
          id={`${idPrefix}${elementId(ASSESSED_VALUE.id)}`}
          name={ASSESSED_VALUE.id}
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

  const veteran = ex[VETERAN_LEVEL.config];
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
          <label htmlFor={`${idPrefix}${elementId(VETERAN_LEVEL.id)}`} className="field-label">
            {veteran.label[lang]}
          </label>
          <select
            id={`${idPrefix}${elementId(VETERAN_LEVEL.id)}`}
            name={VETERAN_LEVEL.id}
            value={form.veteranLevel}
            onChange={(e) => update({ veteranLevel: e.target.value })}
          >
            <option value={VETERAN_LEVEL.initial}>{t('calculator.options.veteranLevelNone')}</option>
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
