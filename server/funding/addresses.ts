import { bech32, bech32m, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import type { Coin } from '../../common/coins.ts';
import { CASHADDR_TYPE, decodeCashAddress } from './cashaddr.ts';
import { isEthereumAddress } from './eth-address.ts';

/*
 * Whether a wallet address is one a coin's mainnet accepts, checksum included: withdrawals are sent to it, so a
 * mistyped address is refused before the money leaves. Codecs are the audited @scure/base and @noble/hashes.
 */

/** Base58Check version bytes (mainnet) per coin and address kind. */
export const BASE58_VERSIONS = {
  btc: { p2pkh: [0x00], p2sh: [0x05] },
  // Litecoin moved P2SH from '3' to 'M'; wallets still show and accept the old '3' form.
  ltc: { p2pkh: [0x30], p2sh: [0x32], p2shLegacy: [0x05] },
  dash: { p2pkh: [0x4c], p2sh: [0x10] },
  zcash: { p2pkh: [0x1c, 0xb8], p2sh: [0x1c, 0xbd] },
} as const;

type Version = readonly number[];

type Rule = { base58?: readonly Version[]; segwit?: string; cashaddr?: true; ethereum?: true };

const BTC: Rule = { base58: Object.values(BASE58_VERSIONS.btc), segwit: 'bc' };
const ETHEREUM: Rule = { ethereum: true };

const RULES: Readonly<Record<Coin, Rule>> = {
  btc: BTC,
  vload: BTC,
  ltc: { base58: Object.values(BASE58_VERSIONS.ltc), segwit: 'ltc' },
  // Bitcoin Cash kept Bitcoin's legacy base58 addresses next to cashaddr.
  bch: { base58: Object.values(BASE58_VERSIONS.btc), cashaddr: true },
  dash: { base58: Object.values(BASE58_VERSIONS.dash) },
  zcash: { base58: Object.values(BASE58_VERSIONS.zcash) },
  eth: ETHEREUM,
  usdt: ETHEREUM,
  token: ETHEREUM,
};

const base58check = createBase58check(sha256);
/** A key or script hash: the payload of every base58 form accepted here. */
const HASH160_BYTES = 20;

function decodeBase58(address: string): Uint8Array | null {
  try {
    return base58check.decode(address);
  } catch {
    return null; // a character outside the alphabet or a wrong checksum
  }
}

function isBase58Address(address: string, versions: readonly Version[]): boolean {
  const bytes = decodeBase58(address);
  if (!bytes) return false;
  return versions.some((version) => bytes.length === version.length + HASH160_BYTES && version.every((byte, i) => bytes[i] === byte));
}

/**
 * A segwit address (BIP 173/350): witness version 0 in bech32 with a 20- or 32-byte program, versions 1–16
 * (1 is taproot, bc1p…) in bech32m with 2–40 bytes. The library refuses mixed case and a wrong checksum.
 */
function isSegwitAddress(address: string, hrp: string): boolean {
  const v0 = bech32.decodeUnsafe(address);
  const decoded = v0 ?? bech32m.decodeUnsafe(address);
  if (!decoded || decoded.prefix !== hrp) return false;
  const [version, ...programWords] = decoded.words;
  if (version === undefined || version > 16) return false;
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program) return false;
  if (version === 0) return v0 !== undefined && (program.length === 20 || program.length === 32);
  return v0 === undefined && program.length >= 2 && program.length <= 40;
}

function isBitcoinCashAddress(address: string): boolean {
  const decoded = decodeCashAddress(address);
  if (!decoded) return false;
  if (decoded.type === CASHADDR_TYPE.p2pkh) return decoded.hash.length === 20;
  // P2SH: the classic 20-byte hash and the 32-byte P2SH32 of the 2023 upgrade.
  return decoded.type === CASHADDR_TYPE.p2sh && (decoded.hash.length === 20 || decoded.hash.length === 32);
}

export function isValidAddress(coin: Coin, address: string): boolean {
  const rule = RULES[coin];
  return Boolean(
    (rule.base58 && isBase58Address(address, rule.base58)) ||
      (rule.segwit !== undefined && isSegwitAddress(address, rule.segwit)) ||
      (rule.cashaddr && isBitcoinCashAddress(address)) ||
      (rule.ethereum && isEthereumAddress(address)),
  );
}
