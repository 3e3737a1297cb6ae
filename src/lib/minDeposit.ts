import { currentLang, type Translate } from '@/i18n';
import { formatMoney } from './money';

/**
 * Spec §5's 'Wrong amount! Min deposit N', N as the app shows money in the page's language ("Min deposit $250.00",
 * "Минимальный депозит 15 000,00 RUB"): a bare "15000" read as a count, not as the account's money.
 */
export function minDepositText(t: Translate, minimum: number | string, currency: string): string {
  return t('deposit.wrong_amount_min', { min: formatMoney(String(minimum), currency, currentLang()) });
}
