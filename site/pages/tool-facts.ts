// The tools' facts (generated/facts/<scope>.json, from sources/facts/), checked once at build time:
// a missing or mistyped figure stops the build with the file and field, instead of a page showing NaN.
import type { MelloRoosFacts } from '../calc/tools/mello-roos.ts';
import type { PaymentFacts } from '../calc/tools/payment.ts';
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

export function paymentFacts(data: PageData): PaymentFacts {
  const facts = topic<PaymentFacts>(data, 'tx', 'payment', [
    ...monthDay('dueDate'), ...monthDay('split.first'), ...monthDay('split.second'), ...monthDay('attorneyFee.from'),
    'penalty.firstMonthPct', 'penalty.monthlyIncreasePct', 'penalty.julyTotalPct', 'interestMonthlyPct', 'attorneyFee.maxPct',
    'cardFeePct', 'eCheckFee', 'exampleBill',
  ]);
  const { counties, schedule } = facts.earlyDiscounts ?? {};
  if (!Array.isArray(counties) || !Array.isArray(schedule) || schedule.some((r) => typeof r.month !== 'number' || typeof r.pct !== 'number')) {
    throw new Error('sources/facts/tx/payment.json → earlyDiscounts: expected counties (names) and schedule ({ month, pct } rows)');
  }
  // Only what the tool reads goes into the page (no source/note prose).
  const { dueDate, split, penalty, interestMonthlyPct, attorneyFee, cardFeePct, eCheckFee, exampleBill } = facts;
  return { dueDate, split, penalty, interestMonthlyPct, attorneyFee, earlyDiscounts: { counties, schedule }, cardFeePct, eCheckFee, exampleBill };
}

export function melloRoosFacts(data: PageData): MelloRoosFacts {
  const f = topic<MelloRoosFacts>(data, 'ca', 'mello-roos', ['annualCost.min', 'annualCost.max', 'termYears.min', 'termYears.max', 'redFlags.chargeOfValuePct', 'redFlags.totalRatePct']);
  return { annualCost: { min: f.annualCost.min, max: f.annualCost.max, openEnded: f.annualCost.openEnded === true }, termYears: f.termYears, redFlags: f.redFlags };
}

export function prop13Facts(data: PageData): Prop13Facts {
  const f = topic<Prop13Facts>(data, 'ca', 'tools-prop13', ['baseYear', 'example.purchasePrice', 'example.purchaseYear', 'example.currentMarketValue']);
  return { baseYear: f.baseYear, example: f.example };
}
