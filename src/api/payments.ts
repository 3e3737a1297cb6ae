import { enums, object, optional, string, type, type Infer } from 'superstruct';
import { post, type Reply } from './http';

/*
 * Other payment methods of spec §7 (server/API.md "Wallet payments"): /api/pay/{processor}, /api/neteller,
 * /api/card/fast/skrill (a redirect), /api/report/{processor} (bank: with transfer details). Each request carries
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
};

const WalletReply = type({
  status: enums(['approved', 'pending']),
  message: string(),
  redirect: optional(string()),
  details: optional(object({ beneficiary: string(), iban: string(), bic: string(), bank: string() })),
});
export type WalletResult = Infer<typeof WalletReply>;

export function walletPath(method: WalletMethod): string {
  switch (method) {
    case 'neteller':
      return '/api/neteller';
    case 'skrill':
      return '/api/card/fast/skrill';
    case 'bank':
      return '/api/report/bank';
    case 'card_moneta':
    case 'perfect':
    case 'webmoney':
    case 'yandex':
    case 'qiwi':
    case 'okpay':
      return `/api/pay/${method}`;
  }
}

export async function payWallet(method: WalletMethod, request: WalletRequest): Promise<Reply<WalletResult>> {
  return post(walletPath(method), request, WalletReply);
}
