import { randomBytes } from 'node:crypto';
import { bech32, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { COIN_TICKER, type Coin } from '../../common/coins.ts';
import { BASE58_VERSIONS } from '../funding/addresses.ts';
import { CASHADDR_TYPE, encodeCashAddress } from '../funding/cashaddr.ts';
import type { Chain, RateSource, RatesTable } from '../funding/providers.ts';

// The sandbox chains: deposit addresses well-formed for their coin (checksums included, so a wallet or
// funding/addresses.ts accepts them), the exchange rates an invoice is priced at, and transaction hashes. The
// composition root (server/app.ts (`providersFor`)) hands sandboxChain and sandboxRates to the routes when SANDBOX is on.

const base58check = createBase58check(sha256);

/** A segwit v0 pay-to-witness-pubkey-hash address (bc1q…, ltc1q…). */
export function segwitAddress(hrp: string, program: Uint8Array): string {
  return bech32.encode(hrp, [0, ...bech32.toWords(program)]);
}

/** Base58Check: version bytes + payload + the first 4 bytes of a double SHA-256. */
export function base58CheckAddress(version: readonly number[], payload: Uint8Array): string {
  return base58check.encode(new Uint8Array([...version, ...payload]));
}

// Bitcoin Cash deposit addresses are cashaddr (bitcoincash:q…), the format BCH wallets show and expect; a legacy
// base58 address is also the BTC format, and a trader pasting it into a BTC wallet would send the wrong coin.
export function cashAddress(keyHash: Uint8Array): string {
  return encodeCashAddress(CASHADDR_TYPE.p2pkh, keyHash);
}

/** A fresh deposit address for a coin; the 20 random bytes stand in for a wallet's new key hash. */
export function newAddress(coin: Coin, random: (size: number) => Uint8Array = (size) => new Uint8Array(randomBytes(size))): string {
  const keyHash = random(20);
  switch (coin) {
    case 'btc':
    case 'vload':
      return segwitAddress('bc', keyHash);
    case 'ltc':
      return segwitAddress('ltc', keyHash);
    case 'bch':
      return cashAddress(keyHash);
    case 'dash':
      return base58CheckAddress(BASE58_VERSIONS.dash.p2pkh, keyHash);
    case 'zcash':
      return base58CheckAddress(BASE58_VERSIONS.zcash.p2pkh, keyHash);
    case 'eth':
    case 'usdt':
    case 'token':
      // All-lowercase hex is a valid Ethereum address (the EIP-55 mixed-case checksum is optional).
      return `0x${Buffer.from(keyHash).toString('hex')}`;
  }
}

/** Sandbox prices in USD per coin (decimal strings); other currencies through USD_RATES. */
const USD_PER_COIN: Readonly<Record<string, string>> = {
  BTC: '60000',
  BCH: '400',
  LTC: '80',
  ETH: '3000',
  DASH: '30',
  ZEC: '40',
  USDT: '1',
  ERC20: '1',
};

/** Units of a fiat currency per USD (sandbox fixing). */
const FIAT_PER_USD: Readonly<Record<string, string>> = { USD: '1', EUR: '0.92', GBP: '0.79', RUB: '90' };

/** "0.92" → 92n: a sandbox price with at most 2 decimals as hundredths. */
function hundredths(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(2, '0'));
}

/** Units of `currency` per one coin, or null for a currency the sandbox does not quote. */
export function rateOf(coin: Coin, currency: string): string | null {
  const ticker = COIN_TICKER[coin];
  if (currency.toUpperCase() === ticker) return '1';
  const usd = USD_PER_COIN[ticker];
  const fiat = FIAT_PER_USD[currency.toUpperCase()];
  if (usd === undefined || fiat === undefined) return null;
  // Both have at most 2 decimals: multiply as hundredths, exact.
  const product = hundredths(usd) * hundredths(fiat); // ten-thousandths
  const whole = product / 10_000n;
  const fraction = (product % 10_000n).toString().padStart(4, '0');
  return `${whole}.${fraction}`;
}

/** The sandbox rates table of /api/bitcoin/currency: USD, EUR, GBP, RUB per coin ticker. */
export function ratesTable(): RatesTable {
  const out: RatesTable = {};
  for (const coin of ['btc', 'bch', 'ltc', 'eth', 'dash', 'zcash', 'usdt', 'token'] as const) {
    const row: Record<string, string> = {};
    for (const fiat of Object.keys(FIAT_PER_USD)) row[fiat] = rateOf(coin, fiat) ?? '0';
    out[COIN_TICKER[coin]] = row;
  }
  return out;
}

/** The sandbox wallet: every address fresh and random, nothing ever watched (the sandbox controls settle invoices). */
export const sandboxChain: Chain = { newAddress: (coin) => newAddress(coin) };

/** The sandbox price feed: the fixed prices above, answered at once. */
export const sandboxRates: RateSource = {
  rateOf: async (coin, currency) => rateOf(coin, currency),
  table: async () => ratesTable(),
};

/** A chain transaction id: 64 hex digits (0x-prefixed on Ethereum). */
export function newTxHash(coin: Coin): string {
  const hex = randomBytes(32).toString('hex');
  return coin === 'eth' || coin === 'usdt' || coin === 'token' ? `0x${hex}` : hex;
}
