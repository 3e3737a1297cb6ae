import { BlockList, isIP } from 'node:net';

/*
 * Whose request this is, for the per-address budgets (wrong passwords, registrations, recovery, contact…) and the
 * sandbox's loopback gate: the connection's peer, unless TRUST_PROXY says which proxies in front of the server may
 * name the client in X-Forwarded-For. Off by default: then a spoofed header changes nothing.
 */

export type TrustProxy =
  | { kind: 'off' }
  /** This many proxies stand in front: the address that many hops back from the peer is the client's. */
  | { kind: 'hops'; count: number }
  /** The peers in these ranges are our proxies: walk back through them to the first address outside. */
  | { kind: 'ranges'; list: BlockList; text: string };

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) is 1.2.3.4. */
export function plainAddress(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

function addRange(list: BlockList, entry: string): void {
  const [address = '', bits] = entry.split('/');
  const family = isIP(address);
  if (family === 0) throw new Error(`TRUST_PROXY: "${entry}" is not an address or a range (CIDR) such as 10.0.0.0/8`);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) {
    list.addAddress(address, type);
    return;
  }
  const prefix = Number(bits);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) throw new Error(`TRUST_PROXY: "${entry}" has a bad prefix length`);
  list.addSubnet(address, prefix, type);
}

/** TRUST_PROXY: unset, `off`, `0` or `false`: off; a whole number: that many hops; else a list of addresses and CIDR ranges. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || ['off', '0', 'false', 'no'].includes(value.toLowerCase())) return { kind: 'off' };
  if (/^\d+$/.test(value)) {
    const count = Number(value);
    if (!Number.isSafeInteger(count) || count > 16) throw new Error(`TRUST_PROXY: ${value} hops is not a plausible number of proxies`);
    return { kind: 'hops', count };
  }
  const list = new BlockList();
  for (const entry of value.split(/[\s,]+/).filter(Boolean)) addRange(list, entry);
  return { kind: 'ranges', list, text: value };
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address from the connection's peer and X-Forwarded-For (`client, proxy1, proxy2`: each proxy appends
 * whom it heard from). Entries that are not addresses end the walk: what is left of the header is not trusted.
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const socket = plainAddress(peer);
  if (trust.kind === 'off' || forwardedFor === undefined) return socket;
  const chain = forwardedFor.split(',').map(plainAddress);
  switch (trust.kind) {
    case 'hops': {
      // The peer is the last proxy; each hop back is one entry from the right.
      let address = socket;
      for (let hop = 0; hop < trust.count; hop += 1) {
        const previous = chain.pop();
        if (previous === undefined || isIP(previous) === 0) return address;
        address = previous;
      }
      return address;
    }
    case 'ranges': {
      let address = socket;
      while (trusted(trust.list, address)) {
        const previous = chain.pop();
        if (previous === undefined || isIP(previous) === 0) return address;
        address = previous;
      }
      return address;
    }
  }
}
