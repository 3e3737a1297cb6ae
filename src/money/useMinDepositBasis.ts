import useSWR from 'swr';
import { fundingLimits } from '@/api/card';
import type { MinDepositBasis } from '@common/deposit';
import { FUNDING_LIMITS_KEY } from './useExtraBonus';

/**
 * Why the current account's minimum deposit is what it is (a country's rule, the partner's, the account's own, or
 * the default), from /api/funding/limits; null while unknown or offline, so the page says only the figure.
 */
export function useMinDepositBasis(): MinDepositBasis | null {
  const { data } = useSWR(FUNDING_LIMITS_KEY, fundingLimits, { revalidateOnFocus: false, shouldRetryOnError: false });
  return data?.ok ? (data.value.min_deposit_basis ?? null) : null;
}
