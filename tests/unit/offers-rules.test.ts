import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { formatCountdown, hasCountdown, isOfferName, offerClaimKey, offerSeconds, secondsLeft } from '@common/offers';
import { createTraderDb } from '@/db/database';
import { claimOnce } from '@/db/once';

describe('offer timers (spec §9: limited 180 s, risk-free 3600 s)', () => {
  it('gives the limited and risk-free offers their countdowns, the others a day without one', () => {
    expect(offerSeconds('limited')).toBe(180);
    expect(offerSeconds('modal_5_risk_free')).toBe(3600);
    expect(hasCountdown('limited')).toBe(true);
    expect(hasCountdown('modal_5_risk_free')).toBe(true);
    for (const name of ['modal_iq_one', 'ladder', 'signals'] as const) {
      expect(hasCountdown(name)).toBe(false);
      expect(offerSeconds(name)).toBe(86_400);
    }
  });

  it('counts whole seconds left on the server clock, never below zero, and shows m:ss', () => {
    expect(secondsLeft(180_000, 0)).toBe(180);
    expect(secondsLeft(180_000, 179_001)).toBe(1);
    expect(secondsLeft(180_000, 180_000)).toBe(0);
    expect(secondsLeft(180_000, 999_999)).toBe(0);
    expect(formatCountdown(180)).toBe('3:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('knows only the offers the server may name', () => {
    expect(isOfferName('limited')).toBe(true);
    expect(isOfferName('0')).toBe(false);
    expect(isOfferName('modal_bitcoin')).toBe(false);
    // No copy trading exists, so no offer advertises it.
    expect(isOfferName('copy')).toBe(false);
  });
});

describe('an offer opens once across tabs', () => {
  it('claims each offer id once, however many tabs see trigger_new at the same time', async () => {
    const database = createTraderDb(`offers-once-${Date.now()}`);
    const tabs = await Promise.all(Array.from({ length: 4 }, () => claimOnce(offerClaimKey(17), '1795590000000', database)));
    expect(tabs.filter(Boolean)).toHaveLength(1);
    expect(await claimOnce(offerClaimKey(17), '1795590000000', database)).toBe(false); // a reload
    expect(await claimOnce(offerClaimKey(18), '1795590100000', database)).toBe(true); // the next offer
    database.close();
  });
});
