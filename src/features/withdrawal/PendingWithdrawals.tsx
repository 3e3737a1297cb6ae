import { useEffect, useState } from 'react';
import { fetchUser } from '@/api/user';
import { parsePendingList, rejectWithdrawal } from '@/api/withdrawal';
import { useLastCopy } from '@/db/lastCopy';
import { saveUser } from '@/db/user';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { formatMoney } from '@/lib/money';
import { methodLabel, shortWallet } from './methodLabel';
import { PENDING_COPY_KEY, refreshPending } from './task';
import type { Waiting } from './withdrawal.machine';

/**
 * Spec §2 pending withdrawals with cancel (/api/us/reject); opens offline from the last copy the poller saved. The
 * server's answer says what came back (the amount, and a bonus the request had cancelled). A request to a new
 * destination still waiting for its code says so, and "Enter code" opens the code dialog for it.
 */
export function PendingWithdrawals({ onCancelled, onEnterCode }: { onCancelled?: () => void; onEnterCode?: ((waiting: Waiting) => void) | undefined } = {}) {
  const t = useT();
  const online = useOnline();
  const copy = useLastCopy(PENDING_COPY_KEY, parsePendingList);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (online) void refreshPending().catch(() => undefined);
  }, [online]);

  const cancel = async (id: number) => {
    setCancelling(id);
    setMessage(null);
    try {
      const reply = await rejectWithdrawal(id);
      setMessage(reply.ok ? { tone: 'success', text: reply.value.message } : { tone: 'error', text: reply.message || t('withdrawal.reject_failed') });
      // The request's own success alert (and its "bonus cancelled") no longer holds: the cancel's message replaces it.
      if (reply.ok) onCancelled?.();
      await Promise.all([refreshPending(), fetchUser().then(saveUser)]);
    } catch {
      setMessage({ tone: 'error', text: t('withdrawal.reject_failed') });
    } finally {
      setCancelling(null);
    }
  };

  const rows = copy?.value ?? [];
  const lang = currentLang();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="withdrawal__pending card" aria-labelledby="withdrawal-pending-title">
      <h2 id="withdrawal-pending-title">{t('withdrawal.pending_title')}</h2>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {copy === undefined ? null : rows.length === 0 ? (
        <p className="muted">{t('withdrawal.pending_empty')}</p>
      ) : (
        <ul className="withdrawal__list">
          {rows.map((row) => (
            <li key={row.transactionId} className={row.confirm_by ? "withdrawal__row withdrawal__row--waiting" : "withdrawal__row"}>
              <div>
                {/* Money as everywhere else in the app ("$20.00"); the method as its chip names it. */}
                <p className="withdrawal__amount num">{formatMoney(row.amount, row.currency, lang)}</p>
                <p className="muted">
                  {methodLabel(row.method, lang)}
                  {row.wallet ? ` · ${shortWallet(row.wallet)}` : ''} · {date.format(row.created)}
                </p>
                {row.confirm_by && <p className="badge badge--warning withdrawal__waiting">{t('withdrawal.waiting_code')}</p>}
              </div>
              {row.confirm_by && onEnterCode && (
                <Button
                  variant="primary"
                  onClick={() => onEnterCode({ id: row.transactionId, confirmBy: row.confirm_by ?? 'mail', message: t(row.confirm_by === 'totp' ? 'withdrawal.waiting_totp' : 'withdrawal.waiting_mail') })}
                  disabled={!online}
                  aria-label={t('withdrawal.enter_code_money', { amount: formatMoney(row.amount, row.currency, lang) })}
                >
                  {t('withdrawal.enter_code')}
                </Button>
              )}
              <Button
                onClick={() => void cancel(row.transactionId)}
                disabled={!online}
                loading={cancelling === row.transactionId}
                className="withdrawal__cancel"
                aria-label={t('withdrawal.cancel_money', { amount: formatMoney(row.amount, row.currency, lang) })}
              >
                {t('withdrawal.cancel')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {copy && !online && <p className="muted">{t('withdrawal.pending_offline')}</p>}
    </section>
  );
}
