// Builds the general result from a state's plan: which exemptions apply, to which parts, for how
// much. The state modules decide the rules; this module only does the arithmetic they share.
import type {
  AppliesTo,
  ExemptionGroup,
  ExemptionId,
  ExemptionLine,
  ExtraUnit,
  GeneralResult,
  Notice,
  Part,
  PortionLine,
  RateUsed,
  UnitLine,
} from './model.ts';
import { estimateNotice } from './messages.ts';
import { rateRange } from './range.ts';
import type { StateCode } from './types.ts';

export interface PlannedExemption {
  id: ExemptionId;
  group: ExemptionGroup;
  appliesTo: AppliesTo;
  /** Dollars off the value as the rule grants them (a full exemption: the whole value). */
  nominalAmount: number;
  percentage: number | null;
  disability: string | null;
  full: boolean;
}

export interface GeneralPlan {
  state: StateCode;
  homeValue: number;
  rate: RateUsed;
  extraUnits: readonly ExtraUnit[];
  exemptions: readonly PlannedExemption[];
  notices: Notice[];
  /** Typical yearly rate change, percent; a range is given only for estimate records. */
  rangeChangePct: number | null;
}

const tax = (value: number, ratePct: number): number => (value * ratePct) / 100;

function portion(part: Part, ratePct: number, homeValue: number, left: number): PortionLine {
  return {
    part,
    ratePct,
    exemptionAmount: homeValue - left,
    taxableValue: left,
    taxBeforeExemptions: tax(homeValue, ratePct),
    tax: tax(left, ratePct),
  };
}

/**
 * Exemptions are taken off two values, the school value and the value every other part (extra
 * units included) taxes, since each exemption reduces the school part, the rest, or all.
 *
 * Order: exemptions that reduce every part come first (they lower the assessed value itself),
 * then the ones for the school part or the other parts only, each group in the order the state
 * lists them. Each takes at most what is left of the value it reduces.
 *
 * Savings of one exemption: the rate of the parts it reduces × the amount it actually took off.
 * Since a part's tax is its rate × (value − amounts taken), these savings add up exactly to the
 * tax before exemptions minus the tax after them.
 */
export function assemble(plan: GeneralPlan): GeneralResult {
  const { homeValue: value, rate } = plan;
  const c = rate.components;
  let unitsRate = 0;
  for (const u of plan.extraUnits) unitsRate += u.ratePct;
  const otherRate = c.county + c.city + c.special + unitsRate;

  let schoolLeft = value;
  let otherLeft = value;
  let allTaken = 0;
  const groups: Record<ExemptionGroup, number> = { homestead: 0, over65: 0, veteran: 0, disabled: 0 };
  const exemptionBreakdown: ExemptionLine[] = [];
  // Two passes over the plan instead of sorting it: every-part exemptions first, then the rest.
  for (let pass = 0; pass < 2; pass++) {
    for (const e of plan.exemptions) {
      if ((e.appliesTo === 'all') !== (pass === 0)) continue;
      const school = e.appliesTo !== 'non-school';
      const other = e.appliesTo !== 'school';
      const left = school && other ? Math.min(schoolLeft, otherLeft) : school ? schoolLeft : otherLeft;
      const amount = Math.min(Math.max(0, e.nominalAmount), left);
      if (school) schoolLeft -= amount;
      if (other) otherLeft -= amount;
      if (school && other) allTaken += amount;
      groups[e.group] += amount;
      // Spelled out: an object spread here cost more than the rest of the engine together.
      exemptionBreakdown.push({
        id: e.id,
        group: e.group,
        appliesTo: e.appliesTo,
        nominalAmount: e.nominalAmount,
        amount,
        savings: (school ? tax(amount, c.school) : 0) + (other ? tax(amount, otherRate) : 0),
        percentage: e.percentage,
        disability: e.disability,
        full: e.full,
      });
    }
  }

  const countyBreakdown: Record<Part, PortionLine> = {
    school: portion('school', c.school, value, schoolLeft),
    county: portion('county', c.county, value, otherLeft),
    city: portion('city', c.city, value, otherLeft),
    special: portion('special', c.special, value, otherLeft),
  };
  const extraUnits: UnitLine[] = plan.extraUnits.map((u) => ({
    id: u.id,
    name: u.name,
    ratePct: u.ratePct,
    part: u.part,
    exemptionAmount: value - otherLeft,
    taxableValue: otherLeft,
    taxBeforeExemptions: tax(value, u.ratePct),
    tax: tax(otherLeft, u.ratePct),
  }));

  const schoolTax = countyBreakdown.school.tax;
  const otherTax = tax(otherLeft, otherRate);
  const annualTax = schoolTax + otherTax;
  const totalRate = c.school + otherRate;
  const taxBeforeExemptions = tax(value, totalRate);

  // The plan's list is built fresh by the state module for this call, so it is extended in place.
  const notices = plan.notices;
  const estimate = rate.county?.status === 'estimate';
  if (estimate && rate.county) notices.push(estimateNotice(rate.county));

  return {
    kind: 'general',
    state: plan.state,
    homeValue: value,
    annualTax,
    monthlyTax: annualTax / 12,
    effectiveRate: value > 0 ? (annualTax / value) * 100 : 0,
    baseAssessedValue: value,
    finalAssessedValue: value - allTaken,
    taxableValue: totalRate > 0 ? (annualTax / totalRate) * 100 : otherLeft,
    taxBeforeExemptions,
    // Float noise can leave −1e-12 where nothing was saved; a saving is never negative.
    exemptionSavings: Math.max(0, taxBeforeExemptions - annualTax),
    countyBreakdown,
    extraUnits,
    school: { ratePct: c.school, taxableValue: schoolLeft, tax: schoolTax },
    nonSchool: { ratePct: otherRate, taxableValue: otherLeft, tax: otherTax },
    exemptions: groups,
    exemptionBreakdown,
    rate,
    range:
      estimate && plan.rangeChangePct !== null ? rateRange(annualTax, value, totalRate, plan.rangeChangePct) : null,
    notices,
  };
}
