// Florida: Save Our Homes, resetting at a sale, and its portability to the buyer's next homestead.
import { given } from '../../engine/buyer-parts.ts';
import { DISABLED, HOMESTEAD, OVER_65 } from '../../engine/exemption-inputs.ts';
import { floridaTax } from './engine.ts';
import { error } from '../../engine/messages.ts';
import { floridaRules } from './rules.ts';
import type { CalcStateModule, UnitRules } from '../../engine/state-module.ts';
import { FL_BUYER_WORDS } from './buyer-text.ts';

// How its unit tables read and what the home's own units replace (engine/state-module.ts UnitRules).
const UNITS = {
  types: ['county', 'municipality', 'unincorporated', 'special'],
  // A city's (and the county's municipal-services) operating millage is capped at 10 mills; voted debt comes on top.
  rate: { unit: 'mills', min: 0, max: 20, decimals: 4 },
  closedList: false,
  order: 'table',
  // The school and countywide levies are the same for every home of the county: the area stands for the rest. A
  // county's own countywide levies, where we hold them, are named lines; its average keeps the levies they leave out.
  replaces: ['city', 'special'],
  slots: [
    { key: 'area', shareKey: 'ar', types: ['municipality', 'unincorporated'] },
    // Fire rescue, library and downtown districts of part of the county: not in any city's millage.
    { key: 'districts', shareKey: 'dx', types: ['special'], many: true, extra: true, needs: 'area' },
  ],
} as const satisfies UnitRules;

export const florida = {
  code: 'fl',
  engine(config) {
    const r = floridaRules(config);
    return {
      split: r.split,
      veteranLevels: r.veteranLevels,
      run: (i, rate, pct, year) => floridaTax(i, rate, r, pct, year ?? null, UNITS.replaces),
    };
  },
  exemptions: [
    { ...HOMESTEAD, config: 'homestead', toast: 'toasts.homesteadEnabled' },
    { ...OVER_65, config: 'over65', toast: 'toasts.over65Enabled' },
    { ...DISABLED, config: 'disabled' },
  ],
  form: {
    units: {
      group: 'areaBuilder.',
      title: 'areaBuilder.titleFl',
      intro: 'areaBuilder.introFl',
      partial: 'areaBuilder.partial',
      slots: {
        area: { label: 'areaBuilder.label', none: 'areaBuilder.countyAverage', hint: 'areaBuilder.mostCommon' },
        districts: {
          label: 'areaBuilder.districts',
          search: 'billBuilder.filter',
          waitHint: 'areaBuilder.districtsClosed',
        },
      },
    },
    portability: true,
  },
  units: UNITS,
  buyer: {
    words: FL_BUYER_WORDS,
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

export default florida;
