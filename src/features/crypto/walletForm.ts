import type { PaymentPath } from '@/api/payments';
import { fixedCryptoAmount } from '@common/coins';
import { currencyDecimals, toMinorUnits } from '@/lib/money';

/*
 * The wallet forms' own checks (spec §5, §7), run before anything is sent: the server checks the same rules, the
 * form says so first, in the trader's language, on the field at fault. Pure: messages are i18n keys.
 */

export type WalletField = 'amount' | 'net_account' | 'secure_id' | 'btc';
export type WalletValues = { amount: string; netAccount: string; secureId: string; btc: string };
export type WalletProblem =
  | { field: 'amount'; key: 'deposit.wrong_amount_min'; min: number }
  | { field: 'net_account'; key: 'wallet.net_account_invalid' }
  | { field: 'secure_id'; key: 'wallet.secure_id_invalid' }
  | { field: 'btc'; key: 'wallet.btc_invalid' };

/** The fields a method shows, in form order (the first problem in this order gets the focus). */
export function walletFields(method: PaymentPath): readonly WalletField[] {
  switch (method) {
    case 'neteller':
      return ['amount', 'net_account', 'secure_id'];
    case 'bitcoin_report':
      return ['amount', 'btc'];
    case 'card_moneta':
    case 'perfect':
    case 'webmoney':
    case 'yandex':
    case 'qiwi':
    case 'okpay':
    case 'skrill':
    case 'bank':
      return ['amount'];
  }
}

/** Digits with one dot or comma and at most the currency's decimals (spec §9), at least the minimum deposit. */
export function walletAmount(input: string, minimum: number, currency: string): string | null {
  const text = input.trim().replace(',', '.');
  const decimals = currencyDecimals(currency);
  if (!new RegExp(`^\\d+(?:\\.\\d{1,${decimals}})?$`).test(text)) return null;
  const units = toMinorUnits(text, decimals);
  return units !== null && units >= BigInt(minimum) * 10n ** BigInt(decimals) ? text : null;
}

const NET_ACCOUNT = /^(?:\d{12}|[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+)$/;

export function walletProblems(method: PaymentPath, values: WalletValues, minimum: number, currency: string): WalletProblem[] {
  const problems: WalletProblem[] = [];
  for (const name of walletFields(method)) {
    switch (name) {
      case 'amount':
        if (walletAmount(values.amount, minimum, currency) === null) problems.push({ field: 'amount', key: 'deposit.wrong_amount_min', min: minimum });
        break;
      case 'net_account':
        if (!NET_ACCOUNT.test(values.netAccount.trim())) problems.push({ field: 'net_account', key: 'wallet.net_account_invalid' });
        break;
      case 'secure_id':
        if (!/^\d{6}$/.test(values.secureId.trim())) problems.push({ field: 'secure_id', key: 'wallet.secure_id_invalid' });
        break;
      case 'btc':
        if (fixedCryptoAmount(values.btc) === null) problems.push({ field: 'btc', key: 'wallet.btc_invalid' });
        break;
    }
  }
  return problems;
}
