// The tools' facts (generated/facts/<scope>.json, from sources/facts/), checked once at build time:
// a missing or mistyped figure stops the build with the file and field, instead of a page showing NaN.
import type { MelloRoosFacts } from '../calc/tools/mello-roos.ts';
import type { MonthDay, PaymentFacts } from '../calc/tools/payment.ts';
import type { PageData } from './render.tsx';

export interface Prop13Facts {
  baseYear: number;
  example: { purchasePrice: number; purchaseYear: number; currentMarketValue: number };
}

/** The dotted paths that must hold finite numbers in a facts topic. */
function topic<T>(data: PageData, scope: string, name: string, numbers: readonly string[]): T {
  const value = data.facts[scope]?.[name];
  const where = `sources/facts/${scope}/${name}.json`;
  if (typeof value !== 'object' || value === null) throw new Error(`${where}: expected a facts file, found none`);
  for (const path of numbers) {
    const found = path.split('.').reduce<unknown>((v, k) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[k] : undefined), value);
    if (typeof found !== 'number' || !Number.isFinite(found)) throw new Error(`${where} → ${path}: expected a number, found ${JSON.stringify(found)}`);
  }
  return value as T;
}

const monthDay = (p: string) => [`${p}.month`, `${p}.day`];

/** Month-day figures arrive as "MM-DD" (sourced constants); the tool works with { month, day }. */
function monthDayOf(v: unknown, where: string): MonthDay {
  if (typeof v === 'string' && /^\d{2}-\d{2}$/.test(v)) return { month: Number(v.slice(0, 2)), day: Number(v.slice(3)) };
  throw new Error(`${where}: expected a month and day as MM-DD, found ${JSON.stringify(v)}`);
}

export function paymentFacts(data: PageData): PaymentFacts {
  const where = 'sources/facts/tx/payment.json';
  const facts = topic<Record<string, any>>(data, 'tx', 'payment', [
    'penalty.firstMonthPct', 'penalty.monthlyIncreasePct', 'penalty.julyTotalPct', 'interestMonthlyPct', 'attorneyFee.maxPct',
    'fees.cardMaxPct', 'example.bill',
  ]);
  const schedule = facts.earlyDiscounts?.schedule;
  const counties = facts.fees?.counties;
  if (!Array.isArray(schedule) || schedule.some((r: any) => typeof r.month !== 'number' || typeof r.pct !== 'number')) {
    throw new Error(`${where} → earlyDiscounts.schedule: expected { month, pct } rows`);
  }
  if (!Array.isArray(counties) || counties.some((c: any) => typeof c.county !== 'string' || typeof c.cardPct !== 'number' || typeof c.eCheck !== 'number')) {
    throw new Error(`${where} → fees.counties: expected { county, cardPct, eCheck } rows with numbers`);
  }
  // Only what the tool reads goes into the page (no source or note prose).
  return {
    dueDate: monthDayOf(facts.dueDate, `${where} → dueDate`),
    split: { first: monthDayOf(facts.split?.first, `${where} → split.first`), second: monthDayOf(facts.split?.second, `${where} → split.second`) },
    penalty: facts.penalty, interestMonthlyPct: facts.interestMonthlyPct,
    attorneyFee: { maxPct: facts.attorneyFee.maxPct, from: monthDayOf(facts.attorneyFee.from, `${where} → attorneyFee.from`) },
    earlyDiscounts: { schedule },
    fees: { cardMaxPct: facts.fees.cardMaxPct, counties },
    example: { bill: facts.example.bill },
  };
}

export function melloRoosFacts(data: PageData): MelloRoosFacts {
  const f = topic<MelloRoosFacts>(data, 'ca', 'mello-roos', ['redFlags.chargeOfValuePct', 'redFlags.totalRatePct']);
  return { redFlags: f.redFlags };
}

export function prop13Facts(data: PageData): Prop13Facts {
  const f = topic<Prop13Facts>(data, 'ca', 'tools-prop13', ['baseYear', 'example.purchasePrice', 'example.purchaseYear', 'example.currentMarketValue']);
  return { baseYear: f.baseYear, example: f.example };
}
