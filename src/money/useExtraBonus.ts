import useSWR, { mutate } from 'swr';
import { fundingLimits } from '@/api/card';

/** One read of /api/funding/limits for the page's hooks (SWR shares it by this key). */
export const FUNDING_LIMITS_KEY = 'funding-limits';
const KEY = FUNDING_LIMITS_KEY;

/**
 * The percent the server adds on top of the tier bonus to the next deposit (a redeemed promo code, an accepted
 * limited offer), from /api/funding/limits; 0 while unknown or offline, so nothing is promised that was not said.
 */
export function useExtraBonusPercent(): number {
  const { data } = useSWR(KEY, fundingLimits, { revalidateOnFocus: false, shouldRetryOnError: false });
  return data?.ok ? (data.value.extra_bonus_percent ?? 0) : 0;
}

/** Asks again after something that changes it (a promo code accepted). */
export function refreshExtraBonus(): void {
  void mutate(KEY);
}
