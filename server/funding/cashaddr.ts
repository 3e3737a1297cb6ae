import { bech32 } from '@scure/base';

/*
 * Bitcoin Cash addresses in cashaddr (bitcoincash:q…/p…), the format BCH wallets show. @scure/base has no cashaddr
 * codec, so the checksum (a 40-bit BCH code, not bech32's) stays here; the 8 ↔ 5 bit regrouping is the library's,
 * which also refuses non-zero padding.
 */

export const CASHADDR_PREFIX = 'bitcoincash';

/** The cashaddr type nibble of the version byte. */
export const CASHADDR_TYPE = { p2pkh: 0, p2sh: 1 } as const;

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];
/** Hash sizes in bytes by the version byte's low 3 bits. */
const HASH_SIZES = [20, 24, 28, 32, 40, 48, 56, 64] as const;
const CHECKSUM_WORDS = 8;

function polymod(values: readonly number[]): bigint {
  let chk = 1n;
  for (const value of values) {
    const top = chk >> 35n;
    chk = ((chk & 0x07ffffffffn) << 5n) ^ BigInt(value);
    for (let i = 0; i < 5; i += 1) if ((top >> BigInt(i)) & 1n) chk ^= GENERATOR[i] ?? 0n;
  }
  return chk ^ 1n;
}

/** The prefix enters the checksum as the low 5 bits of each character, then a 0 for the ':'. */
const prefixWords = (prefix: string) => [...Array.from(prefix, (char) => char.charCodeAt(0) & 31), 0];

export function encodeCashAddress(type: number, hash: Uint8Array): string {
  const sizeBits = (HASH_SIZES as readonly number[]).indexOf(hash.length);
  if (sizeBits < 0) throw new Error(`no cashaddr size for a ${hash.length}-byte hash`);
  const words = bech32.toWords(new Uint8Array([(type << 3) | sizeBits, ...hash]));
  const mod = polymod([...prefixWords(CASHADDR_PREFIX), ...words, ...Array.from({ length: CHECKSUM_WORDS }, () => 0)]);
  const checksum = Array.from({ length: CHECKSUM_WORDS }, (_, i) => Number((mod >> BigInt(5 * (CHECKSUM_WORDS - 1 - i))) & 31n));
  return `${CASHADDR_PREFIX}:${[...words, ...checksum].map((word) => CHARSET[word]).join('')}`;
}

/**
 * The type and hash of a mainnet cashaddr, or null. The prefix may be left out (wallets often drop it); the
 * checksum still covers it. One case only: mixed case is invalid by the specification.
 */
export function decodeCashAddress(address: string): { type: number; hash: Uint8Array } | null {
  const lower = address.toLowerCase();
  if (lower !== address && address.toUpperCase() !== address) return null;
  const colon = lower.indexOf(':');
  if (colon >= 0 && lower.slice(0, colon) !== CASHADDR_PREFIX) return null;
  const words = Array.from(lower.slice(colon + 1), (char) => CHARSET.indexOf(char));
  if (words.length <= CHECKSUM_WORDS || words.some((word) => word < 0)) return null;
  if (polymod([...prefixWords(CASHADDR_PREFIX), ...words]) !== 0n) return null;
  const payload = bech32.fromWordsUnsafe(words.slice(0, -CHECKSUM_WORDS));
  const version = payload?.[0];
  // The version byte's top bit is reserved and must be 0.
  if (!payload || version === undefined || version & 0x80) return null;
  const hash = payload.slice(1);
  if (hash.length !== HASH_SIZES[version & 7]) return null;
  return { type: version >> 3, hash };
}
