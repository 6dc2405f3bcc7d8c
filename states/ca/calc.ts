// California: Proposition 13's base year resets at a sale, and the change in value comes as
// supplemental bills.
import { cents, fiscal, given, type SupplementalBill } from '../../engine/buyer-parts.ts';
import { californiaTax } from './engine.ts';
import { HOMESTEAD } from '../../engine/exemption-inputs.ts';
import { californiaRules } from './rules.ts';
import type { CalcStateModule, UnitRules } from '../../engine/state-module.ts';
import { CA_BUYER_WORDS } from './buyer-text.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

// How its unit tables read and what the home's own units replace (engine/state-module.ts UnitRules).
const UNITS = {
  types: ['tax-rate-area'],
  // An area's total is the 1 % general levy plus voter-approved debt.
  rate: { unit: 'percent', min: 1, max: 3, decimals: 6 },
  closedList: false,
  order: 'table',
  replaces: ['school', 'county', 'city', 'special'],
  slots: [{ key: 'area', shareKey: 'ar', types: ['tax-rate-area'] }],
} as const satisfies UnitRules;

export const california = {
  code: 'ca',
  engine(config) {
    const r = californiaRules(config);
    return {
      split: r.split,
      veteranLevels: r.veteranLevels,
      run: (i, rate, pct, year) => californiaTax(i, rate, r, pct, year ?? null, UNITS.replaces),
    };
  },
  exemptions: [{ ...HOMESTEAD, config: 'homeowner', toast: 'toasts.homesteadEnabled' }],
  form: {
    units: {
      group: 'areaBuilder.',
      title: 'areaBuilder.titleCa',
      intro: 'areaBuilder.introCa',
      fiscalYear: true,
      partial: 'areaBuilder.partial',
      slots: {
        area: {
          label: 'areaBuilder.label',
          none: 'areaBuilder.countyAverage',
          hint: 'areaBuilder.mostCommon',
          search: 'billBuilder.search.label',
          searchHint: 'billBuilder.search.hint',
        },
      },
    },
  },
  units: UNITS,
  buyer: {
    words: CA_BUYER_WORDS,
    yearTwo({ buyer, steps }) {
      steps.push({ code: 'ca-base-year', vars: { price: buyer.price } });
    },
    // The change in value is billed for the rest of the fiscal year (and for the roll being prepared when closing
    // falls in January to June), prorated by R&TC 75.41's factors.
    extraBills({ req, buyer, rules, when, steps }, yearTwo) {
      const rate = yearTwo.kind === 'general' ? yearTwo.rate.ratePct : 0;
      let oldAssessed = given(buyer.sellerAssessed) ? buyer.sellerAssessed : null;
      if (oldAssessed === null && given(buyer.sellerBill) && rate > 0) {
        // Derived: the bill is (assessed − homeowners' exemption) × rate, so the assessed value is bill ÷ rate +
        // exemption.
        const homeowner = Number(req.config?.exemptions.homeowner?.amount ?? 0);
        oldAssessed = buyer.sellerBill / (rate / 100) + homeowner;
      }
      if (oldAssessed === null) {
        steps.push({ code: 'ca-supplemental-unknown', vars: {} });
        return null;
      }
      const supplemental: SupplementalBill[] = [];
      const change = buyer.price - oldAssessed;
      const key = MONTHS[when.month - 1]!;
      // The fiscal year runs July to June: a closing in July 2026 is in 2026-27, one in March 2026 in 2025-26.
      const fyStart = when.month >= 7 ? when.year : when.year - 1;
      const bill = (roll: SupplementalBill['roll'], factor: number, start: number): void => {
        const raw = cents(change * (rate / 100) * factor);
        const cancelled = Math.abs(raw) <= (rules.cancelAtOrBelow ?? 0);
        supplemental.push({ roll, fiscalYear: fiscal(start), amount: cancelled ? 0 : raw, factor, cancelled });
        steps.push({
          code: cancelled
            ? 'ca-supplemental-cancelled'
            : roll === 'current'
              ? 'ca-supplemental'
              : 'ca-supplemental-next-roll',
          vars: {
            change: cents(change),
            rate,
            factor,
            amount: raw,
            fiscalYear: fiscal(start),
            threshold: rules.cancelAtOrBelow ?? 0,
          },
        });
      };
      const factor = rules.supplementalFactors?.[key];
      // A June closing leaves nothing of the current fiscal year (the factor table has no June).
      if (factor !== undefined) bill('current', factor, fyStart);
      if (when.month <= 6) bill('next', rules.nextRollFactor ?? 1, fyStart + 1);
      steps.push({ code: 'ca-supplemental-not-escrowed', vars: {} });
      return supplemental;
    },
  },
} as const satisfies CalcStateModule;

export default california;
