// The Mello-Roos red-flag rule (spec §9) applied to one county's average rate: a special tax is a
// red flag above a share of the home's value, or when it lifts the total rate above a ceiling.
// The finder turns both into one dollar figure for an example home.

/**
 * The red-flag thresholds are this site's rule of thumb (product brief), not law; no published typical cost exists, so
 * none is carried.
 */
export interface MelloRoosFacts {
  redFlags: { chargeOfValuePct: number; totalRatePct: number };
}

export interface RedFlagLine {
  homeValue: number;
  countyRatePct: number;
  /** The charge that reaches the share-of-value flag. */
  byValue: number;
  /** The charge that lifts county rate + charge to the total-rate flag (0 when the county is already there). */
  byTotalRate: number;
  /** The lower of the two: any yearly charge above it is a red flag. */
  threshold: number;
  /** Which rule sets the threshold. */
  binding: 'value' | 'total-rate';
}

export function redFlagThreshold(homeValue: number, countyRatePct: number, facts: MelloRoosFacts): RedFlagLine {
  const byValue = (homeValue * facts.redFlags.chargeOfValuePct) / 100;
  const byTotalRate = Math.max(0, (homeValue * (facts.redFlags.totalRatePct - countyRatePct)) / 100);
  const binding = byTotalRate < byValue ? 'total-rate' : 'value';
  return { homeValue, countyRatePct, byValue, byTotalRate, threshold: Math.min(byValue, byTotalRate), binding };
}
