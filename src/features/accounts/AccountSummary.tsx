import { useCurrentUser } from '@/db/user';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';

/** Widget `account-summary`: the trader's accounts and balances, current one first (from Dexie, so offline too). */
export default function AccountSummary() {
  const t = useT();
  const lang = currentLang();
  const user = useCurrentUser();
  if (!user) return null;
  const accounts = user.balances.toSorted(
    (a, b) => Number(b.accountId === user.current_accountId) - Number(a.accountId === user.current_accountId),
  );
  return (
    <div className="accounts" role="group" aria-label={t('accounts.title')}>
      {accounts.map((account) => {
        const current = account.accountId === user.current_accountId;
        return (
          <article key={account.accountId} className={`account-card${current ? ' account-card--current' : ''}`}>
            <header className="row row--between">
              <span className="account-card__currency">{account.currency}</span>
              <span className="badge">{t(account.type === 'demo' ? 'accounts.demo' : 'accounts.real')}</span>
            </header>
            <p className="account-card__amount">{formatMoney(account.amount, account.currency, lang)}</p>
            <p className="muted account-card__meta">
              {current ? t('accounts.current') : t('accounts.number', { id: account.accountId })}
            </p>
          </article>
        );
      })}
    </div>
  );
}
