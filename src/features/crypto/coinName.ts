import { COIN_NAME, type Coin } from '@common/coins';
import type { Translate } from '@/i18n';

/** A coin's name in the trader's language: proper names stay as they are, "ERC20 token" is words and translated. */
export function coinName(coin: Coin, t: Translate): string {
  return coin === 'token' ? t('crypto.coin_token') : COIN_NAME[coin];
}
