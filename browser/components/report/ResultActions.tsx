import type { BuyerResult } from '../../../states/estimate/buyer.ts';
import type { GeneralResult, NycResult } from '../../../engine/model.ts';
import type { Lang } from '../../../schema/codes.ts';
import type { StateConfig } from '../../../schema/index.ts';
import { formatCurrency } from '../../../i18n/format.ts';
import type { CalculatorTiming } from '../calculator/props.ts';
import type { FormState } from '../calculator/state.ts';
import { reportDetails } from '../share/share-links.ts';
import { SharePanel } from '../share/SharePanel.tsx';
import { shareUrl } from '../share/url-state.ts';
import type { ShowToast } from '../Toasts.tsx';
import { ReportButton } from './ReportButton.tsx';
import { reportDoc } from '../../report/report-data.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export interface ResultActionsProps {
  result: GeneralResult | NycResult;
  county: { slug: string; name: string };
  /** The form the result came from: the share link carries it. */
  form: FormState;
  config: Pick<StateConfig, 'stateCode' | 'stateName' | 'exemptions' | 'calc'>;
  t: Translate;
  lang: Lang;
  show: ShowToast;
  timing: CalculatorTiming;
  /** Buyer mode's figures, printed in the report. */
  buyer?: BuyerResult | null;
  /** The year estimated: each Texas line says whether its rate is that year's. */
  productYear?: number;
}

/** The report block under a result (spec §2): Download Report and Share. */
export function ResultActions({
  result,
  county,
  form,
  config,
  t,
  lang,
  show,
  timing,
  buyer,
  productYear,
}: ResultActionsProps) {
  const url = shareUrl(form, window.location);
  const input = { result, county, config, t, lang, url, buyer, productYear };
  const annual = result.annualTax;
  const monthly = result.kind === 'nyc' ? result.monthlyPayment : result.monthlyTax;
  const details = reportDetails(reportDoc({ ...input, now: new Date() }), url, t);
  return (
    <div className="result-actions" data-result-actions>
      <ReportButton input={input} t={t} show={show} toastMs={timing.toastDefaultMs} failureMs={timing.failureToastMs} />
      <SharePanel
        url={url}
        text={t('share.text', {
          county: county.name,
          amount: formatCurrency(annual, lang),
          monthly: formatCurrency(monthly, lang),
        })}
        subject={t('share.emailSubject', { county: county.name })}
        details={details}
        t={t}
        show={show}
        toastMs={timing.toastDefaultMs}
        failureMs={timing.failureToastMs}
      />
    </div>
  );
}
