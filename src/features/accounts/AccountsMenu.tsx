import { useId, useRef, useState } from 'react';
import type { User } from '@/api/user';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney, isPositiveAmount } from '@/lib/money';
import { useDismiss } from '@/ui/useDismiss';
import { AddAccountDialog } from './AddAccountDialog';
import { openPracticeAccount } from './practiceActions';
import { isDemoAccount, PRACTICE_GROUP, practiceAccount, sortAccounts } from './rules';
import { switchAccount } from './switchAccount';

/**
 * The balances list in the top bar (spec §2, §6): every account with its balance, demo ones marked; picking one
 * makes it current; "Add account" opens the add-account modal. Renders the user from Dexie, so it works offline
 * for reading; switching needs the network.
 */
export default function AccountsMenu({ user }: { user: User }) {
  const t = useT();
  const lang = currentLang();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useDismiss(open, setOpen, root);

  const pick = async (accountId: number, currency: string) => {
    if (accountId === user.current_accountId) {
      setOpen(false);
      return;
    }
    setBusy(accountId);
    const done = await switchAccount(accountId, currency);
    setBusy(null);
    if (done) setOpen(false);
  };

  const openPractice = async () => {
    setBusy(0);
    const done = await openPracticeAccount();
    setBusy(null);
    if (done) setOpen(false);
  };

  return (
    <div className="accounts-menu" ref={root}>
      <button type="button" className="btn btn--ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {t('accounts.menu')}
      </button>
      {open && (
        <div className="accounts-menu__panel" id={panelId} role="group" aria-label={t('accounts.menu')}>
          {sortAccounts(user.balances, user.current_accountId).map((balance) => {
            const current = balance.accountId === user.current_accountId;
            return (
              <button
                key={balance.accountId}
                type="button"
                className="btn btn--secondary accounts-menu__item"
                aria-current={current ? 'true' : undefined}
                aria-busy={busy === balance.accountId || undefined}
                disabled={busy !== null}
                onClick={() => void pick(balance.accountId, balance.currency)}
              >
                <span>
                  {balance.currency}{' '}
                  {isDemoAccount(balance) && <span className="badge badge--warning">{t(balance.accountGroup === PRACTICE_GROUP ? 'practice.badge' : 'accounts.demo')}</span>}
                </span>
                <span>{formatMoney(balance.amount, balance.currency, lang)}</span>
              </button>
            );
          })}
          {isPositiveAmount(user.bonus_summ) && (
            <p className="accounts-menu__bonus">
              <span>{t('accounts.bonus')}</span>
              <span>{formatMoney(user.bonus_summ, user.currency, lang)}</span>
            </p>
          )}
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              setOpen(false);
              setAdding(true);
            }}
          >
            {t('accounts.add')}
          </button>
          {!practiceAccount(user.balances) && (
            <button type="button" className="btn btn--secondary" disabled={busy !== null} onClick={() => void openPractice()}>
              {t('practice.open')}
            </button>
          )}
        </div>
      )}
      <AddAccountDialog user={user} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
