// Which of a state's unit slots a home's picks fill, pure and shared by the chooser (engine/unit-choice.ts)
// and the page's picker: a slot inside another opens once its parent is picked, a district waits for the
// area it adds to where the county offers any, and a slot left empty takes its fallback (the county's
// typical school district, the parent's largest school segment).
import type { PickUnit } from './pick-unit.ts';
import type { UnitRules, UnitSlot } from './state-module.ts';
import type { CountyRate } from '../schema/index.ts';

/** Unit ids picked, by slot key. */
export type Picks = Record<string, string[]>;

export const byValue = (a: PickUnit, b: PickUnit): number => (b.taxableValue ?? -1) - (a.taxableValue ?? -1);

/** The parent picked for a slot that lies within another; undefined when none is. */
export function parentOf(slot: UnitSlot, units: readonly PickUnit[], picks: Picks): PickUnit | undefined {
  const id = slot.within ? picks[slot.within]?.[0] : undefined;
  return id ? units.find((u) => u.id === id) : undefined;
}

/** A slot the visitor cannot use yet (its parent unpicked) or at all (its parent is of a kind it never lies in). */
export function slotClosed(
  rules: UnitRules,
  slot: UnitSlot,
  units: readonly PickUnit[],
  picks: Picks,
): 'open' | 'needs-parent' | 'not-here' {
  if (slot.within && !parentOf(slot, units, picks)) return 'needs-parent';
  if (slot.needs && waitsFor(rules, slot.needs, units) && (picks[slot.needs] ?? []).length === 0) return 'needs-parent';
  if (slot.notWithin) {
    const id = picks[slot.notWithin.slot]?.[0];
    const parent = id ? units.find((u) => u.id === id) : undefined;
    if (parent && slot.notWithin.types.includes(parent.type)) return 'not-here';
  }
  return 'open';
}

/**
 * Whether the county offers units for the slot another one needs: where it offers none, the other adds to the average.
 */
export function waitsFor(rules: UnitRules, key: string, units: readonly PickUnit[]): boolean {
  const needed = rules.slots.find((s) => s.key === key);
  return !!needed && units.some((u) => needed.types.includes(u.type) && !u.countywide);
}

/** The slot's pick, or what the bill takes without one (the typical school district, the parent's largest segment). */
export function pickedOrDefault(
  slot: UnitSlot,
  units: readonly PickUnit[],
  picks: Picks,
  county: Pick<CountyRate, 'bill'> | null,
): string[] {
  const own = picks[slot.key] ?? [];
  if (own.length > 0) return own;
  if (slot.fallback === 'typical') {
    const typical = county?.bill?.find((b) => units.some((u) => u.id === b.id && slot.types.includes(u.type)));
    return typical ? [typical.id] : [];
  }
  if (slot.fallback === 'largest') {
    const largest = units
      .filter(
        (u) => slot.types.includes(u.type) && u.parentId === parentOf(slot, units, picks)?.id && u.ratePct !== null,
      )
      .sort(byValue)[0];
    return largest ? [largest.id] : [];
  }
  return [];
}

/**
 * The units on the bill the picks make: every unit of the county's every bill, then each slot's own; none picked,
 * none.
 */
export function unitsOnBill(
  rules: UnitRules,
  units: readonly PickUnit[],
  picks: Picks,
  county: Pick<CountyRate, 'bill'> | null,
): PickUnit[] {
  const picked = rules.slots.some((s) => (picks[s.key] ?? []).length > 0);
  if (!picked) return [];
  const ids = new Set(
    rules.slots.flatMap((s) =>
      slotClosed(rules, s, units, picks) === 'open' ? pickedOrDefault(s, units, picks, county) : [],
    ),
  );
  return units.filter((u) => u.countywide || ids.has(u.id));
}

/** The picks once one slot changes: the slots inside it start again, and one it now closes is emptied. */
export function withPick(
  rules: UnitRules,
  units: readonly PickUnit[],
  picks: Picks,
  slot: UnitSlot,
  ids: string[],
): Picks {
  const next: Picks = { ...picks, [slot.key]: ids };
  for (const other of rules.slots) {
    if (other.within === slot.key) next[other.key] = pickedOrDefault(other, units, next, null);
    if (other.notWithin?.slot === slot.key && slotClosed(rules, other, units, next) === 'not-here')
      next[other.key] = [];
    if (other.needs === slot.key && ids.length === 0) next[other.key] = [];
  }
  return next;
}
