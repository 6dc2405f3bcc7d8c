// Spec §9: how a calculation is bucketed for analytics. Boundaries belong to the upper bucket
// (200,000 is medium, 1,000,000 very high), except the high-value event, which is strictly above.

export type ValueTier = 'low' | 'medium' | 'high' | 'very_high';
export type SavingsTier = 'under_500' | 'under_2000' | 'over_2000';

export const HIGH_VALUE_ABOVE = 500_000;
export const POWER_USER_CALCULATIONS = 5;

export function valueTier(value: number): ValueTier {
  if (value < 200_000) return 'low';
  if (value < 500_000) return 'medium';
  if (value < 1_000_000) return 'high';
  return 'very_high';
}

const RANGES: [upTo: number, label: string][] = [
  [100_000, 'under_100k'],
  [200_000, '100k_200k'],
  [300_000, '200k_300k'],
  [400_000, '300k_400k'],
  [500_000, '400k_500k'],
  [750_000, '500k_750k'],
  [1_000_000, '750k_1m'],
  [2_000_000, '1m_2m'],
];

export function valueRange(value: number): string {
  return RANGES.find(([upTo]) => value < upTo)?.[1] ?? '2m_plus';
}

export function isHighValue(value: number): boolean {
  return value > HIGH_VALUE_ABOVE;
}

/** The power-user event fires once, on the calculation that brings the visitor's total to five. */
export function becomesPowerUser(totalCalculations: number): boolean {
  return totalCalculations === POWER_USER_CALCULATIONS;
}

export function savingsTier(savings: number): SavingsTier {
  if (savings < 500) return 'under_500';
  if (savings < 2_000) return 'under_2000';
  return 'over_2000';
}
