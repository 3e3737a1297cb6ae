import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type CardAttemptRow, savedCards } from '../db/schema-cards.ts';

// The trader's card on file: the processor's token for a card an approved deposit charged, with what the trader
// recognises it by (brand, last 4, expiry). Quick top-up charges it again; the trader may remove it.

export type SavedCardRow = typeof savedCards.$inferSelect;

/** Spec §6: the quick top-up charges the card on file, so only after a card deposit (fillCard '1'). */
export function quickAllowed(user: { fillCard: string; depositsTotal: string }): boolean {
  return user.fillCard === '1' && Number(user.depositsTotal) > 0;
}

const sameCard = (userId: number, card: { brand: string; last4: string; expMonth: string; expYear: string }) =>
  and(eq(savedCards.userId, userId), eq(savedCards.brand, card.brand), eq(savedCards.last4, card.last4), eq(savedCards.expMonth, card.expMonth), eq(savedCards.expYear, card.expYear));

/** Called as an approved card deposit is credited, in its transaction: the card's newest token is the one kept. */
export async function keepCardOnFile(db: Db, row: CardAttemptRow, now: Date): Promise<void> {
  if (row.cardToken === '' || row.last4 === '') return;
  const [kept] = await db.update(savedCards).set({ token: row.cardToken, createdAt: now }).where(and(sameCard(row.userId, row), isNotNull(savedCards.token))).returning({ id: savedCards.id });
  if (kept) return;
  await db.insert(savedCards).values({
    userId: row.userId,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    firstName: '',
    lastName: '',
    country: '',
    currency: row.currency,
    token: row.cardToken,
    createdAt: now,
  });
}

/** The card quick top-up charges: the newest card with a processor token. */
export async function cardOnFile(db: Db, userId: number): Promise<SavedCardRow | null> {
  const [row] = await db.select().from(savedCards).where(and(eq(savedCards.userId, userId), isNotNull(savedCards.token))).orderBy(desc(savedCards.id)).limit(1);
  return row ?? null;
}

/** The card the funding page shows: the card on file, else the newest card the trader typed and saved. */
export async function shownCard(db: Db, userId: number): Promise<SavedCardRow | null> {
  const onFile = await cardOnFile(db, userId);
  if (onFile) return onFile;
  const [typed] = await db.select().from(savedCards).where(eq(savedCards.userId, userId)).orderBy(desc(savedCards.id)).limit(1);
  return typed ?? null;
}

/** Forgets one of the trader's cards, token and every saved copy of it; false when the trader has no such card. */
export async function removeCard(db: Db, userId: number, id: number): Promise<boolean> {
  const [card] = await db.select().from(savedCards).where(and(eq(savedCards.userId, userId), eq(savedCards.id, id)));
  if (!card) return false;
  await db.delete(savedCards).where(sameCard(userId, card));
  return true;
}
