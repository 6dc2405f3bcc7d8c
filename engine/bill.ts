// The one bill assembly: every state's bill is the lines of the units that tax the home (or, where no
// unit is known, the parts of the county's own rate), each taxed on the value left after the exemptions
// that reach it. The state's engine plans which exemptions apply to which lines, in the order the law
// takes them; this module does the arithmetic they share and sums the lines into the general result.
//
// Order: exemptions that reduce every line come first (they lower the assessed value itself), then the
// others in the order the state plans them; each takes at most what is left of its line's value. A
// unit's own exemptions (Texas local options) come where the plan puts them.
import { estimateNotice, notice } from './messages.ts';
import {
  PARTS,
  type BillLine,
  type BillUnit,
  type ExemptionGroup,
  type ExemptionId,
  type ExemptionLine,
  type GeneralResult,
  type LocalStatus,
  type Notice,
  type Part,
  type PortionLine,
  type RateUsed,
  type TaxRange,
  type UnitExemption,
  type UnitLine,
} from './model.ts';
import { rateRange, staleLinesRange } from './range.ts';
import type { StateCode } from '../schema/codes.ts';
import type { LocalExemptions } from '../schema/index.ts';

/** Which lines an exemption reduces: every line, school lines, the others, or a unit's own figure of that kind. */
export type Reaches = 'all' | 'school' | 'non-school' | 'own-homestead' | 'own-over65' | 'own-disabled';

export interface PlannedExemption {
  id: ExemptionId;
  group: ExemptionGroup;
  appliesTo: Reaches;
  /** Dollars off the value as the rule grants them (a full exemption: the whole value); 0 for a unit's own. */
  nominalAmount: number;
  percentage: number | null;
  disability: string | null;
  full: boolean;
}

export interface BillPlan {
  state: StateCode;
  homeValue: number;
  /** The county record's rate (or a rate typed for the whole bill): its parts stand in where no unit is known. */
  rate: RateUsed;
  /** The bill's units; those not `extra` stand for the parts the state's units replace. */
  units: readonly BillUnit[];
  /** Parts of `rate` the bill keeps as the county's figures (no unit stands for them). */
  standIns: readonly Part[];
  exemptions: readonly PlannedExemption[];
  /** The state's units grant their own exemptions: each line says whether its own are known (Texas). */
  ownExemptions: boolean;
  /** A unit's own homestead percentage is never less than this (Texas Tax Code §11.13(n)). */
  ownHomesteadFloor?: number;
  /** How a line of part `all` splits into the four parts of countyBreakdown (the state's split, percent). */
  split: Record<Part, number>;
  notices: Notice[];
  /** Typical yearly rate change, percent: lines still on an older year's rate give a range. */
  rangeChangePct: number | null;
  /** The year estimated; a line of an earlier tax year is an estimate. */
  productYear: number | null;
}

const tax = (value: number, ratePct: number | null): number => (ratePct === null ? 0 : (value * ratePct) / 100);

/** What a line is made of before its exemptions. */
interface Planned {
  unit: BillUnit;
  kind: 'unit' | 'part';
  taxYear: number | null;
  /** A part of the county's average less the levies units of the bill name. */
  remainder?: boolean;
}

/**
 * A part of the county's own rate no unit of the bill stands for. Where units of the bill name some of its levies
 * (a Florida county's countywide operating and debt levies), the part keeps the rest of its average: the levies the
 * units leave out, so a bill is never low for a levy we hold no row for.
 */
function standIn(part: Part, rate: RateUsed, named: number): Planned {
  const rest = Math.max(0, Number((rate.components[part] - named).toFixed(8)));
  return {
    unit: { id: part, name: part, part, ratePct: named > 0 ? rest : rate.components[part] },
    kind: 'part',
    taxYear: rate.county?.tableYear ?? null,
    remainder: named > 0,
  };
}

/** The unit's own homestead amount for this home: its percentage of the value, at least the floor. */
function ownHomestead(
  local: LocalExemptions,
  value: number,
  floor: number,
): { amount: number; pct: number | null } | null {
  if (local.homesteadPct !== null && local.homesteadPct > 0)
    return {
      amount: Math.max((value * local.homesteadPct) / 100, floor, local.homesteadFlat ?? 0),
      pct: local.homesteadPct,
    };
  if (local.homesteadPct === null && local.homesteadFlat !== null && local.homesteadFlat > 0)
    return { amount: local.homesteadFlat, pct: null };
  return null;
}

const reachesSchool = (part: BillLine['part']): boolean => part === 'school' || part === 'all';
const reachesOther = (part: BillLine['part']): boolean => part !== 'school';

/**
 * The exemptions one line takes, in the plan's order, and the value left. Written out: it runs for every line of every
 * bill a build prices.
 */
function takeExemptions(
  part: BillLine['part'],
  local: LocalExemptions | null | undefined,
  value: number,
  plan: BillPlan,
  order: readonly PlannedExemption[],
): { left: number; exemptions: UnitExemption[] } {
  let left = value;
  const exemptions: UnitExemption[] = [];
  for (const e of order) {
    let nominal = e.nominalAmount;
    let percentage: number | null = null;
    switch (e.appliesTo) {
      case 'all':
        break;
      case 'school':
        if (!reachesSchool(part)) continue;
        break;
      case 'non-school':
        if (!reachesOther(part)) continue;
        break;
      case 'own-homestead': {
        const own = local ? ownHomestead(local, value, plan.ownHomesteadFloor ?? 0) : null;
        if (!own) continue;
        nominal = own.amount;
        percentage = own.pct;
        break;
      }
      case 'own-over65':
        if (!local?.over65Amount) continue;
        nominal = local.over65Amount;
        break;
      case 'own-disabled':
        if (!local?.disabledAmount) continue;
        nominal = local.disabledAmount;
        break;
    }
    const amount = Math.min(Math.max(0, nominal), left);
    left -= amount;
    exemptions.push({ id: e.id, nominalAmount: nominal, amount, percentage });
  }
  return { left, exemptions };
}

/** Whether the unit's own figures answer the exemptions that were ticked. */
function localStatusOf(local: LocalExemptions | null | undefined, plan: BillPlan): LocalStatus {
  const asked = plan.exemptions.filter((e) => e.appliesTo.startsWith('own-')).map((e) => e.appliesTo);
  if (asked.length === 0) return 'not-asked';
  if (!local) return 'unknown';
  const fields = asked.map((a) =>
    a === 'own-homestead'
      ? (local.homesteadPct ?? local.homesteadFlat)
      : a === 'own-over65'
        ? local.over65Amount
        : local.disabledAmount,
  );
  if (fields.some((f) => f === null)) return 'unknown';
  return fields.some((f) => f !== null && f > 0) ? 'applied' : 'none-granted';
}

function lineOf(p: Planned, value: number, plan: BillPlan, order: readonly PlannedExemption[]): BillLine {
  const u = p.unit;
  const own = plan.ownExemptions;
  const { left, exemptions } = takeExemptions(u.part, u.local, value, plan, order);
  const line = { id: u.id, name: u.name } as BillLine;
  if (u.nameEs) line.nameEs = u.nameEs;
  line.part = u.part;
  line.ratePct = u.ratePct;
  line.taxYear = u.taxYear ?? p.taxYear;
  line.status = u.ratePct === null ? 'no-rate' : u.typed ? 'typed' : (u.status ?? null);
  if (u.typed && u.knownRatePct !== undefined) line.knownRatePct = u.knownRatePct;
  if (u.viaCopy) line.viaCopy = u.viaCopy;
  if (u.source) line.source = u.source;
  line.kind = p.kind;
  line.extra = u.extra === true;
  line.exemptions = exemptions;
  line.exemptionAmount = value - left;
  line.taxableValue = left;
  line.taxBeforeExemptions = tax(value, u.ratePct);
  line.tax = tax(left, u.ratePct);
  // A part no unit stands for has no figures of its own either: where units grant their own, it says so.
  line.localStatus = own ? localStatusOf(u.local, plan) : 'not-asked';
  if (own) line.local = u.local ?? null;
  if (p.remainder) line.remainder = true;
  if (u.levies?.length)
    line.levies = u.levies.map((l) => ({
      name: l.name,
      ratePct: l.ratePct,
      status: l.status,
      tax: tax(left, l.ratePct),
    }));
  return line;
}

/** The value a line of `part` with no own exemptions keeps: a part no line stands for. */
function leftFor(part: Part, value: number, plan: BillPlan, order: readonly PlannedExemption[]): number {
  return takeExemptions(part, null, value, plan, order).left;
}

/**
 * Lines of one group may keep different values: then the group's value is the one its rate would tax to give its tax.
 */
function sharedValue(
  lines: readonly { taxableValue: number }[],
  ratePct: number,
  paid: number,
  fallback: number,
): number {
  const first = lines[0];
  if (first === undefined) return fallback;
  if (lines.every((l) => l.taxableValue === first.taxableValue)) return first.taxableValue;
  return ratePct > 0 ? (paid / ratePct) * 100 : first.taxableValue;
}

interface Share {
  ratePct: number;
  taxableValue: number;
  taxBefore: number;
  tax: number;
}

/** A line's share of `part`: all of it for a line of that part, the state's split of a line of part `all`. */
function shareOf(line: BillLine, part: Part, split: Record<Part, number>): Share | null {
  const rate = line.ratePct ?? 0;
  if (line.part === part)
    return { ratePct: rate, taxableValue: line.taxableValue, taxBefore: line.taxBeforeExemptions, tax: line.tax };
  if (line.part !== 'all') return null;
  const r = (rate * split[part]) / 100;
  return {
    ratePct: r,
    taxableValue: line.taxableValue,
    taxBefore: (line.taxBeforeExemptions * split[part]) / 100,
    tax: tax(line.taxableValue, r),
  };
}

function portion(
  part: Part,
  lines: readonly BillLine[],
  value: number,
  plan: BillPlan,
  order: readonly PlannedExemption[],
): PortionLine {
  const shares = lines.filter((l) => !l.extra).flatMap((l) => shareOf(l, part, plan.split) ?? []);
  let ratePct = 0,
    before = 0,
    paid = 0;
  for (const s of shares) {
    ratePct += s.ratePct;
    before += s.taxBefore;
    paid += s.tax;
  }
  const taxableValue = sharedValue(shares, ratePct, paid, leftFor(part, value, plan, order));
  return { part, ratePct, exemptionAmount: value - taxableValue, taxableValue, taxBeforeExemptions: before, tax: paid };
}

/** One line per exemption: the largest amount any line took, and the tax it saved over all lines. */
function exemptionLines(lines: readonly BillLine[], order: readonly PlannedExemption[]): ExemptionLine[] {
  const byId = new Map<ExemptionId, ExemptionLine>();
  const planned = new Map(order.map((e) => [e.id, e]));
  for (const l of lines) {
    for (const e of l.exemptions) {
      const p = planned.get(e.id)!;
      let line = byId.get(e.id);
      if (!line) {
        line = {
          id: e.id,
          group: p.group,
          appliesTo: p.appliesTo.startsWith('own-') ? 'non-school' : (p.appliesTo as ExemptionLine['appliesTo']),
          nominalAmount: 0,
          amount: 0,
          savings: 0,
          percentage: p.percentage,
          disability: p.disability,
          full: p.full,
        };
        byId.set(e.id, line);
      }
      line.nominalAmount = Math.max(line.nominalAmount, e.nominalAmount);
      line.amount = Math.max(line.amount, e.amount);
      line.savings += tax(e.amount, l.ratePct);
    }
  }
  // In the order they are taken: every-line exemptions first.
  return order.flatMap((e) => byId.get(e.id) ?? []);
}

/** Each group's total: the most any one line took under the group's exemptions together. */
function groupTotals(lines: readonly BillLine[], plan: BillPlan): Record<ExemptionGroup, number> {
  const groups: Record<ExemptionGroup, number> = { homestead: 0, over65: 0, veteran: 0, disabled: 0 };
  const groupOf = new Map(plan.exemptions.map((e) => [e.id, e.group]));
  for (const l of lines) {
    const own: Record<ExemptionGroup, number> = { homestead: 0, over65: 0, veteran: 0, disabled: 0 };
    for (const e of l.exemptions) own[groupOf.get(e.id)!] += e.amount;
    for (const g of Object.keys(own) as ExemptionGroup[]) groups[g] = Math.max(groups[g], own[g]);
  }
  return groups;
}

/** Only the lines still on an older year's rate move by the usual yearly change; a line with no rate moves nothing. */
function rangeOf(
  lines: readonly BillLine[],
  plan: BillPlan,
  estimate: boolean,
  annualTax: number,
  totalRate: number,
): TaxRange | null {
  const changePct = plan.rangeChangePct;
  if (changePct === null) return null;
  const rated = lines.filter((l) => l.ratePct !== null && l.part !== 'credit');
  const year = plan.productYear;
  const stale = rated.filter((l) => (l.taxYear === null || year === null ? estimate : l.taxYear < year)) as {
    tax: number;
    ratePct: number;
  }[];
  if (year === null) return estimate ? rateRange(annualTax, plan.homeValue, totalRate, changePct) : null;
  return staleLinesRange(stale, rated.length, annualTax, plan.homeValue, totalRate, changePct);
}

const plain = (x: number): number => Number(x.toPrecision(12));

function sum(lines: readonly BillLine[], f: (l: BillLine) => number): number {
  let s = 0;
  for (const l of lines) s += f(l);
  return s;
}

/** The lines of the bill, then the figures every page and the report read from them. */
export function assembleBill(plan: BillPlan): GeneralResult {
  const { homeValue: value, rate } = plan;
  // Every-line exemptions first, then the rest in the plan's order.
  const order = [
    ...plan.exemptions.filter((e) => e.appliesTo === 'all'),
    ...plan.exemptions.filter((e) => e.appliesTo !== 'all'),
  ];
  const named = (p: Part): number =>
    plan.units.filter((u) => !u.extra && u.part === p).reduce((sum, u) => sum + (u.ratePct ?? 0), 0);
  const parts = plan.standIns.filter((p) => rate.components[p] > 0).map((p) => standIn(p, rate, named(p)));
  const planned: Planned[] = [
    ...parts.filter((p) => !p.remainder),
    ...plan.units.map((unit): Planned => ({ unit, kind: 'unit', taxYear: null })),
  ];
  // What is left of a part follows the units that name some of it; where they name all of it, nothing is left to show.
  for (const rest of parts.filter((p) => p.remainder && (p.unit.ratePct ?? 0) > 0)) {
    let after = -1;
    planned.forEach((p, i) => {
      if (p.unit.part === rest.unit.part) after = i;
    });
    planned.splice(after + 1, 0, rest);
  }
  const lines = planned.map((p) => lineOf(p, value, plan, order));
  const countyBreakdown = Object.fromEntries(PARTS.map((p) => [p, portion(p, lines, value, plan, order)])) as Record<
    Part,
    PortionLine
  >;

  const schoolShares = lines.flatMap((l) => shareOf(l, 'school', plan.split) ?? []);
  const schoolRate = schoolShares.reduce((s, x) => s + x.ratePct, 0);
  const schoolTax = schoolShares.reduce((s, x) => s + x.tax, 0);
  // Twelve significant digits: a sum of float products is otherwise 3989.9999999999995 where the exact figure is
  // 3990, and a bill of an exact half-dollar would round down or up by accident.
  const annualTax = plain(sum(lines, (l) => l.tax));
  const totalRate = sum(lines, (l) => l.ratePct ?? 0);
  const otherRate = totalRate - schoolRate;
  const otherTax = annualTax - schoolTax;
  const otherLines = lines.filter((l) => l.part !== 'school');
  const taxBeforeExemptions = plain(sum(lines, (l) => l.taxBeforeExemptions));
  // What every line lost: the assessed value after the exemptions that lower it for every levy.
  const assessed = takeExemptions(
    'county',
    null,
    value,
    plan,
    order.filter((e) => e.appliesTo === 'all'),
  ).left;

  const notices = plan.notices;
  if (lines.some((l) => l.localStatus === 'unknown')) notices.push(notice('local-exemptions-unknown'));
  const missing = lines.filter((l) => l.status === 'no-rate');
  if (missing.length)
    notices.push(notice('unit-rate-missing', undefined, { names: missing.map((l) => l.name).join(', ') }));
  if (lines.some((l) => l.status === 'typed')) notices.push(notice('unit-rate-typed'));
  const estimate = rate.county?.status === 'estimate';
  if (estimate && rate.county) notices.push(estimateNotice(rate.county));

  const result: GeneralResult = {
    kind: 'general',
    state: plan.state,
    homeValue: value,
    annualTax,
    monthlyTax: annualTax / 12,
    effectiveRate: value > 0 ? (annualTax / value) * 100 : 0,
    baseAssessedValue: value,
    finalAssessedValue: assessed,
    taxableValue: totalRate > 0 ? (annualTax / totalRate) * 100 : leftFor('county', value, plan, order),
    taxBeforeExemptions,
    // Float noise can leave −1e-12 where nothing was saved; a saving is never negative.
    exemptionSavings: Math.max(0, plain(taxBeforeExemptions - annualTax)),
    countyBreakdown,
    extraUnits: lines.filter((l) => l.extra).map(extraLine),
    school: {
      ratePct: schoolRate,
      taxableValue: sharedValue(schoolShares, schoolRate, schoolTax, leftFor('school', value, plan, order)),
      tax: schoolTax,
    },
    nonSchool: {
      ratePct: otherRate,
      taxableValue: sharedValue(otherLines, otherRate, otherTax, leftFor('county', value, plan, order)),
      tax: otherTax,
    },
    exemptions: groupTotals(lines, plan),
    exemptionBreakdown: exemptionLines(lines, order),
    rate: billRate(rate, plan, countyBreakdown),
    range: rangeOf(lines, plan, estimate, annualTax, totalRate),
    notices,
    units: lines,
  };
  return result;
}

/** The rate the bill taxed with: the county record's, or its parts as the bill's own units give them. */
function billRate(rate: RateUsed, plan: BillPlan, parts: Record<Part, PortionLine>): RateUsed {
  if (!plan.units.some((u) => !u.extra)) return rate;
  const components = {
    school: parts.school.ratePct,
    county: parts.county.ratePct,
    city: parts.city.ratePct,
    special: parts.special.ratePct,
  };
  return {
    ratePct: components.school + components.county + components.city + components.special,
    components,
    split: 'components',
    splitPct: null,
    county: rate.county,
  };
}

function extraLine(l: BillLine): UnitLine {
  return {
    id: l.id,
    name: l.name,
    ratePct: l.ratePct ?? 0,
    part: l.part === 'city' ? 'city' : 'special',
    ...(l.local !== undefined ? { local: l.local } : {}),
    exemptionAmount: l.exemptionAmount,
    taxableValue: l.taxableValue,
    taxBeforeExemptions: l.taxBeforeExemptions,
    tax: l.tax,
  };
}
