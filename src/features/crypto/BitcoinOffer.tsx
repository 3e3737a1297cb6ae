import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { payShape } from '@/api/crypto';
import { db } from '@/db/database';
import { useCurrentUser } from '@/db/currentUser';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { estimateCoins, rateText } from '@/lib/crypto';
import { BONUS_UNTIL_CHOSEN, minimumDeposit } from '@common/deposit';
import { formatMoney } from '@/lib/money';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { PaymentNotice } from './PaymentNotice';
import { useInvoicePayment } from './useInvoicePayment';
import { useRates } from './useRates';
import { walletBonus } from './WalletDeposit';
import { currentAccount } from '@/api/user';

/**
 * Widget `bitcoin-offer`, the action of the bitcoin popup (/api/ag/modal_bitcoin): one click makes a BTC invoice
 * for the amount the trader chose for the card (the last payment, else the minimum) through /api/btc/shape, with
 * today's rate and the coins it buys, and opens the invoice. The key is stored first, as for every payment.
 */
export default function BitcoinOffer() {
  const t = useT();
  const lang = currentLang();
  const online = useOnline();
  const user = useCurrentUser();
  const last = useLiveQuery(() => db.lastPayment.get('last'), []);
  const [error, setError] = useState<string | null>(null);
  const rates = useRates(online);
  const { state, submit } = useInvoicePayment('shape', 'btc', setError);

  if (!user) return null;
  const account = currentAccount(user);
  const currency = account?.currency ?? user.currency;
  const minimum = minimumDeposit(user.min_deposit, currency);
  const amount = last && last.currency === currency && /^\d+$/.test(last.amount) && Number(last.amount) >= minimum ? last.amount : String(minimum);
  const bonus = walletBonus(amount, (last?.bonus ?? BONUS_UNTIL_CHOSEN) && !(last?.fixed ?? false), minimum, currency);
  const rate = rates?.BTC?.[currency.toUpperCase()];
  const coins = rate ? estimateCoins(amount, rate) : null;
  const price = formatMoney(amount, currency, lang);

  const pay = () => {
    if (!online) return;
    setError(null);
    const request = { amount, bonus, fixed: false, currency, is_erc20: false, token: '' };
    submit(JSON.stringify(request), (key) => payShape({ ...request, idempotency_key: key }), 'shape');
  };

  return (
    <div className="bitcoin-offer">
      {rate && (
        <p className="muted" aria-live="polite">
          {rateText('BTC', rate, currency, lang)}
          {coins && <> · {t('crypto.estimate', { amount: `${coins} BTC` })}</>}
        </p>
      )}
      {error && <Alert tone="error" title={error} />}
      <PaymentNotice state={state} online={online} />
      <Button
        variant="primary"
        block
        loading={state.phase === 'sending' || state.phase === 'checking'}
        loadingLabel={t('crypto.paying')}
        disabled={!online || state.phase === 'unsure'}
        onClick={pay}
      >
        {t('bitcoin.offer_pay', { amount: price })}
      </Button>
    </div>
  );
}
