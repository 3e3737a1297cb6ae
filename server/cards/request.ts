import { aboveMax as aboveMaxAmount } from '../../common/limits.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { cardAttempts, type CardAttemptRow } from '../db/schema-cards.ts';
import type { Fields } from '../http/body.ts';
import { tierBonus, wantsBonus } from '../deposits/bonus.ts';
import { wholeUnits } from '../../common/money.ts';
import { accountCurrency, type CardJson, newTransactionId } from './service.ts';

// What every card route reads from a request, how it finds the attempt, and the decline it answers.

/** The `card` object of a pay body, strings only (anything else is as if absent). */
export function cardOf(fields: Fields): Record<string, string> {
  const raw = fields.card;
  const out: Record<string, string> = {};
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    for (const [name, value] of Object.entries(raw)) if (typeof value === 'string') out[name] = value;
  }
  return out;
}

export const decline = (code: string, message: string, cascade: boolean, transactionId?: string): CardJson =>
  transactionId ? { return: false, code, message, cascade, transaction_id: transactionId } : { return: false, code, message, cascade };

/** The user's attempt under an idempotency key: keys are per user, so one trader never reads another's. */
export async function attemptByKey(db: Db, userId: number, key: string): Promise<CardAttemptRow | undefined> {
  const [row] = await db.select().from(cardAttempts).where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.idempotencyKey, key)));
  return row;
}

/** The deposit every card route takes (spec §7 {amount, fixed, bonus}, a currency where sent, the deposit id). */
export type AttemptRequest = {
  currency: string;
  /** Whole units; null when unreadable or above the per-call bound (then `aboveMax`), so nothing near the ceiling is stored. */
  amount: bigint | null;
  aboveMax: boolean;
  fixed: boolean;
  bonusWanted: boolean;
  depositId: string;
};

/** Reads an AttemptRequest from a body or a query; without a currency the deposit goes in the current account's. */
export async function attemptRequest(db: Db, user: UserRow, read: (name: string) => string, fixed = read('fixed') === 'true'): Promise<AttemptRequest> {
  const currency = (read('currency') || (await accountCurrency(db, user))).toUpperCase();
  const amount = wholeUnits(read('amount'));
  const aboveMax = amount !== null && aboveMaxAmount('deposit', currency, amount, 0);
  return {
    currency,
    amount: aboveMax ? null : amount,
    aboveMax,
    fixed,
    bonusWanted: wantsBonus(read('bonus')),
    depositId: read('deposit_id').slice(0, 120),
  };
}

/** What an attempt keeps of the card: brand, last 4 and expiry, never the number (the processor keeps the charge). */
export type AttemptCard = { brand: string; last4: string; expMonth: string; expYear: string };

/**
 * Records a new attempt under its idempotency key, with the server's tier bonus (a forged client figure credits
 * nothing extra). Undefined when a twin request with the same key got there first.
 */
export async function insertAttempt(
  db: Db,
  attempt: { user: UserRow; key: string; processor: string; request: AttemptRequest; card?: Partial<AttemptCard>; lang: string; now: Date },
): Promise<CardAttemptRow | undefined> {
  const { user, request } = attempt;
  const [inserted] = await db
    .insert(cardAttempts)
    .values({
      userId: user.id,
      idempotencyKey: attempt.key,
      depositId: request.depositId,
      processor: attempt.processor,
      accountId: user.currentAccountId,
      amount: request.amount === null ? '0' : String(request.amount),
      bonus: await tierBonus(db, user, request.currency, request.amount, { wanted: request.bonusWanted, fixed: request.fixed }),
      fixed: request.fixed,
      currency: request.currency,
      status: 'processing',
      transactionId: newTransactionId(),
      ...attempt.card,
      lang: attempt.lang,
      createdAt: attempt.now,
      processingSince: attempt.now,
    })
    .onConflictDoNothing()
    .returning();
  return inserted;
}
