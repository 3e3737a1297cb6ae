import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fetchExchangeBalances, invoicePath, payCrypto, type ExchangeBalance } from '@/api/crypto';
import { isApiError } from '@/api/http';
import type { WidgetProps } from '@/content/widgets';
import { db } from '@/db/database';
import { useCurrentUser } from '@/db/user';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { COIN_NAME, COIN_TICKER, COINS, isCoin, isErc20, type Coin } from '@/lib/coins';
import { bonusFor, defaultFixedAmount, fixedCryptoAmount } from '@/lib/crypto';
import { formatMoney, isPositiveAmount } from '@/lib/money';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { saveAnswer } from './store';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : fallback);

/** The coins a trader picks from on a crypto tab; vload has its own tab and amount. */
const PICKABLE: readonly Coin[] = COINS.filter((coin) => coin !== 'vload');

/**
 * Widget `crypto-deposit` (props { coin, amount, currency, bonus, fixed }): creates the invoice through
 * /api/{coin}/pay and opens its page. Fixed (exchange) mode pays a coin amount, shows the exchange balances and
 * drops the bonus (spec §4); account mode pays an amount of the account currency.
 */
export default function CryptoDeposit(props: WidgetProps) {
  const t = useT();
  const lang = currentLang();
  const online = useOnline();
  const user = useCurrentUser();
  const formId = useId();
  const initialCoin = isCoin(props.coin) ? props.coin : 'btc';
  const [coin, setCoin] = useState<Coin>(initialCoin);
  const [fixed, setFixed] = useState(props.fixed === true || props.fixed === 'true');
  const [amount, setAmount] = useState(() => (fixed ? defaultFixedAmount(initialCoin) : text(props.amount, '')));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [balances, setBalances] = useState<ExchangeBalance[] | null>(null);
  // One key per intended invoice: a retry after a lost answer reuses it, so the server answers the same invoice.
  const pending = useRef<{ key: string; signature: string } | null>(null);

  const account = user ? (user.balances.find((balance) => balance.accountId === user.current_accountId) ?? user.balances[0]) : undefined;
  const currency = text(props.currency, account?.currency ?? user?.currency ?? 'USD');
  const accountAmount = text(props.amount, user?.min_deposit.replace(/\.0+$/, '') ?? '250');

  useEffect(() => {
    if (!fixed || !online) return;
    let cancelled = false;
    fetchExchangeBalances()
      .then((rows) => !cancelled && setBalances(rows))
      .catch(() => !cancelled && setBalances(null));
    return () => {
      cancelled = true;
    };
  }, [fixed, online]);

  const toggleFixed = (next: boolean) => {
    setFixed(next);
    setError(null);
    setAmount(next ? defaultFixedAmount(coin) : accountAmount);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!online) {
      setError(t('crypto.offline_pay'));
      return;
    }
    const value = fixed ? fixedCryptoAmount(amount) : isPositiveAmount(amount.replace(',', '.')) ? amount.replace(',', '.').trim() : null;
    if (value === null) {
      setError(t('crypto.wrong_amount'));
      return;
    }
    setError(null);
    const bonus = bonusFor(fixed, text(props.bonus, '0'));
    const payCurrency = fixed ? COIN_TICKER[coin] : currency;
    const signature = `${coin}|${value}|${fixed}|${payCurrency}|${bonus}`;
    if (pending.current?.signature !== signature) pending.current = { key: `inv.${crypto.randomUUID()}`, signature };
    setSending(true);
    try {
      await db.lastPayment.put({ key: 'last', bonus: bonus !== '0', fixed, amount: value, currency: payCurrency });
      const reply = await payCrypto(coin, {
        amount: value,
        bonus,
        fixed,
        currency: payCurrency,
        is_erc20: isErc20(coin),
        token: coin === 'token' ? 'ERC20' : '',
        idempotency_key: pending.current.key,
      });
      if (!reply.ok) {
        setError(reply.message);
        pending.current = null;
        return;
      }
      await saveAnswer(reply.value.invoice, lang);
      location.assign(`${invoicePath(coin, reply.value.guid)}?lang=${lang}`);
    } catch (failure) {
      if (!isApiError(failure, 'auth')) setError(t(isApiError(failure, 'network') ? 'error.network' : 'error.generic'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="crypto-deposit" id={formId} noValidate onSubmit={(event) => void submit(event)} aria-label={t('crypto.title')}>
      {initialCoin !== 'vload' && (
        <SelectField
          label={t('crypto.coin')}
          value={coin}
          onChange={(event) => {
            const next = event.target.value;
            if (!isCoin(next)) return;
            setCoin(next);
            if (fixed) setAmount(defaultFixedAmount(next));
          }}
          options={PICKABLE.map((value) => ({ value, label: `${COIN_NAME[value]} (${COIN_TICKER[value]})` }))}
        />
      )}
      <label className="check">
        <input type="checkbox" checked={fixed} onChange={(event) => toggleFixed(event.target.checked)} />
        <span>{t('crypto.fixed')}</span>
      </label>
      <Field
        label={t('crypto.amount_in', { currency: fixed ? COIN_TICKER[coin] : currency })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={error}
      />
      {fixed && balances && (
        <section aria-label={t('crypto.exchange_balances')}>
          <h3 className="muted">{t('crypto.exchange_balances')}</h3>
          <ul className="crypto-deposit__balances">
            {balances.map((balance) => (
              <li key={balance.coin} className="badge">
                {formatMoney(balance.amount, balance.coin, lang)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {!online && <Alert tone="warning" title={t('crypto.offline_pay')} />}
      <Button type="submit" variant="primary" loading={sending} loadingLabel={t('crypto.paying')}>
        {t('crypto.pay')}
      </Button>
    </form>
  );
}
