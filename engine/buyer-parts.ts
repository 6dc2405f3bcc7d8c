// What buyer mode shares with the states' buyer rules (states/<code>/calc.ts): its input and result,
// the buyer-mode constants of a state's config, and the small helpers both sides use.
import type { GeneralRequest } from './requests.ts';
import type { CalcError, GeneralInput, GeneralResult, NycResult } from './model.ts';
import { ConfigError } from './rules.ts';
import type { StateConfig } from '../schema/index.ts';
import type { BuyerStep, BuyerWords } from './buyer-steps.ts';

export interface BuyerInput {
  /** The purchase price: the market value from the sale on. */
  price: number;
  /** The closing date, YYYY-MM-DD. */
  closing: string;
  /** The seller's latest yearly bill, if known (year one is this bill). */
  sellerBill?: number | null;
  /**
   * The seller's assessed (capped) value, if the bill is not known; NYC: the billable assessed value the buyer
   * inherits.
   */
  sellerAssessed?: number | null;
  /** Florida: the Save Our Homes benefit carried from the buyer's previous Florida homestead. */
  portability?: number | null;
}

export interface SupplementalBill {
  /** 'current': the rest of the fiscal year of closing; 'next': the roll already being prepared (Jan–June closings). */
  roll: 'current' | 'next';
  /** The fiscal year the bill belongs to, as 2026-27. */
  fiscalYear: string;
  /** (price − old assessed value) × rate × factor; negative is a refund. 0 when cancelled as too small. */
  amount: number;
  factor: number;
  cancelled: boolean;
}

export interface BuyerResult {
  closing: string;
  price: number;
  /** The bill for the year of closing, on the seller's value and exemptions. */
  yearOne: number;
  yearOneBasis: 'seller-bill' | 'seller-assessed' | 'estimated';
  /** The buyer's first own bill (the next tax year). */
  yearTwo: number;
  yearTwoResult: GeneralResult | NycResult;
  /**
   * California only: null elsewhere; an empty list when closing brings none; null in California when the old value is
   * unknown.
   */
  supplemental: SupplementalBill[] | null;
  escrowMonthlyYearOne: number;
  escrowMonthlyYearTwo: number;
  /** What the servicer finds missing at the first analysis: the year's difference plus the larger cushion. */
  shortage: number;
  cushionMonths: number;
  spreadMonths: number;
  /** The first day the buyer's own exemptions count, and the day to apply by. */
  exemptionsFrom: string;
  applyBy: string;
  steps: BuyerStep[];
}

export type BuyerOutcome = { ok: true; result: BuyerResult } | { ok: false; errors: CalcError[] };

export interface BuyerRules {
  cushionMonths: number;
  spreadMonths: number;
  exemptionFrom: string;
  applyBy: string;
  portabilityCap?: number;
  portabilityWindowYears?: number;
  supplementalFactors?: Record<string, number>;
  nextRollFactor?: number;
  cancelAtOrBelow?: number;
  starCreditBasic?: { min: number; max: number };
  starCreditEnhanced?: { min: number; max: number };
  homesteadCapPct?: number;
  nycCapAnnualPct?: number;
}

export interface ClosingDate {
  year: number;
  month: number;
}

/** What a state's buyer rule reads, and the year-two input and steps it may change. */
export interface BuyerContext {
  req: GeneralRequest;
  buyer: BuyerInput;
  rules: BuyerRules;
  when: ClosingDate;
  /** The buyer's own input for year two. */
  own: GeneralInput;
  steps: BuyerStep[];
}

/** One state's buyer year-two rule: what a sale resets there. Every hook is optional. */
export interface BuyerStateRule {
  /** The buyer's own exemptions start without a homestead ticked (New York files STAR and the rest anyway). */
  ownExemptionsWithoutHomestead?: boolean;
  /** Year two: what the sale resets or carries over, as changes to `own` and steps; errors refuse the estimate. */
  yearTwo?(ctx: BuyerContext): CalcError[] | void;
  /** Year one without the seller's bill: the value (and billable assessed value) the seller's bill is figured on. */
  sellerBasis?(ctx: BuyerContext): { value: number; assessedValue?: number } | null;
  /** Bills besides the two years (California's supplemental bills); null when the state has none. */
  extraBills?(ctx: BuyerContext, yearTwo: GeneralResult | NycResult): SupplementalBill[] | null;
  /** The sentences of the steps only this rule names (i18n/buyer-text.ts words the rest). */
  words?: BuyerWords;
}

export const cents = (n: number): number => Math.round(n * 100) / 100;
export const given = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;
/** A fiscal year from July as 2026-27. */
export const fiscal = (startYear: number): string => `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

export function buyerRules(config: StateConfig): BuyerRules {
  const b = config.calc.buyer as Record<string, unknown> | undefined;
  if (!b || typeof b !== 'object')
    throw new ConfigError(`${config.stateCode}.calc.buyer: expected the buyer-mode constants`);
  const n = (k: string): number => {
    const v = b[k];
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new ConfigError(`${config.stateCode}.calc.buyer.${k}: expected a number, found ${JSON.stringify(v)}`);
    return v;
  };
  const s = (k: string): string => {
    const v = b[k];
    if (typeof v !== 'string' || !/^\d{2}-\d{2}$/.test(v))
      throw new ConfigError(`${config.stateCode}.calc.buyer.${k}: expected MM-DD, found ${JSON.stringify(v)}`);
    return v;
  };
  const range = (k: string) =>
    b[k] ? { min: (b[k] as { min: number }).min, max: (b[k] as { max: number }).max } : undefined;
  return {
    cushionMonths: n('escrowCushionMonths'),
    spreadMonths: n('shortageSpreadMonths'),
    exemptionFrom: s('exemptionFrom'),
    applyBy: s('applyBy'),
    portabilityCap: b.portabilityCap === undefined ? undefined : n('portabilityCap'),
    portabilityWindowYears: b.portabilityWindowYears === undefined ? undefined : n('portabilityWindowYears'),
    supplementalFactors: b.supplementalFactors as Record<string, number> | undefined,
    nextRollFactor: b.supplementalNextRollFactor === undefined ? undefined : n('supplementalNextRollFactor'),
    cancelAtOrBelow: b.supplementalCancelAtOrBelow === undefined ? undefined : n('supplementalCancelAtOrBelow'),
    starCreditBasic: range('starCreditBasic'),
    starCreditEnhanced: range('starCreditEnhanced'),
    homesteadCapPct: b.homesteadCapPct === undefined ? undefined : n('homesteadCapPct'),
    nycCapAnnualPct: b.nycCapAnnualPct === undefined ? undefined : n('nycCapAnnualPct'),
  };
}
