import { useEffect, useRef, useState, type FormEvent } from 'react';
import { setExchangeAccount } from '@/api/accounts';
import { fetchExchangeBalances, payCrypto, type ExchangeBalance } from '@/api/crypto';
import type { WidgetProps } from '@/content/widgets';
import { db } from '@/db/database';
import { useCurrentUser } from '@/db/currentUser';
import { saveUser } from '@/db/user';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { COIN_TICKER, COINS, isCoin, isErc20, type Coin } from '@common/coins';
import { bonusFor, defaultFixedAmount, estimateCoins, fixedCryptoAmount, rateText } from '@/lib/crypto';
import { BONUS_UNTIL_CHOSEN, minimumDeposit } from '@common/deposit';
import { formatMoney } from '@/lib/money';
import { useOnline } from '@/sync/useOnline';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { PaymentNotice } from './PaymentNotice';
import { useInvoicePayment } from './useInvoicePayment';
import { useRates } from './useRates';
import WalletDeposit, { walletBonus } from './WalletDeposit';
import { walletAmount } from './walletForm';
import { coinName } from './coinName';
import { currentAccount } from '@/api/user';
import { minDepositText } from '@/lib/minDeposit';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : fallback);
const truthy = (value: unknown) => value === true || value === 'true';

/** The coins a trader picks from on a crypto tab; vload has its own tab and amount. */
const PICKABLE: readonly Coin[] = COINS.filter((coin) => coin !== 'vload');

/**
 * Widget `crypto-deposit` (props { coin, amount, currency, minimum, bonusOn | bonus, fixed }): creates the invoice
 * through /api/{coin}/pay and opens its page. Fixed (exchange) mode pays a coin amount, shows the exchange
 * balances and drops the bonus (spec §4); account mode pays an amount of the account currency, with the rate and
 * the coins it buys (/api/bitcoin/currency). The mode is the funding page's (the slider's "last payment"), so
 * toggling it here toggles it there. The bitcoin tab also takes a report of bitcoin sent outside an invoice.
 */
export default function CryptoDeposit(props: WidgetProps) {
  const t = useT();
  const lang = currentLang();
  const online = useOnline();
  const user = useCurrentUser();
  const initialCoin = isCoin(props.coin) ? props.coin : 'btc';
  const account = user ? currentAccount(user) : undefined;
  const currency = text(props.currency, account?.currency ?? user?.currency ?? 'USD');
  const minimum = Number(text(props.minimum, String(minimumDeposit(user?.min_deposit, currency))));
  const accountAmount = text(props.amount, String(minimum));
  const fixedProp = truthy(props.fixed);

  const [coin, setCoin] = useState<Coin>(initialCoin);
  const [fixed, setFixed] = useState(fixedProp);
  const [amount, setAmount] = useState(() => (fixedProp ? defaultFixedAmount(initialCoin) : accountAmount));
  const [error, setError] = useState<string | null>(null);
  const [balances, setBalances] = useState<ExchangeBalance[] | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  // The funding page's mode changed (the slider's toggle): follow it, with that mode's default amount.
  const [seenFixed, setSeenFixed] = useState(fixedProp);
  if (seenFixed !== fixedProp) {
    setSeenFixed(fixedProp);
    setFixed(fixedProp);
    setError(null);
    setAmount(fixedProp ? defaultFixedAmount(coin) : accountAmount);
  }

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

  const rates = useRates(online);
  const { state, submit } = useInvoicePayment('invoice', coin, (message) => {
    setError(message);
    amountRef.current?.focus();
  });

  /** The mode is shared with the slider through the last payment (spec §3), so both show the same. */
  const toggleFixed = async (next: boolean) => {
    // Only the local state: `seenFixed` follows the page's prop, which catches up once the write lands.
    setFixed(next);
    setError(null);
    setAmount(next ? defaultFixedAmount(coin) : accountAmount);
    const last = await db.lastPayment.get('last');
    await db.lastPayment.put({ key: 'last', amount: last?.amount ?? accountAmount, currency: last?.currency ?? currency, bonus: next ? false : (last?.bonus ?? BONUS_UNTIL_CHOSEN), fixed: next });
  };

  const chooseExchangeAccount = async (id: number) => {
    const reply = await setExchangeAccount(id).catch(() => null);
    if (!reply?.ok) {
      setError(t('accounts.set_failed'));
      return;
    }
    setBalances(reply.value.balances);
    await saveUser(reply.value.user);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!online) return; // never queued for replay: the button is disabled and the form says why
    const value = fixed ? fixedCryptoAmount(amount) : walletAmount(amount, minimum, currency);
    if (value === null) {
      setError(fixed ? t('crypto.wrong_amount') : minDepositText(t, minimum, currency));
      amountRef.current?.focus();
      return;
    }
    setError(null);
    const bonus = bonusFor(fixed, props.bonusOn === undefined ? text(props.bonus, '0') : walletBonus(value, truthy(props.bonusOn), minimum, currency));
    const payCurrency = fixed ? COIN_TICKER[coin] : currency;
    const request = { amount: value, bonus, fixed, currency: payCurrency, is_erc20: isErc20(coin), token: coin === 'token' ? 'ERC20' : '' };
    submit(
      JSON.stringify([coin, request]),
      async (key) => {
        await db.lastPayment.put({ key: 'last', bonus: bonus !== '0' && bonus !== '0.00', fixed, amount: value, currency: payCurrency });
        return payCrypto(coin, { ...request, idempotency_key: key });
      },
      'inv',
    );
  };

  const ticker = COIN_TICKER[coin];
  const rate = rates?.[ticker]?.[currency.toUpperCase()];
  const estimate = !fixed && rate ? estimateCoins(walletAmount(amount, 0, currency) ?? '', rate) : null;
  const busy = state.phase === 'sending' || state.phase === 'checking';
  const exchangeAccounts = user?.balances ?? [];

  return (
    <>
      <form className="crypto-deposit" noValidate onSubmit={onSubmit} aria-label={t('crypto.title')}>
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
            options={PICKABLE.map((value) => ({ value, label: `${coinName(value, lang)} (${COIN_TICKER[value]})` }))}
          />
        )}
        <label className="check">
          <input type="checkbox" checked={fixed} onChange={(event) => void toggleFixed(event.target.checked)} />
          <span>{t('crypto.fixed')}</span>
        </label>
        {fixed && exchangeAccounts.length > 1 && (
          <SelectField
            label={t('crypto.exchange_account')}
            value={String(user?.exchange_accountId ?? user?.current_accountId ?? '')}
            disabled={!online}
            onChange={(event) => void chooseExchangeAccount(Number(event.target.value))}
            options={exchangeAccounts.map((balance) => ({ value: String(balance.accountId), label: `${balance.currency} · ${formatMoney(balance.amount, balance.currency, lang)}` }))}
          />
        )}
        <Field
          ref={amountRef}
          label={t('crypto.amount_in', { currency: fixed ? ticker : currency })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={error}
        />
        {rate && (
          <p className="muted crypto-deposit__rate" aria-live="polite">
            {rateText(ticker, rate, currency, lang)}
            {estimate && <> · {t('crypto.estimate', { amount: `${estimate} ${ticker}` })}</>}
          </p>
        )}
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
        <PaymentNotice state={state} online={online} />
        <Button type="submit" variant="primary" loading={busy} loadingLabel={t('crypto.paying')} disabled={!online || state.phase === 'unsure'}>
          {t('crypto.pay')}
        </Button>
      </form>
      {initialCoin === 'btc' && !fixed && (
        <details className="crypto-deposit__report">
          <summary>{t('bitcoin.report_title')}</summary>
          <p className="muted">{t('bitcoin.report_text')}</p>
          <WalletDeposit method="bitcoin_report" currency={currency} minimum={minimum} amount={accountAmount} bonusOn={props.bonusOn} bonus={props.bonus} />
        </details>
      )}
    </>
  );
}
