import { type Infer } from 'superstruct';
import type { Coin } from '@common/coins';
import { ask, askOrThrow, type Reply } from './http';
import type { ExchangeBalance, Invoice, PayReply, Rates } from '@common/api/crypto';
import { bitcoinRates, btcShape, coinCheck, coinInvoicePage, coinPay, cryptoOutcome, exchangeTrigger, vloadFinish } from '@common/api/funding.calls';
import { pathOf } from '@common/api/route';
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


/** Where a paid vload invoice finishes (spec §4): the server's page, opened as a top-level navigation. */
export function vloadFinishUrl(lang: string): string {
  return `${pathOf(vloadFinish)}?lang=${encodeURIComponent(lang)}`;
}

export function invoicePath(coin: Coin, guid: string): string {
  return pathOf(coinInvoicePage, { coin, guid });
}

/** POST /api/{coin}/pay: a Failure carries 'Wrong amount!', the min-deposit message or a currency problem. */
export async function payCrypto(coin: Coin, request: PayRequest): Promise<Reply<Infer<typeof PayReply>>> {
  return ask(coinPay, request, { params: { coin } });
}


/**
 * POST /api/crypto/outcome: the invoice a pay key made, or null when the server never saw the key (the same key
 * may then be sent again: the server makes at most one invoice per key).
 */
export async function askInvoiceOutcome(key: string): Promise<{ guid: string; invoice: Invoice } | null> {
  const answer = await askOrThrow(cryptoOutcome, { idempotency_key: key });
  return answer.known ? { guid: answer.guid, invoice: answer.invoice } : null;
}

/**
 * POST /api/btc/shape (spec §7): the bitcoin popup's one-step BTC invoice at the amount the card tried, the body
 * and reply of /api/btc/pay.
 */
export async function payShape(request: PayRequest): Promise<Reply<Infer<typeof PayReply>>> {
  return ask(btcShape, request);
}


/** POST /api/{coin}/check {guid}; network, auth and unknown-invoice problems throw. */
export async function checkInvoice(coin: Coin, guid: string, signal?: AbortSignal): Promise<Invoice> {
  return (await askOrThrow(coinCheck, { guid }, { params: { coin }, signal })).invoice;
}


/** POST /api/triggers/exchange: the coin balances shown in fixed (exchange) mode. */
export async function fetchExchangeBalances(): Promise<ExchangeBalance[]> {
  return (await askOrThrow(exchangeTrigger, {})).balances;
}


/** POST /api/bitcoin/currency: the rates the server prices invoices at (spec §7). */
export async function fetchRates(): Promise<Rates> {
  return (await askOrThrow(bitcoinRates, {})).rates;
}
