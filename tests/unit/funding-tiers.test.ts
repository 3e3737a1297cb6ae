import { describe, expect, it } from 'vitest';
import { sliderStops, tierOf, TIERS } from '@common/deposit';
import { appliedTier, tierRanges } from '@/features/funding/tiers';

describe('tier cards', () => {
  const stops = sliderStops(250, 'USD');

  it('each card covers the amounts whose bonus it pays: bronze from the minimum to 1000, silver to 3000, gold above', () => {
    expect(tierRanges(stops)).toEqual({ bronze: { from: 250, to: 1000 }, silver: { from: 1001, to: 3000 }, gold: { from: 3001, to: null } });
    expect(tierRanges(sliderStops(15000, 'RUB'))).toEqual({ bronze: { from: 15000, to: 60000 }, silver: { from: 60001, to: 180000 }, gold: { from: 180001, to: null } });
  });

  it('the ranges agree with the tier the deposit gets at every edge', () => {
    const ranges = tierRanges(stops);
    for (const name of ['bronze', 'silver', 'gold'] as const) {
      expect(tierOf(ranges[name].from, stops).name).toBe(name);
      const to = ranges[name].to;
      if (to !== null) expect(tierOf(to, stops).name).toBe(name);
    }
  });

  it('highlights the tier whose bonus is applied, and none when there is no bonus', () => {
    expect(appliedTier(tierOf(250, stops), { bonus: true, fixed: false })).toBe('bronze');
    expect(appliedTier(TIERS.gold, { bonus: true, fixed: false })).toBe('gold');
    expect(appliedTier(TIERS.bronze, { bonus: false, fixed: false })).toBeNull();
    expect(appliedTier(TIERS.silver, { bonus: true, fixed: true })).toBeNull();
  });
});
