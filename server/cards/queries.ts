import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cardAttempts, type CardAttemptRow, zoomSessions } from '../db/schema-cards.ts';
import { newTransactionId } from './service.ts';

// The SQL the card calls read by: an attempt by its transaction id (the trader's, one processor's, or the
// processor's webhook naming it), the key burnt by an outcome question, a quick top-up's last attempt, ZOOM sessions.

export async function attemptOfTrader(db: Db, userId: number, transactionId: string): Promise<CardAttemptRow | null> {
  const [row] = await db.select().from(cardAttempts).where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.transactionId, transactionId)));
  return row ?? null;
}

export async function attemptOnProcessor(db: Db, userId: number, transactionId: string, processor: string): Promise<CardAttemptRow | null> {
  const [row] = await db
    .select()
    .from(cardAttempts)
    .where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.transactionId, transactionId), eq(cardAttempts.processor, processor)));
  return row ?? null;
}

/** The attempt a processor's event names (its reference is our transaction id): whoever's it is. */
export async function attemptByReference(db: Db, transactionId: string): Promise<CardAttemptRow | null> {
  const [row] = await db.select().from(cardAttempts).where(eq(cardAttempts.transactionId, transactionId));
  return row ?? null;
}

export async function attemptById(db: Db, id: number): Promise<CardAttemptRow | null> {
  const [row] = await db.select().from(cardAttempts).where(eq(cardAttempts.id, id));
  return row ?? null;
}

/** A void attempt under a key nobody used yet, so a request still on its way with it charges nothing. */
export async function burnKey(db: Db, userId: number, key: string, now: Date): Promise<void> {
  await db.insert(cardAttempts).values({ userId, idempotencyKey: key, status: 'void', transactionId: newTransactionId(), createdAt: now }).onConflictDoNothing();
}

export async function lastAttemptOfDeposit(db: Db, userId: number, depositId: string): Promise<CardAttemptRow | null> {
  const [row] = await db
    .select()
    .from(cardAttempts)
    .where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.depositId, depositId)))
    .orderBy(desc(cardAttempts.id))
    .limit(1);
  return row ?? null;
}

export async function insertZoomSession(db: Db, userId: number, tokenHash: string, now: Date): Promise<void> {
  await db.insert(zoomSessions).values({ tokenHash, userId, createdAt: now });
}

export async function openZoomSessions(db: Db, userId: number): Promise<number> {
  const [open] = await db.select({ n: count() }).from(zoomSessions).where(and(eq(zoomSessions.userId, userId), isNull(zoomSessions.usedAt)));
  return open?.n ?? 0;
}
