import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import { currencyFactor } from '../../common/deposit.ts';
import { currentWindows, earnsReward, leaderboardSize, type Reward, rewardFor } from '../../common/tourney.ts';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';
import { type TourneyRow, tourneyResults, tourneys } from '../db/schema-community.ts';
import { tradeOrders } from '../db/schema-trading.ts';
import { formatMinorUnits } from '../lib/money.ts';
import { type Market, SETTLE_BATCH, settleAllDue } from '../platform/trading.ts';
import { type NoticeKey, notify } from '../notifications/service.ts';
import { qualified, standings } from './standings.ts';
import { accountScale, moneyText, wholeMoney } from '../money/amount.ts';
import { postMove } from '../money/moves.ts';

// A tournament row per window that ran while the server did (created when anyone looks or the sweep passes),
// closed once after its end: the guarded update on settled_at lets exactly one process credit the rewards.

/** The rows of the windows running at `now`, created on first sight. */
export async function ensureCurrent(db: Db, now: Date): Promise<TourneyRow[]> {
  const windows = currentWindows(now);
  await db
    .insert(tourneys)
    .values(windows.map((window) => ({ type: window.type, dateStart: window.start, dateEnd: window.end })))
    .onConflictDoNothing();
  const rows = await db.select().from(tourneys).where(and(lte(tourneys.dateStart, now), gt(tourneys.dateEnd, now)));
  // The weekly one first, as the screen lists them.
  return rows.toSorted((a, b) => Number(a.type === 'weekend') - Number(b.type === 'weekend'));
}

/** The last closed tournaments, newest first. */
export async function lastClosed(db: Db, limit = 6): Promise<TourneyRow[]> {
  return db.select().from(tourneys).where(isNotNull(tourneys.settledAt)).orderBy(desc(tourneys.dateEnd), asc(tourneys.type)).limit(limit);
}

/** Russian for traders from the countries our Russian site serves; English otherwise. */
/** What a place was credited, and the notice that tells the trader (worded in the reader's language at each read). */
type Credit = { kind: Reward['kind'] | 'none'; amount: string | null; currency: string; notice?: { key: NoticeKey; vars: Record<string, string> } };

/** Credits one place's reward inside the closing transaction, once per tournament and place, and says what it was. */
async function creditReward(tx: Db, tourney: { id: number; type: TourneyRow['type'] }, place: number, userId: number, reward: Reward | null, now: Date): Promise<Credit> {
  const { id: tourneyId, type } = tourney;
  if (!reward) return { kind: 'none', amount: null, currency: '' };
  const [user] = await tx.select({ currency: users.currency, currentAccountId: users.currentAccountId }).from(users).where(eq(users.id, userId));
  if (!user) return { kind: 'none', amount: null, currency: '' };
  const move = { userId, kind: 'reward', key: `tourney:${tourneyId}:${place}` } as const;
  const reference = move.key;
  switch (reward.kind) {
    case 'prize':
      return { kind: 'prize', amount: null, currency: '', notice: { key: `${type}_tourney_prize`, vars: { place: String(place), prize: reward.name } } };
    case 'bonus': {
      const scale = accountScale(user.currency);
      const amount = wholeMoney(BigInt(reward.usd * currencyFactor(user.currency)), scale);
      await postMove(tx, move, [{ userId, holder: { book: 'bonus' }, kind: 'bonus', amount, currency: user.currency, reference, at: now }], now);
      const text = moneyText(amount);
      return { kind: 'bonus', amount: text, currency: user.currency, notice: { key: `${type}_tourney_bonus`, vars: { place: String(place), amount: text, currency: user.currency } } };
    }
    case 'cash': {
      const real = await tx.select().from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.type, 'real'))).orderBy(asc(accounts.id));
      const account = real.find((row) => row.currency === 'USD') ?? real.find((row) => row.id === user.currentAccountId) ?? real[0];
      if (!account) return { kind: 'none', amount: null, currency: '' };
      const scale = accountScale(account.currency);
      const amount = wholeMoney(BigInt(reward.usd * currencyFactor(account.currency)), scale);
      await postMove(tx, move, [{ userId, holder: { book: 'account', accountId: account.id }, kind: 'tourney_reward', amount, currency: account.currency, reference, at: now }], now);
      const text = moneyText(amount);
      return { kind: 'cash', amount: text, currency: account.currency, notice: { key: `${type}_tourney_cash`, vars: { place: String(place), amount: text, currency: account.currency } } };
    }
  }
}

/** Closes one finished window: ranks it, stores the board and credits each place once. False when another process did. */
export async function closeTourney(db: Db, tourney: TourneyRow, now: Date): Promise<boolean> {
  // Places go to the traders who met the tournament's minimum trades and turnover, best profit first.
  const board = qualified(tourney.type, await standings(db, tourney.dateStart, tourney.dateEnd)).slice(0, leaderboardSize(tourney.type));
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(tourneys)
      .set({ settledAt: now })
      .where(and(eq(tourneys.id, tourney.id), isNull(tourneys.settledAt)))
      .returning({ id: tourneys.id });
    if (!claimed) return false;
    for (const [index, row] of board.entries()) {
      const place = index + 1;
      const reward = earnsReward(row.profit) ? rewardFor(tourney.type, place) : null;
      const credit = await creditReward(tx, tourney, place, row.userId, reward, now);
      await tx.insert(tourneyResults).values({
        tourneyId: tourney.id,
        place,
        userId: row.userId,
        profit: formatMinorUnits(row.profit, 2),
        trades: row.trades,
        rewardKind: credit.kind,
        rewardAmount: credit.amount,
        rewardCurrency: credit.currency,
      });
      if (credit.notice) await notify(tx, row.userId, credit.notice.key, credit.notice.vars, now);
    }
    return true;
  });
}

/** True while a trade that expired inside the window waits, open, for its closing price (a broken one, marked, does not hold it). */
async function awaitsPrices(db: Db, tourney: TourneyRow): Promise<boolean> {
  const [waiting] = await db
    .select({ id: tradeOrders.id })
    .from(tradeOrders)
    .where(and(eq(tradeOrders.status, 'open'), gte(tradeOrders.expiryTime, tourney.dateStart), lt(tradeOrders.expiryTime, tourney.dateEnd), isNull(tradeOrders.settleFailedAt)))
    .limit(1);
  return waiting !== undefined;
}

/**
 * Every window that ended by `now` and is still open gets closed; returns how many this call closed. A window with a
 * trade still waiting for its closing price (the quote source has not given it yet) waits too: ranked without that
 * trade, its board would be wrong for good.
 */
export async function closeDue(market: Market, now: Date): Promise<number> {
  const { db } = market;
  const due = await db.select().from(tourneys).where(and(isNull(tourneys.settledAt), lte(tourneys.dateEnd, now))).orderBy(asc(tourneys.dateEnd));
  if (due.length === 0) return 0;
  // Trades that expired inside a window count even if the settlement sweep has not reached them yet.
  let settled = SETTLE_BATCH;
  while (settled === SETTLE_BATCH) settled = (await settleAllDue(market, now)).length;
  let closed = 0;
  for (const tourney of due) if (!(await awaitsPrices(db, tourney)) && (await closeTourney(db, tourney, now))) closed += 1;
  return closed;
}

/** How often the server closes finished windows without waiting for a read. */
export const TOURNEY_SWEEP_MS = 60_000;

/** The timer's job: close what ended, open what started (so a window exists even if nobody looked). */
export async function tourneySweep(market: Market, now: Date): Promise<number> {
  const { db } = market;
  const closed = await closeDue(market, now);
  await ensureCurrent(db, now);
  return closed;
}
