// Florida: Save Our Homes, resetting at a sale, and its portability to the buyer's next homestead.
import { given } from '../buyer-parts.ts';
import { DISABLED, HOMESTEAD, OVER_65 } from '../exemption-inputs.ts';
import { floridaBill } from '../florida-units.ts';
import { error } from '../messages.ts';
import { floridaRules } from '../rules.ts';
import type { CalcStateModule } from './types.ts';

export const florida = {
  code: 'fl',
  engine(config) {
    const r = floridaRules(config);
    return { split: r.split, veteranLevels: r.veteranLevels, run: (i, rate, pct) => floridaBill(i, rate, r, pct) };
  },
  exemptions: [
    { ...HOMESTEAD, config: 'homestead', toast: 'toasts.homesteadEnabled' },
    { ...OVER_65, config: 'over65', toast: 'toasts.over65Enabled' },
    { ...DISABLED, config: 'disabled' },
  ],
  form: {
    billBuilder: 'area',
    areaBuilder: { title: 'areaBuilder.titleFl', intro: 'areaBuilder.introFl', rate: 'mills', fiscalYear: false },
    portability: true,
  },
  buyer: {
    yearTwo({ req, buyer, rules, when, own, steps }) {
      steps.push({
        code: 'fl-soh-resets',
        vars: { price: buyer.price, from: `${when.year + 1}-${rules.exemptionFrom}` },
      });
      if (!given(buyer.portability)) return;
      // s. 193.155(8), F.S.: the new homestead's assessed value is its just value less the benefit moved (at most
      // the cap), or a share of it when downsizing; either way it stays above $0, so the benefit is below the price.
      const cap = rules.portabilityCap ?? 0;
      const moved = Math.min(buyer.portability, cap);
      if (moved > buyer.price - 1)
        return [
          error(
            'portability',
            'portability-above-price',
            `expected at most the price minus $1 (${buyer.price - 1}), found ${buyer.portability}`,
          ),
        ];
      if (!req.input.homesteadExemption) {
        steps.push({ code: 'fl-portability-needs-homestead', vars: {} });
        return;
      }
      const used = Math.min(buyer.portability, cap, buyer.price);
      if (buyer.portability > cap)
        steps.push({ code: 'fl-portability-capped', vars: { entered: buyer.portability, cap } });
      steps.push({
        code: 'fl-portability',
        vars: { amount: used, years: rules.portabilityWindowYears ?? 0, value: buyer.price - used },
      });
      own.homeValue = buyer.price - used;
    },
  },
} as const satisfies CalcStateModule;
