/**
 * Spec §9's savings hint: what an exemption could save, taken as a share of the home value
 * (hintSharePct, 15 %) times the effective rate; nothing when homestead and over-65 are both on.
 */
export function savingsHint(
  homeValue: number,
  effectiveRatePct: number,
  homestead: boolean,
  over65: boolean,
  hintSharePct: number,
): number {
  if (homestead && over65) return 0;
  if (!(homeValue > 0) || !(effectiveRatePct > 0)) return 0;
  return homeValue * (hintSharePct / 100) * (effectiveRatePct / 100);
}
