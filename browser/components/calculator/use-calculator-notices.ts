import { useCallback, useMemo } from 'react';
import type { GeneralResult, NycResult } from '../../../engine/model.ts';
import type { Lang } from '../../../schema/codes.ts';
import { formatCurrency, formatPercent } from '../../../i18n/format.ts';
import type { lookup } from '../text.ts';
import { type ShowToast, useToasts } from '../Toasts.tsx';
import type { CalculatorTiming } from './props.ts';

type Translate = ReturnType<typeof lookup>;

/**
 * The calculator's notices (spec §8, §9), each worded and timed in one place: the island only says
 * which happened. `show` stays for the parts (wizard, exemptions) that word their own.
 */
export function useCalculatorNotices(t: Translate, lang: Lang, timing: CalculatorTiming) {
  const { toasts, spoken, show, dismiss } = useToasts(timing.toastMaxVisible);
  // The report and share buttons confirm on the line under them, where the visitor is looking.
  const showAtActions = useCallback<ShowToast>((n) => show({ ...n, at: 'actions' }), [show]);
  const say = useMemo(
    () => ({
      countiesLoaded: (count: number): void =>
        show({ kind: 'success', title: t('toasts.countiesLoaded', { count }), ms: timing.toastDefaultMs }),
      countiesFailed: (retry: () => void): void =>
        show({
          kind: 'error',
          title: t('toasts.loadFailed'),
          ms: timing.failureToastMs,
          action: { label: t('common.retry'), run: retry },
        }),
      countySelected: (county: { name: string; ratePct: number }): void =>
        show({
          kind: 'success',
          title: t('toasts.countySelected', { county: county.name }),
          description: t('toasts.countySelectedDescription', { rate: formatPercent(county.ratePct, lang) }),
          ms: timing.selectedToastMs,
        }),
      calculated: (result: GeneralResult | NycResult, countyName: string): void =>
        show({
          kind: 'success',
          title: t('toasts.calculated', {
            amount: formatCurrency(result.annualTax, lang),
          }),
          description: t('toasts.calculatedDescription', {
            rate: formatPercent(result.effectiveRate, lang),
            county: countyName,
          }),
          ms: timing.calculatedToastMs,
          // The figures themselves are on screen: only the live region reads this one.
          at: 'read-only',
        }),
      calculationFailed: (retry: () => void): void =>
        show({
          kind: 'error',
          title: t('toasts.calculationFailed'),
          description: t('toasts.calculationFailedDescription'),
          ms: timing.failureToastMs,
          action: { label: t('common.retry'), run: retry },
        }),
    }),
    [show, t, lang, timing],
  );
  return { toasts, spoken, show, showAtActions, dismiss, say };
}

export type CalculatorNotices = ReturnType<typeof useCalculatorNotices>['say'];
