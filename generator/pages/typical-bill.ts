import type { StateConfig } from '../../schema/index.ts';
import { runCalculation } from '../../browser/components/calculator/compute.ts';
import type { CalculatorProps, TypicalBill } from '../../browser/components/calculator/props.ts';
import { initialForm } from '../../browser/components/calculator/state.ts';

/**
 * A county page's typical bill (same engine, default value, no exemptions), or null where there is
 * no page county (a prompt shows instead). Worked out when the page is built and handed to the
 * island in its props, so hydrating does not run the engine for figures the page already shows.
 */
export function typicalBill(props: CalculatorProps, config: StateConfig): TypicalBill | null {
  if (!props.initialCounty) return null;
  const out = runCalculation(
    props,
    config,
    [props.initialCounty],
    initialForm(props.defaultHomeValue, props.initialCounty.slug),
    null,
  );
  if (!out.ok) return null;
  return { annual: out.result.annualTax, monthly: out.result.monthlyTax };
}
