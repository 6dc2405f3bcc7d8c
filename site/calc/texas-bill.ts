// Which Texas units make up a bill: the county record's own units where it lists them, else one
// stand-in unit per part of the combined rate (whose own exemptions are then unknown), plus the
// units the visitor added.
import { PARTS, type ExtraUnit, type RateUsed } from './model.ts';
import type { BillUnit } from './types.ts';

export interface PlannedUnit extends BillUnit {
  extra: boolean;
}

/**
 * One unit of the bill: the rate's tax year and status first, where the unit carries them (a typed-in unit or a
 * stand-in part has none). Written field by field: spreading a small object per unit made this the engine's costliest
 * line, and every county page and example table runs it.
 */
function planned(u: BillUnit | ExtraUnit, extra: boolean): PlannedUnit {
  const out = {} as PlannedUnit;
  if (u.taxYear !== undefined) out.taxYear = u.taxYear;
  if (u.status !== undefined) out.status = u.status;
  if (u.viaCopy) out.viaCopy = u.viaCopy;
  out.id = u.id;
  out.name = u.name;
  out.part = u.part;
  out.ratePct = u.ratePct;
  out.local = u.local ?? null;
  out.extra = extra;
  return out;
}

export function billUnits(rate: RateUsed, extras: readonly ExtraUnit[]): PlannedUnit[] {
  const own = rate.split === 'components' ? rate.county?.bill : undefined;
  const units: PlannedUnit[] =
    own && own.length > 0
      ? own.map((u) => planned(u, false))
      : PARTS.filter((p) => rate.components[p] > 0).map((p) => ({
          id: p,
          name: p,
          part: p,
          ratePct: rate.components[p],
          local: null,
          extra: false,
        }));
  for (const u of extras) units.push(planned(u, true));
  return units;
}
