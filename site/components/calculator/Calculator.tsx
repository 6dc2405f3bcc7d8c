import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { countyLabel } from '../../i18n/place-names.ts';
import { valueWarnings } from '../../calc/validate.ts';
import { calcState } from '../../calc/states/index.ts';
import type { StateConfig } from '../../calc/types.ts';
import { formatMoneyInput } from '../../i18n/format.ts';
import { lookup } from '../text.ts';
import { LiveAnnouncer, NoticeLine } from '../Toasts.tsx';
import { ResultColumn } from './ResultColumn.tsx';
import { MobileWizard } from '../wizard/MobileWizard.tsx';
import { BuyerFields } from './BuyerFields.tsx';
import { readValueField } from './form-numbers.ts';
import { ExemptionFields } from './ExemptionFields.tsx';
import { useCalculateWhenReady } from './calculate-when-ready.ts';
import type { CalculatorProps, CountyListEntry } from './props.ts';
import { type FormState, initialForm } from './state.ts';
import { UnitPicker } from './UnitPicker.tsx';
import { useResultBeside } from './live-result.ts';
import { saveCounty, savedCountyIn } from './saved-county.ts';
import { useCalculatorNotices } from './use-calculator-notices.ts';
import { useCountyList } from './use-county-list.ts';
import { useEstimate } from './use-estimate.ts';
import { useSearchPick } from './use-search-pick.ts';
import { useSharedLink } from './use-shared-link.ts';
import { useUnits } from './use-units.ts';
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
  const [form, setForm] = useState<FormState>(() =>
    initialForm(props.defaultHomeValue, props.initialCounty?.slug ?? ''),
  );
  const [valueText, setValueText] = useState(() => formatMoneyInput(props.defaultHomeValue, lang));
  // Why the typed home value was refused (naming the field), shown under it; null when it reads.
  const [valueProblem, setValueProblem] = useState<string | null>(null);
  const { toasts, spoken, show, showAtActions, dismiss, say } = useCalculatorNotices(t, lang, props.timing);
  const fromLink = useRef(false);
  const section = useRef<HTMLElement>(null);

  // A county page and a shared link name their county; elsewhere the visitor's last pick comes back.
  const restoreSaved = useCallback(
    (list: CountyListEntry[]) => {
      if (props.initialCounty || fromLink.current) return;
      const saved = savedCountyIn(state, list);
      if (saved) setForm((f) => ({ ...f, county: saved }));
    },
    [props.initialCounty, state],
  );
  const { counties, listState, reload } = useCountyList(props.countyListUrl, props.initialCounty, say, restoreSaved);
  // Made once per list: every keystroke re-renders the form, and a state has up to 254 counties.
  const countyOptions = useMemo(
    () =>
      (counties ?? []).map((c) => (
        <option key={c.slug} value={c.slug}>
          {countyLabel(c.name, lang)}
        </option>
      )),
    [counties, lang],
  );
  // The picks a link or the visitor already made win over the ones the units file starts on.
  const preselect = useCallback(
    (picks: Record<string, string[]>) => setForm((f) => ({ ...f, picks: { ...picks, ...f.picks } })),
    [],
  );
  const { units, settled: unitsSettled } = useUnits(props.unitsUrl, state, props.initialCounty, preselect);
  useSearchPick(
    useCallback(
      (slug: string) => {
        setForm((f) => ({ ...f, county: slug }));
        saveCounty(state, slug);
      },
      [state],
    ),
  );

  const update = useCallback((patch: Partial<FormState>): void => setForm((f) => ({ ...f, ...patch })), []);
  // The visitor's own edits (not a restored link or a loaded default): beside the form they refill the result.
  const beside = useResultBeside();
  const [edited, setEdited] = useState(false);
  const edit = useCallback(
    (patch: Partial<FormState>): void => {
      setEdited(true);
      update(patch);
    },
    [update],
  );
  const applyForm = (patch: Partial<FormState>): void => {
    update(patch);
    if (patch.value !== undefined) {
      setValueText(formatMoneyInput(patch.value, lang));
      setValueProblem(null);
    }
  };

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
    edited,
    say,
  });
  const { phase, errors, warnings, county, canCalculate } = estimate;
  const onCalculate = estimate.calculate;
  // A shared link or the wizard asks for a calculation before the county list (and units) are in.
  const requestCalculation = useCalculateWhenReady(
    listState !== 'loading' && (unitsSettled || form.county !== props.initialCounty?.slug) && zipField.settled,
    () => onCalculate(),
  );
  const linkDropped = useSharedLink(config, (shared) => {
    fromLink.current = true;
    if (shared.zip && !shared.picks) zipField.fromLink();
    applyForm(shared);
    // A ZIP alone (the hub's search) chooses the units; the visitor's value comes first.
    if (shared.value !== undefined || shared.county !== undefined) requestCalculation();
  });
  const finishWizard = (draft: FormState): void => {
    applyForm(draft);
    if (draft.county && draft.county !== form.county) saveCounty(state, draft.county);
    requestCalculation();
  };

  const onValue = (text: string, change: { inputType?: string; data?: string | null }): void => {
    const label = form.buyer
      ? t('calculator.buyer.price')
      : county?.nycClass
        ? t('nyc.marketValue')
        : t('calculator.homeValue');
    const read = readValueField(text, change, valueProblem === null, lang, label);
    setValueText(read.text);
    setValueProblem(read.problem);
    edit({ value: read.value });
  };

  const onCounty = (slug: string): void => {
    edit({ county: slug });
    const picked = counties?.find((c) => c.slug === slug);
    if (!picked) return;
    saveCounty(state, slug);
    say.countySelected(picked);
  };

  const fieldError = useCallback(
    (field: string): string | null => {
      const e = errors.find((x) => x.field === field);
      return e ? e.message[lang] : null;
    },
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
          onCalculate();
        }}
        noValidate
      >
        <label htmlFor="home-value">
          {form.buyer ? t('calculator.buyer.price') : isNyc ? t('nyc.marketValue') : t('calculator.homeValue')}
        </label>
        <input
          id="home-value"
          name="homeValue"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={valueText}
          placeholder={t('calculator.homeValuePlaceholder')}
          aria-describedby="home-value-help"
          onChange={(e) => onValue(e.target.value, e.nativeEvent as InputEvent)}
          aria-invalid={valueProblem || fieldError('homeValue') ? true : undefined}
        />
        <p id="home-value-help" className="field-hint">
          {t('calculator.homeValueHelp')}
        </p>
        {valueWarnings(form.value, 'homeValue').map((w) => (
          <p key={w.code} className="field-warning" role="status">
            {w.message[lang]}. {w.advice[lang]}
          </p>
        ))}
        {valueProblem && (
          <p className="field-error" role="alert" data-value-problem>
            {valueProblem}
          </p>
        )}
        {fieldError('homeValue') && (
          <p className="field-error" role="alert">
            {fieldError('homeValue')}
          </p>
        )}

        <label htmlFor="county">{t('calculator.county')}</label>
        {listState === 'loading' && !counties ? (
          <div className="skeleton skeleton-block" role="status" aria-label={t('calculator.loadingCounties')} />
        ) : (
          <select
            id="county"
            name="county"
            value={form.county}
            onChange={(e) => onCounty(e.target.value)}
            aria-busy={listState === 'loading'}
          >
            <option value="">{t('calculator.countyPlaceholder')}</option>
            {countyOptions}
          </select>
        )}
        {listState === 'error' && (
          <p className="field-error">
            {t('toasts.loadFailed')}{' '}
            <button type="button" className="btn-secondary btn" onClick={reload}>
              {t('common.retry')}
            </button>
          </p>
        )}
        {fieldError('county') && (
          <p className="field-error" role="alert">
            {fieldError('county')}
          </p>
        )}
        {zipField.element}

        <Exemptions
          config={config}
          form={form}
          update={edit}
          t={t}
          isNyc={isNyc}
          show={show}
          timing={props.timing}
          lang={lang}
          errorFor={fieldError}
        />
        {units && words && county?.slug === props.initialCounty?.slug && (
          <Units
            rules={calcState(state).units}
            words={words}
            units={units}
            county={props.initialCounty}
            form={form}
            update={edit}
            t={t}
            lang={lang}
            floor={Number(config.calc.localHomesteadMinimum ?? 0)}
            maxPct={Number(config.calc.localHomesteadMaxPct ?? 0)}
            errorFor={fieldError}
            warningFor={warningFor}
            first={zipField.first}
          />
        )}
        {props.unitsUrl && !units && county?.slug === props.initialCounty?.slug && (
          <div className="skeleton skeleton-line" aria-hidden="true" />
        )}

        <Buyer state={state} isNyc={isNyc} form={form} update={edit} t={t} lang={lang} errorFor={fieldError} />

        {/* The form's notices stand beside Calculate, in the row the button already takes. */}
        <div className="calculate-row">
          <button type="submit" className="btn" disabled={!canCalculate}>
            {phase === 'calculating' ? t('calculator.calculating') : t('calculator.calculate')}
          </button>
          <NoticeLine toasts={toasts} at="form" dismiss={dismiss} />
        </div>
      </form>
      <ResultColumn
        props={props}
        config={config}
        t={t}
        form={form}
        counties={counties}
        estimate={estimate}
        showAtActions={showAtActions}
        toasts={toasts}
        dismiss={dismiss}
      />
      <LiveAnnouncer text={spoken} />
    </section>
  );
}
