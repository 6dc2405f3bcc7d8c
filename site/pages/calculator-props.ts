import { calcState } from '../calc/states/index.ts';
import type { CountyRate, StateCode } from '../calc/types.ts';
import type { CalculatorProps } from '../components/calculator/props.ts';
import { typicalBill } from '../components/calculator/typical-bill.ts';
import { groupText } from '../components/group-text.ts';
import type { PageContext } from '../components/page-context.ts';
import type { NycClassRate } from '../components/page-context.ts';

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

const NY_CALCULATOR_GROUPS = [...CALCULATOR_GROUPS, 'nyBuilder.'];
// Florida and California county pages with a city or area choice (the only pages that load areas).
const AREA_CALCULATOR_GROUPS = [...CALCULATOR_GROUPS, 'areaBuilder.'];

export function calculatorProps(
  ctx: PageContext,
  opts: { state: StateCode; county: CountyRate | null; unitsUrl: string | null; nycRates: NycClassRate[] | null },
): CalculatorProps {
  const config = ctx.config!;
  const display = ctx.product.display;
  const builder = calcState(opts.state).form?.billBuilder;
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
    // A bill builder's words only on the pages that have it (New York's on every New York page).
    text: groupText(
      ctx,
      builder === 'ny-units'
        ? NY_CALCULATOR_GROUPS
        : builder === 'area' && opts.unitsUrl
          ? AREA_CALCULATOR_GROUPS
          : CALCULATOR_GROUPS,
    ),
    countyListUrl: ctx.asset.countyList,
    initialCounty: opts.county ? { ...opts.county, note: undefined } : null,
    unitsUrl: opts.unitsUrl,
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
