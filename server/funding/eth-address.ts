import { keccak_256 } from '@noble/hashes/sha3.js';

/*
 * Ethereum addresses (ETH and the ERC20 coins): 0x and 40 hex digits. EIP-55 hides a checksum in the letters' case;
 * all-lowercase and all-uppercase hex carry none and are accepted as they are, mixed case must match the checksum.
 */

const SHAPE = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 form of an address: a letter is upper case where the keccak-256 of the lowercase hex has a nibble ≥ 8. */
export function eip55(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  const digits = Array.from(hex, (char, i) => {
    const byte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 15;
    return nibble >= 8 ? char.toUpperCase() : char;
  });
  return `0x${digits.join('')}`;
}

export function isEthereumAddress(address: string): boolean {
  if (!SHAPE.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return address === eip55(address);
}
