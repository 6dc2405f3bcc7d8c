import { useEffect, useRef, useState } from 'react';
import { countyLabel } from '../../../i18n/place-names.ts';
import type { Lang } from '../../../schema/codes.ts';
import type { StateConfig } from '../../../schema/index.ts';
import { valueWarnings } from '../../../engine/validate.ts';
import { formatCurrency, formatMoneyInput } from '../../../i18n/format.ts';
import { readValueField } from '../calculator/form-numbers.ts';
import { ExemptionFields } from '../calculator/ExemptionFields.tsx';
import type { CalculatorTiming, CountyListEntry } from '../calculator/props.ts';
import type { FormState } from '../calculator/state.ts';
import type { ShowToast } from '../Toasts.tsx';
import { chosenExemptions } from './review.ts';
import { WIZARD_STEPS, stepProblem } from './steps.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export interface WizardProps {
  /** The calculator's form when the wizard opens; the wizard works on a copy until Calculate Tax. */
  initial: FormState;
  counties: CountyListEntry[] | null;
  config: StateConfig;
  t: Translate;
  lang: Lang;
  show: ShowToast;
  timing: CalculatorTiming;
  onFinish: (form: FormState) => void;
  /** Back (or Escape): leave without changing the calculator. */
  onAbandon: () => void;
}

/** The mobile wizard (spec §2, §4, §5): a full-screen modal dialog, one step at a time, forward only when valid. */
export function Wizard({ initial, counties, config, t, lang, show, timing, onFinish, onAbandon }: WizardProps) {
  const [draft, setDraft] = useState(initial);
  const [valueText, setValueText] = useState(() => formatMoneyInput(initial.value, lang));
  const [index, setIndex] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // Why the typed value was refused (naming the field); it stays until the text reads.
  const [valueRefusal, setValueRefusal] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = WIZARD_STEPS[index]!;
  const total = WIZARD_STEPS.length;
  const last = index === total - 1;
  const county = counties?.find((c) => c.slug === draft.county) ?? null;
  const isNyc = Boolean(county?.nycClass);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => {
      if (d?.open) d.close();
    };
  }, []);
  // Each step announces itself: focus moves to its heading.
  useEffect(() => {
    heading.current?.focus();
  }, [index]);

  const update = (patch: Partial<FormState>): void => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };
  const go = (to: number): void => {
    setProblem(null);
    setIndex(to);
  };
  const forward = (): void => {
    const key = stepProblem(step, draft);
    const refused = step === 'propertyValue' ? valueRefusal : null;
    if (refused || key) {
      setProblem(refused ?? (typeof key === 'string' ? t(key) : key![lang]));
      dialog.current?.querySelector<HTMLElement>('[data-step-field]')?.focus();
      return;
    }
    if (last) {
      dialog.current?.close();
      onFinish(draft);
      return;
    }
    go(index + 1);
  };
  const abandon = (): void => {
    dialog.current?.close();
    onAbandon();
  };
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': 'wizard-problem' } : {};

  return (
    <dialog
      ref={dialog}
      className="wizard"
      aria-labelledby="wizard-title"
      data-wizard
      onCancel={(e) => {
        e.preventDefault();
        abandon();
      }}
    >
      <div className="wizard-bar">
        <button type="button" className="btn btn-secondary" onClick={abandon}>
          {t('wizard.back')}
        </button>
        <h2 id="wizard-title">{t('wizard.title')}</h2>
      </div>
      <p className="wizard-count" data-wizard-count>
        {t('wizard.stepOf', { current: index + 1, total })}
      </p>
      <div
        className="wizard-progress"
        role="progressbar"
        aria-label={t('wizard.progress')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={t('wizard.stepOf', { current: index + 1, total })}
      >
        <div style={{ width: `${((index + 1) / total) * 100}%` }} />
      </div>
      <form
        className="wizard-body"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          forward();
        }}
      >
        <h3 ref={heading} tabIndex={-1} data-wizard-step={step}>
          {t(`wizard.steps.${step}`)}
        </h3>
        <p className="muted">{t(`wizard.stepHelp.${step}`)}</p>
        {step === 'propertyValue' && (
          <>
            <fieldset className="wizard-buying" data-wizard-buying>
              <legend>{t('calculator.buyer.legend')}</legend>
              <label className="check">
                <input
                  type="radio"
                  name="wizard-buying"
                  value="no"
                  checked={!draft.buyer}
                  onChange={() => update({ buyer: false })}
                />{' '}
                <span>{t('common.no')}</span>
              </label>
              <label className="check">
                <input
                  type="radio"
                  name="wizard-buying"
                  value="yes"
                  checked={draft.buyer}
                  onChange={() => update({ buyer: true })}
                />{' '}
                <span>{t('common.yes')}</span>
              </label>
            </fieldset>
            {draft.buyer && (
              <>
                <label htmlFor="wizard-closing">{t('calculator.buyer.closing')}</label>
                <input
                  id="wizard-closing"
                  type="date"
                  value={draft.closing}
                  onChange={(e) => update({ closing: e.target.value })}
                />
                <label htmlFor="wizard-seller-bill">{t('calculator.buyer.sellerBill')}</label>
                <input
                  id="wizard-seller-bill"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={draft.sellerBill}
                  onChange={(e) => update({ sellerBill: e.target.value })}
                />
              </>
            )}
            <label htmlFor="wizard-home-value">
              {draft.buyer ? t('calculator.buyer.price') : isNyc ? t('nyc.marketValue') : t('forms.wizard.valueLabel')}
            </label>
            <input
              id="wizard-home-value"
              data-step-field
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={valueText}
              placeholder={t('calculator.homeValuePlaceholder')}
              {...invalid}
              onChange={(e) => {
                const label = draft.buyer
                  ? t('calculator.buyer.price')
                  : isNyc
                    ? t('nyc.marketValue')
                    : t('forms.wizard.valueLabel');
                const read = readValueField(
                  e.target.value,
                  e.nativeEvent as InputEvent,
                  valueRefusal === null,
                  lang,
                  label,
                );
                setValueText(read.text);
                setValueRefusal(read.problem);
                update({ value: read.value });
                if (read.problem) setProblem(read.problem);
              }}
            />
            {valueWarnings(draft.value, 'homeValue').map((w) => (
              <p key={w.code} className="field-warning" role="status">
                {w.message[lang]}. {w.advice[lang]}
              </p>
            ))}
          </>
        )}
        {step === 'location' &&
          (counties ? (
            <>
              <label htmlFor="wizard-county">{t('forms.wizard.countyLabel')}</label>
              <select
                id="wizard-county"
                data-step-field
                value={draft.county}
                onChange={(e) => update({ county: e.target.value })}
                {...invalid}
              >
                <option value="">{t('calculator.countyPlaceholder')}</option>
                {counties.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {countyLabel(c.name, lang)}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <p role="status">{t('calculator.loadingCounties')}</p>
          ))}
        {step === 'exemptions' && (
          <ExemptionFields
            config={config}
            form={draft}
            update={update}
            t={t}
            isNyc={isNyc}
            show={show}
            timing={timing}
            lang={lang}
            errorFor={() => null}
            idPrefix="wizard-"
          />
        )}
        {step === 'review' && (
          <>
            <h4>{t('forms.wizard.reviewHeading')}</h4>
            <dl className="wizard-review">
              <div>
                <dt>
                  {draft.buyer
                    ? t('calculator.buyer.price')
                    : isNyc
                      ? t('nyc.marketValue')
                      : t('forms.wizard.valueLabel')}
                </dt>
                <dd>
                  {formatCurrency(draft.value, lang)}
                  {draft.buyer ? ` · ${t('calculator.buyer.closing')}: ${draft.closing}` : ''}
                </dd>
                <dd>
                  <button type="button" className="link-button" onClick={() => go(0)}>
                    {t('wizard.edit')}
                  </button>
                </dd>
              </div>
              <div>
                <dt>{t('forms.wizard.countyLabel')}</dt>
                <dd>{county ? countyLabel(county.name, lang) : ''}</dd>
                <dd>
                  <button type="button" className="link-button" onClick={() => go(1)}>
                    {t('wizard.edit')}
                  </button>
                </dd>
              </div>
              <div>
                <dt>{t('calculator.exemptions')}</dt>
                <dd>{chosenExemptions(draft, config, t, lang, isNyc).join(', ') || t('forms.wizard.noExemptions')}</dd>
                <dd>
                  <button type="button" className="link-button" onClick={() => go(2)}>
                    {t('wizard.edit')}
                  </button>
                </dd>
              </div>
            </dl>
          </>
        )}
        {problem && (
          <p id="wizard-problem" className="field-error" role="alert">
            {problem}
          </p>
        )}
        <div className="wizard-nav">
          <button type="button" className="btn btn-secondary" onClick={() => go(index - 1)} disabled={index === 0}>
            {t('wizard.previous')}
          </button>
          <button type="submit" className="btn" data-wizard-next>
            {last ? t('wizard.calculateTax') : t('wizard.next')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
