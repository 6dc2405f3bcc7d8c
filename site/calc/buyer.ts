// Buyer mode: what buying a home does to its bill. Year one is the bill for the year of closing,
// still figured on the seller's value and exemptions (that is the bill the lender sets escrow
// from); year two is the buyer's first bill of their own: the value resets where the state resets
// it, the seller's exemptions and freezes end, and the buyer's own exemptions start once filed.
// California adds supplemental bills for the change in value; escrow follows Regulation X.
import { calculateGeneral, type GeneralRequest } from './index.ts';
import { error } from './messages.ts';
import type { CalcError, GeneralInput, GeneralResult, NycResult } from './model.ts';
import { ConfigError } from './rules.ts';
import type { BuyerStep, StateConfig } from './types.ts';

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

export type { BuyerStep, BuyerStepCode } from './types.ts';

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

interface BuyerRules {
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

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const cents = (n: number): number => Math.round(n * 100) / 100;
const given = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

function buyerRules(config: StateConfig): BuyerRules {
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

function closingParts(closing: string): { year: number; month: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(closing);
  if (!m) return null;
  const d = new Date(`${closing}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== closing) return null;
  return { year: Number(m[1]), month: Number(m[2]) };
}

const annualOf = (r: GeneralResult | NycResult): number => (r.kind === 'nyc' ? r.finalTax : r.annualTax);
const fiscal = (startYear: number): string => `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The seller's exemptions as a typical owner-occupant holds them: the homestead, nothing the buyer cannot know. */
function sellerInput(base: GeneralInput, value: number): GeneralInput {
  return {
    homeValue: value,
    county: base.county,
    homesteadExemption: true,
    extraUnits: base.extraUnits,
    propertyClass: base.propertyClass,
    starType: 'none',
  };
}

/**
 * Year one, year two, California's supplemental bills and the escrow change for a purchase.
 * `req` is the request the calculator would make for the buyer (their county or rate and their
 * own exemption choices); its homeValue is replaced by the figures each year uses.
 */
export function buyerEstimate(req: GeneralRequest, buyer: BuyerInput): BuyerOutcome {
  const errors: CalcError[] = [];
  if (!given(buyer.price))
    errors.push(error('price', 'invalid-value', `expected a purchase price above 0, found ${buyer.price}`));
  const when = closingParts(buyer.closing);
  if (!when)
    errors.push(
      error(
        'closing',
        'invalid-value',
        `expected a closing date as YYYY-MM-DD, found ${JSON.stringify(buyer.closing)}`,
      ),
    );
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
  const state = req.state;
  const steps: BuyerStep[] = [];
  const run = (input: GeneralInput) => calculateGeneral({ ...req, input });

  // Year two: the buyer's own first bill. The seller's freezes never pass on.
  const own: GeneralInput = { ...req.input, homeValue: buyer.price, schoolTaxCeiling: false };
  const homestead = req.input.homesteadExemption === true || state === 'ny';
  if (state === 'tx')
    steps.push(
      { code: 'tx-cap-restarts', vars: { price: buyer.price, cap: rules.homesteadCapPct ?? 0 } },
      { code: 'tx-ceiling-ends', vars: {} },
    );
  if (state === 'fl') {
    steps.push({
      code: 'fl-soh-resets',
      vars: { price: buyer.price, from: `${when.year + 1}-${rules.exemptionFrom}` },
    });
    if (given(buyer.portability)) {
      // s. 193.155(8), F.S.: the new homestead's assessed value is its just value less the benefit moved (at most
      // the cap), or a share of it when downsizing; either way it stays above $0, so the benefit is below the price.
      const moved = Math.min(buyer.portability, rules.portabilityCap ?? 0);
      if (moved > buyer.price - 1)
        return {
          ok: false,
          errors: [
            error(
              'portability',
              'portability-above-price',
              `expected at most the price minus $1 (${buyer.price - 1}), found ${buyer.portability}`,
            ),
          ],
        };
      if (!req.input.homesteadExemption) steps.push({ code: 'fl-portability-needs-homestead', vars: {} });
      else {
        const cap = rules.portabilityCap ?? 0;
        const used = Math.min(buyer.portability, cap, buyer.price);
        if (buyer.portability > cap)
          steps.push({ code: 'fl-portability-capped', vars: { entered: buyer.portability, cap } });
        steps.push({
          code: 'fl-portability',
          vars: { amount: used, years: rules.portabilityWindowYears ?? 0, value: buyer.price - used },
        });
        own.homeValue = buyer.price - used;
      }
    }
  }
  if (state === 'ca') steps.push({ code: 'ca-base-year', vars: { price: buyer.price } });
  if (state === 'ny') {
    // New owners since 2016 get STAR as a check from the State, not off the bill.
    if (own.starType && own.starType !== 'none') {
      const range = own.starType === 'enhanced' ? rules.starCreditEnhanced : rules.starCreditBasic;
      steps.push({ code: 'ny-star-credit', vars: { min: range?.min ?? 0, max: range?.max ?? 0 } });
    }
    own.starType = 'none';
    own.starForm = 'credit';
  }
  const isNycCounty = Boolean(req.counties?.find((c) => c.slug === req.input.county)?.nycClass);
  if (isNycCounty) {
    // A sale does not reset a class 1 assessment: the buyer inherits the seller's capped value.
    if (given(buyer.sellerAssessed)) {
      own.assessedValue = buyer.sellerAssessed;
      steps.push({
        code: 'nyc-assessment-inherited',
        vars: { assessed: buyer.sellerAssessed, cap: rules.nycCapAnnualPct ?? 0 },
      });
    } else steps.push({ code: 'nyc-assessment-estimated', vars: {} });
  }
  const second = run(own);
  if (!second.ok) return { ok: false, errors: second.errors };
  const yearTwo = annualOf(second.result);
  steps.push({ code: 'seller-exemptions-end', vars: {} });
  if (homestead)
    steps.push({
      code: 'own-exemptions-start',
      vars: { from: `${when.year + 1}-${rules.exemptionFrom}`, applyBy: `${when.year + 1}-${rules.applyBy}` },
    });
  else steps.push({ code: 'no-own-exemptions', vars: {} });

  // Year one: the seller's bill for the year of closing.
  let yearOne: number;
  let yearOneBasis: BuyerResult['yearOneBasis'];
  let oldAssessed: number | null = null;
  if (given(buyer.sellerBill)) {
    yearOne = buyer.sellerBill;
    yearOneBasis = 'seller-bill';
    steps.unshift({ code: 'year-one-seller-bill', vars: { bill: yearOne } });
  } else {
    const value = isNycCounty ? buyer.price : given(buyer.sellerAssessed) ? buyer.sellerAssessed : buyer.price;
    const seller = sellerInput(req.input, value);
    if (isNycCounty && given(buyer.sellerAssessed)) seller.assessedValue = buyer.sellerAssessed;
    const first = run(seller);
    if (!first.ok) return { ok: false, errors: first.errors };
    yearOne = annualOf(first.result);
    yearOneBasis = given(buyer.sellerAssessed) ? 'seller-assessed' : 'estimated';
    steps.unshift({
      code: yearOneBasis === 'estimated' ? 'year-one-estimated' : 'year-one-seller-assessed',
      vars: { bill: cents(yearOne), value },
    });
  }
  if (given(buyer.sellerAssessed)) oldAssessed = buyer.sellerAssessed;

  // California: the change in value is billed for the rest of the fiscal year (and for the roll
  // being prepared when closing falls in January to June), prorated by R&TC 75.41's factors.
  let supplemental: SupplementalBill[] | null = null;
  if (state === 'ca') {
    const rate = second.result.kind === 'general' ? second.result.rate.ratePct : 0;
    if (oldAssessed === null && given(buyer.sellerBill) && rate > 0) {
      // Derived: the bill is (assessed − homeowners' exemption) × rate, so the assessed value is bill ÷ rate +
      // exemption.
      const homeowner = Number(req.config.exemptions.homeowner?.amount ?? 0);
      oldAssessed = buyer.sellerBill / (rate / 100) + homeowner;
    }
    if (oldAssessed === null) {
      steps.push({ code: 'ca-supplemental-unknown', vars: {} });
    } else {
      supplemental = [];
      const change = buyer.price - oldAssessed;
      const key = MONTHS[when.month - 1]!;
      // The fiscal year runs July to June: a closing in July 2026 is in 2026-27, one in March 2026 in 2025-26.
      const fyStart = when.month >= 7 ? when.year : when.year - 1;
      const bill = (roll: SupplementalBill['roll'], factor: number, start: number): void => {
        const raw = cents(change * (rate / 100) * factor);
        const cancelled = Math.abs(raw) <= (rules.cancelAtOrBelow ?? 0);
        supplemental!.push({ roll, fiscalYear: fiscal(start), amount: cancelled ? 0 : raw, factor, cancelled });
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
    }
  }

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
