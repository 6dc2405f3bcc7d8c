import { describe, expect, it } from 'vitest';
import { becomesPowerUser, isHighValue, savingsTier, valueRange, valueTier } from '../../../browser/analytics/tiers.ts';

// Spec §9's buckets, checked at and either side of every boundary.
describe('value tiers: low < 200k, medium < 500k, high < 1M, very high above', () => {
  it.each([
    [1, 'low'],
    [199_999, 'low'],
    [200_000, 'medium'],
    [499_999, 'medium'],
    [500_000, 'high'],
    [999_999, 'high'],
    [1_000_000, 'very_high'],
    [25_000_000, 'very_high'],
  ])('%i is %s', (value, tier) => expect(valueTier(value)).toBe(tier));
});

describe('value ranges: under 100k, 100-200k, 200-300k, 300-400k, 400-500k, 500-750k, 750k-1M, 1-2M, 2M+', () => {
  it.each([
    [99_999, 'under_100k'],
    [100_000, '100k_200k'],
    [199_999, '100k_200k'],
    [200_000, '200k_300k'],
    [299_999, '200k_300k'],
    [300_000, '300k_400k'],
    [400_000, '400k_500k'],
    [499_999, '400k_500k'],
    [500_000, '500k_750k'],
    [749_999, '500k_750k'],
    [750_000, '750k_1m'],
    [999_999, '750k_1m'],
    [1_000_000, '1m_2m'],
    [1_999_999, '1m_2m'],
    [2_000_000, '2m_plus'],
    [9_000_000, '2m_plus'],
  ])('%i is %s', (value, range) => expect(valueRange(value)).toBe(range));
});

describe('high value: above 500k', () => {
  it('500,000 itself is not high value; 500,001 is', () => {
    expect(isHighValue(500_000)).toBe(false);
    expect(isHighValue(500_001)).toBe(true);
  });
});

describe('power user at 5 calculations', () => {
  it('fires on the fifth calculation only', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(becomesPowerUser)).toEqual([false, false, false, false, true, false, false]);
  });
});

describe('savings tiers: under 500, under 2,000, above', () => {
  it.each([
    [0, 'under_500'],
    [499.99, 'under_500'],
    [500, 'under_2000'],
    [1_999.99, 'under_2000'],
    [2_000, 'over_2000'],
    [15_000, 'over_2000'],
  ])('%d saved is %s', (savings, tier) => expect(savingsTier(savings)).toBe(tier));
});
