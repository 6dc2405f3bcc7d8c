// The one chooser: the units a visitor (or the CLI) picked, by id, turned into the bill's units for
// every state. Each state's slots (states/<code>/calc.ts `units.slots`) say what a home lies in:
// one school district, one city or none and any districts (Texas); one town or city, a village and a
// school segment within it (New York); one city or area (Florida, California). Units that tax every
// home of the county come on every bill; a unit without a rate comes on it too, marked, and a rate the
// visitor typed from their notice replaces the unit's own.
import { shiftNumber } from './decimal.ts';
import { error } from './messages.ts';
import type { BillUnit, CalcError, CalcWarning } from './model.ts';
import type { PickUnit } from './pick-unit.ts';
import type { UnitRules, UnitSlot } from './state-module.ts';
import { unusualRate } from './typed-rate.ts';
import { pickedOrDefault, waitsFor } from './unit-slots.ts';
import { RATE_UNIT_SHIFT } from '../schema/codes.ts';
import type { CountyRate, LocalExemptions } from '../schema/index.ts';

export interface UnitChoice {
  /** The ids picked (school, city, districts, town, village, segment, area), in any order. */
  ids: readonly string[];
  /** Rates typed from a notice, in the state's published unit (per $100, per $1,000, mills, percent), by unit id. */
  typed?: Readonly<Record<string, number>>;
  /** A unit's own exemptions typed where we hold none (Texas), by unit id. */
  typedLocal?: Readonly<Record<string, LocalExemptions>>;
}

export interface Assumed {
  slot: string;
  id: string;
  name: string;
}

export interface Chosen {
  units: BillUnit[];
  /** What the chooser took for the visitor: the typical school district, the largest school segment. */
  assumed: Assumed[];
  /** A typed rate far from the unit's known or typical one (accepted all the same). */
  warnings: CalcWarning[];
}

const list = (units: readonly PickUnit[]): string => {
  const shown = units.slice(0, 6).map((u) => `${u.id} (${u.name})`);
  return `${shown.join(', ')}${units.length > 6 ? `, … (${units.length} in all; \`rates units\` lists them)` : ''}`;
};

const TYPE_WORDS: Record<string, string> = {
  county: 'county',
  city: 'city',
  town: 'town',
  village: 'village',
  school: 'school district',
  'school-segment': 'school district segment',
  special: 'district',
  municipality: 'city',
  unincorporated: 'unincorporated area',
  'tax-rate-area': 'tax rate area',
};
/** "a school district, city or district": what a state's picks may name, for a refusal. */
function kinds(rules: UnitRules): string {
  const words = [...new Set(rules.slots.flatMap((s) => s.types.map((t) => TYPE_WORDS[t] ?? t)))];
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? 'unit');
}

/** The slot a unit fills: the first whose types include it. */
const slotOf = (rules: UnitRules, u: PickUnit): UnitSlot | undefined =>
  rules.slots.find((s) => s.types.includes(u.type));

/**
 * The bill's units for the picks, or every refusal; null when nothing was picked or typed (the county's own bill or
 * parts apply).
 */
export function chooseUnits(
  rules: UnitRules,
  units: readonly PickUnit[],
  county: Pick<CountyRate, 'bill'> | null,
  choice: UnitChoice,
  productYear: number,
): Chosen | { errors: CalcError[] } | null {
  const typed = choice.typed ?? {};
  const byId = new Map(units.map((u) => [u.id, u]));
  const errors: CalcError[] = [];
  for (const id of Object.keys(typed))
    if (!byId.has(id))
      errors.push(
        error(
          `unitRate-${id}`,
          'unit-not-found',
          `expected the id of a unit of the county, found ${JSON.stringify(id)}; the county has ${list(units)}`,
        ),
      );
  // A typed rate for a unit not yet picked picks it: the visitor has its notice.
  const ids = [...new Set([...choice.ids, ...Object.keys(typed).filter((id) => byId.has(id))])];
  if (ids.length === 0 && errors.length === 0) return null;
  const picked = new Map<string, PickUnit[]>();
  for (const id of ids) {
    const u = byId.get(id);
    const slot = u && slotOf(rules, u);
    if (!u || (!slot && !u.countywide)) {
      const offered = units.filter((x) => slotOf(rules, x) && !x.countywide);
      errors.push(
        error(
          'unit',
          'unit-not-found',
          `expected the id of a ${kinds(rules)} of the county, found ${JSON.stringify(id)}; the county has ${list(offered)}`,
        ),
      );
      continue;
    }
    // A unit that taxes every home of the county is on every bill already.
    if (u.countywide || !slot) continue;
    picked.set(slot.key, [...(picked.get(slot.key) ?? []), u]);
  }
  for (const slot of rules.slots) {
    const got = picked.get(slot.key) ?? [];
    if (!slot.many && got.length > 1)
      errors.push(
        error(
          'unit',
          'invalid-value',
          `a home lies in one ${slot.types.map((t) => TYPE_WORDS[t] ?? t).join(' or ')} at most, found ${got.map((u) => `${u.id} (${u.name})`).join(' and ')}`,
        ),
      );
  }
  if (errors.length) return { errors };
  const assumed: Assumed[] = [];
  for (const slot of rules.slots) {
    if (picked.has(slot.key)) continue;
    const ids = Object.fromEntries([...picked].map(([key, got]) => [key, got.map((u) => u.id)]));
    const stand = units.find((u) => u.id === pickedOrDefault(slot, units, ids, county)[0]);
    if (stand) {
      picked.set(slot.key, [stand]);
      assumed.push({ slot: slot.key, id: stand.id, name: stand.name });
    }
  }
  errors.push(...placeErrors(rules, units, picked));
  if (errors.length) return { errors };
  const warnings: CalcWarning[] = [];
  const bill: BillUnit[] = [];
  const add = (u: PickUnit, extra: boolean): void => {
    const typedRate = typed[u.id];
    const unit = billUnit(u, extra, choice.typedLocal?.[u.id]);
    if (typedRate !== undefined) {
      const ratePct = shiftNumber(typedRate, RATE_UNIT_SHIFT[rules.rate.unit]);
      const warned = unusualRate(u, typedRate, ratePct, units, rules.rate.unit);
      if (warned) warnings.push(warned);
      unit.knownRatePct = u.ratePct;
      unit.ratePct = ratePct;
      unit.typed = true;
      unit.taxYear = productYear;
      delete unit.status;
      delete unit.viaCopy;
      delete unit.source;
    }
    bill.push(unit);
  };
  for (const u of units) if (u.countywide) add(u, false);
  for (const slot of rules.slots)
    for (const u of ordered(units, picked.get(slot.key) ?? [])) add(u, slot.extra === true);
  return { units: bill, assumed, warnings };
}

/** The picks of one slot in the county list's order. */
const ordered = (units: readonly PickUnit[], got: readonly PickUnit[]): PickUnit[] =>
  units.filter((u) => got.includes(u));

/** A unit of a slot that lies within another: the parent named by the child when none was picked; the two agree. */
function placeErrors(rules: UnitRules, units: readonly PickUnit[], picked: Map<string, PickUnit[]>): CalcError[] {
  const errors: CalcError[] = [];
  for (const slot of rules.slots) {
    const child = picked.get(slot.key)?.[0];
    if (slot.within && child) {
      const parent = picked.get(slot.within)?.[0];
      const own = units.find((u) => u.id === child.parentId);
      if (!parent && own) picked.set(slot.within, [own]);
      else if (parent && child.parentId !== parent.id) {
        const fits = units.filter((u) => slot.types.includes(u.type) && u.parentId === parent.id);
        errors.push(
          error(
            slot.key,
            'school-not-in-town',
            `${child.name} is not in ${parent.name}; ${parent.name} has ${list(fits)}`,
          ),
        );
      }
    }
    const needed = rules.slots.find((x) => x.key === slot.needs);
    // A county with no unit for the needed slot (Polk: no city or area rows) lets the district add to the average.
    if (needed && waitsFor(rules, needed.key, units) && child && !(picked.get(needed.key)?.length ?? 0)) {
      errors.push(
        error(
          slot.key,
          'invalid-value',
          `${child.name} adds to a ${needed.types.map((t) => TYPE_WORDS[t] ?? t).join(' or ')}: pick that first`,
        ),
      );
    }
    if (slot.notWithin && child) {
      const parent = picked.get(slot.notWithin.slot)?.[0];
      if (parent && slot.notWithin.types.includes(parent.type))
        errors.push(error('unit', 'invalid-value', `${child.name} lies in a town, not in ${parent.name}`));
    }
  }
  return errors;
}

function billUnit(u: PickUnit, extra: boolean, typedLocal: LocalExemptions | undefined): BillUnit {
  const out: BillUnit = {
    id: u.id,
    name: u.name,
    part: u.part,
    ratePct: u.ratePct,
    taxYear: u.taxYear,
    status: u.status,
  };
  if (u.nameEs) out.nameEs = u.nameEs;
  if (u.viaCopy) out.viaCopy = true;
  if (u.local !== undefined) out.local = u.local ?? typedLocal ?? null;
  if (u.levies) out.levies = u.levies;
  if (extra) out.extra = true;
  if (u.source) out.source = u.source;
  return out;
}
