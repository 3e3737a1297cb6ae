import { BlockList, isIP } from 'node:net';
import { plainAddress } from '../http/client-address.ts';

/*
 * A session's rough place, from its address alone: no geolocation service is asked (it would learn every trader's
 * address) and no database of places is shipped. What an address says by itself is whether it is on a private or
 * local network, and which network it is on: its /24 (IPv4) or /48 (IPv6, a site's usual allocation). The Security
 * screen shows "Local network", "This network" (the same prefix as the browser looking) or the prefix itself.
 */

export type Place = { place: 'local' | 'network' | 'unknown'; network: string };

const LOCAL = new BlockList();
for (const [address, bits] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['127.0.0.0', 8], ['169.254.0.0', 16]] as const) LOCAL.addSubnet(address, bits, 'ipv4');
for (const [address, bits] of [['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) LOCAL.addSubnet(address, bits, 'ipv6');

/** The eight groups of an IPv6 address, `::` filled in; null for anything else. */
function ipv6Groups(address: string): string[] | null {
  if (isIP(address) !== 6 || address.includes('.')) return null;
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...left, ...Array.from({ length: tail === undefined ? 0 : missing }, () => '0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** The network an address is on: `203.0.113.0/24`, `2001:db8:1::/48`; '' when it is not an address. */
export function networkOf(raw: string): string {
  const address = plainAddress(raw);
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 3).join(':')}::/48` : '';
}

export function placeOf(raw: string): Place {
  const address = plainAddress(raw);
  const family = isIP(address);
  if (family === 0) return { place: 'unknown', network: '' };
  if (LOCAL.check(address, family === 4 ? 'ipv4' : 'ipv6')) return { place: 'local', network: '' };
  return { place: 'network', network: networkOf(address) };
}
