import { type } from 'superstruct';
import { CardsTrigger, Limits, SavedCard } from './cards.ts';
import { COINS } from '../coins.ts';
import { EmptyReply, KnownOutcome, MessageReply, NO_INPUT, call } from './route.ts';
import { amount, flag, id, key, text, textRecord } from './fields.ts';
import { CheckReply, ExchangeReply, OutcomeReply, PayReply, RatesReply } from './crypto.ts';
import { PromoReply, QuickReply, WalletReply } from './payments.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./funding.ts the client checks. The client sends each call by its name.

const COIN = `:coin{${COINS.join('|')}}`;
/** The wallets paid at once, and every method a trader may report a payment by (spec §7 "Other payments"). */
export const WALLET_PROCESSORS = ['card_moneta', 'perfect', 'webmoney', 'yandex', 'qiwi', 'okpay'] as const;
export const REPORT_PROCESSORS = [...WALLET_PROCESSORS, 'neteller', 'skrill', 'vload', 'bank'] as const;
const WALLET = `:method{${WALLET_PROCESSORS.join('|')}}`;
const REPORT = `:method{${REPORT_PROCESSORS.join('|')}}`;
export const CoinPayInput = type({ amount: amount(), bonus: amount(), fixed: flag(), currency: text(8), is_erc20: flag(), token: text(64), idempotency_key: key() });
export const DepositInput = type({ amount: amount(), bonus: amount(), fixed: flag(), currency: text(8), idempotency_key: key() });
export const fundingLimits = call('POST', '/api/funding/limits', type({ promo: text(64) }), Limits);
export const applyPromo = call('POST', '/api/promo', type({ promo: text(64) }), PromoReply);
export const promoTrigger = call('POST', '/api/triggers/promo', type({ promo: text(64) }), EmptyReply);
export const saveCard = call('POST', '/api/card/save', type({ card: textRecord() }), SavedCard);
export const cardsTrigger = call('POST', '/api/triggers/cards', NO_INPUT, CardsTrigger);
export const cascadeRpc = call('POST', '/api/rpc', type({ worker: text(32), cascade: text(400), cascade_exec: text(400) }));

export const coinPay = call('POST', `/api/${COIN}/pay`, CoinPayInput, PayReply);
export const coinCheck = call('POST', `/api/${COIN}/check`, type({ guid: text(64) }), CheckReply);
export const coinInvoicePage = call('GET', `/api/${COIN}/invoice/:guid`, null, null, { public: 'an invoice page opened by its unguessable guid' });
export const cryptoOutcome = call('POST', '/api/crypto/outcome', type({ idempotency_key: key() }), OutcomeReply);
export const exchangeTrigger = call('POST', '/api/triggers/exchange', NO_INPUT, ExchangeReply);
export const bitcoinRates = call('POST', '/api/bitcoin/currency', NO_INPUT, RatesReply);
/** The legacy bitcoin entry points (spec §7): the same BTC invoice as /api/btc/pay. */
export const bitcoinDeposit = call('POST', '/api/bitcoin/deposit', CoinPayInput, PayReply);
export const btcShape = call('POST', '/api/btc/shape', CoinPayInput, PayReply);
export const vloadFinish = call('GET', '/api/vload/finish', null, null, { public: "the processor's return address (a top-level navigation from its site)" });

export const walletPay = call('POST', `/api/pay/${WALLET}`, DepositInput, WalletReply);
export const netellerPay = call('POST', '/api/neteller', type({ amount: amount(), bonus: amount(), fixed: flag(), currency: text(8), idempotency_key: key(), net_account: text(120), secure_id: text(16) }), WalletReply);
export const skrillPay = call('POST', '/api/card/fast/skrill', DepositInput, WalletReply);
export const skrillListen = call('POST', '/api/card/listen/skrill', type({ id: id(), idempotency_key: key() }), WalletReply);
export const reportPayment = call('POST', `/api/report/${REPORT}`, DepositInput, WalletReply);
export const quickReport = call('POST', '/api/report/quick', type({ amount: amount(), fixed: flag(), bonus: amount(), idempotency_key: key() }), QuickReply);
export const removeCard = call('POST', '/api/card/remove', type({ id: id() }), MessageReply);
/** A bitcoin payment made outside an invoice, reported as a deposit of `amount` (the coins sent: `btc`). */
export const bitcoinSave = call('POST', '/api/bitcoin/save', type({ ...DepositInput.schema, btc: amount(), email: text(320) }), WalletReply);
export const paymentsOutcome = call('POST', '/api/payments/outcome', type({ idempotency_key: key() }), KnownOutcome);

export const fundingCalls = [
  fundingLimits,
  applyPromo,
  promoTrigger,
  saveCard,
  cardsTrigger,
  cascadeRpc,
  coinPay,
  coinCheck,
  coinInvoicePage,
  cryptoOutcome,
  exchangeTrigger,
  bitcoinRates,
  bitcoinDeposit,
  btcShape,
  vloadFinish,
  walletPay,
  netellerPay,
  skrillPay,
  skrillListen,
  reportPayment,
  quickReport,
  removeCard,
  bitcoinSave,
  paymentsOutcome,
];
