import { calcState } from '../../states/engines.ts';
import type { StateCode } from '../../schema/codes.ts';
import type { CountyRate } from '../../schema/index.ts';
import type { CalculatorProps } from '../../browser/components/calculator/props.ts';
import { typicalBill } from './typical-bill.ts';
import { groupText } from '../../browser/components/group-text.ts';
import type { PageContext } from '../../browser/components/page-context.ts';
import type { NycClassRate } from '../../browser/components/page-context.ts';

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
  // The PDF's source lines name how sure the figures are.
  'county.confidence',
];

export function calculatorProps(
  ctx: PageContext,
  opts: { state: StateCode; county: CountyRate | null; unitsUrl: string | null; nycRates: NycClassRate[] | null },
): CalculatorProps {
  const config = ctx.config!;
  const display = ctx.product.display;
  const words = calcState(opts.state).form?.units;
  const props: CalculatorProps = {
    lang: ctx.lang,
    state: opts.state,
    config: {
      stateCode: config.stateCode,
      stateName: config.stateName,
      exemptions: config.exemptions,
      stats: config.stats,
      calc: config.calc,
    },
    // A state's own bill-builder words only on the pages whose picker has units to offer.
    text: groupText(
      ctx,
      words && opts.unitsUrl && words.group !== 'billBuilder.'
        ? [...CALCULATOR_GROUPS, words.group]
        : CALCULATOR_GROUPS,
    ),
    countyListUrl: ctx.asset.countyList,
    initialCounty: opts.county ? { ...opts.county, note: undefined } : null,
    unitsUrl: opts.unitsUrl,
    zipUrls: { zips: ctx.asset.zips ?? null, search: ctx.asset.search ?? null, centres: ctx.asset.zipCentres ?? null },
    nycRates: calcState(opts.state).classRates ? opts.nycRates : null,
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
    typicalBill: null,
  };
  props.typicalBill = typicalBill(props, config);
  return props;
}
