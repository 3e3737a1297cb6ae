import type { LastPaymentRow, User } from '@/db/types';
import { BONUS_UNTIL_CHOSEN, bonusAmount, minimumDeposit, promisedBonus, sliderStops, tierOf } from '@common/deposit';
import type { PaymentRequest } from './types';
import { currentAccount } from '@/api/user';

/**
 * What a card deposit asks for (spec §3, §6): the last payment chosen on the funding page when it is in the
 * current account's currency, else the minimum; the bonus follows the amount's tier. `promised` is what the trader is
 * told the server will credit: the tier bonus plus `extraPercent` (a promo code, a limited offer).
 */
export function depositRequestOf(user: User, last: LastPaymentRow | undefined, extraPercent = 0): { request: PaymentRequest; minimum: number; promised: string } {
  const account = currentAccount(user);
  const currency = account?.currency ?? user.currency;
  const minimum = minimumDeposit(user.min_deposit, currency);
  const stops = sliderStops(minimum, currency);
  const amount = last && last.currency === currency ? last.amount : String(minimum);
  const fixed = last?.fixed ?? false;
  const tier = tierOf(Number(amount), stops);
  const wanted = last?.bonus ?? BONUS_UNTIL_CHOSEN;
  const bonus = bonusAmount(Number(amount), tier, { bonus: wanted, fixed });
  const promised = promisedBonus(Number(amount), tier, { bonus: wanted, fixed, extraPercent });
  return { request: { amount, bonus, fixed, currency }, minimum, promised };
}
