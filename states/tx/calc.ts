// Texas: unit-by-unit bills, the 10 % homestead cap and the school tax ceiling.
import { DISABLED, HOMESTEAD, OVER_65, SCHOOL_TAX_CEILING } from '../../engine/exemption-inputs.ts';
import { texasRules } from './rules.ts';
import { texasTax } from './engine.ts';
import type { CalcStateModule, UnitRules } from '../../engine/state-module.ts';
import { TX_BUYER_WORDS } from './buyer-text.ts';

// How its unit tables read and what the home's own units replace (engine/state-module.ts UnitRules).
const UNITS = {
  types: ['county', 'city', 'school', 'special'],
  rate: { unit: 'per-100', min: 0, max: 10, decimals: 6 },
  closedList: true,
  order: 'type-name',
  districtTyped: ['school', 'special'],
  ownExemptions: true,
  typicalBillUnits: true,
  replaces: ['school', 'county', 'city', 'special'],
  slots: [
    { key: 'school', shareKey: 'sd', types: ['school'], fallback: 'typical' },
    { key: 'city', shareKey: 'ci', types: ['city'], extra: true },
    { key: 'districts', shareKey: 'dx', types: ['special'], many: true, extra: true },
  ],
} as const satisfies UnitRules;

export const texas = {
  code: 'tx',
  engine(config) {
    const r = texasRules(config);
    return {
      split: r.split,
      veteranLevels: r.veteranLevels,
      run: (i, rate, pct, year) => texasTax(i, rate, r, pct, year ?? null, UNITS.replaces),
    };
  },
  exemptions: [
    { ...HOMESTEAD, config: 'homestead', toast: 'toasts.homesteadEnabled' },
    { ...OVER_65, config: 'over65', toast: 'toasts.over65Enabled' },
    { ...DISABLED, config: 'disabled' },
    { ...SCHOOL_TAX_CEILING, label: 'calculator.options.schoolTaxCeiling' },
  ],
  form: {
    units: {
      group: 'billBuilder.',
      title: 'billBuilder.title',
      intro: 'billBuilder.intro',
      countywide: 'billBuilder.countywide',
      slots: {
        school: { label: 'billBuilder.school' },
        city: { label: 'billBuilder.city', none: 'billBuilder.unincorporated' },
        districts: { label: 'billBuilder.districts', search: 'billBuilder.filter' },
      },
    },
  },
  units: UNITS,
  topLevelUnits: true,
  buyer: {
    words: TX_BUYER_WORDS,
    // The cap restarts from the sale; the seller's ceiling ends (buyer.ts drops it for every state).
    yearTwo({ buyer, rules, steps }) {
      steps.push(
        { code: 'tx-cap-restarts', vars: { price: buyer.price, cap: rules.homesteadCapPct ?? 0 } },
        { code: 'tx-ceiling-ends', vars: {} },
      );
    },
  },
} as const satisfies CalcStateModule;

export default texas;
