import { ask, askOrThrow, storedReply, type Reply } from './http';
import { WalletReply, type WalletResult } from '@common/api/payments';
import { bitcoinSave, netellerPay, paymentsOutcome, reportPayment, skrillPay, walletPay } from '@common/api/funding.calls';
export type { WalletResult } from '@common/api/payments';

/*
 * Other payment methods of spec §7 (server/API.md "Wallet payments"): /api/pay/{processor}, /api/neteller,
 * /api/card/fast/skrill (pending, with a redirect to Skrill's page), /api/report/{processor} (bank: with transfer details). Each request carries
 * an idempotency key; a repeat answers the first reply.
 */

export type WalletMethod = 'card_moneta' | 'perfect' | 'webmoney' | 'yandex' | 'qiwi' | 'okpay' | 'neteller' | 'skrill' | 'bank';

export type WalletRequest = {
  amount: string;
  currency: string;
  bonus: string;
  fixed: boolean;
  idempotency_key: string;
  net_account?: string;
  secure_id?: string;
  /** /api/bitcoin/save: the bitcoin amount the trader sent. */
  btc?: string;
};

/** Where each method submits; `bitcoin_report` is the bitcoin tab's "report a payment" (/api/bitcoin/save). */
export type PaymentPath = WalletMethod | 'bitcoin_report';


export async function payWallet(method: PaymentPath, request: WalletRequest): Promise<Reply<WalletResult>> {
  switch (method) {
    case 'bitcoin_report':
      return ask(bitcoinSave, request);
    case 'neteller':
      return ask(netellerPay, request);
    case 'skrill':
      return ask(skrillPay, request);
    case 'bank':
      return ask(reportPayment, request, { params: { method } });
    case 'card_moneta':
    case 'perfect':
    case 'webmoney':
    case 'yandex':
    case 'qiwi':
    case 'okpay':
      return ask(walletPay, request, { params: { method } });
  }
}

/** A stored reply as the server first gave it: an approval or a failure (declined, void, a field problem). */
export function readWalletReply(payload: unknown): Reply<WalletResult> {
  return storedReply(payload, WalletReply);
}


/**
 * POST /api/payments/outcome: what became of a key whose request got no answer. null = the server never saw it
 * and has now burnt it (a late arrival credits nothing), so a new payment may start safely.
 */
export async function askWalletOutcome(key: string): Promise<Reply<WalletResult> | null> {
  const answer = await askOrThrow(paymentsOutcome, { idempotency_key: key });
  return answer.known ? readWalletReply(answer.reply) : null;
}
