import type { Lang } from '@/i18n';
import { withdrawalMethodName } from '@common/payment-methods';
import { needsWallet } from '@common/withdrawal';
import type { WithdrawalRequest } from '@/api/withdrawal';

/** A method's name as the trader reads it, as the deposit screen names it too ("Bitcoin_Cash" → "Биткоин Кэш"). */
export function methodLabel(method: string, lang: Lang): string {
  return withdrawalMethodName(method, lang);
}

/**
 * The request for the chosen method only: an address typed for another method (a wallet field since hidden)
 * never reaches the back office, nor the pending list that shows it back.
 */
export function withdrawalRequestOf(input: { amount: string; method: string; wallet: string; fixed: boolean; currency: string }): WithdrawalRequest {
  return {
    amount: input.amount.trim().replace(',', '.'),
    method: input.method,
    wallet: needsWallet(input.method) ? input.wallet.trim() : '',
    fixed: input.fixed,
    currency: input.currency,
  };
}

/** A long address shortened for a row: its first and last six characters, which a trader compares. */
export function shortWallet(wallet: string): string {
  return wallet.length > 14 ? `${wallet.slice(0, 6)}…${wallet.slice(-6)}` : wallet;
}
