import type { StateConfig } from '../../../schema/index.ts';
import { ComponentBoundary } from '../errors/IslandBoundary.tsx';
import type { lookup } from '../text.ts';
import { NoticeLine, type ShowToast, type Toast } from '../Toasts.tsx';
import { BuyerResults } from './BuyerResults.tsx';
import { ResultActionsPart } from './parts.tsx';
import type { CalculatorProps, CountyListEntry } from './props.ts';
import { GeneralResults, NycResults, ResultsSkeleton } from './Results.tsx';
import { ResultsIntro } from './ResultsIntro.tsx';
import { useShowResult } from './show-result.ts';
import type { FormState } from './state.ts';
import type { useEstimate } from './use-estimate.ts';

interface Props {
  props: CalculatorProps;
  config: StateConfig;
  t: ReturnType<typeof lookup>;
  form: FormState;
  counties: CountyListEntry[] | null;
  estimate: ReturnType<typeof useEstimate>;
  showAtActions: ShowToast;
  toasts: Toast[];
  dismiss: (id: number) => void;
}

/** The calculator's result: the typical bill before a calculation, then the figures, the report and share actions. */
export function ResultColumn({ props, config, t, form, counties, estimate, showAtActions, toasts, dismiss }: Props) {
  const { lang } = props;
  const { phase, result, buyerResult, errors, calculated, live } = estimate;
  // A result that follows typing stays where it is; one asked for with Calculate is brought into view.
  const results = useShowResult(phase === 'done' && !live ? result : null);
  const resultCounty = calculated ? (counties?.find((c) => c.slug === calculated.county) ?? null) : null;
  return (
    <div className="result-column" data-live={live ? 'true' : undefined}>
      <div className="results" ref={results}>
        {phase === 'idle' && (
          <ResultsIntro
            county={props.initialCounty}
            typical={props.typicalBill}
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
            <button type="button" className="btn btn-secondary" onClick={estimate.calculate}>
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
  );
}
