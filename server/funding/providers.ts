import type { Coin } from '../../common/coins.ts';
import type { Lang } from '../i18n.ts';

// What crypto deposits need from the outside world. The routes see only these shapes, so a deployment plugs in a
// real wallet and a real price feed in the composition root (server/app.ts (`providersFor`)) without touching a route; the
// sandbox implements them with random addresses and fixed prices.

/** Where a trader sends coins: a wallet that hands out deposit addresses. */
export type Chain = {
  /** A fresh deposit address for `coin`, well-formed for its network. A real wallet may have to be asked over the wire. */
  newAddress(coin: Coin): string | Promise<string>;
};

/** Units of fiat per coin, by ticker then currency: `{ BTC: { USD: '60000.0000', … }, … }`. */
export type RatesTable = Record<string, Record<string, string>>;

/** The prices invoices are made at. Rates are exact decimal strings: a float would misprice the coin amount. */
export type RateSource = {
  /** Units of `currency` per one `coin`, or null for a currency this source does not quote. */
  rateOf(coin: Coin, currency: string): Promise<string | null>;
  /** The table /api/bitcoin/currency answers, so the trader sees the rates invoices are priced at. */
  table(): Promise<RatesTable>;
};

/** Where a bank transfer goes: what the trader is shown after asking to pay by bank. */
export type BankDetails = { beneficiary: string; iban: string; bic: string; bank: string };

/**
 * The wallet and bank-transfer payments of spec §7 "Other payments" (WebMoney, Qiwi, Neteller, Skrill, a bank
 * transfer…): the provider's verdict on a payment, the page a hosted one (Skrill) is confirmed on, and the bank
 * details. None configured: every such payment is declined, nothing is invented.
 */
export type PaymentProvider = {
  /** Whether the provider takes the payment of `units` (the amount in the currency's minor units). */
  accepts(payment: { processor: string; units: bigint; decimals: number }): boolean | Promise<boolean>;
  /** The provider's page a hosted payment is confirmed on; `lang` is the language the trader comes back to. */
  page(paymentId: number, lang: Lang): string;
  readonly bankDetails: BankDetails;
};
