import type { LastPaymentRow } from '@/db/types';
import { BONUS_UNTIL_CHOSEN, bonusAmount, sliderStops, tierOf } from '@common/deposit';

/**
 * The quick top-up request (spec §6 /api/report/quick {amount,fixed,bonus}) from the trader's last payment: its
 * amount when in the current account's currency (else the minimum), its mode, and its bonus choice as the tier
 * bonus a card deposit would ask (the server recomputes it; '0.00' says "no bonus").
 */
export function quickTopUpBody(last: LastPaymentRow | undefined, minimum: number, currency: string): { amount: string; fixed: boolean; bonus: string } {
  const amount = last && last.currency === currency && /^\d+$/.test(last.amount) ? last.amount : String(minimum);
  const fixed = last?.fixed ?? false;
  const value = Number(amount);
  const bonus = bonusAmount(value, tierOf(value, sliderStops(minimum, currency)), { bonus: last?.bonus ?? BONUS_UNTIL_CHOSEN, fixed });
  return { amount, fixed, bonus };
}
