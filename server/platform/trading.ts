import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { riskFreeRefund } from '../offers/store.ts';
import { releaseTradedCommissions } from '../affiliate/commission.ts';
import { safeErrorText } from '../lib/log-safe.ts';
import { type OrderDirection, type OrderRow, type OrderStatus, tradeOrders } from '../db/schema-trading.ts';
import { currencyDecimals, formatMinorUnits, toMinorUnits } from '../lib/money.ts';
import { atLeastZero, isPositive, moneyOf, moneyText, negate, storedMoney } from '../money/amount.ts';
import { type Entry, InsufficientFunds } from '../money/ledger.ts';
import { postMove } from '../money/moves.ts';
import { expiryBand, expiryTimeMs, parseExpiry } from '../../common/expiry.ts';
import { payoutRateBp, rateBpOf, rateText, stakeUnits, winReturnUnits } from '../../common/payout.ts';
import { tradingBlock } from '../../common/tradingBlock.ts';
import { currentAccount } from '../users/dto.ts';
import { accountsOf, findUserById } from '../users/repo.ts';
import { isVirtual } from '../users/practice.ts';
import { isVirtualAccount } from '../users/practice-queries.ts';
import { findAsset } from './assets.ts';
import type { QuoteSource } from './quote-source.ts';
import { compareQuotes } from './quote-text.ts';

// Binary options on the platform's quotes: the stake leaves the account when the trade opens; at expiry a win pays
// stake × (1 + rate), a tie refunds the stake, a loss pays nothing. The rate is the payout rule's for the asset and
// the expiry (common/payout.ts), fixed on the order when it opens and paid from there. Money is integer minor units, never floats;
// every balance change goes through the ledger (server/money/), so two trades at once cannot lose one. The prices
// come from the quote source server/app.ts chose; without one no trade opens and none settles (it waits for a price).

/** What trading needs: the database, and the prices (none when no quote source is configured). */
export type Market = { db: Db; quotes?: QuoteSource | undefined };

/** `expiry`: a duration in seconds; `expiryAt`: a clock mark in Unix seconds (common/expiry.ts); one of the two. */
export type TradeRequest = { symbol: string; direction: string; amount: string; expiry: string; expiryAt?: string };

export type TradeRefusal = 'symbol' | 'direction' | 'amount' | 'expiry' | 'funds' | 'account' | 'blocked' | 'quotes';

export type TradeOutcome =
  | { ok: true; order: OrderRow; available: string }
  /** `currency`: the account's, when the refusal is the amount (its limits are that currency's). */
  | { ok: false; code: TradeRefusal; field: string; currency?: string };

export function isDirection(value: string): value is OrderDirection {
  return value === 'call' || value === 'put';
}

/** The stake in the account's minor units, or null when it is not a decimal within the currency's stake limits. */
export function parseStake(amount: string, currency: string): bigint | null {
  return stakeUnits(amount, currency);
}

/** What the account gets back at settlement, in minor units, at the order's rate (basis points). */
export function payoutUnits(status: Exclude<OrderStatus, 'open'>, stake: bigint, rateBp: bigint): bigint {
  switch (status) {
    case 'won':
      return winReturnUnits(stake, rateBp);
    case 'tie':
      return stake;
    case 'lost':
      return 0n;
  }
}

export function outcomeOf(direction: OrderDirection, openPrice: string, closePrice: string): Exclude<OrderStatus, 'open'> {
  const move = compareQuotes(closePrice, openPrice);
  if (move === 0) return 'tie';
  return (move > 0) === (direction === 'call') ? 'won' : 'lost';
}

export async function openTrade(market: Market, userId: number, request: TradeRequest, now: Date): Promise<TradeOutcome> {
  const { db, quotes } = market;
  const asset = findAsset(request.symbol);
  if (!asset) return { ok: false, code: 'symbol', field: 'symbol' };
  if (!isDirection(request.direction)) return { ok: false, code: 'direction', field: 'direction' };
  const expiry = parseExpiry({ expiry: request.expiry, expiryAt: request.expiryAt ?? '' }, now.getTime());
  if (!expiry) return { ok: false, code: 'expiry', field: 'expiry' };
  const user = await findUserById(db, userId);
  // Spec §4: the app hides the platform from a blocked trader; opening the host directly must not get round it.
  if (user && tradingBlock(user) !== null) return { ok: false, code: 'blocked', field: 'account' };
  const account = user ? currentAccount(user, await accountsOf(db, userId)) : null;
  if (!account) return { ok: false, code: 'account', field: 'amount' };
  const decimals = currencyDecimals(account.currency);
  const stake = parseStake(request.amount, account.currency);
  if (stake === null) return { ok: false, code: 'amount', field: 'amount', currency: account.currency };
  const stakeText = formatMinorUnits(stake, decimals);
  const direction = request.direction;

  const stakeMoney = moneyOf(stake, decimals);
  // No price, no trade: an order opened without one could never be settled fairly.
  const openPrice = quotes ? await quotes.openingQuote(asset, now) : null;
  if (openPrice === null) return { ok: false, code: 'quotes', field: 'symbol' };
  return db
    .transaction(async (tx) => {
      const [order] = await tx
        .insert(tradeOrders)
        .values({
          userId,
          accountId: account.id,
          symbol: asset.symbol,
          direction,
          amount: stakeText,
          currency: account.currency,
          // The rule's rate for this asset and expiry, kept with the order: settlement pays this, whatever the rule says later.
          payoutRate: rateText(payoutRateBp(asset.assetClass, expiryBand(expiry))),
          openPrice,
          openTime: now,
          expiryTime: new Date(expiryTimeMs(expiry, now.getTime())),
          status: 'open',
        })
        .returning();
      if (!order) throw new Error('order insert returned nothing');
      const reference = `order:${order.id}`;
      // The stake's debit is conditional: trades, tips and withdrawals at once never take the balance below zero
      // (InsufficientFunds rolls the order back with it).
      const [debited] = (await postMove(tx, { userId, kind: 'trade_open', key: reference }, [
        { userId, holder: { book: 'account', accountId: account.id }, kind: 'trade_open', amount: negate(stakeMoney), currency: account.currency, reference, orderId: order.id, at: now },
      ], now)) ?? [];
      if (!debited) throw new Error('a new order\'s stake was already posted');
      // Trading is what releases a referrer's commission held on this trader's deposits (only a referral has one).
      // Practice stakes are virtual money: they release nothing.
      if (user?.affsId != null && !isVirtual(account)) await releaseTradedCommissions(tx, userId, now);
      return { ok: true, order, available: moneyText(atLeastZero(debited.balanceAfter)) } as const;
    })
    .catch((error: unknown) => {
      if (error instanceof InsufficientFunds) return { ok: false, code: 'funds', field: 'amount' } as const;
      throw error;
    });
}

/**
 * Settles one open order at the quote of its expiry second, once the quote source vouches for it (until then the order
 * waits, open). The guarded update (status still 'open') makes it safe to run from several requests, timers or
 * processes at once: exactly one of them credits the account.
 */
async function settleOrder(db: Db, quotes: QuoteSource, order: OrderRow, now: Date): Promise<OrderRow | null> {
  const asset = findAsset(order.symbol);
  if (!asset) return null;
  const [closePrice] = await quotes.quotesAt(asset, [Math.floor(order.expiryTime.getTime() / 1000)], now);
  if (closePrice === null || closePrice === undefined) return null;
  const status = outcomeOf(order.direction, order.openPrice, closePrice);
  const decimals = currencyDecimals(order.currency);
  const rate = rateBpOf(order.payoutRate);
  // A rate the database holds must read back; one that does not is a broken row, settled by nobody (settleEach logs it).
  if (rate === null) throw new Error(`order ${order.id} has an unreadable payout rate`);
  const payout = formatMinorUnits(payoutUnits(status, toMinorUnits(order.amount, decimals) ?? 0n, rate), decimals);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(tradeOrders)
      .set({ status, closePrice, payout })
      .where(and(eq(tradeOrders.id, order.id), eq(tradeOrders.status, 'open')))
      .returning();
    if (!updated) return null;
    const reference = `order:${order.id}`;
    const holder = { book: 'account', accountId: order.accountId } as const;
    const entries: Entry[] = [];
    // A loss inside an accepted risk-free window comes back once, up to the offer's cap; a practice loss neither
    // uses the offer up nor earns a refund.
    const refund = status === 'lost' && !(await isVirtualAccount(tx, order.accountId)) ? await riskFreeRefund(tx, updated, order.expiryTime) : null;
    if (refund) entries.push(refund);
    const paid = storedMoney(payout, decimals);
    if (isPositive(paid)) entries.push({ userId: order.userId, holder, kind: 'trade_payout', amount: paid, currency: order.currency, reference, orderId: order.id, at: order.expiryTime });
    if (entries.length > 0) await postMove(tx, { userId: order.userId, kind: 'trade_settle', key: reference }, entries, order.expiryTime);
    return updated;
  });
}

/** An order whose settlement failed is left alone this long before the sweep tries it again. */
export const SETTLE_RETRY_MS = 10 * 60 * 1000;

/**
 * Settles each order in its own transaction. One that fails (a broken row, a balance the database refuses) is
 * logged by id only, marked and skipped: it must never hold up the orders behind it, nor its trader's reads.
 */
async function settleEach(db: Db, quotes: QuoteSource, due: readonly OrderRow[], now: Date): Promise<OrderRow[]> {
  const settled: OrderRow[] = [];
  for (const order of due) {
    try {
      const row = await settleOrder(db, quotes, order, now);
      if (row) settled.push(row);
    } catch (error) {
      console.error(`settlement of order ${order.id} failed; retrying it in ${SETTLE_RETRY_MS / 60_000} min: ${safeErrorText(error)}`);
      await db
        .update(tradeOrders)
        .set({ settleFailedAt: now })
        .where(and(eq(tradeOrders.id, order.id), eq(tradeOrders.status, 'open')))
        .catch(() => undefined);
    }
  }
  return settled;
}

/** Open, due, and not an order whose settlement failed within SETTLE_RETRY_MS. */
function dueAt(now: Date) {
  const retryBefore = new Date(now.getTime() - SETTLE_RETRY_MS);
  return and(
    eq(tradeOrders.status, 'open'),
    lte(tradeOrders.expiryTime, now),
    or(isNull(tradeOrders.settleFailedAt), lte(tradeOrders.settleFailedAt, retryBefore)),
  );
}

/**
 * Settles every open order of `userId` whose expiry has passed and whose closing price is known; reads run it first so
 * they never show one open that could be settled.
 */
export async function settleDue(market: Market, userId: number, now: Date): Promise<OrderRow[]> {
  const { db, quotes } = market;
  if (!quotes) return [];
  const due = await db
    .select()
    .from(tradeOrders)
    .where(and(eq(tradeOrders.userId, userId), dueAt(now)));
  return settleEach(db, quotes, due, now);
}

/** At most this many orders per sweep, oldest expiry first; the next sweep takes the rest. */
export const SETTLE_BATCH = 500;

/**
 * Settles the due orders of every trader (the settler's sweep, ./settler.ts), through the (status, expiry) index,
 * so a trade settles at expiry even when nobody reads orders (the iframe closed, the trader on another screen).
 */
export async function settleAllDue(market: Market, now: Date, batch: number = SETTLE_BATCH): Promise<OrderRow[]> {
  const { db, quotes } = market;
  if (!quotes) return [];
  const due = await db
    .select()
    .from(tradeOrders)
    .where(dueAt(now))
    .orderBy(asc(tradeOrders.expiryTime), asc(tradeOrders.id))
    .limit(batch);
  return settleEach(db, quotes, due, now);
}
