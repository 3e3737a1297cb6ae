import { describe, expect, it } from 'vitest';
import * as protocol from '@common/trading-protocol';
import { effectOf, frameRequestKey, MIN_FRAME_HEIGHT } from '@/features/trading/frame';

const APP = 'http://localhost:8080';
const PLATFORM = 'http://127.0.0.1:8081';

// One module for both sides: the app imports it, and the platform page (server/platform/page/main.ts) too.
describe('the postMessage protocol', () => {
  const balance = protocol.platformToApp({ type: 'balance-changed', available: '990.00', currency: 'USD' });

  it('accepts our messages from the exact expected origin', () => {
    expect(protocol.parseMessage(PLATFORM, PLATFORM, balance)).toEqual({
      source: 'trader-platform',
      v: 1,
      type: 'balance-changed',
      available: '990.00',
      currency: 'USD',
    });
    const request = protocol.appToPlatform({ type: 'request-height' });
    expect(protocol.parseMessage(APP, APP, request)).toEqual(request);
  });

  it('carries the platform’s kept favourites and chart settings both ways, checked', () => {
    const prefs = { favourites: ['XAUUSD', 'EURUSD'], chart: { kind: 'line', timeframe: '5m', sma: true, rsi: false } } as const;
    const up = protocol.platformToApp({ type: 'prefs', prefs: { ...prefs, favourites: [...prefs.favourites], chart: { ...prefs.chart } } });
    expect(protocol.parseMessage(PLATFORM, PLATFORM, up)).toEqual({ source: 'trader-platform', v: 1, type: 'prefs', prefs });
    const down = protocol.appToPlatform({ type: 'prefs', prefs: { ...prefs, favourites: [...prefs.favourites], chart: { ...prefs.chart } } });
    expect(protocol.parseMessage(APP, APP, down)).toEqual({ source: 'trader-app', v: 1, type: 'prefs', prefs });
    for (const bad of [
      { ...prefs, favourites: 'XAUUSD' },
      { ...prefs, favourites: [1] },
      { ...prefs, favourites: Array.from({ length: 65 }, () => 'EURUSD') },
      { ...prefs, chart: { ...prefs.chart, timeframe: '1h' } },
      { ...prefs, chart: { ...prefs.chart, kind: 'bars' } },
      { ...prefs, chart: { ...prefs.chart, sma: 'yes' } },
      { favourites: [] },
    ]) {
      expect(protocol.parseMessage(APP, APP, { ...down, prefs: bad })).toBeNull();
    }
  });

  it('carries a signal’s asset and direction to the ticket ("Trade this"), from the app’s origin only', () => {
    const select = protocol.appToPlatform({ type: 'select-trade', symbol: 'XAUUSD', direction: 'put' });
    expect(protocol.parseMessage(APP, APP, select)).toEqual({ source: 'trader-app', v: 1, type: 'select-trade', symbol: 'XAUUSD', direction: 'put' });
    expect(protocol.parseMessage(APP, 'http://localhost:8081', select)).toBeNull();
    for (const data of [
      { ...select, direction: 'up' },
      { ...select, symbol: '' },
      { ...select, symbol: 'X'.repeat(17) },
      { ...select, symbol: 42 },
    ]) {
      expect(protocol.parseMessage(APP, APP, data)).toBeNull();
    }
  });

  it('ignores a message from any other origin, however close', () => {
    for (const origin of [
      'https://127.0.0.1:8081',
      'http://127.0.0.1:8082',
      'http://127.0.0.1',
      'http://localhost:8081',
      'http://127.0.0.1:8081.evil.example',
      'null',
      '',
      APP,
    ]) {
      expect(protocol.parseMessage(PLATFORM, origin, balance)).toBeNull();
    }
  });

  it('ignores shapes it does not know, and malformed fields', () => {
    const bad: unknown[] = [
      null,
      'balance-changed',
      [balance],
      { ...balance, v: 2 },
      { ...balance, source: 'someone' },
      { ...balance, type: 'withdraw-all' },
      { ...balance, available: 990 },
      { ...balance, available: '1e9' },
      { source: 'trader-platform', v: 1, type: 'height', height: -1 },
      { source: 'trader-platform', v: 1, type: 'height', height: Number.NaN },
      { source: 'trader-platform', v: 1, type: 'trade-opened', orderId: 0, symbol: 'EURUSD', direction: 'call', amount: '1.00' },
      { source: 'trader-platform', v: 1, type: 'trade-opened', orderId: 3, symbol: 'EURUSD', direction: 'up', amount: '1.00' },
      { source: 'trader-platform', v: 1, type: 'trade-settled', orderId: 3, status: 'cancelled', payout: '0' },
    ];
    for (const data of bad) expect(protocol.parseMessage(PLATFORM, PLATFORM, data)).toBeNull();
  });

  it('reads trade, height and auth messages', () => {
    const opened = { source: 'trader-platform', v: 1, type: 'trade-opened', orderId: 7, symbol: 'EURUSD', direction: 'put', amount: '10.00' };
    expect(protocol.parseMessage(PLATFORM, PLATFORM, opened)).toEqual(opened);
    const settled = { source: 'trader-platform', v: 1, type: 'trade-settled', orderId: 7, status: 'won', payout: '18.00' };
    expect(protocol.parseMessage(PLATFORM, PLATFORM, settled)).toEqual(settled);
    expect(protocol.parseMessage(PLATFORM, PLATFORM, { source: 'trader-platform', v: 1, type: 'height', height: 812.4 })).toMatchObject({ height: 812 });
    expect(protocol.parseMessage(PLATFORM, PLATFORM, { source: 'trader-platform', v: 1, type: 'auth-failed', extra: 1 })).toEqual({
      source: 'trader-platform',
      v: 1,
      type: 'auth-failed',
    });
  });
});

function message(data: object) {
  const parsed = protocol.parseMessage(PLATFORM, PLATFORM, { source: 'trader-platform', v: 1, ...data });
  if (parsed?.source !== 'trader-platform') throw new Error('not a platform message');
  return parsed;
}

describe('what the app does with each platform message', () => {
  it('refreshes the user on balance changes and trades, resizes on height, re-mints on auth failure', () => {
    expect(effectOf(message({ type: 'balance-changed', available: '1.00', currency: 'USD' }), 'en')).toEqual({ kind: 'refresh-balance' });
    expect(effectOf(message({ type: 'trade-settled', orderId: 1, status: 'lost', payout: '0.00' }), 'en')).toEqual({ kind: 'announce-trade', text: 'settled' });
    expect(effectOf(message({ type: 'height', height: 2000 }), 'en')).toEqual({ kind: 'resize', height: 2000 });
    expect(effectOf(message({ type: 'height', height: 10 }), 'en')).toEqual({ kind: 'resize', height: MIN_FRAME_HEIGHT });
    expect(effectOf(message({ type: 'auth-failed' }), 'en')).toEqual({ kind: 'remint' });
    expect(effectOf(message({ type: 'ready' }), 'en')).toEqual({ kind: 'ready' });
  });

  it('takes the trader to the funding screen in their language when the platform asks', () => {
    expect(protocol.parseMessage(PLATFORM, PLATFORM, { source: 'trader-platform', v: 1, type: 'open-funding', to: 'https://evil.example' })).toEqual({
      source: 'trader-platform',
      v: 1,
      type: 'open-funding',
    });
    // The destination is the app's own: nothing in the message can steer it elsewhere.
    expect(effectOf(message({ type: 'open-funding', to: 'https://evil.example' }), 'en')).toEqual({ kind: 'navigate', to: '/en/trading#/show/funding' });
    expect(effectOf(message({ type: 'open-funding' }), 'ru')).toEqual({ kind: 'navigate', to: '/ru/trading#/show/funding' });
  });
});

describe('which frame the app mints', () => {
  it('asks for a new frame when the current account, the language or the attempt changes, and only then', () => {
    const base = { lang: 'en', accountId: 11, attempt: 0 };
    // A refreshed user row on the same account (the 90 s refresh, a balance change) keeps the frame.
    expect(frameRequestKey({ ...base })).toBe(frameRequestKey(base));
    expect(frameRequestKey({ ...base, accountId: 12 })).not.toBe(frameRequestKey(base));
    expect(frameRequestKey({ ...base, lang: 'ru' })).not.toBe(frameRequestKey(base));
    expect(frameRequestKey({ ...base, attempt: 1 })).not.toBe(frameRequestKey(base));
    // No two requests collide through the separator.
    expect(frameRequestKey({ lang: 'en', accountId: 1, attempt: 12 })).not.toBe(frameRequestKey({ lang: 'en', accountId: 11, attempt: 2 }));
  });
});
