import { createHash, randomBytes } from 'node:crypto';
import { COIN_TICKER, type Coin } from '../../common/coins.ts';

// The sandbox chains: deposit addresses well-formed for their coin (checksums included, so a wallet or a
// validator accepts them), the exchange rates an invoice is priced at, and transaction hashes.

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function bech32Polymod(values: readonly number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i += 1) if ((top >>> i) & 1) chk ^= BECH32_GEN[i] ?? 0;
  }
  return chk >>> 0;
}

function hrpExpand(hrp: string): number[] {
  const codes = [...hrp].map((char) => char.charCodeAt(0));
  return [...codes.map((code) => code >>> 5), 0, ...codes.map((code) => code & 31)];
}

/** 8-bit bytes → 5-bit groups, padded (BIP 173). */
function toFiveBits(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc = (acc << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out.push((acc >>> bits) & 31);
    }
  }
  if (bits > 0) out.push((acc << (5 - bits)) & 31);
  return out;
}

/** A segwit v0 pay-to-witness-pubkey-hash address (bc1q…, ltc1q…), BIP 173 checksum. */
export function segwitAddress(hrp: string, program: Uint8Array): string {
  const data = [0, ...toFiveBits(program)];
  const polymod = bech32Polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, i) => (polymod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((value) => BECH32_CHARSET[value]).join('')}`;
}

export function isSegwitAddress(address: string, hrp: string): boolean {
  const lower = address.toLowerCase();
  if (!lower.startsWith(`${hrp}1`)) return false;
  const values = Array.from(lower.slice(hrp.length + 1), (char) => BECH32_CHARSET.indexOf(char));
  if (values.length < 7 || values.some((value) => value < 0)) return false;
  return bech32Polymod([...hrpExpand(hrp), ...values]) === 1;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());

function base58(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let out = '';
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** Base58Check: version bytes + payload + the first 4 bytes of a double SHA-256. */
export function base58CheckAddress(version: readonly number[], payload: Uint8Array): string {
  const body = new Uint8Array([...version, ...payload]);
  const check = sha256(sha256(body)).slice(0, 4);
  return base58(new Uint8Array([...body, ...check]));
}

export function isBase58CheckAddress(address: string, version: readonly number[]): boolean {
  let value = 0n;
  for (const char of address) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return false;
    value = value * 58n + BigInt(digit);
  }
  const hex = value.toString(16).padStart(2 * (version.length + 24), '0');
  const bytes = Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  if (bytes.length !== version.length + 24) return false;
  const body = bytes.slice(0, -4);
  const check = sha256(sha256(body)).slice(0, 4);
  return version.every((byte, i) => body[i] === byte) && check.every((byte, i) => bytes[bytes.length - 4 + i] === byte);
}

/** Version bytes of the base58 coins: DASH P2PKH (X…), ZCash transparent t1…. */
export const BASE58_VERSION = { dash: [0x4c], zcash: [0x1c, 0xb8] } as const;

// Bitcoin Cash addresses in cashaddr (bitcoincash:q…), the format BCH wallets show and expect; a legacy base58
// address is also the BTC format, and a trader pasting it into a BTC wallet would send the wrong coin.
const CASHADDR_PREFIX = 'bitcoincash';
const CASHADDR_GEN = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];

/** The cashaddr BCH checksum: a 40-bit BCH code over the prefix's low 5 bits, a 0, the payload and 8 zeros. */
function cashPolymod(values: readonly number[]): bigint {
  let chk = 1n;
  for (const value of values) {
    const top = chk >> 35n;
    chk = ((chk & 0x07ffffffffn) << 5n) ^ BigInt(value);
    for (let i = 0; i < 5; i += 1) if ((top >> BigInt(i)) & 1n) chk ^= CASHADDR_GEN[i] ?? 0n;
  }
  return chk ^ 1n;
}

const prefixValues = (prefix: string) => [...[...prefix].map((char) => char.charCodeAt(0) & 31), 0];

/** A P2PKH cashaddr: version byte 0 (key hash, 160 bits), then the 20-byte hash, then the checksum. */
export function cashAddress(keyHash: Uint8Array): string {
  const payload = toFiveBits(new Uint8Array([0, ...keyHash]));
  const polymod = cashPolymod([...prefixValues(CASHADDR_PREFIX), ...payload, 0, 0, 0, 0, 0, 0, 0, 0]);
  const checksum = Array.from({ length: 8 }, (_, i) => Number((polymod >> BigInt(5 * (7 - i))) & 31n));
  return `${CASHADDR_PREFIX}:${[...payload, ...checksum].map((value) => BECH32_CHARSET[value]).join('')}`;
}

export function isCashAddress(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower !== address && address.toUpperCase() !== address) return false; // mixed case is invalid
  if (!lower.startsWith(`${CASHADDR_PREFIX}:q`)) return false; // q: a P2PKH payload (version byte 0)
  const values = Array.from(lower.slice(CASHADDR_PREFIX.length + 1), (char) => BECH32_CHARSET.indexOf(char));
  // 21 bytes are 34 five-bit groups, plus 8 of checksum.
  if (values.length !== 42 || values.some((value) => value < 0)) return false;
  return cashPolymod([...prefixValues(CASHADDR_PREFIX), ...values]) === 0n;
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
      return base58CheckAddress(BASE58_VERSION.dash, keyHash);
    case 'zcash':
      return base58CheckAddress(BASE58_VERSION.zcash, keyHash);
    case 'eth':
    case 'usdt':
    case 'token':
      // All-lowercase hex is a valid Ethereum address (the EIP-55 mixed-case checksum is optional).
      return `0x${Buffer.from(keyHash).toString('hex')}`;
  }
}

export function isWellFormedAddress(coin: Coin, address: string): boolean {
  switch (coin) {
    case 'btc':
    case 'vload':
      return isSegwitAddress(address, 'bc');
    case 'ltc':
      return isSegwitAddress(address, 'ltc');
    case 'bch':
      return isCashAddress(address);
    case 'dash':
      return isBase58CheckAddress(address, BASE58_VERSION.dash);
    case 'zcash':
      return isBase58CheckAddress(address, BASE58_VERSION.zcash);
    case 'eth':
    case 'usdt':
    case 'token':
      return /^0x[0-9a-f]{40}$/.test(address);
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
export function ratesTable(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const coin of ['btc', 'bch', 'ltc', 'eth', 'dash', 'zcash', 'usdt', 'token'] as const) {
    const row: Record<string, string> = {};
    for (const fiat of Object.keys(FIAT_PER_USD)) row[fiat] = rateOf(coin, fiat) ?? '0';
    out[COIN_TICKER[coin]] = row;
  }
  return out;
}

/** A chain transaction id: 64 hex digits (0x-prefixed on Ethereum). */
export function newTxHash(coin: Coin): string {
  const hex = randomBytes(32).toString('hex');
  return coin === 'eth' || coin === 'usdt' || coin === 'token' ? `0x${hex}` : hex;
}
