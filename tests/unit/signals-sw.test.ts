import { describe, expect, it } from 'vitest';
import { parseShowSignal } from '../../sw/signal-message';

const ORIGIN = 'http://localhost:8080';
const message = { type: 'SHOW_SIGNAL', id: 'sig-1', title: 'Trading signal', body: 'EURUSD · Call (up)', url: '/en/trading#/home' };

describe('the SHOW_SIGNAL message the page posts to the service worker', () => {
  it('is accepted with a same-origin trading URL, made absolute', () => {
    expect(parseShowSignal(message, ORIGIN)).toEqual({ ...message, url: `${ORIGIN}/en/trading#/home` });
  });

  it('never opens another origin or another page', () => {
    for (const url of ['https://evil.example/en/trading', '//evil.example/en/trading', '/en/login', 'javascript:alert(1)', '/en/trading/../../x']) {
      expect(parseShowSignal({ ...message, url }, ORIGIN)).toBeNull();
    }
  });

  it('ignores other shapes', () => {
    for (const data of [null, 'SHOW_SIGNAL', { ...message, type: 'SKIP_WAITING' }, { ...message, id: '' }, { ...message, title: 5 }]) {
      expect(parseShowSignal(data, ORIGIN)).toBeNull();
    }
  });
});
