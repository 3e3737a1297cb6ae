import { useState } from 'react';
import { useCurrentUser } from '@/db/currentUser';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/Button';
import { AddAccountDialog } from './AddAccountDialog';
import { isDemoAccount, sortAccounts } from './rules';
import { switchAccount } from './switchAccount';

/**
 * Widget `account-summary`: the trader's accounts and balances, current one first (from Dexie, so offline too),
 * demo accounts (DEMO_MANUAL) marked; another account can be made current, and a currency account added.
 */
export default function AccountSummary() {
  const t = useT();
  const lang = currentLang();
  const user = useCurrentUser();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  if (!user) return null;
  const accounts = sortAccounts(user.balances, user.current_accountId);
  const choose = async (accountId: number, currency: string) => {
    setBusy(accountId);
    await switchAccount(accountId, currency);
    setBusy(null);
  };
  return (
    <div className="stack">
      <div className="accounts" role="group" aria-label={t('accounts.title')}>
        {accounts.map((account) => {
          const current = account.accountId === user.current_accountId;
          return (
            <article key={account.accountId} className={`account-card${current ? ' account-card--current' : ''}`}>
              <header className="row row--between">
                <span className="account-card__currency">{account.currency}</span>
                <span className="badge">{t(isDemoAccount(account) ? 'accounts.demo' : 'accounts.real')}</span>
              </header>
              <p className="account-card__amount">{formatMoney(account.amount, account.currency, lang)}</p>
              <p className="muted account-card__meta">
                {current ? t('accounts.current') : t('accounts.number', { currency: account.currency })}
              </p>
              {!current && (
                <Button variant="ghost" loading={busy === account.accountId} onClick={() => void choose(account.accountId, account.currency)}>
                  {t('accounts.switch', { currency: account.currency })}
                </Button>
              )}
            </article>
          );
        })}
      </div>
      <div>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('accounts.add')}
        </Button>
      </div>
      <AddAccountDialog user={user} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
