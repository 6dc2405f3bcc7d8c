// The tools' facts (generated/facts/<scope>.json, from sources/facts/) as the tools use them. The
// pipeline has checked every figure against schema/facts.ts, so here they are trusted:
// only the shape changes (month-day text to numbers) and source prose stays out of the page.
import type { MelloRoosFacts } from '../../engine/tools/mello-roos.ts';
import type { MonthDay, PaymentFacts } from '../../engine/tools/payment.ts';
import type { MelloRoosFactsFile, PaymentFactsFile, Prop13FactsFile } from '../../schema/facts.ts';
import type { PageData } from './page-data.ts';

/** A month and day as the constants table writes it: "MM-DD". */
type MonthDayText = string;

export interface PaymentFactsSource {
  dueDate: MonthDayText;
  split: { first: MonthDayText; second: MonthDayText };
  penalty: PaymentFacts['penalty'];
  interestMonthlyPct: number;
  attorneyFee: { maxPct: number; from: MonthDayText };
  earlyDiscounts: PaymentFacts['earlyDiscounts'];
  fees: PaymentFacts['fees'];
  example: PaymentFacts['example'];
}
export type MelloRoosFactsSource = MelloRoosFacts;
export interface Prop13Facts {
  baseYear: number;
  example: { purchasePrice: number; purchaseYear: number; currentMarketValue: number };
}
export type Prop13FactsSource = Prop13Facts;

/** A checked topic; missing only when sources/ has no such file, which the tool's page cannot do without. */
function topic<T>(data: PageData, scope: string, name: string): T {
  const value = data.facts[scope]?.[name];
  if (value === undefined)
    throw new Error(`sources/facts/${scope}/${name}.json: expected a facts file for this tool, found none`);
  return value as T;
}

const monthDayOf = (v: MonthDayText): MonthDay => ({ month: Number(v.slice(0, 2)), day: Number(v.slice(3, 5)) });

export function paymentFacts(data: PageData): PaymentFacts {
  const f = topic<PaymentFactsSource>(data, 'tx', 'payment');
  return {
    dueDate: monthDayOf(f.dueDate),
    split: { first: monthDayOf(f.split.first), second: monthDayOf(f.split.second) },
    penalty: f.penalty,
    interestMonthlyPct: f.interestMonthlyPct,
    attorneyFee: { maxPct: f.attorneyFee.maxPct, from: monthDayOf(f.attorneyFee.from) },
    earlyDiscounts: { schedule: f.earlyDiscounts.schedule.map(({ month, pct }) => ({ month, pct })) },
    fees: {
      cardMaxPct: f.fees.cardMaxPct,
      counties: f.fees.counties.map(({ county, cardPct, eCheck }) => ({ county, cardPct, eCheck })),
    },
    example: { bill: f.example.bill },
  };
}

export function melloRoosFacts(data: PageData): MelloRoosFacts {
  const f = topic<MelloRoosFactsSource>(data, 'ca', 'mello-roos');
  return { redFlags: { chargeOfValuePct: f.redFlags.chargeOfValuePct, totalRatePct: f.redFlags.totalRatePct } };
}

export function prop13Facts(data: PageData): Prop13Facts {
  const f = topic<Prop13FactsSource>(data, 'ca', 'tools-prop13');
  const { purchasePrice, purchaseYear, currentMarketValue } = f.example;
  return { baseYear: f.baseYear, example: { purchasePrice, purchaseYear, currentMarketValue } };
}

// Compile-time guard: what the facts schemas accept (schema/facts.ts) is what the pages read.
type Assignable<A, B extends A> = B;
export type _Checks = [
  Assignable<PaymentFactsSource, PaymentFactsFile>,
  Assignable<MelloRoosFactsSource, MelloRoosFactsFile>,
  Assignable<Prop13FactsSource, Prop13FactsFile>,
];
