import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/http';
import { payWallet, type WalletMethod, type WalletResult } from '@/api/payments';
import type { WidgetProps } from '@/content/widgets';
import { db } from '@/db/database';
import { saveUser, useCurrentUser } from '@/db/user';
import { fetchUser } from '@/api/user';
import { useT } from '@/i18n/useT';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';

const METHODS: readonly WalletMethod[] = ['card_moneta', 'perfect', 'webmoney', 'yandex', 'qiwi', 'okpay', 'neteller', 'skrill', 'bank'];

function methodOf(value: unknown): WalletMethod {
  return METHODS.find((method) => method === value) ?? 'perfect';
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : fallback);

/**
 * Widget `wallet-deposit` (props { method, amount, currency, bonus }): one of the other methods of spec §7 —
 * e-wallets pay at once, Neteller with account and secure id, Skrill through its redirect, bank as a request
 * with transfer details. The sandbox provider decides; the form shows the result.
 */
export default function WalletDeposit(props: WidgetProps) {
  const t = useT();
  const online = useOnline();
  const user = useCurrentUser();
  const method = methodOf(props.method);
  const [amount, setAmount] = useState(() => text(props.amount, user?.min_deposit.replace(/\.0+$/, '') ?? '250'));
  const [netAccount, setNetAccount] = useState('');
  const [secureId, setSecureId] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: true; value: WalletResult } | { ok: false; message: string; field?: string } | null>(null);
  const pending = useRef<{ key: string; signature: string } | null>(null);

  const account = user ? (user.balances.find((balance) => balance.accountId === user.current_accountId) ?? user.balances[0]) : undefined;
  const currency = text(props.currency, account?.currency ?? 'USD');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!online) {
      setResult({ ok: false, message: t('error.offline') });
      return;
    }
    const signature = `${method}|${amount}|${currency}|${netAccount}|${secureId}`;
    if (pending.current?.signature !== signature) pending.current = { key: `wal.${crypto.randomUUID()}`, signature };
    setSending(true);
    setResult(null);
    try {
      await db.lastPayment.put({ key: 'last', bonus: false, fixed: false, amount: amount.trim(), currency });
      const reply = await payWallet(method, {
        amount: amount.trim(),
        currency,
        bonus: text(props.bonus, '0'),
        fixed: false,
        idempotency_key: pending.current.key,
        ...(method === 'neteller' ? { net_account: netAccount.trim(), secure_id: secureId.trim() } : {}),
      });
      if (reply.ok && reply.value.redirect) {
        location.assign(reply.value.redirect);
        return;
      }
      setResult(reply.ok ? reply : { ok: false, message: reply.message, ...(reply.field ? { field: reply.field } : {}) });
      pending.current = null;
      // Credited: show the new balance now rather than at the next 90 s refresh.
      if (reply.ok && reply.value.status === 'approved') await saveUser(await fetchUser());
    } catch (failure) {
      if (!isApiError(failure, 'auth')) setResult({ ok: false, message: t(isApiError(failure, 'network') ? 'error.network' : 'error.generic') });
    } finally {
      setSending(false);
    }
  };

  const fieldError = (name: string) => (result && !result.ok && result.field === name ? result.message : null);
  return (
    <form className="crypto-deposit" noValidate onSubmit={(event) => void submit(event)} aria-label={t(`funding.tab.${method}`)}>
      <Field label={t('crypto.amount_in', { currency })} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} error={fieldError('amount')} />
      {method === 'neteller' && (
        <>
          <Field label={t('wallet.net_account')} value={netAccount} onChange={(event) => setNetAccount(event.target.value)} error={fieldError('net_account')} />
          <Field label={t('wallet.secure_id')} inputMode="numeric" value={secureId} onChange={(event) => setSecureId(event.target.value)} error={fieldError('secure_id')} />
        </>
      )}
      {result?.ok === true && (
        <Alert tone={result.value.status === 'approved' ? 'success' : 'info'} title={result.value.message}>
          {result.value.details && (
            <dl className="invoice__lines">
              <div className="invoice__line">
                <dt>IBAN</dt>
                <dd>
                  <code className="invoice__value">{result.value.details.iban}</code>
                </dd>
              </div>
              <div className="invoice__line">
                <dt>BIC</dt>
                <dd>
                  <code className="invoice__value">{result.value.details.bic}</code>
                </dd>
              </div>
              <div className="invoice__line">
                <dt>{t('wallet.beneficiary')}</dt>
                <dd>
                  {result.value.details.beneficiary}, {result.value.details.bank}
                </dd>
              </div>
            </dl>
          )}
        </Alert>
      )}
      {result?.ok === false && !result.field && <Alert tone="error" title={result.message} />}
      <Button type="submit" variant="primary" loading={sending}>
        {t(method === 'bank' ? 'wallet.request' : 'wallet.pay')}
      </Button>
    </form>
  );
}
