import type { Coin } from '@common/coins';
import { coinMethodName } from '@common/payment-methods';
import type { Lang } from '@/i18n';

/** A coin's name in the trader's language, as every screen names that method (common/payment-methods.ts). */
export function coinName(coin: Coin, lang: Lang): string {
  return coinMethodName(coin, lang);
}
