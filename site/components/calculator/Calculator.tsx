import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { countyLabel } from '../../i18n/place-names.ts';
import type { CalcError, GeneralResult, NycResult } from '../../calc/model.ts';
import { valueWarnings } from '../../calc/validate.ts';
import type { StateConfig } from '../../calc/types.ts';
import { formatMoneyInput, formatPercent, formatCurrency } from '../../i18n/format.ts';
import { lookup } from '../text.ts';
import { ComponentBoundary } from '../errors/IslandBoundary.tsx';
import { decodeSharedEstimate } from '../share/url-state.ts';
import { LiveAnnouncer, NoticeLine, type ShowToast, useToasts } from '../Toasts.tsx';
import { MobileWizard } from '../wizard/MobileWizard.tsx';
import { logCalculation } from '../../analytics/calculation-log.ts';
import { runBuyerCalculation, runCalculation } from './compute.ts';
import type { BuyerResult } from '../../calc/buyer.ts';
import { BuyerFields } from './BuyerFields.tsx';
import { BuyerResults } from './BuyerResults.tsx';
import { fetchCountyList } from './county-list.ts';
import { plainFormNumbers, readValueField } from './form-numbers.ts';
import { announceCalculated, calculatedDetail } from './events.ts';
import { ExemptionFields } from './ExemptionFields.tsx';
import { useCalculateWhenReady } from './calculate-when-ready.ts';
import { ResultActionsPart } from './parts.tsx';
import type { CalculatorProps, CountyListEntry, PickUnit } from './props.ts';
import { GeneralResults, NycResults, ResultsSkeleton } from './Results.tsx';
import { type FormState, type ListState, type Phase, SAVED_COUNTY_KEY, initialForm } from './state.ts';
import { UnitPicker } from './UnitPicker.tsx';
import { NyUnitPicker } from './NyUnitPicker.tsx';
import { type NyPageUnit, fetchNyUnits } from './ny-bill.ts';
import { AreaUnitPicker } from './AreaUnitPicker.tsx';
import { fetchAreaUnits } from './area-bill.ts';
import type { AreaPickUnit } from '../../calc/area-units.ts';
import { ResultsIntro } from './ResultsIntro.tsx';
import { useShowResult } from './show-result.ts';
import { useResultBeside } from './live-result.ts';
import { PICK_COUNTY_EVENT, type PickCountyDetail } from '../search/events.ts';

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
  // The keys of a shared link that were left out as unknown or malformed; the rest of the link still computes.
  const [linkDropped, setLinkDropped] = useState<string[]>([]);
  const [counties, setCounties] = useState<CountyListEntry[] | null>(
    props.initialCounty ? [props.initialCounty] : null,
  );
  const [listState, setListState] = useState<ListState>(props.countyListUrl ? 'loading' : 'ready');
  const [units, setUnits] = useState<PickUnit[] | null>(null);
  const [nyUnits, setNyUnits] = useState<NyPageUnit[] | null>(null);
  const [areaUnits, setAreaUnits] = useState<AreaPickUnit[] | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<GeneralResult | NycResult | null>(null);
  const [buyerResult, setBuyerResult] = useState<BuyerResult | null>(null);
  const [errors, setErrors] = useState<CalcError[]>([]);
  const { toasts, spoken, show, dismiss } = useToasts(props.timing.toastMaxVisible);
  // The report and share buttons confirm on the line under them, where the visitor is looking.
  const showAtActions = useCallback<ShowToast>((n) => show({ ...n, at: 'actions' }), [show]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The form the shown result came from (the report and the share link describe that result).
  const [calculated, setCalculated] = useState<FormState | null>(null);
  const [unitsSettled, setUnitsSettled] = useState(!props.unitsUrl);
  const fromLink = useRef(false);
  const section = useRef<HTMLElement>(null);

  // Spec §8's "counties loaded" toast confirms a recovery: it shows after a failed load succeeds on retry,
  // not on every page view, where it would only be noise for screen readers.
  const failedOnce = useRef(false);
  const loadCounties = useCallback(() => {
    if (!props.countyListUrl) return;
    setListState('loading');
    fetchCountyList(props.countyListUrl)
      .then((list) => {
        const data = { counties: list };
        setCounties(data.counties);
        setListState('ready');
        if (failedOnce.current)
          show({
            kind: 'success',
            title: t('toasts.countiesLoaded', { count: data.counties.length }),
            ms: props.timing.toastDefaultMs,
          });
        if (!props.initialCounty && !fromLink.current) {
          const saved = readSaved(state);
          if (saved && data.counties.some((c) => c.slug === saved)) setForm((f) => ({ ...f, county: saved }));
        }
      })
      .catch(() => {
        failedOnce.current = true;
        setListState('error');
        show({
          kind: 'error',
          title: t('toasts.loadFailed'),
          ms: props.timing.failureToastMs,
          action: { label: t('common.retry'), run: () => loadCounties() },
        });
      });
  }, [
    props.countyListUrl,
    props.initialCounty,
    props.timing.failureToastMs,
    props.timing.toastDefaultMs,
    show,
    state,
    t,
  ]);

  useEffect(() => {
    // A shared link restores its estimate here, after hydration: the server markup never depends on the URL.
    const levels = config.exemptions.disabledVeteran?.levels?.map((l) => l.id) ?? [];
    const shared = decodeSharedEstimate(window.location.search, { veteranLevels: levels });
    if (shared) {
      fromLink.current = true;
      applyForm(shared.form);
      setLinkDropped(shared.dropped);
      requestCalculation();
    }
    loadCounties();
    if (props.unitsUrl && state === 'ny') {
      fetchNyUnits(props.unitsUrl)
        .then(setNyUnits)
        .catch(() => setNyUnits(null))
        .finally(() => setUnitsSettled(true));
    } else if (props.unitsUrl && (state === 'fl' || state === 'ca')) {
      fetchAreaUnits(props.unitsUrl)
        .then(setAreaUnits)
        .catch(() => setAreaUnits(null))
        .finally(() => setUnitsSettled(true));
    } else if (props.unitsUrl) {
      fetch(props.unitsUrl)
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then((data: { units: PickUnit[] }) => {
          setUnits(data.units);
          const typical = props.initialCounty?.components?.school;
          const school =
            data.units.find((u) => u.type === 'school' && u.ratePct === typical) ??
            data.units.find((u) => u.type === 'school');
          setForm((f) => ({ ...f, schoolId: f.schoolId || school?.id || '' }));
          setUnitsSettled(true);
        })
        .catch(() => {
          setUnits(null);
          setUnitsSettled(true);
        });
    }
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // Load once after hydration; the server render never fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The county search on the same page picks a county here.
  useEffect(() => {
    const pick = (e: Event): void => {
      const { slug } = (e as CustomEvent<PickCountyDetail>).detail;
      setForm((f) => ({ ...f, county: slug }));
      saveCounty(state, slug);
    };
    window.addEventListener(PICK_COUNTY_EVENT, pick);
    return () => window.removeEventListener(PICK_COUNTY_EVENT, pick);
  }, [state]);

  const county = counties?.find((c) => c.slug === form.county) ?? null;
  const canCalculate = form.county !== '' && form.value > 0 && phase !== 'calculating';
  const update = (patch: Partial<FormState>): void => setForm((f) => ({ ...f, ...patch }));
  // The visitor's own edits (not a restored link or a loaded default): beside the form they refill the result.
  const beside = useResultBeside();
  const [edited, setEdited] = useState(false);
  const [live, setLive] = useState(false);
  const edit = (patch: Partial<FormState>): void => {
    setEdited(true);
    update(patch);
  };
  const applyForm = (patch: Partial<FormState>): void => {
    update(patch);
    if (patch.value !== undefined) {
      setValueText(formatMoneyInput(patch.value, lang));
      setValueProblem(null);
    }
  };

  // A shared link or the wizard asks for a calculation before the county list (and units) are in.
  const requestCalculation = useCalculateWhenReady(
    listState !== 'loading' && (unitsSettled || form.county !== props.initialCounty?.slug),
    () => onCalculate(),
  );
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
    show({
      kind: 'success',
      title: t('toasts.countySelected', { county: picked.name }),
      description: t('toasts.countySelectedDescription', { rate: formatPercent(picked.ratePct, lang) }),
      ms: props.timing.selectedToastMs,
    });
  };

  const compute = (used: FormState) => {
    // Buyer mode shows the buyer's first own bill as the result, with the seller's year and escrow above it.
    const bought = used.buyer ? runBuyerCalculation(props, config, counties, used, units, nyUnits, areaUnits) : null;
    const outcome = bought
      ? bought.ok
        ? { ok: true as const, result: bought.result.yearTwoResult, warnings: [] }
        : bought
      : runCalculation(props, config, counties, used, units, nyUnits, areaUnits);
    return { bought, outcome };
  };

  // Beside the form, the result follows each edit at once, quietly: no delay, no announcement, no
  // log (Calculate still does all three). An edit that does not compute leaves the last result.
  useEffect(() => {
    if (!beside || !edited || phase === 'calculating' || !canCalculate || !county) return;
    // Typed amounts not yet readable leave the last result; Calculate names the field.
    const plain = plainFormNumbers(form, lang, t);
    if ('errors' in plain) return;
    const { bought, outcome } = compute(plain.form);
    if (!outcome.ok) return;
    setResult(outcome.result);
    setBuyerResult(bought?.ok ? bought.result : null);
    setCalculated(plain.form);
    setErrors([]);
    setPhase('done');
    setLive(true);
    // Only the form's own edits drive this; the rest is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [beside, edited, form, units, nyUnits, areaUnits, counties]);

  const onCalculate = (): void => {
    if (!canCalculate) return;
    // Typed amounts are read once here; a refusal shows on its own field and nothing is calculated.
    const plain = plainFormNumbers(form, lang, t);
    if ('errors' in plain) {
      setResult(null);
      setBuyerResult(null);
      setErrors(plain.errors);
      setPhase('failed');
      return;
    }
    const used = plain.form;
    setPhase('calculating');
    setResult(null);
    setBuyerResult(null);
    setErrors([]);
    setLive(false);
    timer.current = setTimeout(() => {
      const { bought, outcome } = compute(used);
      if (outcome.ok) {
        setResult(outcome.result);
        setBuyerResult(bought?.ok ? bought.result : null);
        setCalculated(used);
        setPhase('done');
        const annual = outcome.result.kind === 'nyc' ? outcome.result.finalTax : outcome.result.annualTax;
        if (county) announceCalculated(calculatedDetail(state, county, outcome.result));
        logCalculation('completed', { state, county: used.county });
        show({
          kind: 'success',
          title: t('toasts.calculated', { amount: formatCurrency(annual, lang) }),
          description: t('toasts.calculatedDescription', {
            rate: formatPercent(outcome.result.effectiveRate, lang),
            county: county?.name ?? '',
          }),
          ms: props.timing.calculatedToastMs,
          // The figures themselves are on screen: only the live region reads this one.
          at: 'read-only',
        });
        return;
      }
      setErrors(outcome.errors);
      setPhase('failed');
      logCalculation('failed', { state, county: used.county, errors: outcome.errors.map((e) => e.code) });
      if (outcome.errors.some((e) => e.code === 'calculation-failed')) {
        show({
          kind: 'error',
          title: t('toasts.calculationFailed'),
          description: t('toasts.calculationFailedDescription'),
          ms: props.timing.failureToastMs,
          action: { label: t('common.retry'), run: onCalculate },
        });
      }
    }, props.timing.calculationMs);
  };

  const fieldError = (field: string): string | null => {
    const e = errors.find((x) => x.field === field);
    return e ? e.message[lang] : null;
  };
  const isNyc = Boolean(county?.nycClass);
  // A result that follows typing stays where it is; one asked for with Calculate is brought into view.
  const results = useShowResult(phase === 'done' && !live ? result : null);
  // Before the first calculation: the page's county's typical bill (same engine, default value), or a prompt.
  const typical = useMemo(() => {
    if (!props.initialCounty) return null;
    const out = runCalculation(
      props,
      config,
      [props.initialCounty],
      initialForm(props.defaultHomeValue, props.initialCounty.slug),
      null,
    );
    if (!out.ok) return null;
    return out.result.kind === 'nyc'
      ? { annual: out.result.finalTax, monthly: out.result.monthlyPayment }
      : { annual: out.result.annualTax, monthly: out.result.monthlyTax };
    // The props never change after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const resultCounty = calculated ? (counties?.find((c) => c.slug === calculated.county) ?? null) : null;

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
            {(counties ?? []).map((c) => (
              <option key={c.slug} value={c.slug}>
                {countyLabel(c.name, lang)}
              </option>
            ))}
          </select>
        )}
        {listState === 'error' && (
          <p className="field-error">
            {t('toasts.loadFailed')}{' '}
            <button type="button" className="btn-secondary btn" onClick={loadCounties}>
              {t('common.retry')}
            </button>
          </p>
        )}
        {fieldError('county') && (
          <p className="field-error" role="alert">
            {fieldError('county')}
          </p>
        )}

        <ExemptionFields
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
        {units && county?.slug === props.initialCounty?.slug && (
          <UnitPicker
            units={units}
            form={form}
            update={edit}
            t={t}
            lang={lang}
            floor={Number(config.calc.localHomesteadMinimum)}
            maxPct={Number(config.calc.localHomesteadMaxPct)}
            errorFor={fieldError}
          />
        )}
        {nyUnits && county?.slug === props.initialCounty?.slug && (
          <NyUnitPicker units={nyUnits} form={form} update={update} t={t} lang={lang} errorFor={fieldError} />
        )}
        {areaUnits && (state === 'fl' || state === 'ca') && county?.slug === props.initialCounty?.slug && (
          <AreaUnitPicker
            state={state}
            units={areaUnits}
            form={form}
            update={update}
            t={t}
            lang={lang}
            errorFor={fieldError}
          />
        )}
        {props.unitsUrl && !units && !nyUnits && !areaUnits && county?.slug === props.initialCounty?.slug && (
          <div className="skeleton skeleton-line" aria-hidden="true" />
        )}

        <BuyerFields state={state} isNyc={isNyc} form={form} update={edit} t={t} lang={lang} errorFor={fieldError} />

        {/* The form's notices stand beside Calculate, in the row the button already takes. */}
        <div className="calculate-row">
          <button type="submit" className="btn" disabled={!canCalculate}>
            {phase === 'calculating' ? t('calculator.calculating') : t('calculator.calculate')}
          </button>
          <NoticeLine toasts={toasts} at="form" dismiss={dismiss} />
        </div>
      </form>
      <div className="result-column" data-live={live ? 'true' : undefined}>
        <div className="results" ref={results}>
          {phase === 'idle' && (
            <ResultsIntro
              county={props.initialCounty}
              typical={typical}
              value={props.defaultHomeValue}
              t={t}
              lang={lang}
            />
          )}
          {phase === 'calculating' && <ResultsSkeleton label={t('calculator.results.skeletonLabel')} />}
          {phase === 'done' && buyerResult && <BuyerResults result={buyerResult} t={t} lang={lang} />}
          {phase === 'done' && result?.kind === 'general' && (
            <GeneralResults
              result={result}
              config={config}
              t={t}
              lang={lang}
              productYear={props.productYear}
              hintSharePct={props.savingsHintSharePct}
              form={form}
            />
          )}
          {phase === 'done' && result?.kind === 'nyc' && <NycResults result={result} t={t} lang={lang} />}
          {phase === 'failed' && errors.some((e) => e.code === 'calculation-failed') && (
            <div className="notice" role="alert">
              <strong>{t('errors.calculator.title')}</strong>{' '}
              <button type="button" className="btn btn-secondary" onClick={onCalculate}>
                {t('errors.calculator.tryAgain')}
              </button>
            </div>
          )}
        </div>
        {phase === 'done' && result && calculated && resultCounty && (
          <ComponentBoundary t={t}>
            <ResultActionsPart
              result={result}
              county={resultCounty}
              form={calculated}
              config={config}
              t={t}
              lang={lang}
              show={showAtActions}
              timing={props.timing}
              buyer={buyerResult}
              productYear={props.productYear}
            />
          </ComponentBoundary>
        )}
        {phase === 'done' && <NoticeLine toasts={toasts} at="actions" dismiss={dismiss} />}
      </div>
      <LiveAnnouncer text={spoken} />
    </section>
  );
}

function saveCounty(state: string, slug: string): void {
  try {
    localStorage.setItem(SAVED_COUNTY_KEY(state), slug);
  } catch {
    /* storage may be off; nothing to restore then */
  }
}

function readSaved(state: string): string | null {
  try {
    return localStorage.getItem(SAVED_COUNTY_KEY(state));
  } catch {
    return null;
  }
}
