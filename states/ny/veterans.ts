// New York's alternative veterans' exemption (RPTL §458-a), used outside and inside New York City:
// a share of the value for wartime service, more for combat-zone service, and for a service-connected
// disability half the VA rating as a share of the value, each part capped by its own maximum.

export type VeteranService = 'none' | 'wartime' | 'combat';

export interface VeteranShares {
  wartimePct: number;
  combatPct: number;
  disabledShareOfRatingPct: number;
}

export interface VeteranMaxima {
  wartime: number;
  combat: number;
  disabled: number;
}

export interface VeteranParts {
  wartime: number;
  combat: number;
  disabled: number;
  total: number;
  /** The disability part as a share of the value (half a 40 % rating: 20). */
  disabledSharePct: number;
}

/** Every part of the exemption on `value` (full value outside NYC, assessed value in NYC). */
export function veteranParts(
  value: number,
  service: VeteranService,
  ratingPct: number,
  shares: VeteranShares,
  max: VeteranMaxima,
): VeteranParts {
  // A disability rating is granted only to wartime veterans under §458-a, so a rating implies wartime service.
  const served = service !== 'none' || ratingPct > 0;
  const wartime = served ? Math.min((value * shares.wartimePct) / 100, max.wartime) : 0;
  const combat = service === 'combat' ? Math.min((value * shares.combatPct) / 100, max.combat) : 0;
  const disabledSharePct = (Math.min(100, Math.max(0, ratingPct)) * shares.disabledShareOfRatingPct) / 100;
  const disabled = served ? Math.min((value * disabledSharePct) / 100, max.disabled) : 0;
  return { wartime, combat, disabled, total: wartime + combat + disabled, disabledSharePct };
}
