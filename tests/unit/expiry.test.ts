import { describe, expect, it } from 'vitest';
import { clockLeft, DURATIONS_S, expiryBand, expiryMarks, expiryTimeMs, offeredMarks, parseExpiry } from '@common/expiry';

// A fixed instant: Wednesday 2026-03-11 10:00:00 UTC (the marks are multiples of 300 s of Unix time).
const TEN = Date.UTC(2026, 2, 11, 10, 0, 0);
const s = (ms: number) => ms / 1000;

describe('expiries', () => {
  it('offers durations of 30 s to 5 min', () => {
    expect(DURATIONS_S).toEqual([30, 60, 120, 180, 300]);
  });

  it('offers the next four 5-minute marks at least a minute ahead', () => {
    expect(expiryMarks(TEN)).toEqual([s(TEN) + 300, s(TEN) + 600, s(TEN) + 900, s(TEN) + 1200]);
    // 10:03:59 → 10:05 is 61 s away: still offered; at 10:04:01 it is 59 s away and the next four start at 10:10.
    expect(expiryMarks(TEN + 239_000)[0]).toBe(s(TEN) + 300);
    expect(expiryMarks(TEN + 240_000)[0]).toBe(s(TEN) + 300);
    expect(expiryMarks(TEN + 241_000)[0]).toBe(s(TEN) + 600);
    for (const mark of expiryMarks(TEN + 123_456)) expect(mark % 300).toBe(0);
  });

  it('offers on the ticket only the marks still open when the order arrives a moment later', () => {
    // At 10:03:58 with 3 s of margin, 10:05 would be 59 s away on arrival: the ticket no longer offers it.
    expect(offeredMarks(TEN + 238_000, 3_000)).toEqual([s(TEN) + 600, s(TEN) + 900, s(TEN) + 1200]);
    expect(offeredMarks(TEN, 3_000)).toEqual(expiryMarks(TEN));
  });

  it('reads a duration or an offered mark, one of the two, and nothing else', () => {
    expect(parseExpiry({ expiry: '30', expiryAt: '' }, TEN)).toEqual({ kind: 'duration', seconds: 30 });
    expect(parseExpiry({ expiry: '180', expiryAt: '' }, TEN)).toEqual({ kind: 'duration', seconds: 180 });
    expect(parseExpiry({ expiry: '', expiryAt: String(s(TEN) + 600) }, TEN)).toEqual({ kind: 'mark', at: s(TEN) + 600 });
    for (const expiry of ['7', '45', '600', '30.0', '-30', 'abc']) expect(parseExpiry({ expiry, expiryAt: '' }, TEN)).toBeNull();
    // A mark past the fourth, one not on a 5-minute boundary, one too close or gone, both fields, neither.
    for (const at of [s(TEN) + 1500, s(TEN) + 450, s(TEN), s(TEN) - 300]) expect(parseExpiry({ expiry: '', expiryAt: String(at) }, TEN)).toBeNull();
    expect(parseExpiry({ expiry: '', expiryAt: String(s(TEN) + 300) }, TEN + 241_000)).toBeNull();
    expect(parseExpiry({ expiry: '30', expiryAt: String(s(TEN) + 300) }, TEN)).toBeNull();
    expect(parseExpiry({ expiry: '', expiryAt: '' }, TEN)).toBeNull();
  });

  it('closes a duration after its seconds and a mark at its time', () => {
    expect(expiryTimeMs({ kind: 'duration', seconds: 60 }, TEN + 1_234)).toBe(TEN + 61_234);
    expect(expiryTimeMs({ kind: 'mark', at: s(TEN) + 600 }, TEN + 1_234)).toBe(TEN + 600_000);
  });

  it('bands 30 s as short, every other duration and every mark as standard', () => {
    expect(expiryBand({ kind: 'duration', seconds: 30 })).toBe('short');
    for (const seconds of [60, 120, 180, 300] as const) expect(expiryBand({ kind: 'duration', seconds })).toBe('standard');
    expect(expiryBand({ kind: 'mark', at: s(TEN) + 300 })).toBe('standard');
  });

  it('prints the time left as a clock', () => {
    expect(clockLeft(27)).toBe('0:27');
    expect(clockLeft(26.2)).toBe('0:27');
    expect(clockLeft(245)).toBe('4:05');
    expect(clockLeft(3723)).toBe('1:02:03');
    expect(clockLeft(-5)).toBe('0:00');
  });
});
