import { type AmountKind, maxAmount } from '../../common/limits.ts';
import { formatMoney } from '../../common/money.ts';
import { type Lang, t } from '../i18n.ts';
import { type Refusal, refuse } from './refusal.ts';

/**
 * The reply field of an amount above its per-call bound (common/limits.ts), in the trader's language. Every money
 * route refuses it before anything is stored, so no single request can carry an amount near the numeric ceiling.
 */
export function maxAmountRefusal(lang: Lang, kind: AmountKind, currency: string): { return: false; code: 'max_amount'; field: 'amount'; message: string } {
  return { return: false, code: 'max_amount', field: 'amount', message: t(lang, 'amount.max', { max: formatMoney(String(maxAmount(kind, currency)), currency, lang) }) };
}

/** Spec §5's 'Wrong amount! Min deposit N', N as the app shows money ("Min deposit $250.00", "15 000,00 RUB"). */
export function minDepositMessage(lang: Lang, minimum: bigint, currency: string): string {
  return t(lang, 'card.min_deposit', { minimum: formatMoney(minimum.toString(), currency, lang) });
}

/** maxAmountRefusal as a service's refusal; `max` names the bound when it is not the currency's own (a coin's). */
export function aboveMaxRefusal(lang: Lang, kind: AmountKind, currency: string, max: string | number = maxAmount(kind, currency)): Refusal {
  return refuse(t(lang, 'amount.max', { max: formatMoney(String(max), currency, lang) }), { code: 'max_amount', field: 'amount' });
}
