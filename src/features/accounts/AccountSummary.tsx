import { useState } from 'react';
import { useCurrentUser } from '@/db/currentUser';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/Button';
import { AddAccountDialog } from './AddAccountDialog';
import { resetPracticeBalance } from './practiceActions';
import PracticeOpen from './PracticeOpen';
import { isDemoAccount, PRACTICE_GROUP, practiceAccount, sortAccounts } from './rules';
import { switchAccount } from './switchAccount';

/**
 * Widget `account-summary`: the trader's accounts and balances, current one first (from Dexie, so offline too),
 * demo accounts marked (the practice account with its reset); another account can be made current, a currency
 * account added, and a practice account opened once.
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
  const reset = async (accountId: number) => {
    setBusy(accountId);
    await resetPracticeBalance();
    setBusy(null);
  };
  return (
    <div className="stack">
      <div className="accounts" role="group" aria-label={t('accounts.title')}>
        {accounts.map((account) => {
          const current = account.accountId === user.current_accountId;
          const practice = account.accountGroup === PRACTICE_GROUP;
          const badge = practice ? 'practice.badge' : isDemoAccount(account) ? 'accounts.demo' : 'accounts.real';
          return (
            <article key={account.accountId} className={`account-card${current ? ' account-card--current' : ''}${isDemoAccount(account) ? ' account-card--practice' : ''}`}>
              <header className="row row--between">
                <span className="account-card__currency">{practice ? `${t('practice.title')} · ${account.currency}` : account.currency}</span>
                <span className={`badge${isDemoAccount(account) ? ' badge--warning' : ''}`}>{t(badge)}</span>
              </header>
              <p className="account-card__amount">{formatMoney(account.amount, account.currency, lang)}</p>
              <p className="muted account-card__meta">
                {current ? t('accounts.current') : practice ? t('practice.meta') : t('accounts.number', { currency: account.currency })}
              </p>
              {!current && (
                <Button variant="ghost" loading={busy === account.accountId} onClick={() => void choose(account.accountId, practice ? t('practice.badge') : account.currency)}>
                  {practice ? t('practice.switch') : t('accounts.switch', { currency: account.currency })}
                </Button>
              )}
              {practice && (
                <Button variant="ghost" loading={busy === account.accountId} onClick={() => void reset(account.accountId)}>
                  {t('practice.reset')}
                </Button>
              )}
            </article>
          );
        })}
      </div>
      {!practiceAccount(user.balances) && <PracticeOpen />}
      <div>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('accounts.add')}
        </Button>
      </div>
      <AddAccountDialog user={user} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
