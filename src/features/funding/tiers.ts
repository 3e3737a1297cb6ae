import type { SliderStops, Tier, TierName } from '@common/deposit';

/** The whole-unit amounts a tier covers: bronze from the minimum, each next tier from one above the last cutoff. */
export type TierRange = { from: number; to: number | null };

export function tierRanges(stops: SliderStops): Readonly<Record<TierName, TierRange>> {
  return {
    bronze: { from: stops.start, to: stops.bronze },
    silver: { from: stops.bronze + 1, to: stops.silver },
    gold: { from: stops.silver + 1, to: null },
  };
}

/**
 * The tier whose bonus this deposit really gets: none when the trader turned the bonus off or pays in crypto
 * (fixed mode), so no card is highlighted for a bonus that will not be paid.
 */
export function appliedTier(tier: Tier, options: { bonus: boolean; fixed: boolean }): TierName | null {
  return options.bonus && !options.fixed ? tier.name : null;
}
