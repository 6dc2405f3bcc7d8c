// Buyer mode: what buying a home does to its bill. Year one is the bill for the year of closing,
// still figured on the seller's value and exemptions (that is the bill the lender sets escrow
// from); year two is the buyer's first bill of their own: the value resets where the state resets
// it, the seller's exemptions and freezes end, and the buyer's own exemptions start once filed.
// What a sale resets is each state's buyer rule (states/<code>/calc.ts): Texas's cap, Florida's
// Save Our Homes and portability, California's base year and supplemental bills, New York's STAR
// credit and a borough's inherited assessment. Escrow follows Regulation X.
import {
  type BuyerContext,
  type BuyerInput,
  type BuyerOutcome,
  type BuyerResult,
  type BuyerRules,
  buyerRules,
  cents,
  given,
  type SupplementalBill,
} from '../../engine/buyer-parts.ts';
import { closingParts, closingProblem } from '../../engine/closing-date.ts';
import { calculateGeneral, type GeneralRequest } from './index.ts';
import { error } from '../../engine/messages.ts';
import type { CalcError, GeneralInput, GeneralResult, NycResult } from '../../engine/model.ts';
import { calcState } from '../engines.ts';
import type { BuyerStep } from '../../engine/buyer-steps.ts';

export type { BuyerInput, BuyerOutcome, BuyerResult, SupplementalBill } from '../../engine/buyer-parts.ts';
export type { BuyerStep, BuyerStepCode } from '../../engine/buyer-steps.ts';

const annualOf = (r: GeneralResult | NycResult): number => r.annualTax;

/** The seller's exemptions as a typical owner-occupant holds them: the homestead, nothing the buyer cannot know. */
function sellerInput(base: GeneralInput, value: number): GeneralInput {
  return {
    homeValue: value,
    county: base.county,
    homesteadExemption: true,
    // The same home: its units and any rate typed from its notice.
    units: base.units,
    propertyClass: base.propertyClass,
    starType: 'none',
  };
}

/**
 * Year one, year two, the state's other bills (California's supplemental ones) and the escrow change for a purchase.
 * `req` is the request the calculator would make for the buyer (their county or rate and their
 * own exemption choices); its homeValue is replaced by the figures each year uses. `today` is
 * the day the closing date is checked against (closing-date.ts).
 */
export function buyerEstimate(req: GeneralRequest, buyer: BuyerInput, today: Date = new Date()): BuyerOutcome {
  const errors: CalcError[] = [];
  if (!given(buyer.price))
    errors.push(error('price', 'invalid-value', `expected a purchase price above 0, found ${buyer.price}`));
  const closing = closingProblem(buyer.closing, today);
  if (closing) errors.push(closing);
  const when = closingParts(buyer.closing);
  for (const [field, v] of [
    ['sellerBill', buyer.sellerBill],
    ['sellerAssessed', buyer.sellerAssessed],
    ['portability', buyer.portability],
  ] as const) {
    if (v !== undefined && v !== null && (!Number.isFinite(v) || v < 0))
      errors.push(error(field, 'invalid-value', `expected an amount of 0 or more, found ${v}`));
  }
  if (!req.config) return { ok: false, errors: [error('state', 'state-data-not-loaded'), ...errors] };
  if (errors.length || !when) return { ok: false, errors };
  let rules: BuyerRules;
  try {
    rules = buyerRules(req.config);
  } catch (e) {
    return { ok: false, errors: [error('calculation', 'calculation-failed', (e as Error).message)] };
  }
  const state = calcState(req.state).buyer;
  const steps: BuyerStep[] = [];
  const run = (input: GeneralInput) => calculateGeneral({ ...req, input });

  // Year two: the buyer's own first bill, after what the state's rule resets. The seller's freezes never pass on.
  const own: GeneralInput = { ...req.input, homeValue: buyer.price, schoolTaxCeiling: false };
  const ctx: BuyerContext = { req, buyer, rules, when, own, steps };
  const refused = state.yearTwo?.(ctx);
  if (refused && refused.length > 0) return { ok: false, errors: refused };
  const second = run(own);
  if (!second.ok) return { ok: false, errors: second.errors };
  const yearTwo = annualOf(second.result);
  steps.push({ code: 'seller-exemptions-end', vars: {} });
  if (req.input.homesteadExemption === true || state.ownExemptionsWithoutHomestead)
    steps.push({
      code: 'own-exemptions-start',
      vars: { from: `${when.year + 1}-${rules.exemptionFrom}`, applyBy: `${when.year + 1}-${rules.applyBy}` },
    });
  else steps.push({ code: 'no-own-exemptions', vars: {} });

  // Year one: the seller's bill for the year of closing.
  let yearOne: number;
  let yearOneBasis: BuyerResult['yearOneBasis'];
  if (given(buyer.sellerBill)) {
    yearOne = buyer.sellerBill;
    yearOneBasis = 'seller-bill';
    steps.unshift({ code: 'year-one-seller-bill', vars: { bill: yearOne } });
  } else {
    const basis = state.sellerBasis?.(ctx) ?? {
      value: given(buyer.sellerAssessed) ? buyer.sellerAssessed : buyer.price,
    };
    const seller = sellerInput(req.input, basis.value);
    if (basis.assessedValue !== undefined) seller.assessedValue = basis.assessedValue;
    const first = run(seller);
    if (!first.ok) return { ok: false, errors: first.errors };
    yearOne = annualOf(first.result);
    yearOneBasis = given(buyer.sellerAssessed) ? 'seller-assessed' : 'estimated';
    steps.unshift({
      code: yearOneBasis === 'estimated' ? 'year-one-estimated' : 'year-one-seller-assessed',
      vars: { bill: cents(yearOne), value: basis.value },
    });
  }
  const supplemental: SupplementalBill[] | null = state.extraBills?.(ctx, second.result) ?? null;

  // Escrow: set from year one; at the first analysis the servicer needs year two's payments plus a
  // cushion of up to cushionMonths of them, and spreads what is missing over spreadMonths.
  const escrowMonthlyYearOne = cents(yearOne / 12);
  const difference = yearTwo - yearOne;
  const shortage = cents(Math.max(0, difference * (1 + rules.cushionMonths / 12)));
  const escrowMonthlyYearTwo = cents(yearTwo / 12 + shortage / rules.spreadMonths);
  steps.push({ code: 'escrow-year-one', vars: { monthly: escrowMonthlyYearOne } });
  steps.push(
    shortage > 0
      ? {
          code: 'escrow-shortage',
          vars: {
            shortage,
            cushionMonths: rules.cushionMonths,
            spreadMonths: rules.spreadMonths,
            monthly: escrowMonthlyYearTwo,
          },
        }
      : { code: 'escrow-no-shortage', vars: { monthly: escrowMonthlyYearTwo } },
  );

  return {
    ok: true,
    result: {
      closing: buyer.closing,
      price: buyer.price,
      yearOne: cents(yearOne),
      yearOneBasis,
      yearTwo: cents(yearTwo),
      yearTwoResult: second.result,
      supplemental,
      escrowMonthlyYearOne,
      escrowMonthlyYearTwo,
      shortage,
      cushionMonths: rules.cushionMonths,
      spreadMonths: rules.spreadMonths,
      exemptionsFrom: `${when.year + 1}-${rules.exemptionFrom}`,
      applyBy: `${when.year + 1}-${rules.applyBy}`,
      steps,
    },
  };
}
