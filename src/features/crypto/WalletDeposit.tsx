import { useRef, useState, type FormEvent } from 'react';
import { askWalletOutcome, payWallet, type PaymentPath, type WalletResult } from '@/api/payments';
import type { Reply } from '@/api/http';
import { currentAccount, fetchUser } from '@/api/user';
import type { WidgetProps } from '@/content/widgets';
import { db } from '@/db/database';
import { useCurrentUser } from '@/db/currentUser';
import { saveUser } from '@/db/user';
import { useT } from '@/i18n/useT';
import { bonusAmount, minimumDeposit, sliderStops, tierOf } from '@common/deposit';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { PaymentNotice } from './PaymentNotice';
import { usePayment } from '@/money/usePayment';
import { walletAmount, walletProblems, type WalletField, type WalletProblem } from './walletForm';
import { tabMethodName } from '@common/payment-methods';
import { currentLang } from '@/i18n';
import { minDepositText } from '@/lib/minDeposit';

const METHODS: readonly PaymentPath[] = ['card_moneta', 'perfect', 'webmoney', 'yandex', 'qiwi', 'okpay', 'neteller', 'skrill', 'bank', 'bitcoin_report'];

function methodOf(value: unknown): PaymentPath {
  return METHODS.find((method) => method === value) ?? 'perfect';
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : fallback);

/** The slider's bonus for an amount (spec §4): the tier of its whole part, 0 when the bonus is off. */
export function walletBonus(amount: string, bonusOn: boolean, minimum: number, currency: string): string {
  const whole = Number(amount.split('.')[0]);
  return bonusAmount(whole, tierOf(whole, sliderStops(minimum, currency)), { bonus: bonusOn, fixed: false });
}

type Shown = Reply<WalletResult> | { ok: false; message: string; notice: true };

/**
 * Widget `wallet-deposit` (props { method, amount, currency, minimum, bonusOn | bonus }): one of the other methods
 * of spec §7 — e-wallets pay at once, Neteller with account and secure id, Skrill through its redirect, bank as a
 * request with transfer details, `bitcoin_report` reports bitcoin sent outside an invoice. Checked here before it
 * is sent; the key is on disk before the request leaves, and a lost answer is asked about, never paid twice.
 */
export default function WalletDeposit(props: WidgetProps) {
  const t = useT();
  const online = useOnline();
  const user = useCurrentUser();
  const method = methodOf(props.method);
  const account = user ? currentAccount(user) : undefined;
  const currency = text(props.currency, account?.currency ?? 'USD');
  const minimum = Number(text(props.minimum, String(minimumDeposit(user?.min_deposit, currency))));
  const [amount, setAmount] = useState(() => text(props.amount, String(minimum)));
  const [netAccount, setNetAccount] = useState('');
  const [secureId, setSecureId] = useState('');
  const [btc, setBtc] = useState('');
  const [tried, setTried] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const netAccountRef = useRef<HTMLInputElement>(null);
  const secureIdRef = useRef<HTMLInputElement>(null);
  const btcRef = useRef<HTMLInputElement>(null);
  const focusField = (name: WalletField) => {
    const refs = { amount: amountRef, net_account: netAccountRef, secure_id: secureIdRef, btc: btcRef };
    refs[name].current?.focus();
  };

  const { state, submit } = usePayment<Reply<WalletResult>>(`wallet:${method}`, {
    reusable: false,
    ask: askWalletOutcome,
    onResult: async (reply) => {
      if (reply.ok && reply.value.redirect) {
        location.assign(reply.value.redirect);
        return;
      }
      setShown(reply);
      // Credited: show the new balance now rather than at the next 90 s refresh.
      if (reply.ok && reply.value.status === 'approved') await saveUser(await fetchUser());
    },
    onUnknown: () => setShown({ ok: false, message: t('payment.not_made'), notice: true }),
  });

  const values = { amount, netAccount, secureId, btc };
  const problems = tried ? walletProblems(method, values, minimum, currency) : [];
  const problemText = (problem: WalletProblem) => (problem.key === 'deposit.wrong_amount_min' ? minDepositText(t, problem.min, currency) : t(problem.key));
  const fieldError = (name: WalletField) => {
    const own = problems.find((problem) => problem.field === name);
    if (own) return problemText(own);
    return shown && !shown.ok && 'field' in shown && shown.field === name ? shown.message : null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!online) return; // never queued for replay: the button is disabled and the form says why
    setTried(true);
    const found = walletProblems(method, values, minimum, currency);
    const first = found[0];
    if (first) {
      focusField(first.field);
      return;
    }
    const checked = walletAmount(amount, minimum, currency) ?? amount.trim();
    const bonus = props.bonusOn === undefined ? text(props.bonus, '0') : walletBonus(checked, props.bonusOn === true || props.bonusOn === 'true', minimum, currency);
    const extra =
      method === 'neteller'
        ? { net_account: netAccount.trim(), secure_id: secureId.trim() }
        : method === 'bitcoin_report'
          ? { btc: btc.trim().replace(',', '.'), email: user?.email ?? '' }
          : {};
    const signature = JSON.stringify([method, checked, currency, bonus, extra]);
    setShown(null);
    submit(
      signature,
      async (key) => {
        await db.lastPayment.put({ key: 'last', bonus: bonus !== '0' && bonus !== '0.00', fixed: false, amount: checked, currency });
        return payWallet(method, { amount: checked, currency, bonus, fixed: false, idempotency_key: key, ...extra });
      },
      'wal',
    );
  };

  const busy = state.phase === 'sending' || state.phase === 'checking';
  const label = method === 'bitcoin_report' ? t('bitcoin.report_title') : tabMethodName(method, currentLang());
  return (
    <form className="crypto-deposit" noValidate onSubmit={onSubmit} aria-label={label}>
      <Field ref={amountRef} label={t('crypto.amount_in', { currency })} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} error={fieldError('amount')} />
      {method === 'neteller' && (
        <>
          <Field ref={netAccountRef} label={t('wallet.net_account')} autoComplete="off" value={netAccount} onChange={(event) => setNetAccount(event.target.value)} error={fieldError('net_account')} />
          <Field ref={secureIdRef} label={t('wallet.secure_id')} inputMode="numeric" autoComplete="off" value={secureId} onChange={(event) => setSecureId(event.target.value)} error={fieldError('secure_id')} />
        </>
      )}
      {method === 'bitcoin_report' && (
        <Field ref={btcRef} label={t('bitcoin.report_btc')} inputMode="decimal" autoComplete="off" value={btc} onChange={(event) => setBtc(event.target.value)} error={fieldError('btc')} />
      )}
      {shown?.ok === true && (
        <Alert tone={shown.value.status === 'approved' ? 'success' : 'info'} title={shown.value.message}>
          {shown.value.details && (
            <dl className="invoice__lines">
              <div className="invoice__line">
                <dt>IBAN</dt>
                <dd>
                  <code className="invoice__value">{shown.value.details.iban}</code>
                </dd>
              </div>
              <div className="invoice__line">
                <dt>BIC</dt>
                <dd>
                  <code className="invoice__value">{shown.value.details.bic}</code>
                </dd>
              </div>
              <div className="invoice__line">
                <dt>{t('wallet.beneficiary')}</dt>
                <dd>
                  {shown.value.details.beneficiary}, {shown.value.details.bank}
                </dd>
              </div>
            </dl>
          )}
        </Alert>
      )}
      {shown && !shown.ok && !('field' in shown && shown.field) && <Alert tone={'notice' in shown ? 'warning' : 'error'} title={shown.message} />}
      <PaymentNotice state={state} online={online} />
      <Button type="submit" variant="primary" loading={busy} disabled={!online || state.phase === 'unsure'}>
        {t(method === 'bank' ? 'wallet.request' : method === 'bitcoin_report' ? 'bitcoin.report_send' : 'wallet.pay')}
      </Button>
    </form>
  );
}
