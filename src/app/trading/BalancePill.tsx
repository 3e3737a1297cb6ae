import { currentAccount, type User } from '@/api/user';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney, isPositiveAmount } from '@/lib/money';

/** The current account's balance with its currency, and the bonus money held for the trader when there is some on it. */
export default function BalancePill({ user, lang }: { user: User; lang: Lang }) {
  const t = useT();
  const balance = currentAccount(user);
  // The bonus balance is held in the trader's own currency (user.currency): it shows with that account, never beside
  // another account's balance as if it were that account's money.
  const bonus = balance?.currency === user.currency && isPositiveAmount(user.bonus_summ) ? formatMoney(user.bonus_summ, user.currency, lang) : null;
  return (
    <output className="balance" aria-label={t('layout.balance')}>
      <span className="balance__label" aria-hidden="true">
        {t('layout.balance')}
      </span>
      <span className="balance__amount">{balance ? formatMoney(balance.amount, balance.currency, lang) : '—'}</span>
      {balance && <span className="balance__currency">{balance.currency.toUpperCase()}</span>}
      {balance?.type === 'demo' && <span className="badge">{t('layout.demo')}</span>}
      {bonus && <span className="balance__bonus">{t('layout.bonus_balance', { amount: bonus })}</span>}
    </output>
  );
}
