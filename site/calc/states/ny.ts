// New York: town, village and school bills outside New York City; STAR as a credit for new owners;
// a borough's class 1 assessment passes to the buyer.
import { given } from '../buyer-parts.ts';
import type { GeneralRequest } from '../index.ts';
import { SENIOR_CITIZEN } from '../exemption-inputs.ts';
import { newYorkBill } from '../ny-units.ts';
import { newYorkRules } from '../rules.ts';
import type { CalcStateModule } from './types.ts';

const inBorough = (req: GeneralRequest): boolean =>
  Boolean(req.counties?.find((c) => c.slug === req.input.county)?.nycClass);

export const newYork = {
  code: 'ny',
  engine(config) {
    const r = newYorkRules(config);
    return {
      split: r.split,
      veteranLevels: [],
      run: (i, rate, pct, year) => newYorkBill(i, rate, r, pct, year ?? null),
    };
  },
  exemptions: [{ ...SENIOR_CITIZEN, config: 'senior' }],
  veteranRating: true,
  classRates: true,
  form: { billBuilder: 'ny-units' },
  buyer: {
    ownExemptionsWithoutHomestead: true,
    yearTwo({ req, buyer, rules, own, steps }) {
      // New owners since 2016 get STAR as a check from the State, not off the bill.
      if (own.starType && own.starType !== 'none') {
        const range = own.starType === 'enhanced' ? rules.starCreditEnhanced : rules.starCreditBasic;
        steps.push({ code: 'ny-star-credit', vars: { min: range?.min ?? 0, max: range?.max ?? 0 } });
      }
      own.starType = 'none';
      own.starForm = 'credit';
      if (!inBorough(req)) return;
      // A sale does not reset a class 1 assessment: the buyer inherits the seller's capped value.
      if (given(buyer.sellerAssessed)) {
        own.assessedValue = buyer.sellerAssessed;
        steps.push({
          code: 'nyc-assessment-inherited',
          vars: { assessed: buyer.sellerAssessed, cap: rules.nycCapAnnualPct ?? 0 },
        });
      } else steps.push({ code: 'nyc-assessment-estimated', vars: {} });
    },
    // In a borough the seller's bill is figured on the market value, with the seller's billable assessed value.
    sellerBasis({ req, buyer }) {
      if (!inBorough(req)) return null;
      return given(buyer.sellerAssessed)
        ? { value: buyer.price, assessedValue: buyer.sellerAssessed }
        : { value: buyer.price };
    },
  },
} as const satisfies CalcStateModule;
