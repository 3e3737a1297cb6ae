import { randomBytes } from 'node:crypto';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { DAILY_CARD_LIMIT } from '../../common/deposit.ts';
import type { Db } from '../db/client.ts';
import { lockUser, USER_LOCK } from '../db/locks.ts';
import { accounts, settings, users, type UserRow } from '../db/schema.ts';
import { type AttemptStatus, type CardAttemptRow, cardAttempts, depositTransactions } from '../db/schema-cards.ts';
import { creditDeposit } from '../deposits/record.ts';
import { accountScale, isPositive, moneyText, plus, storedMoney } from '../money/amount.ts';
import { promoBonus } from '../deposits/bonus.ts';
import { keepCardOnFile } from './on-file.ts';

// The card deposit core shared by every processor endpoint: idempotency, limits, crediting once.

export const CASCADE_SETTING_KEY = 'card.cascade';
export const DEFAULT_CASCADE = 'FRAUD,VLOAD';

export type CardJson = { readonly [key: string]: string | number | boolean | null | CardJson | readonly string[] };

export function newTransactionId(): string {
  return `tx_${randomBytes(12).toString('hex')}`;
}

/** Spec §4: the user's list, else the server setting, else FRAUD,VLOAD. */
export async function effectiveCascade(db: Db, user: UserRow): Promise<string> {
  if (user.cascade.trim() !== '') return user.cascade;
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CASCADE_SETTING_KEY));
  return row && row.value.trim() !== '' ? row.value : DEFAULT_CASCADE;
}

/** The server-wide cascade a user without a list of their own gets ('' falls back to the default). */
export async function saveServerCascade(db: Db, cascade: string): Promise<void> {
  await db.insert(settings).values({ key: CASCADE_SETTING_KEY, value: cascade }).onConflictDoUpdate({ target: settings.key, set: { value: cascade } });
}

// Kept where the card routes import it from; it lives with the user, whose DTO carries it.
export { effectiveMinimum } from '../users/min-deposit.ts';

/** The current account's currency: deposits credit that account, so they are in its currency. */
export async function accountCurrency(db: Db, user: UserRow): Promise<string> {
  const [account] = user.currentAccountId === null ? [] : await db.select({ currency: accounts.currency }).from(accounts).where(eq(accounts.id, user.currentAccountId));
  return account?.currency ?? user.currency;
}

/** Start of the server's current day (UTC): the daily card limit counts approvals since then. */
export function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function approvedToday(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cardAttempts)
    .where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.status, 'approved'), gte(cardAttempts.decidedAt, dayStart(now))));
  return row?.n ?? 0;
}

export async function dayLimitReached(db: Db, userId: number, now: Date): Promise<boolean> {
  return (await approvedToday(db, userId, now)) >= DAILY_CARD_LIMIT;
}

/** The reply for an attempt as it stands now (listen, outcome, replays of a still-open attempt). */
export function currentReply(row: CardAttemptRow): CardJson {
  switch (row.status) {
    case 'approved':
      return { return: true, status: 'approved', transaction_id: row.transactionId };
    case 'processing':
    case 'pending':
      return { return: true, status: 'pending', transaction_id: row.transactionId };
    case 'challenge':
    case 'dialog':
      return (row.firstReply as CardJson | null) ?? { return: true, status: 'pending', transaction_id: row.transactionId };
    case 'declined':
    case 'refused': {
      const first = row.firstReply as CardJson | null;
      if (first && first.return === false) return first;
      // Declined after the first answer (3-D Secure, a pending charge): only the daily limit stops the cascade.
      return { return: false, code: row.code, message: row.message, cascade: row.code !== 'day_limit', transaction_id: row.transactionId };
    }
    case 'void':
      return { return: false, code: 'void', message: 'This payment attempt was cancelled.', cascade: true };
  }
}

/** The reply for an attempt as the database holds it now (after a conditional update found it already moved on). */
export async function replyNow(db: Db, row: CardAttemptRow): Promise<CardJson> {
  const [fresh] = await db.select().from(cardAttempts).where(eq(cardAttempts.id, row.id));
  return currentReply(fresh ?? row);
}

export const DAY_LIMIT_MESSAGE = 'Dear client, due to safety reasons, your daily limit of 3 credit card transactions per day is exceeded.';

/**
 * Moves an attempt from one of `from` to `to` and, when `to` is approved, credits the account in the same
 * transaction (and keeps the processor's `token` for the card, where the trader asked us to keep it). The
 * conditional update is the guard: of two racing callers only one sees the row change, so a deposit is credited once.
 * Approvals of one user take a transaction-scoped advisory lock and re-count the day's approvals under it, so two
 * deposits racing past the daily limit cannot both be approved (the later one is declined with day_limit).
 */
export async function settle(
  db: Db,
  attemptId: number,
  from: readonly AttemptStatus[],
  to: 'approved' | 'declined',
  now: Date,
  reason: { code: string; message: string } = { code: '', message: '' },
  token: string | null = null,
): Promise<CardAttemptRow | null> {
  return db.transaction(async (tx) => {
    let status = to;
    let why = reason;
    if (to === 'approved') {
      const [owner] = await tx.select({ userId: cardAttempts.userId }).from(cardAttempts).where(eq(cardAttempts.id, attemptId));
      if (!owner) return null;
      await lockUser(tx, USER_LOCK.cardApproval, owner.userId);
      if ((await approvedToday(tx, owner.userId, now)) >= DAILY_CARD_LIMIT) {
        status = 'declined';
        why = { code: 'day_limit', message: DAY_LIMIT_MESSAGE };
      }
    }
    const [row] = await tx
      .update(cardAttempts)
      .set({ status, decidedAt: now, code: why.code, message: why.message })
      .where(and(eq(cardAttempts.id, attemptId), inArray(cardAttempts.status, [...from])))
      .returning();
    if (!row) return null;
    if (row.status === 'approved') await credit(tx, row, now, token);
    return row;
  });
}

/**
 * How long an attempt may stay 'processing' (inserted, not yet decided). Past it the request that inserted it
 * has died (it threw, or the server restarted) and nothing was charged: the attempt is declined, with cascade.
 */
export const STALE_PROCESSING_MS = 60_000;
export const STALE_PROCESSING = { code: 'server_error', message: 'Some errors try latter' } as const;

/** The attempt, declined first when it has been 'processing' past STALE_PROCESSING_MS of server clock. */
export async function settleIfStale(db: Db, row: CardAttemptRow, now: Date): Promise<CardAttemptRow> {
  if (row.status !== 'processing') return row;
  const since = row.processingSince ?? row.createdAt;
  if (now.getTime() - since.getTime() < STALE_PROCESSING_MS) return row;
  const settled = await settle(db, row.id, ['processing'], 'declined', now, STALE_PROCESSING);
  if (settled) return settled;
  // Someone decided it meanwhile: read what they decided.
  const [fresh] = await db.select().from(cardAttempts).where(eq(cardAttempts.id, row.id));
  return fresh ?? row;
}

async function credit(db: Db, row: CardAttemptRow, now: Date, token: string | null): Promise<void> {
  const [inserted] = await db
    .insert(depositTransactions)
    .values({
      userId: row.userId,
      accountId: row.accountId,
      attemptId: row.id,
      method: 'card',
      processor: row.processor,
      amount: row.amount,
      bonus: row.bonus,
      currency: row.currency,
      status: 'executed',
      executedAt: now,
    })
    .onConflictDoNothing({ target: depositTransactions.attemptId })
    .returning({ id: depositTransactions.id });
  if (!inserted) return;
  const scale = accountScale(row.currency);
  // A redeemed promo code adds its percent to this deposit's bonus, once (server/deposits/bonus.ts).
  const promo = storedMoney(await promoBonus(db, row.userId, inserted.id, row.amount, row.fixed, now), scale);
  const bonus = plus(storedMoney(row.bonus, scale), promo);
  if (isPositive(promo)) await db.update(depositTransactions).set({ bonus: moneyText(bonus) }).where(eq(depositTransactions.id, inserted.id));
  if (row.accountId !== null) {
    await creditDeposit(db, { userId: row.userId, accountId: row.accountId, amount: storedMoney(row.amount, scale), currency: row.currency, bonus, reference: `card:${row.id}`, at: now });
  }
  await db.update(users).set({ fillCard: '1' }).where(eq(users.id, row.userId));
  await keepCardOnFile(db, row, token);
}

