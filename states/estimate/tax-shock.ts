// Florida tax-shock calculator: a sale ends the seller's Save Our Homes cap, so the buyer's first
// bill is figured on the purchase price (taken as the new market value), not on the seller's
// capped assessed value. Both bills come from the Florida engine with a new homestead's
// exemptions; the seller's side is either the tax they pay (typed in) or their assessed value.
import { calculateGeneral } from './index.ts';
import { error } from '../../engine/messages.ts';
import type { CalcError, GeneralResult } from '../../engine/model.ts';
import type { CountyRate, StateConfig } from '../../schema/index.ts';

export interface TaxShockInput {
  purchasePrice: number;
  /** County slug. */
  county: string;
  /** The seller's current yearly tax, if known (wins over the assessed value). */
  sellerTax?: number | null;
  /** The seller's assessed (Save Our Homes capped) value, if the tax is not known. */
  sellerAssessedValue?: number | null;
}

export type SellerSide =
  | { basis: 'tax'; tax: number }
  | { basis: 'assessed'; tax: number; assessedValue: number; bill: GeneralResult }
  | { basis: 'none' };

export interface TaxShockResult {
  purchasePrice: number;
  /** The buyer's first full-year bill: purchase price, new homestead exemptions. */
  newBill: GeneralResult;
  seller: SellerSide;
  /** newBill − seller's tax; null without a seller figure. */
  difference: number | null;
  /** difference as a percent of the seller's tax; null without one (or when it is 0). */
  differencePct: number | null;
}

export type TaxShockOutcome = { ok: true; result: TaxShockResult } | { ok: false; errors: CalcError[] };

const given = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

function homesteadBill(
  homeValue: number,
  county: string,
  config: StateConfig | null | undefined,
  counties: readonly CountyRate[] | null | undefined,
) {
  return calculateGeneral({ state: 'fl', input: { homeValue, county, homesteadExemption: true }, config, counties });
}

export function taxShock(
  input: TaxShockInput,
  config: StateConfig | null | undefined,
  counties: readonly CountyRate[] | null | undefined,
): TaxShockOutcome {
  const buyer = homesteadBill(input.purchasePrice, input.county, config, counties);
  if (!buyer.ok) return { ok: false, errors: buyer.errors };
  // Florida has no class-rate counties, so the engine always answers with a general result.
  if (buyer.result.kind !== 'general')
    return { ok: false, errors: [error('calculation', 'calculation-failed', 'expected a general result')] };
  const newBill = buyer.result;

  let seller: SellerSide = { basis: 'none' };
  if (given(input.sellerTax)) {
    seller = { basis: 'tax', tax: input.sellerTax };
  } else if (given(input.sellerAssessedValue)) {
    const out = homesteadBill(input.sellerAssessedValue, input.county, config, counties);
    if (out.ok && out.result.kind === 'general')
      seller = {
        basis: 'assessed',
        tax: out.result.annualTax,
        assessedValue: input.sellerAssessedValue,
        bill: out.result,
      };
  }
  const sellerTax = seller.basis === 'none' ? null : seller.tax;
  const difference = sellerTax === null ? null : newBill.annualTax - sellerTax;
  const differencePct =
    sellerTax === null || sellerTax <= 0 || difference === null ? null : (difference / sellerTax) * 100;
  return { ok: true, result: { purchasePrice: input.purchasePrice, newBill, seller, difference, differencePct } };
}
