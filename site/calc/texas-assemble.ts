// The Texas bill unit by unit, then summed into the general result's parts so every page and the
// report read Texas like the other states. Each unit takes its exemptions off its own value, in
// the order the law stacks them: a disabled veteran's amount, then the homestead (the state's
// school amount, then the unit's own percentage), then over-65 or disabled amounts.
import type { PlannedExemption } from './assemble.ts';
import { estimateNotice, notice } from './messages.ts';
import {
  PARTS,
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
  type UnitBillLine,
  type UnitExemption,
} from './model.ts';
import { staleLinesRange } from './range.ts';
import type { TexasRules } from './rules.ts';
import type { PlannedUnit } from './texas-bill.ts';
import type { LocalExemptions } from './types.ts';

export interface TexasChoices {
  homestead: boolean;
  over65: boolean;
  /** Only when over-65 is not ticked: a unit grants one or the other. */
  disabled: boolean;
  veteran: PlannedExemption | null;
}

interface TexasPlan {
  homeValue: number;
  rate: RateUsed;
  units: PlannedUnit[];
  choices: TexasChoices;
  rules: TexasRules;
  notices: Notice[];
  rangeChangePct: number | null;
  /** The year estimated; null when unknown (then every line counts as current only for an official county). */
  productYear?: number | null;
}

const tax = (value: number, ratePct: number): number => (value * ratePct) / 100;

const GROUP: Record<string, ExemptionGroup> = {
  homestead: 'homestead',
  localHomestead: 'homestead',
  over65: 'over65',
  localOver65: 'over65',
  disabled: 'disabled',
  localDisabled: 'disabled',
  disabledVeteran: 'veteran',
};

/** The unit's own homestead amount for this home: its percentage of the value, at least the floor. */
function localHomestead(
  local: LocalExemptions,
  value: number,
  floor: number,
): { amount: number; pct: number | null } | null {
  if (local.homesteadPct !== null && local.homesteadPct > 0) {
    return {
      amount: Math.max((value * local.homesteadPct) / 100, floor, local.homesteadFlat ?? 0),
      pct: local.homesteadPct,
    };
  }
  if (local.homesteadPct === null && local.homesteadFlat !== null && local.homesteadFlat > 0)
    return { amount: local.homesteadFlat, pct: null };
  return null;
}

/** Whether the unit's own figures answer the exemptions that were ticked. */
function statusOf(local: LocalExemptions | null, c: TexasChoices): LocalStatus {
  const asked = [c.homestead ? 'homestead' : null, c.over65 ? 'over65' : null, c.disabled ? 'disabled' : null].filter(
    (x) => x !== null,
  );
  if (asked.length === 0) return 'not-asked';
  if (local === null) return 'unknown';
  const fields = asked.map((a) =>
    a === 'homestead'
      ? (local.homesteadPct ?? local.homesteadFlat)
      : a === 'over65'
        ? local.over65Amount
        : local.disabledAmount,
  );
  if (fields.some((f) => f === null)) return 'unknown';
  return fields.some((f) => f !== null && f > 0) ? 'applied' : 'none-granted';
}

/** The exemptions a unit takes off its value, in the order they come, and the value left. */
interface Taking {
  left: number;
  exemptions: UnitExemption[];
}

function take(t: Taking, id: ExemptionId, nominal: number, percentage: number | null = null): void {
  const amount = Math.min(Math.max(0, nominal), t.left);
  t.left -= amount;
  t.exemptions.push({ id, nominalAmount: nominal, amount, percentage });
}

// Written field by field, without closures or spreads: the engine runs this for every unit of every bill a build
// prices, and the server build keeps function names (each inner closure would be named again on every call).
function unitLine(u: PlannedUnit, value: number, c: TexasChoices, rules: TexasRules): UnitBillLine {
  const t: Taking = { left: value, exemptions: [] };
  const school = u.part === 'school';
  if (c.veteran) take(t, 'disabledVeteran', c.veteran.nominalAmount);
  if (c.homestead) {
    if (school) take(t, 'homestead', rules.homestead);
    const own = u.local ? localHomestead(u.local, value, rules.localHomesteadMin) : null;
    if (own) take(t, 'localHomestead', own.amount, own.pct);
  }
  if (c.over65) {
    if (school) take(t, 'over65', rules.over65);
    if (u.local?.over65Amount) take(t, 'localOver65', u.local.over65Amount);
  } else if (c.disabled) {
    if (school) take(t, 'disabled', rules.disabled);
    if (u.local?.disabledAmount) take(t, 'localDisabled', u.local.disabledAmount);
  }
  const line = { id: u.id, name: u.name, part: u.part, ratePct: u.ratePct, local: u.local } as UnitBillLine;
  if (u.taxYear !== undefined) line.taxYear = u.taxYear;
  if (u.status !== undefined) line.status = u.status;
  if (u.viaCopy) line.viaCopy = u.viaCopy;
  line.extra = u.extra;
  line.exemptions = t.exemptions;
  line.exemptionAmount = value - t.left;
  line.taxableValue = t.left;
  line.taxBeforeExemptions = tax(value, u.ratePct);
  line.tax = tax(t.left, u.ratePct);
  line.localStatus = statusOf(u.local, c);
  return line;
}

function sum(lines: readonly UnitBillLine[], f: (l: UnitBillLine) => number): number {
  let s = 0;
  for (const l of lines) s += f(l);
  return s;
}

/**
 * Units of one part may have different exemptions: then the part's value is the one its rate would tax to give its tax.
 */
function sharedValue(lines: readonly UnitBillLine[], ratePct: number, tax: number, value: number): number {
  const first = lines[0];
  if (first && lines.every((l) => l.taxableValue === first.taxableValue)) return first.taxableValue;
  return ratePct > 0 ? (tax / ratePct) * 100 : value;
}

function portion(part: Part, lines: readonly UnitBillLine[], value: number): PortionLine {
  const own = lines.filter((l) => l.part === part && !l.extra);
  let ratePct = 0,
    before = 0,
    paid = 0;
  for (const l of own) {
    ratePct += l.ratePct;
    before += l.taxBeforeExemptions;
    paid += l.tax;
  }
  const taxableValue = sharedValue(own, ratePct, paid, value);
  return { part, ratePct, exemptionAmount: value - taxableValue, taxableValue, taxBeforeExemptions: before, tax: paid };
}

/** One line per exemption kind: the largest amount any unit took, and the tax it saved over all units. */
function exemptionLines(lines: readonly UnitBillLine[], veteran: PlannedExemption | null): ExemptionLine[] {
  const byId = new Map<ExemptionId, ExemptionLine>();
  for (const l of lines) {
    for (const e of l.exemptions) {
      const line = byId.get(e.id) ?? {
        id: e.id,
        group: GROUP[e.id] ?? 'homestead',
        appliesTo:
          e.id === 'disabledVeteran'
            ? ('all' as const)
            : e.id.startsWith('local')
              ? ('non-school' as const)
              : ('school' as const),
        nominalAmount: 0,
        amount: 0,
        savings: 0,
        percentage: null,
        disability: e.id === 'disabledVeteran' ? (veteran?.disability ?? null) : null,
        full: e.id === 'disabledVeteran' && veteran?.full === true,
      };
      line.nominalAmount = Math.max(line.nominalAmount, e.nominalAmount);
      line.amount = Math.max(line.amount, e.amount);
      line.savings += tax(e.amount, l.ratePct);
      byId.set(e.id, line);
    }
  }
  return [...byId.values()];
}

/**
 * The likely range moves only the lines still on last year's rate by the usual yearly change: a unit that published
 * the product year's rate is not an estimate any more. A line without a year (a stand-in part, a typed-in unit)
 * follows the county record.
 */
function texasRange(
  lines: readonly UnitBillLine[],
  estimate: boolean,
  plan: TexasPlan,
  annualTax: number,
  value: number,
  totalRate: number,
): TaxRange | null {
  const changePct = plan.rangeChangePct;
  if (changePct === null) return null;
  const year = plan.productYear ?? null;
  const stale = lines.filter((l) => (l.taxYear === undefined || year === null ? estimate : l.taxYear < year));
  return staleLinesRange(stale, lines.length, annualTax, value, totalRate, changePct);
}

export function assembleUnits(plan: TexasPlan): GeneralResult {
  const { homeValue: value, rate, choices, rules } = plan;
  const lines = plan.units.map((u) => unitLine(u, value, choices, rules));
  const countyBreakdown = Object.fromEntries(PARTS.map((p) => [p, portion(p, lines, value)])) as Record<
    Part,
    PortionLine
  >;
  const schoolLines = lines.filter((l) => l.part === 'school');
  const otherLines = lines.filter((l) => l.part !== 'school');
  const schoolRate = sum(schoolLines, (l) => l.ratePct),
    otherRate = sum(otherLines, (l) => l.ratePct);
  const schoolTax = sum(schoolLines, (l) => l.tax),
    otherTax = sum(otherLines, (l) => l.tax);
  const annualTax = schoolTax + otherTax;
  const totalRate = schoolRate + otherRate;
  const taxBeforeExemptions = sum(lines, (l) => l.taxBeforeExemptions);
  const exemptionBreakdown = exemptionLines(lines, choices.veteran);
  const groups: Record<ExemptionGroup, number> = { homestead: 0, over65: 0, veteran: 0, disabled: 0 };
  for (const e of exemptionBreakdown) groups[e.group] = Math.max(groups[e.group], e.amount);
  const veteranTaken = exemptionBreakdown.find((e) => e.id === 'disabledVeteran')?.amount ?? 0;

  const notices = plan.notices;
  if (lines.some((l) => l.localStatus === 'unknown')) notices.push(notice('local-exemptions-unknown'));
  const estimate = rate.county?.status === 'estimate';
  if (estimate && rate.county) notices.push(estimateNotice(rate.county));

  return {
    kind: 'general',
    state: 'tx',
    homeValue: value,
    annualTax,
    monthlyTax: annualTax / 12,
    effectiveRate: value > 0 ? (annualTax / value) * 100 : 0,
    baseAssessedValue: value,
    finalAssessedValue: value - veteranTaken,
    taxableValue: totalRate > 0 ? (annualTax / totalRate) * 100 : value,
    taxBeforeExemptions,
    exemptionSavings: Math.max(0, taxBeforeExemptions - annualTax),
    countyBreakdown,
    extraUnits: lines
      .filter((l) => l.extra)
      .map((l) => ({
        id: l.id,
        name: l.name,
        ratePct: l.ratePct,
        part: l.part === 'city' ? 'city' : 'special',
        local: l.local,
        exemptionAmount: l.exemptionAmount,
        taxableValue: l.taxableValue,
        taxBeforeExemptions: l.taxBeforeExemptions,
        tax: l.tax,
      })),
    school: {
      ratePct: schoolRate,
      taxableValue: sharedValue(schoolLines, schoolRate, schoolTax, value),
      tax: schoolTax,
    },
    nonSchool: { ratePct: otherRate, taxableValue: sharedValue(otherLines, otherRate, otherTax, value), tax: otherTax },
    exemptions: groups,
    exemptionBreakdown,
    rate,
    range: texasRange(lines, estimate, plan, annualTax, value, totalRate),
    notices,
    unitLines: lines,
  };
}
