import { memo, useCallback, useMemo, useRef } from 'react';
import { calcState } from '../../../states/engines.ts';
import type { StateConfig } from '../../../schema/index.ts';
import { lookup } from '../text.ts';
import { LiveAnnouncer, NoticeLine } from '../Toasts.tsx';
import { ResultColumn } from './ResultColumn.tsx';
import { MobileWizard } from '../wizard/MobileWizard.tsx';
import { BuyerFields } from './BuyerFields.tsx';
import { CountyField } from './CountyField.tsx';
import { ExemptionFields } from './ExemptionFields.tsx';
import { HomeValueField, useValueText } from './HomeValueField.tsx';
import { useCalculateWhenReady } from './calculate-when-ready.ts';
import type { CalculatorProps } from './props.ts';
import type { FormState } from './state.ts';
import { UnitPicker } from './UnitPicker.tsx';
import { useResultBeside } from './live-result.ts';
import { saveCounty } from './saved-county.ts';
import { useCalculatorForm } from './use-calculator-form.ts';
import { useCalculatorNotices } from './use-calculator-notices.ts';
import { useEstimate } from './use-estimate.ts';
import { useSharedLink } from './use-shared-link.ts';
import { useZipField } from '../zip/use-zip-field.tsx';

// The form's parts skip a render when their own props are unchanged: the county list and the units arrive
// after hydration, each re-rendering the island, and on a slow phone every part re-diffed lengthens that task.
const Exemptions = memo(ExemptionFields);
const Buyer = memo(BuyerFields);
const Units = memo(UnitPicker);

/** The calculator island (spec §2, §4, §5, §8): value, county, exemptions, Calculate, results. */
export function Calculator(props: CalculatorProps) {
  const { lang, state } = props;
  const t = useMemo(() => lookup(props.text), [props.text]);
  const config = props.config as StateConfig;
  const { toasts, spoken, show, showAtActions, dismiss, say } = useCalculatorNotices(t, lang, props.timing);
  const value = useValueText(props.defaultHomeValue, lang);
  const f = useCalculatorForm(props, state, say, value);
  const { form, edit, counties, units } = f;
  const section = useRef<HTMLElement>(null);
  // The visitor's own edits (not a restored link or a loaded default): beside the form they refill the result.
  const beside = useResultBeside();
  const zipField = useZipField({
    state,
    t,
    lang,
    county: props.initialCounty,
    urls: props.zipUrls,
    countyHref: props.countyHref,
    stateName: config.stateName[lang],
    units,
    form,
    edit,
  });
  const estimate = useEstimate({
    notes: zipField.notices,
    props,
    config,
    t,
    lang,
    form,
    counties,
    units,
    beside,
    edited: f.edited,
    say,
  });
  const { phase, errors, warnings, county, canCalculate } = estimate;
  // A shared link or the wizard asks for a calculation before the county list (and units) are in.
  const requestCalculation = useCalculateWhenReady(
    f.listState !== 'loading' && (f.unitsSettled || form.county !== props.initialCounty?.slug) && zipField.settled,
    () => estimate.calculate(),
  );
  const linkDropped = useSharedLink(config, (shared) => {
    f.fromLink.current = true;
    if (shared.zip && !shared.picks) zipField.fromLink();
    f.apply(shared);
    // A ZIP alone (the hub's search) chooses the units; the visitor's value comes first.
    if (shared.value !== undefined || shared.county !== undefined) requestCalculation();
  });
  const finishWizard = (draft: FormState): void => {
    f.apply(draft);
    if (draft.county && draft.county !== form.county) saveCounty(state, draft.county);
    requestCalculation();
  };
  const fieldError = useCallback(
    (field: string): string | null => errors.find((x) => x.field === field)?.message[lang] ?? null,
    [errors, lang],
  );
  const warningFor = useCallback(
    (field: string): string | null => {
      const w = warnings.find((x) => x.field === field);
      return w ? `${w.message[lang]}. ${w.advice[lang]}` : null;
    },
    [warnings, lang],
  );
  const isNyc = Boolean(county?.nycClass);
  const words = calcState(state).form?.units;
  const ownCounty = county?.slug === props.initialCounty?.slug;

  return (
    <section id="calculator" ref={section} className="card calculator" aria-labelledby="calculator-title" tabIndex={-1}>
      <h2 id="calculator-title">{t('calculator.title')}</h2>
      <MobileWizard
        initial={form}
        counties={counties}
        config={config}
        t={t}
        lang={lang}
        show={show}
        timing={props.timing}
        onFinish={finishWizard}
        resultTarget={() => section.current}
      />
      {linkDropped.length > 0 && (
        <p className="notice" role="status" data-link-dropped>
          {t('calculator.linkDropped', {
            fields: linkDropped.map((key) => t(`calculator.linkFields.${key}`)).join(', '),
          })}
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          estimate.calculate();
        }}
        noValidate
      >
        <HomeValueField
          label={form.buyer ? t('calculator.buyer.price') : isNyc ? t('nyc.marketValue') : t('calculator.homeValue')}
          value={form.value}
          field={value}
          error={fieldError('homeValue')}
          onValue={(v) => edit({ value: v })}
          t={t}
          lang={lang}
        />
        <CountyField
          {...{
            county: form.county,
            counties,
            listState: f.listState,
            reload: f.reload,
            onCounty: f.onCounty,
            t,
            lang,
          }}
          error={fieldError('county')}
        />
        {zipField.element}

        <Exemptions
          {...{ config, form, t, isNyc, show, lang }}
          update={edit}
          timing={props.timing}
          errorFor={fieldError}
        />
        {units && words && ownCounty && (
          <Units
            {...{ words, units, form, t, lang, warningFor }}
            rules={calcState(state).units}
            county={props.initialCounty}
            update={edit}
            floor={Number(config.calc.localHomesteadMinimum ?? 0)}
            maxPct={Number(config.calc.localHomesteadMaxPct ?? 0)}
            errorFor={fieldError}
            first={zipField.first}
          />
        )}
        {props.unitsUrl && !units && ownCounty && <div className="skeleton skeleton-line" aria-hidden="true" />}

        <Buyer state={state} isNyc={isNyc} form={form} update={edit} t={t} lang={lang} errorFor={fieldError} />

        {/* The form's notices stand beside Calculate, in the row the button already takes. */}
        <div className="calculate-row">
          <button type="submit" className="btn" disabled={!canCalculate}>
            {phase === 'calculating' ? t('calculator.calculating') : t('calculator.calculate')}
          </button>
          <NoticeLine toasts={toasts} at="form" dismiss={dismiss} />
        </div>
      </form>
      <ResultColumn {...{ props, config, t, form, counties, estimate, showAtActions, toasts, dismiss }} />
      <LiveAnnouncer text={spoken} />
    </section>
  );
}
