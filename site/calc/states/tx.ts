// Texas: unit-by-unit bills, the 10 % homestead cap and the school tax ceiling.
import { DISABLED, HOMESTEAD, OVER_65, SCHOOL_TAX_CEILING } from '../exemption-inputs.ts';
import { texasRules } from '../rules.ts';
import { texasTax } from '../texas.ts';
import type { CalcStateModule } from './types.ts';

export const texas = {
  code: 'tx',
  engine(config) {
    const r = texasRules(config);
    return {
      split: r.split,
      veteranLevels: r.veteranLevels,
      run: (i, rate, pct, year) => texasTax(i, rate, r, pct, year ?? null),
    };
  },
  exemptions: [
    { ...HOMESTEAD, config: 'homestead', toast: 'toasts.homesteadEnabled' },
    { ...OVER_65, config: 'over65', toast: 'toasts.over65Enabled' },
    { ...DISABLED, config: 'disabled' },
    { ...SCHOOL_TAX_CEILING, label: 'calculator.options.schoolTaxCeiling' },
  ],
  form: { billBuilder: 'tx-units' },
  buyer: {
    // The cap restarts from the sale; the seller's ceiling ends (buyer.ts drops it for every state).
    yearTwo({ buyer, rules, steps }) {
      steps.push(
        { code: 'tx-cap-restarts', vars: { price: buyer.price, cap: rules.homesteadCapPct ?? 0 } },
        { code: 'tx-ceiling-ends', vars: {} },
      );
    },
  },
} as const satisfies CalcStateModule;
