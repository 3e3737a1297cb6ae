import { currentAccount, type User } from '@/api/user';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney, isPositiveAmount } from '@/lib/money';

/**
 * The current account's balance with its currency, and the bonus money held for the trader when there is some on it;
 * on a practice (demo) account, "Practice" instead, and no bonus beside virtual money.
 */
export default function BalancePill({ user, lang }: { user: User; lang: Lang }) {
  const t = useT();
  const balance = currentAccount(user);
  // The bonus balance is held in the trader's own currency (user.currency): it shows with that account, never beside
  // another account's balance as if it were that account's money.
  const bonus = balance?.currency === user.currency && isPositiveAmount(user.bonus_summ) ? formatMoney(user.bonus_summ, user.currency, lang) : null;
  // Virtual money is named as such, in words and in colour, so it is never read as real money.
  const practice = balance?.type === 'demo';
  const label = t(practice ? 'layout.practice_balance' : 'layout.balance');
  return (
    <output className={`balance${practice ? ' balance--practice' : ''}`} aria-label={label}>
      <span className="balance__label" aria-hidden="true">
        {label}
      </span>
      <span className="balance__amount">{balance ? formatMoney(balance.amount, balance.currency, lang) : '—'}</span>
      {balance && <span className="balance__currency">{balance.currency.toUpperCase()}</span>}
      {practice && <span className="badge badge--warning">{t('practice.badge')}</span>}
      {bonus && !practice && <span className="balance__bonus">{t('layout.bonus_balance', { amount: bonus })}</span>}
    </output>
  );
}
