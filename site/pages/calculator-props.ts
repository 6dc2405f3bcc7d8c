import type { CountyRate, StateCode } from '../calc/types.ts';
import type { CalculatorProps } from '../components/calculator/props.ts';
import { textTable } from '../components/text.ts';
import { leafKeys, BASE_STRINGS } from '../i18n/index.ts';
import type { PageContext } from './context.ts';
import type { NycClassRate } from './context.ts';

const CALCULATOR_GROUPS = [
  'calculator.',
  'nyc.',
  'toasts.',
  'common.',
  'errors.',
  'billBuilder.',
  // The report block, share panel and wizard (loaded on use) and the PDF's own lines.
  'report.',
  'share.',
  'wizard.',
  'forms.report.',
  'forms.share.',
  'forms.wizard.',
  'site.stateName',
  'disclaimer.long',
  // The results bar and what the results area shows before the first calculation.
  'visual.result.',
];

/** Resolved text of the groups an island uses, in the page's language. */
export function groupText(ctx: PageContext, groups: readonly string[]) {
  const keys = leafKeys(BASE_STRINGS.en).filter((k) => groups.some((g) => k.startsWith(g)));
  return textTable(keys, (k) => ctx.t(k), ctx.lang);
}

export function calculatorProps(
  ctx: PageContext,
  opts: { state: StateCode; county: CountyRate | null; unitsUrl: string | null; nycRates: NycClassRate[] | null },
): CalculatorProps {
  const config = ctx.config!;
  const display = ctx.product.display;
  return {
    lang: ctx.lang,
    state: opts.state,
    config: {
      stateCode: config.stateCode,
      stateName: config.stateName,
      exemptions: config.exemptions,
      stats: config.stats,
      calc: config.calc,
    },
    text: groupText(ctx, CALCULATOR_GROUPS),
    countyListUrl: ctx.asset.countyList,
    initialCounty: opts.county ? { ...opts.county, note: undefined } : null,
    unitsUrl: opts.unitsUrl,
    nycRates: opts.state === 'ny' ? opts.nycRates : null,
    typicalChangePct: ctx.product.typicalAnnualRateChangePct,
    productYear: ctx.product.productYear,
    defaultHomeValue: display.defaultHomeValue,
    savingsHintSharePct: display.savingsHintSharePct,
    timing: {
      calculationMs: display.calculationDelayMs,
      calculatedToastMs: display.calculatedToastMs,
      selectedToastMs: display.selectedToastMs,
      failureToastMs: display.failureToastMs,
      toastDefaultMs: display.toastDefaultMs,
      toastMaxVisible: display.toastMaxVisible,
    },
    countyHref: ctx.href('/county/{{slug}}'),
  };
}
