// Texas quick payment calculator: what a bill costs paid in full, split, early (discount), late
// (penalty, interest, attorney fee) or by card/e-check. The rules come in as data
// (sources/facts/tx/payment.json citing sources/constants/tx.csv); nothing here knows a Texas figure by itself.

export interface MonthDay {
  month: number;
  day: number;
}

export interface PaymentFacts {
  dueDate: MonthDay;
  split: { first: MonthDay; second: MonthDay };
  penalty: { firstMonthPct: number; monthlyIncreasePct: number; julyTotalPct: number };
  interestMonthlyPct: number;
  attorneyFee: { maxPct: number; from: MonthDay };
  /** The discounts Tax Code §31.05 lets a taxing unit adopt; few do, so the tool says to ask. */
  earlyDiscounts: { schedule: { month: number; pct: number }[] };
  /** Card and e-check fees as each county tax office publishes them, and the legal ceiling on card fees. */
  fees: { cardMaxPct: number; counties: CountyFee[] };
  example: { bill: number };
}

export interface CountyFee {
  county: string;
  cardPct: number;
  /** Dollars per e-check payment; 0 where the office charges none. */
  eCheck: number;
}

export interface LateRow {
  /** Calendar month the bill is paid in (2 = February). */
  month: number;
  penaltyPct: number;
  penalty: number;
  interestPct: number;
  interest: number;
  /** Maximum attorney collection fee (0 before it can apply). */
  attorneyFeePct: number;
  attorneyFee: number;
  /** Penalty + interest + the maximum attorney fee. */
  totalExtra: number;
  totalPct: number;
}

export interface DiscountRow {
  month: number;
  pct: number;
  savings: number;
  pay: number;
}

export interface PaymentPlan {
  bill: number;
  full: { amount: number; due: MonthDay };
  split: { first: number; second: number; firstDue: MonthDay; secondDue: MonthDay; missedFirstDue: MonthDay };
  late: LateRow[];
  discounts: DiscountRow[];
  fees: { county: string; cardPct: number; card: number; eCheck: number }[];
}

/**
 * Penalty for a bill paid in `month` of the delinquency year (Tax Code §33.01(a)): the first-month
 * rate in the month after the due date, one point more for each further month, and the July total
 * once the attorney-fee date is reached.
 */
export function penaltyPct(facts: PaymentFacts, month: number): number {
  const monthsLate = month - facts.dueDate.month;
  if (monthsLate < 1) return 0;
  if (month >= facts.attorneyFee.from.month) return facts.penalty.julyTotalPct;
  return facts.penalty.firstMonthPct + (monthsLate - 1) * facts.penalty.monthlyIncreasePct;
}

/** Interest (§33.01(c)): a fixed rate for each month or part of a month the tax stays unpaid. */
export function interestPct(facts: PaymentFacts, month: number): number {
  return Math.max(0, month - facts.dueDate.month) * facts.interestMonthlyPct;
}

function lateRow(facts: PaymentFacts, bill: number, month: number): LateRow {
  const pPct = penaltyPct(facts, month);
  const iPct = interestPct(facts, month);
  const penalty = (bill * pPct) / 100;
  const interest = (bill * iPct) / 100;
  // §33.07: the fee is a share of tax, penalty and interest together.
  const feePct = month >= facts.attorneyFee.from.month ? facts.attorneyFee.maxPct : 0;
  const attorneyFee = ((bill + penalty + interest) * feePct) / 100;
  const totalExtra = penalty + interest + attorneyFee;
  return {
    month,
    penaltyPct: pPct,
    penalty,
    interestPct: iPct,
    interest,
    attorneyFeePct: feePct,
    attorneyFee,
    totalExtra,
    totalPct: bill > 0 ? (totalExtra / bill) * 100 : 0,
  };
}

/** Every figure of the payment guide for one bill; negative or non-finite bills count as 0. */
export function paymentPlan(billInput: number, facts: PaymentFacts): PaymentPlan {
  const bill = Number.isFinite(billInput) && billInput > 0 ? billInput : 0;
  const late: LateRow[] = [];
  // From the first month after the due date to the month the attorney fee can start.
  for (let m = facts.dueDate.month + 1; m <= facts.attorneyFee.from.month; m++) late.push(lateRow(facts, bill, m));
  return {
    bill,
    full: { amount: bill, due: facts.dueDate },
    split: {
      first: bill / 2,
      second: bill / 2,
      firstDue: facts.split.first,
      secondDue: facts.split.second,
      missedFirstDue: facts.dueDate,
    },
    late,
    discounts: facts.earlyDiscounts.schedule.map(({ month, pct }) => ({
      month,
      pct,
      savings: (bill * pct) / 100,
      pay: bill - (bill * pct) / 100,
    })),
    fees: facts.fees.counties.map((f) => ({
      county: f.county,
      cardPct: f.cardPct,
      card: (bill * f.cardPct) / 100,
      eCheck: f.eCheck,
    })),
  };
}
