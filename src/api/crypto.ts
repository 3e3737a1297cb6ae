import { array, boolean, enums, literal, number, record, string, type, type Infer, union } from 'superstruct';
import type { Coin } from '@common/coins';
import { post, postOrThrow, type Reply } from './http';

/*
 * Crypto invoice calls of spec §7 (server/API.md "Crypto invoices"): /api/{coin}/pay → guid (with the invoice),
 * /api/{coin}/check {guid} → status, hash; the exchange balances of fixed mode.
 */

export const InvoiceSchema = type({
  guid: string(),
  coin: string(),
  address: string(),
  amount: string(),
  currency: string(),
  fiat_amount: string(),
  rate: string(),
  fixed: boolean(),
  status: enums(['wt', 'su', 'ex']),
  hash: string(),
  expires: number(),
  now: number(),
});

export type Invoice = Infer<typeof InvoiceSchema>;
export type InvoiceStatus = Invoice['status'];

export type PayRequest = {
  amount: string;
  bonus: string;
  fixed: boolean;
  currency: string;
  is_erc20: boolean;
  token: string;
  /** Stored by the caller before the request leaves (ARCHITECTURE.md §5); a repeat answers the first invoice. */
  idempotency_key: string;
};

const PayReply = type({ guid: string(), invoice: InvoiceSchema });

export function invoicePath(coin: Coin, guid: string): string {
  return `/api/${coin}/invoice/${encodeURIComponent(guid)}`;
}

/** POST /api/{coin}/pay: a Failure carries 'Wrong amount!', the min-deposit message or a currency problem. */
export async function payCrypto(coin: Coin, request: PayRequest): Promise<Reply<Infer<typeof PayReply>>> {
  return post(`/api/${coin}/pay`, request, PayReply);
}

const OutcomeReply = union([type({ known: literal(false) }), type({ known: literal(true), guid: string(), invoice: InvoiceSchema })]);

/**
 * POST /api/crypto/outcome: the invoice a pay key made, or null when the server never saw the key (the same key
 * may then be sent again: the server makes at most one invoice per key).
 */
export async function askInvoiceOutcome(key: string): Promise<{ guid: string; invoice: Invoice } | null> {
  const answer = await postOrThrow('/api/crypto/outcome', { idempotency_key: key }, OutcomeReply);
  return answer.known ? { guid: answer.guid, invoice: answer.invoice } : null;
}

/**
 * POST /api/btc/shape (spec §7): the bitcoin popup's one-step BTC invoice at the amount the card tried, the body
 * and reply of /api/btc/pay.
 */
export async function payShape(request: PayRequest): Promise<Reply<Infer<typeof PayReply>>> {
  return post('/api/btc/shape', request, PayReply);
}

const CheckReply = type({ status: enums(['wt', 'su', 'ex']), hash: string(), invoice: InvoiceSchema });

/** POST /api/{coin}/check {guid}; network, auth and unknown-invoice problems throw. */
export async function checkInvoice(coin: Coin, guid: string, signal?: AbortSignal): Promise<Invoice> {
  return (await postOrThrow(`/api/${coin}/check`, { guid }, CheckReply, signal)).invoice;
}

const ExchangeReply = type({ balances: array(type({ coin: string(), amount: string() })) });
export type ExchangeBalance = Infer<typeof ExchangeReply>['balances'][number];

/** POST /api/triggers/exchange: the coin balances shown in fixed (exchange) mode. */
export async function fetchExchangeBalances(): Promise<ExchangeBalance[]> {
  return (await postOrThrow('/api/triggers/exchange', {}, ExchangeReply)).balances;
}

const RatesReply = type({ rates: record(string(), record(string(), string())) });
/** Units of fiat per coin, by ticker then currency: `rates.BTC.USD`. */
export type Rates = Infer<typeof RatesReply>['rates'];

/** POST /api/bitcoin/currency: the rates the server prices invoices at (spec §7). */
export async function fetchRates(): Promise<Rates> {
  return (await postOrThrow('/api/bitcoin/currency', {}, RatesReply)).rates;
}
