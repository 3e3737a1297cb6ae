import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy } from '../../server/http/client-address.ts';

// Whose request it is (server/http/client-address.ts): the peer, unless TRUST_PROXY names the proxies in front.

describe('the client address', () => {
  it('is the peer while TRUST_PROXY is off, whatever X-Forwarded-For says', () => {
    const off = parseTrustProxy(undefined);
    expect(clientAddress('::ffff:198.51.100.7', '203.0.113.1', off)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', undefined, parseTrustProxy('off'))).toBe('198.51.100.7');
  });

  it('with a hop count, is the address that many hops back; a client cannot push a spoofed one in front', () => {
    const one = parseTrustProxy('1');
    expect(clientAddress('10.0.0.2', '203.0.113.5', one)).toBe('203.0.113.5');
    // The client sent its own X-Forwarded-For: the proxy appended the real peer it heard from.
    expect(clientAddress('10.0.0.2', '1.2.3.4, 203.0.113.5', one)).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.3', '1.2.3.4, 203.0.113.5, 10.0.0.2', parseTrustProxy('2'))).toBe('203.0.113.5');
    // Fewer entries than hops: the furthest one there is.
    expect(clientAddress('10.0.0.2', '203.0.113.5', parseTrustProxy('3'))).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.2', 'not-an-address', one)).toBe('10.0.0.2');
  });

  it('with ranges, walks back through the trusted proxies to the first address outside them', () => {
    const ranges = parseTrustProxy('10.0.0.0/8, 127.0.0.1, ::1');
    expect(clientAddress('10.1.2.3', '1.2.3.4, 203.0.113.9, 10.0.0.5', ranges)).toBe('203.0.113.9');
    // A peer outside the ranges is the client itself: its header is not believed.
    expect(clientAddress('198.51.100.1', '203.0.113.9', ranges)).toBe('198.51.100.1');
    expect(clientAddress('::1', '2001:db8::7', ranges)).toBe('2001:db8::7');
  });

  it('refuses a setting it cannot read, naming the variable', () => {
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('40')).toThrow(/TRUST_PROXY/);
  });
});
