import type { LastPaymentRow, User } from '@/db/types';
import { bonusAmount, minimumDeposit, sliderStops, tierOf } from '@common/deposit';
import type { PaymentRequest } from './types';

/**
 * What a card deposit asks for (spec §3, §6): the last payment chosen on the funding page when it is in the
 * current account's currency, else the minimum; the bonus follows the amount's tier.
 */
export function depositRequestOf(user: User, last: LastPaymentRow | undefined): { request: PaymentRequest; minimum: number } {
  const account = user.balances.find((balance) => balance.accountId === user.current_accountId) ?? user.balances[0];
  const currency = account?.currency ?? user.currency;
  const minimum = minimumDeposit(user.min_deposit, currency);
  const stops = sliderStops(minimum, currency);
  const amount = last && last.currency === currency ? last.amount : String(minimum);
  const fixed = last?.fixed ?? false;
  const bonus = bonusAmount(Number(amount), tierOf(Number(amount), stops), { bonus: last?.bonus ?? true, fixed });
  return { request: { amount, bonus, fixed, currency }, minimum };
}
