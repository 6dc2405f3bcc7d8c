import { useMemo } from 'react';
import type { StateConfig } from '../../calc/types.ts';
import { runCalculation } from './compute.ts';
import type { CalculatorProps } from './props.ts';
import { initialForm } from './state.ts';

/**
 * Before the first calculation: the page's county's typical bill (same engine, default value), or
 * null where there is no page county (a prompt shows instead).
 */
export function useTypicalBill(props: CalculatorProps, config: StateConfig) {
  return useMemo(() => {
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
}
