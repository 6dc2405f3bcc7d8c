// The one picker's lists, pure: which units a slot offers (inside the unit picked in its parent slot),
// in the order the visitor looks for them, and how a search finds them. Which slots are open and what
// the picks put on the bill is the chooser's rule too (engine/unit-slots.ts).
import type { PickUnit } from '../../../engine/pick-unit.ts';
import type { UnitRules, UnitSlot } from '../../../engine/state-module.ts';
import { type Picks, byValue, parentOf } from '../../../engine/unit-slots.ts';
import type { Lang } from '../../../schema/codes.ts';
import { unitDisplayName } from '../../../i18n/unit-names.ts';

/** Above this many units, a slot is searched rather than listed in a select (Kern's 2,455 tax rate areas). */
export const SEARCH_ABOVE = 150;

const byName = (lang: Lang) => (a: PickUnit, b: PickUnit) =>
  unitDisplayName(a, lang).localeCompare(unitDisplayName(b, lang), lang === 'es' ? 'es' : 'en');

/**
 * The units a slot offers, in the order the visitor looks for them: the county's list order where it is sorted by
 * name (Texas); otherwise inside a parent by taxable value, else the most common first and the rest by name.
 */
export function slotOptions(
  rules: UnitRules,
  slot: UnitSlot,
  units: readonly PickUnit[],
  picks: Picks,
  lang: Lang,
  zipFirst?: readonly string[],
): PickUnit[] {
  const ordered = listOrder(rules, slot, units, picks, lang);
  // The units the home's ZIP points to (a New York district's towns) come before the rest.
  if (!zipFirst?.length) return ordered;
  return [...ordered.filter((u) => zipFirst.includes(u.id)), ...ordered.filter((u) => !zipFirst.includes(u.id))];
}

function listOrder(rules: UnitRules, slot: UnitSlot, units: readonly PickUnit[], picks: Picks, lang: Lang): PickUnit[] {
  const parent = parentOf(slot, units, picks);
  const offered = units.filter(
    (u) => slot.types.includes(u.type) && !u.countywide && (!slot.within || u.parentId === parent?.id),
  );
  if (rules.order === 'type-name') return offered;
  if (slot.within) return [...offered].sort(byValue);
  const valued = offered.some((u) => u.taxableValue !== undefined);
  const first = valued ? [...offered].sort(byValue)[0] : offered[0];
  return first ? [first, ...offered.filter((u) => u !== first).sort(byName(lang))] : [];
}

/** Plain letters and digits: "BAKERFIELD" and "Bakersfield", "001-005" and "001005" find each other. */
const folded = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Whether a unit answers a search: every word of it in its id, names or other spellings. */
export function matches(u: PickUnit, query: string): boolean {
  const words = folded(query).split(' ').filter(Boolean);
  if (words.length === 0) return false;
  const hay = folded([u.id, u.name, u.nameEs ?? '', ...(u.aliases ?? [])].join(' '));
  const digits = hay.replace(/ /g, '');
  return words.every((w) => hay.includes(w) || (/^\d+$/.test(w) && digits.includes(w)));
}
