import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { commissionCents, linkProblem, transferAmount, transferCredit } from '@common/affiliate';
import { currentWindows, earnsReward, isWeekendWindow, leaderboardSize, rewardFor, rewardTable, weekendKey, weekendWindow, weeklyWindow } from '@common/tourney';
import { createTraderDb } from '@/db/database';
import { claimOnce } from '@/db/once';

const HOUR = 3_600_000;
// Monday 2026-11-23 00:00 UTC.
const MONDAY = Date.UTC(2026, 10, 23);

describe('weekend window (spec §4: day 5 from 21, all of day 6, day 0 before 21)', () => {
  it('is right at every hour boundary of a week, and a millisecond either side of each', () => {
    for (let hour = 0; hour < 7 * 24; hour += 1) {
      const at = MONDAY + hour * HOUR;
      const day = new Date(at).getUTCDay();
      const h = new Date(at).getUTCHours();
      const expected = (day === 5 && h >= 21) || day === 6 || (day === 0 && h < 21);
      expect(isWeekendWindow(new Date(at)), `hour ${hour} (day ${day} ${h}:00)`).toBe(expected);
      expect(isWeekendWindow(new Date(at + HOUR - 1)), `hour ${hour} + 59:59.999`).toBe(expected);
    }
  });

  it('names the same Friday 21:00 to Sunday 21:00 from anywhere inside it', () => {
    const friday2100 = MONDAY + (4 * 24 + 21) * HOUR;
    for (const offset of [0, 1, 5 * HOUR, 26 * HOUR, 48 * HOUR - 1]) {
      const window = weekendWindow(new Date(friday2100 + offset));
      expect(window?.start.getTime()).toBe(friday2100);
      expect(window?.end.getTime()).toBe(friday2100 + 48 * HOUR);
    }
    expect(weekendWindow(new Date(friday2100 - 1))).toBeNull();
    expect(weekendWindow(new Date(friday2100 + 48 * HOUR))).toBeNull();
    expect(weekendKey({ type: 'weekend', start: new Date(friday2100), end: new Date(friday2100 + 48 * HOUR) })).toBe('2026-11-27');
  });

  it('runs the weekly window Monday 00:00 to the next Monday, and both windows together at the weekend', () => {
    const sunday = new Date(MONDAY + 6 * 24 * HOUR + 20 * HOUR);
    expect(weeklyWindow(sunday)).toEqual({ type: 'weekly', start: new Date(MONDAY), end: new Date(MONDAY + 7 * 24 * HOUR) });
    expect(weeklyWindow(new Date(MONDAY)).start.getTime()).toBe(MONDAY);
    expect(weeklyWindow(new Date(MONDAY - 1)).start.getTime()).toBe(MONDAY - 7 * 24 * HOUR);
    expect(currentWindows(sunday).map((w) => w.type)).toEqual(['weekly', 'weekend']);
    expect(currentWindows(new Date(MONDAY + 2 * 24 * HOUR)).map((w) => w.type)).toEqual(['weekly']);
  });
});

describe('reward tables (spec §9)', () => {
  it('weekly: 20 places, four cash prizes, the phone, then bonuses from 1000 down to 100', () => {
    const weekly = rewardTable('weekly');
    expect(weekly).toHaveLength(leaderboardSize('weekly'));
    expect(weekly.slice(0, 4)).toEqual([10_000, 5_000, 3_000, 2_000].map((usd) => ({ kind: 'cash', usd })));
    expect(weekly[4]).toEqual({ kind: 'prize', name: 'IPhone 10' });
    expect(weekly.slice(5).map((r) => (r.kind === 'bonus' ? r.usd : null))).toEqual([1000, 900, 800, 700, 600, 500, 400, 300, 200, 100, 100, 100, 100, 100, 100]);
  });

  it('weekend: 10 places, three cash prizes, then bonuses 1000, 500, 250', () => {
    const weekend = rewardTable('weekend');
    expect(weekend).toHaveLength(leaderboardSize('weekend'));
    expect(weekend.slice(0, 3)).toEqual([5_000, 3_000, 2_000].map((usd) => ({ kind: 'cash', usd })));
    expect(weekend.slice(3).map((r) => (r.kind === 'bonus' ? r.usd : null))).toEqual([1000, 500, 250, 250, 250, 250, 250]);
    expect(rewardFor('weekend', 11)).toBeNull();
    expect(rewardFor('weekly', 0)).toBeNull();
  });

  it('pays a place only for a profit above zero', () => {
    expect(earnsReward(1n)).toBe(true);
    expect(earnsReward(0n)).toBe(false);
    expect(earnsReward(-500n)).toBe(false);
  });
});

describe('affiliate rules', () => {
  it('earns 10 % of a deposit in USD cents; RUB at the slider factor', () => {
    expect(commissionCents(50_000n, 'USD')).toBe(5_000n);
    expect(commissionCents(3_000_000n, 'RUB')).toBe(5_000n); // 30 000 RUB = 500 USD → 50 USD
    expect(commissionCents(9n, 'USD')).toBe(0n);
    expect(commissionCents(-100n, 'USD')).toBe(0n);
    expect(transferCredit(30n, 'USD')).toBe(30n);
    expect(transferCredit(30n, 'RUB')).toBe(1_800n);
  });

  it('takes a transfer of whole dollars, above zero, at most the balance (spec §5 "Wrong amount")', () => {
    expect(transferAmount('30', 5_000n)).toBe(30n);
    expect(transferAmount(' 50 ', 5_000n)).toBe(50n);
    for (const bad of ['0', '51', '10.5', '-5', '1e3', '', 'abc', '0x10']) expect(transferAmount(bad, 5_000n), bad).toBeNull();
  });

  it('needs both a link name and a known landing page', () => {
    expect(linkProblem('Blog', 'register')).toBeNull();
    expect(linkProblem('  ', 'register')).toBe('required');
    expect(linkProblem('Blog', '')).toBe('required');
    expect(linkProblem('Blog', 'admin')).toBe('required');
    expect(linkProblem('x'.repeat(61), 'login')).toBe('too_long');
  });
});

describe('claimOnce (a modal once across all tabs)', () => {
  it('lets exactly one of several simultaneous claims win, and a new value claim again', async () => {
    const database = createTraderDb(`once-${Date.now()}`);
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimOnce('tourney_weekend', '2026-11-27', database)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimOnce('tourney_weekend', '2026-11-27', database)).toBe(false);
    expect(await claimOnce('tourney_weekend', '2026-12-04', database)).toBe(true);
    database.close();
  });
});
