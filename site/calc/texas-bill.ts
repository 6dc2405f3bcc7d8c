// Which Texas units make up a bill: the county record's own units where it lists them, else one
// stand-in unit per part of the combined rate (whose own exemptions are then unknown), plus the
// units the visitor added.
import { PARTS, type ExtraUnit, type RateUsed } from './model.ts';
import type { BillUnit } from './types.ts';

export interface PlannedUnit extends BillUnit {
  extra: boolean;
}

/** The rate's tax year and status, where the unit carries them (a typed-in unit or a stand-in part has none). */
function yearOf(u: Pick<BillUnit, 'taxYear' | 'status' | 'viaCopy'>): Pick<BillUnit, 'taxYear' | 'status' | 'viaCopy'> {
  return {
    ...(u.taxYear !== undefined ? { taxYear: u.taxYear } : {}),
    ...(u.status !== undefined ? { status: u.status } : {}),
    ...(u.viaCopy ? { viaCopy: u.viaCopy } : {}),
  };
}

export function billUnits(rate: RateUsed, extras: readonly ExtraUnit[]): PlannedUnit[] {
  const own = rate.split === 'components' ? rate.county?.bill : undefined;
  const base: PlannedUnit[] =
    own && own.length > 0
      ? own.map((u) => ({
          ...yearOf(u),
          id: u.id,
          name: u.name,
          part: u.part,
          ratePct: u.ratePct,
          local: u.local,
          extra: false,
        }))
      : PARTS.filter((p) => rate.components[p] > 0).map((p) => ({
          id: p,
          name: p,
          part: p,
          ratePct: rate.components[p],
          local: null,
          extra: false,
        }));
  return [
    ...base,
    ...extras.map((u) => ({
      ...yearOf(u),
      id: u.id,
      name: u.name,
      part: u.part,
      ratePct: u.ratePct,
      local: u.local ?? null,
      extra: true,
    })),
  ];
}
