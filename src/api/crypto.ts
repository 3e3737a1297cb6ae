import { type Infer } from 'superstruct';
import type { Coin } from '@common/coins';
import { post, postOrThrow, type Reply } from './http';
import { CheckReply, ExchangeReply, OutcomeReply, PayReply, RatesReply, type ExchangeBalance, type Invoice, type Rates } from '@common/api/crypto';
export type { Invoice, ExchangeBalance, Rates } from '@common/api/crypto';
export { InvoiceSchema } from '@common/api/crypto';

/*
 * Crypto invoice calls of spec §7 (server/API.md "Crypto invoices"): /api/{coin}/pay → guid (with the invoice),
 * /api/{coin}/check {guid} → status, hash; the exchange balances of fixed mode.
 */


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


export function invoicePath(coin: Coin, guid: string): string {
  return `/api/${coin}/invoice/${encodeURIComponent(guid)}`;
}

/** POST /api/{coin}/pay: a Failure carries 'Wrong amount!', the min-deposit message or a currency problem. */
export async function payCrypto(coin: Coin, request: PayRequest): Promise<Reply<Infer<typeof PayReply>>> {
  return post(`/api/${coin}/pay`, request, PayReply);
}


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


/** POST /api/{coin}/check {guid}; network, auth and unknown-invoice problems throw. */
export async function checkInvoice(coin: Coin, guid: string, signal?: AbortSignal): Promise<Invoice> {
  return (await postOrThrow(`/api/${coin}/check`, { guid }, CheckReply, signal)).invoice;
}


/** POST /api/triggers/exchange: the coin balances shown in fixed (exchange) mode. */
export async function fetchExchangeBalances(): Promise<ExchangeBalance[]> {
  return (await postOrThrow('/api/triggers/exchange', {}, ExchangeReply)).balances;
}


/** POST /api/bitcoin/currency: the rates the server prices invoices at (spec §7). */
export async function fetchRates(): Promise<Rates> {
  return (await postOrThrow('/api/bitcoin/currency', {}, RatesReply)).rates;
}
